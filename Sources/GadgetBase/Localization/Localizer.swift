import Foundation

/// Turns localized values into text in one chosen language. Cheap to copy and pass
/// down to every layer that shows something to a person.
public struct Localizer: Sendable {
    public let language: Language

    public init(language: Language) {
        self.language = language
    }

    /// The localizer for the language the environment asks for (LC_ALL, LC_MESSAGES, LANG).
    public init(environment: [String: String]) {
        self.init(language: .fromEnvironment(environment))
    }

    public func callAsFunction(_ s: LocalizedString) -> String {
        s.text(in: language)
    }

    /// Formats the translation with `String(format:)`; use `%@` for strings, `%ld` for Int.
    public func callAsFunction(_ s: LocalizedString, _ args: any CVarArg...) -> String {
        String(format: s.text(in: language), arguments: args)
    }

    /// The form that fits `count`, with `%ld` in it replaced by the count.
    public func plural(_ s: PluralString, count: Int) -> String {
        String(format: s.form(for: count, in: language), count)
    }
}
