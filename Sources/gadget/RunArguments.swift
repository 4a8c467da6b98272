/// `gadget run`'s settings, as RunCommand declares them (their help, defaults and spelling live
/// there), in a plain value that runs them.
struct RunArguments: Equatable {
    var board = "desktop"
    var app: String?
    var script: String?
    var dataDirectory: String?
    var endpoint: String?
    var imdbURL: String?
    var imdbKey: String?
    var chatsData: String?
    var language: String?
    var seed: UInt64 = 1
    var verbose = false
    var allowRoot = false
}

extension RunArguments {
    /// Reads the command line a board starts Gadget with at every boot, `gadget [run] [--option
    /// value | --option=value | --flag]...`, without ArgumentParser: it builds every command's
    /// definitions by reflection on each start, and that pages in about 0.5 MB before the first
    /// frame. Only plain cases are read here; anything else (help, an option that is not run's,
    /// one given twice, a missing or malformed value, `--`) gives nil, and ArgumentParser reads
    /// the line with its full handling and messages. Tests hold the two readers to the same result.
    init?(fastParsing words: [String]) {
        var remaining = words[...]
        if remaining.first == "run" { remaining = remaining.dropFirst() }
        var seen = Set<String>()
        while let word = remaining.popFirst() {
            guard word.hasPrefix("--"), word.count > 2 else { return nil }
            var name = String(word.dropFirst(2)), value: String?
            if let equals = name.firstIndex(of: "=") {
                value = String(name[name.index(after: equals)...])
                name = String(name[..<equals])
            }
            guard seen.insert(name).inserted else { return nil }
            if Self.flags.contains(name) {
                guard value == nil else { return nil }
                if name == "verbose" { verbose = true } else { allowRoot = true }
                continue
            }
            if value == nil {
                guard let next = remaining.popFirst(), !next.hasPrefix("-") else { return nil }
                value = next
            }
            guard let value, !value.isEmpty, set(name, to: value) else { return nil }
        }
    }

    /// RunCommand's flags and options by their long names.
    static let flags: Set<String> = ["verbose", "allow-root"]
    static let options: Set<String> = ["board", "app", "script", "data-dir", "endpoint", "imdb-url", "imdb-key",
                                       "chats-data", "language", "seed"]

    private mutating func set(_ option: String, to value: String) -> Bool {
        switch option {
        case "board": board = value
        case "app": app = value
        case "script": script = value
        case "data-dir": dataDirectory = value
        case "endpoint": endpoint = value
        case "imdb-url": imdbURL = value
        case "imdb-key": imdbKey = value
        case "chats-data": chatsData = value
        case "language": language = value
        case "seed":
            guard let number = UInt64(value) else { return false }
            seed = number
        default: return false
        }
        return true
    }
}
