import Foundation

/// Reads an imdb-api.com-style list reply, `{"items": [{"id", "title", "year", "image",
/// "imDbRating", ...}], "errorMessage": ""}`, trusting nothing in it. Real replies are untidy:
/// ratings like "8" or "" or "-", empty crews, numbers where strings were promised, an error
/// message with an empty list. A movie the quiz cannot ask about is skipped, not fatal.
/// Public so the fuzz targets (Fuzz/) can feed it arbitrary bytes.
public enum MovieListParser {
    public static let maximumTitleLength = 120

    public static func parse(_ body: Data) -> Result<[Movie], MovieLoadError> {
        guard let root = try? JSONSerialization.jsonObject(with: body, options: [.fragmentsAllowed]) else {
            return .failure(.notJSON)
        }
        guard let top = root as? [String: Any] else {
            return .failure(.unexpectedShape("the top level is not an object"))
        }
        let serviceMessage = text(top["errorMessage"]).map { TextSanitizer.clean($0, maxLength: 200) } ?? ""
        let itemsValue = top["items"]
        if itemsValue == nil || itemsValue is NSNull {
            return .failure(serviceMessage.isEmpty ? .unexpectedShape("no \"items\" list") : .service(message: serviceMessage))
        }
        guard let items = itemsValue as? [Any] else {
            return .failure(.unexpectedShape("\"items\" is not a list"))
        }
        var seen = Set<String>()
        var movies: [Movie] = []
        for case let item as [String: Any] in items {
            guard let movie = movie(from: item), seen.insert(movie.id).inserted else { continue }
            movies.append(movie)
        }
        if movies.isEmpty {
            return .failure(serviceMessage.isEmpty ? .noMovies : .service(message: serviceMessage))
        }
        return .success(movies)
    }

    static func movie(from item: [String: Any]) -> Movie? {
        guard let rating = rating(text(item["imDbRating"])) else { return nil }
        let rawTitle = text(item["title"]).flatMap { $0.isEmpty ? nil : $0 } ?? text(item["fullTitle"]) ?? ""
        let title = TextSanitizer.clean(rawTitle, maxLength: maximumTitleLength)
        guard !title.isEmpty else { return nil }
        let id = text(item["id"]).map { TextSanitizer.clean($0, maxLength: 40) }.flatMap { $0.isEmpty ? nil : $0 } ?? title
        let year = text(item["year"]).flatMap { Int($0.trimmingCharacters(in: .whitespaces)) }
            .flatMap { (1870...2100).contains($0) ? $0 : nil }
        return Movie(id: id, title: title, year: year, rating: rating, imageURL: imageURL(text(item["image"])))
    }

    /// "8.6", "8", " 9 ", "8,6" -> a rating; "", "-", "N/A", 0 or above 10 -> none.
    static func rating(_ raw: String?) -> Double? {
        guard let raw else { return nil }
        let cleaned = raw.trimmingCharacters(in: .whitespacesAndNewlines).replacingOccurrences(of: ",", with: ".")
        guard let value = Double(cleaned), value.isFinite, value > 0, value <= 10 else { return nil }
        return value
    }

    static func imageURL(_ raw: String?) -> URL? {
        guard let raw = raw?.trimmingCharacters(in: .whitespacesAndNewlines), !raw.isEmpty,
              let url = URL(string: raw), url.isWebAddress
        else { return nil }
        return url
    }

    /// Strings as they are; numbers as their decimal text (some mirrors send them unquoted).
    static func text(_ value: Any?) -> String? {
        switch value {
        case let string as String: string
        case let number as NSNumber: number.stringValue
        default: nil
        }
    }
}
