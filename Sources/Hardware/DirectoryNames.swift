import GadgetBase
import Glibc

/// The names in `folder` except "." and "..", in the order the filesystem gives them; nil when
/// the folder cannot be opened, with `errno` saying why. Device discovery (/dev, /dev/input)
/// lists folders through it.
public func directoryNames(_ folder: String) -> [String]? {
    guard let directory = opendir(folder) else { return nil }
    defer { closedir(directory) }
    var names: [String] = []
    while let entry = readdir(directory) {
        let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
        if name != "." && name != ".." { names.append(name) }
    }
    return names
}

/// The numbers N of the names `prefix`N in `folder` (card0, event3, gpiochip1, fb0), in
/// numeric order, so event10 comes after event9; empty when the folder cannot be opened.
public func numberedNames(_ prefix: String, in folder: String) -> [Int] {
    (directoryNames(folder) ?? []).compactMap { $0.hasPrefix(prefix) ? Int($0.dropFirst(prefix.count)) : nil }.sorted()
}
