extension StringProtocol {
    /// The text without leading and trailing whitespace (spaces, tabs, line breaks, any
    /// Unicode space). Foundation's `trimmingCharacters(in: .whitespaces)` builds a
    /// CoreFoundation character set for the same answer, a cost at every start for settings
    /// that are checked then.
    public func trimmingWhitespace() -> String {
        guard let first = firstIndex(where: { !$0.isWhitespace }),
              let last = lastIndex(where: { !$0.isWhitespace }) else { return "" }
        return String(self[first...last])
    }
}

extension String {
    /// Whether `other` appears in this text, byte for byte in UTF-8. `contains(_:)` with a
    /// String argument goes through Foundation's NSString search and `firstRange(of:)` through
    /// the regex library's generic searchers; both page in code at start for a short search.
    public func containsLiterally(_ other: String) -> Bool {
        let haystack = Array(utf8), needle = Array(other.utf8)
        guard !needle.isEmpty else { return true }
        guard haystack.count >= needle.count else { return false }
        for start in 0...(haystack.count - needle.count) where haystack[start] == needle[0] {
            if haystack[start..<(start + needle.count)].elementsEqual(needle) { return true }
        }
        return false
    }
}
