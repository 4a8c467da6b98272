extension String {
    /// The length the database's CHECK constraints measure: SQLite's length() counts code
    /// points, not the characters a person sees, so a flag (🇺🇦) or a toned emoji (👍🏽) is two.
    /// Limits are checked in this unit so that text the checks pass is text SQLite stores.
    var storedLength: Int { unicodeScalars.count }
}
