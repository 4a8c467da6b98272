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

    /// The translation with its placeholders (`%@`, `%ld`, `%2$@`) filled, in order, with the
    /// arguments shown as text; a number in a `%@` or a string in a `%ld` reads as itself.
    public func callAsFunction(_ s: LocalizedString, _ args: any CVarArg...) -> String {
        TemplateFilling.fill(s.text(in: language), with: args.map { String(describing: $0) })
    }

    /// The form that fits `count`, with `%ld` in it replaced by the count.
    public func plural(_ s: PluralString, count: Int) -> String {
        TemplateFilling.fill(s.form(for: count, in: language), with: [String(count)])
    }
}
