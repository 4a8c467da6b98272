/// A message made now and shown later, in whichever language the reader uses: a template and
/// its arguments, which may be messages themselves ("expected %@" with "a whole number").
/// Errors carry these rather than finished text, so the same error reads right in a Russian
/// terminal and in an English log.
public struct LocalizedMessage: Sendable, Hashable, CustomStringConvertible {
    public indirect enum Argument: Sendable, Hashable {
        case text(String)
        case message(LocalizedMessage)
    }

    public let template: LocalizedString
    public let arguments: [Argument]

    public init(_ template: LocalizedString, _ arguments: any LocalizableArgument...) {
        self.template = template
        self.arguments = arguments.map(\.localizableArgument)
    }

    /// Text that reads the same in every language (a path, a quoted value, old callers' text).
    public static func verbatim(_ text: String) -> LocalizedMessage {
        LocalizedMessage(LocalizedString("%@", ru: "%@", uk: "%@"), text)
    }

    /// Text each language writes its own way, decided when the message is shown rather than
    /// when it is made: a number's decimal separator ("0.40" in English, "0,40" in Russian).
    public static func written(_ text: (Language) -> String) -> LocalizedMessage {
        LocalizedMessage(LocalizedString(text(.en), ru: text(.ru), uk: text(.uk)))
    }

    /// `value` as `format` writes it, with each language's decimal separator ("0.5", "0,5").
    public static func number(_ value: Double, format: String = "%g") -> LocalizedMessage {
        written { $0.number(value, format: format) }
    }

    public func text(_ l: Localizer) -> String {
        let values = arguments.map { argument in
            switch argument {
            case .text(let text): text
            case .message(let message): message.text(l)
            }
        }
        return values.isEmpty ? l(template) : TemplateFilling.fill(template.text(in: l.language), with: values)
    }

    /// English, for logs and tests.
    public var description: String { text(Localizer(language: .en)) }
}

/// What a LocalizedMessage accepts as an argument.
public protocol LocalizableArgument {
    var localizableArgument: LocalizedMessage.Argument { get }
}

extension String: LocalizableArgument {
    public var localizableArgument: LocalizedMessage.Argument { .text(self) }
}

extension Int: LocalizableArgument {
    public var localizableArgument: LocalizedMessage.Argument { .text(String(self)) }
}

extension LocalizedMessage: LocalizableArgument {
    public var localizableArgument: Argument { .message(self) }
}

extension LocalizedString: LocalizableArgument {
    public var localizableArgument: LocalizedMessage.Argument { .message(LocalizedMessage(self)) }
}

/// An error that can explain itself in the reader's language. The command line prints these
/// with the user's Localizer instead of their English description.
public protocol UserFacingError: Error {
    func message(_ l: Localizer) -> String
}
