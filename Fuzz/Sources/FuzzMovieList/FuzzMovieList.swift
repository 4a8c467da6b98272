import Core
import Foundation
import FuzzSupport
import GadgetBase
import Hardware

/// The movie quiz's IMDb-style list reply. Promises: every movie has a clean title and id,
/// a rating in (0, 10], a plausible year, an http(s) poster or none, and ids are unique.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzMovieList(_ data: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    switch MovieListParser.parse(Data(fuzzInput(data, count))) {
    case .success(let movies):
        invariant(!movies.isEmpty, "success with no movies")
        invariant(Set(movies.map(\.id)).count == movies.count, "duplicate ids")
        for movie in movies {
            invariant(!movie.title.isEmpty && movie.title.count <= MovieListParser.maximumTitleLength,
                      "title of \(movie.title.count) characters")
            invariant(!containsControlCharacters(movie.title) && !containsControlCharacters(movie.id),
                      "control character in \(movie.title.debugDescription) / \(movie.id.debugDescription)")
            invariant(movie.rating > 0 && movie.rating <= 10, "rating \(movie.rating)")
            if let year = movie.year { invariant((1870...2100).contains(year), "year \(year)") }
            if let scheme = movie.imageURL?.scheme?.lowercased() {
                invariant(scheme == "http" || scheme == "https", "poster scheme \(scheme)")
            }
        }
    case .failure(let error):
        for language in Language.allCases {
            invariant(!error.message(Localizer(language: language)).isEmpty, "empty \(language) message")
        }
    }
    return 0
}

@main enum FuzzMovieListMain {
    static func main() { runLibFuzzer(fuzzMovieList) }
}
