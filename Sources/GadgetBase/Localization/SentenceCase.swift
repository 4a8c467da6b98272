extension String {
    /// The text with its first letter in capitals: a reason worded to follow "gadget: " on the
    /// command line ("cannot reach …"), shown on its own as a sentence.
    public var sentenceCased: String { prefix(1).uppercased() + dropFirst() }
}
