/// Fills a translation's placeholders with text. Translations use `%@`, `%ld`/`%d` and the
/// positional `%2$@`; every argument reaches them already as text. `String(format:)` reads its
/// arguments by the placeholder's kind, so an Int given to a `%@` template crashed the program;
/// here a placeholder takes whatever it is given, and a placeholder without an argument stays
/// visible in the text instead of reading past the end.
enum TemplateFilling {
    static func fill(_ template: String, with arguments: [String]) -> String {
        guard template.contains("%") else { return template }
        var result = ""
        var next = 0
        var rest = Substring(template)
        while let percent = rest.firstIndex(of: "%") {
            result += rest[..<percent]
            let spec = rest[rest.index(after: percent)...]
            if spec.first == "%" {
                result += "%"
                rest = spec.dropFirst()
                continue
            }
            guard let placeholder = Placeholder(spec) else {
                result += "%"
                rest = spec
                continue
            }
            let index = placeholder.position.map { $0 - 1 } ?? next
            if placeholder.position == nil { next += 1 }
            result += arguments.indices.contains(index) ? arguments[index] : String(rest[percent..<placeholder.end])
            rest = spec[placeholder.end...]
        }
        return result + rest
    }

    /// `%@`, `%d`, `%ld`, `%lld` or `%u`, optionally as `%N$…`, read from just after the `%`.
    private struct Placeholder {
        var position: Int?
        var end: Substring.Index

        init?(_ spec: Substring) {
            var cursor = spec.startIndex
            let digits = spec.prefix { $0.isASCII && $0.isNumber }
            if !digits.isEmpty, spec[digits.endIndex...].first == "$", let number = Int(digits), number > 0 {
                position = number
                cursor = spec.index(after: digits.endIndex)
            }
            while cursor < spec.endIndex, spec[cursor] == "l" { cursor = spec.index(after: cursor) }
            guard cursor < spec.endIndex, "@diu".contains(spec[cursor]) else { return nil }
            end = spec.index(after: cursor)
        }
    }
}
