/// The folder that holds the last component of `path`, spelled as dirname(1) spells it:
/// "a/b" → "a", "a/b/" → "a", "/x" → "/", "d" → ".", "/" → "/".
///
/// Foundation's `NSString.deletingLastPathComponent` traps on a one-character relative path ("d",
/// "d/") in swift-corelibs-foundation, and `--data-dir d` is an ordinary thing to type; it also
/// answers "" where a folder is meant, which `open(2)` refuses.
public func parentDirectory(of path: String) -> String {
    let trimmed = droppingTrailingSlashes(Substring(path))
    guard let slash = trimmed.lastIndex(of: "/") else { return "." }
    let parent = droppingTrailingSlashes(trimmed[..<slash])
    return parent.isEmpty ? "/" : String(parent)
}

/// "a//" → "a", but "/" stays "/": the root is the one path a slash alone spells.
private func droppingTrailingSlashes(_ path: Substring) -> Substring {
    var path = path
    while path.count > 1, path.hasSuffix("/") { path.removeLast() }
    return path
}
