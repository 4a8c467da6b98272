/// One question of a round: "Is this movie's rating greater (or less) than N?" about one movie.
public struct MovieQuestion: Sendable, Hashable {
    public enum Comparison: String, Sendable, Hashable {
        case greaterThan, lessThan
    }

    public let movie: Movie
    /// A whole number near the movie's rating, never equal to it, so exactly one answer is right.
    public let threshold: Int
    public let comparison: Comparison

    public init(movie: Movie, threshold: Int, comparison: Comparison) {
        self.movie = movie
        self.threshold = threshold
        self.comparison = comparison
    }

    /// Whether "Yes" is the right answer.
    public var correctAnswer: Bool {
        switch comparison {
        case .greaterThan: movie.rating > Double(threshold)
        case .lessThan: movie.rating < Double(threshold)
        }
    }

    public func isCorrect(_ answer: Bool) -> Bool { answer == correctAnswer }
}

/// Makes rounds of questions. All randomness comes from the generator passed in, so a seeded
/// generator makes the same round every time.
public enum QuestionMaker {
    /// Whole numbers within 1.5 of `rating`, in 1...9, never equal to it: close enough that
    /// knowing roughly how good a film is does not settle the answer. 1...9 because "greater
    /// than 10" or "less than 0" would answer themselves.
    public static func thresholds(near rating: Double) -> [Int] {
        (1...9).filter { abs(Double($0) - rating) <= 1.5 && Double($0) != rating }
    }

    public static func question(about movie: Movie, using rng: inout some RandomNumberGenerator) -> MovieQuestion {
        let candidates = thresholds(near: movie.rating)
        // Every rating in (0, 10] has a candidate; a value outside that (the parser lets none through)
        // still gets a threshold on the far side of the scale, which has one right answer.
        let threshold = candidates.randomElement(using: &rng) ?? (movie.rating >= 5 ? 1 : 9)
        let comparison: MovieQuestion.Comparison = Bool.random(using: &rng) ? .greaterThan : .lessThan
        return MovieQuestion(movie: movie, threshold: threshold, comparison: comparison)
    }

    /// `count` questions about different movies (repeating only when there are fewer movies).
    /// Empty when there are no movies.
    public static func round(from movies: [Movie], count: Int, using rng: inout some RandomNumberGenerator) -> [MovieQuestion] {
        guard !movies.isEmpty, count > 0 else { return [] }
        var picks: [Movie] = []
        while picks.count < count {
            picks += movies.shuffled(using: &rng).prefix(count - picks.count)
        }
        return picks.map { question(about: $0, using: &rng) }
    }
}
