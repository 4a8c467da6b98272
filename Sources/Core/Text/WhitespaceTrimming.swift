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
