extension String {
    /// The text with its first letter in capitals: a reason worded to follow "gadget: " on the
    /// command line ("cannot reach …"), shown on its own as a sentence. A text that starts with
    /// a name written as it is (a file, an address: "chats.json is not a list of chats") keeps it:
    /// only a first word of letters alone is capitalised.
    public var sentenceCased: String {
        prefix { !$0.isWhitespace }.allSatisfy(\.isLetter) ? prefix(1).uppercased() + dropFirst() : self
    }
}
