import Foundation

/// The languages Gadget speaks. Every user-visible string carries all three.
public enum Language: String, Sendable, CaseIterable {
    case en, ru, uk

    /// What separates a number's whole part from its fraction: "0.40" in English, "0,40" in
    /// Russian and Ukrainian.
    public var decimalSeparator: String { self == .en ? "." : "," }

    /// `value` as `format` writes it, with this language's decimal separator: "%g" gives "30"
    /// rather than "30.0", and "0,5" in Russian and Ukrainian where English writes "0.5".
    public func number(_ value: Double, format: String = "%g") -> String {
        String(format: format, value).replacingOccurrences(of: ".", with: decimalSeparator)
    }

    /// Picks the language the way POSIX programs pick their message catalogue:
    /// the first of LC_ALL, LC_MESSAGES and LANG that is set and non-empty decides,
    /// so `LC_ALL=C` wins over `LANG=ru_RU.UTF-8` exactly as it does for `ls`.
    public static func fromEnvironment(_ env: [String: String]) -> Language {
        for name in ["LC_ALL", "LC_MESSAGES", "LANG"] {
            guard let value = env[name], !value.isEmpty else { continue }
            return fromLocaleName(value)
        }
        return .en
    }

    /// "ru_RU.UTF-8" -> ru, "uk_UA" -> uk, "uk" -> uk; anything else (C, POSIX, de_DE) -> en.
    static func fromLocaleName(_ locale: String) -> Language {
        Language(named: locale) ?? .en
    }

    /// A language as people write it in a flag or a profile: "ru", "RU", "ru_RU", "ru-RU",
    /// "ru_RU.UTF-8"; nil for a language Gadget does not speak.
    public init?(named name: String) {
        let languageCode = name
            .prefix { $0 != "_" && $0 != "." && $0 != "@" && $0 != "-" }
            .lowercased()
        self.init(rawValue: languageCode)
    }
}

extension Language {
    /// What to say when a flag or profile names a language Gadget does not speak.
    public static let unknownLanguageMessage = LocalizedString(
        "unknown language \"%@\"; choose en, ru or uk", ru: "неизвестный язык «%@»; выберите en, ru или uk",
        uk: "невідома мова «%@»; виберіть en, ru або uk")
}
