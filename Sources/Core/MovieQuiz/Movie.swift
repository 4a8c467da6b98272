import Foundation

/// One film the quiz can ask about: what the poster card shows and the rating the answer
/// depends on.
public struct Movie: Sendable, Hashable, Identifiable {
    public let id: String
    public let title: String
    public let year: Int?
    /// IMDb's rating on the 10-point scale, 0...10.
    public let rating: Double
    /// The poster, when the source has one.
    public let imageURL: URL?

    public init(id: String, title: String, year: Int?, rating: Double, imageURL: URL? = nil) {
        self.id = id
        self.title = title
        self.year = year
        self.rating = rating
        self.imageURL = imageURL
    }

    /// "Title (1994)", or the title alone when the year is unknown.
    public var titleWithYear: String {
        year.map { "\(title) (\($0))" } ?? title
    }
}

/// The lists an imdb-api.com-style service offers the quiz.
public enum MovieList: String, Sendable, CaseIterable {
    case top250 = "Top250Movies"
    case mostPopular = "MostPopularMovies"

    /// The name used in profiles and flags.
    public var settingName: String {
        switch self {
        case .top250: "top250"
        case .mostPopular: "popular"
        }
    }
}

/// Anything that can produce the quiz's movies: the web service or the bundled dataset.
public protocol MovieLoading: Sendable {
    func loadMovies() async -> Result<[Movie], MovieLoadError>
}
