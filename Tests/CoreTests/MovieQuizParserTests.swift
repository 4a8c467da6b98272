import Foundation
import Testing

@testable import Core
import GadgetBase
import Hardware

/// The list parser against the surprises real imdb-api.com replies carry.
@Suite("Movie list parsing")
struct MovieQuizParserTests {
    static func item(id: String = "tt0111161", title: String = "The Shawshank Redemption", year: String = "1994",
                     rating: String = "9.2", image: String = "https://example.com/p.jpg", crew: String = "Frank Darabont (dir.)") -> String {
        """
        {"id":"\(id)","rank":"1","title":"\(title)","fullTitle":"\(title) (\(year))","year":"\(year)",\
        "image":"\(image)","crew":"\(crew)","imDbRating":"\(rating)","imDbRatingCount":"2601152"}
        """
    }

    static func list(_ items: [String], error: String = "") -> Data {
        Data(#"{"items":[\#(items.joined(separator: ","))],"errorMessage":"\#(error)"}"#.utf8)
    }

    @Test func readsAWellFormedList() throws {
        let movies = try MovieListParser.parse(Self.list([Self.item(), Self.item(id: "tt0068646", title: "The Godfather",
                                                                              year: "1972", rating: "9.2")])).get()
        #expect(movies.count == 2)
        #expect(movies[0] == Movie(id: "tt0111161", title: "The Shawshank Redemption", year: 1994, rating: 9.2,
                                   imageURL: URL(string: "https://example.com/p.jpg")))
        #expect(movies[1].titleWithYear == "The Godfather (1972)")
    }

    @Test func toleratesUntidyValues() throws {
        let movies = try MovieListParser.parse(Self.list([
            Self.item(id: "a", rating: "8", crew: ""),          // no decimal, empty crew
            Self.item(id: "b", rating: " 7,5 "),                // decimal comma, spaces
            Self.item(id: "c", rating: ""),                     // unrated: skipped
            Self.item(id: "d", rating: "N/A"),                  // skipped
            Self.item(id: "e", rating: "11.0"),                 // impossible: skipped
            Self.item(id: "f", rating: "0"),                    // no rating yet: skipped
            Self.item(id: "g", year: "", image: ""),            // no year, no poster
            Self.item(id: "h", image: "ftp://example.com/x"),   // not a web address: no poster
            Self.item(id: "a", rating: "5.0"),                  // duplicate id: first wins
        ])).get()
        #expect(movies.map(\.id) == ["a", "b", "g", "h"])
        #expect(movies[0].rating == 8)
        #expect(movies[1].rating == 7.5)
        #expect(movies[2].year == nil && movies[2].imageURL == nil)
        #expect(movies[3].imageURL == nil)
    }

    @Test func numbersInsteadOfStringsAndMissingTitleFallBack() throws {
        let body = #"{"items":[{"id":"x","fullTitle":"Heat (1995)","year":1995,"imDbRating":8.3},"junk",42],"errorMessage":null}"#
        let movies = try MovieListParser.parse(Data(body.utf8)).get()
        #expect(movies == [Movie(id: "x", title: "Heat (1995)", year: 1995, rating: 8.3)])
    }

    @Test func errorMessageWithAnEmptyListIsAFailureWithThatMessage() {
        let result = MovieListParser.parse(Self.list([], error: "Invalid API Key"))
        #expect(result == .failure(.service(message: "Invalid API Key")))
        let missingItems = MovieListParser.parse(Data(#"{"items":null,"errorMessage":"Maximum usage (100 per day)"}"#.utf8))
        #expect(missingItems == .failure(.service(message: "Maximum usage (100 per day)")))
    }

    @Test func anErrorMessageBesideUsableMoviesDoesNotHideThem() throws {
        let movies = try MovieListParser.parse(Self.list([Self.item()], error: "Server busy")).get()
        #expect(movies.count == 1)
    }

    @Test(arguments: [
        ("not JSON", "<html>502 Bad Gateway</html>", MovieLoadError.notJSON),
        ("array", "[1,2]", .unexpectedShape("the top level is not an object")),
        ("no items", #"{"errorMessage":""}"#, .unexpectedShape("no \"items\" list")),
        ("items not a list", #"{"items":"none"}"#, .unexpectedShape("\"items\" is not a list")),
        ("nothing rated", #"{"items":[{"id":"a","title":"A","imDbRating":""}],"errorMessage":""}"#, .noMovies),
    ])
    func garbageIsANamedFailure(name: String, body: String, expected: MovieLoadError) {
        #expect(MovieListParser.parse(Data(body.utf8)) == .failure(expected), "\(name)")
    }

    @Test func controlCharactersNeverReachTheScreen() throws {
        let body = #"{"items":[{"id":"a","title":"Evil\u001b[2J Title\u0007","imDbRating":"7.0"}],"errorMessage":"\u001b]0;x"}"#
        let movie = try #require(try MovieListParser.parse(Data(body.utf8)).get().first)
        #expect(!movie.title.unicodeScalars.contains { $0.value < 0x20 })
    }

    @Test func messagesSpeakEveryLanguage() {
        let error = MovieLoadError.service(message: "Invalid API Key")
        #expect(error.message(Localizer(language: .en)) == "the movie service says: Invalid API Key")
        #expect(error.message(Localizer(language: .ru)).contains("Invalid API Key"))
        #expect(MovieLoadError.httpStatus(503).message(Localizer(language: .uk)).contains("503"))
    }
}
