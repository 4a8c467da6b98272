/// A user-visible string with its three translations, defined next to the code that
/// shows it so a missing translation is a compile error rather than a runtime surprise.
///
/// The text may hold `String(format:)` placeholders (`%@`, `%ld`); every translation
/// must use the same placeholders in the same order.
public struct LocalizedString: Sendable, Hashable {
    public let en: String
    public let ru: String
    public let uk: String

    public init(_ en: String, ru: String, uk: String) {
        self.en = en
        self.ru = ru
        self.uk = uk
    }

    public func text(in language: Language) -> String {
        switch language {
        case .en: en
        case .ru: ru
        case .uk: uk
        }
    }
}

/// The CLDR plural categories the three languages use for whole numbers.
public enum PluralCategory: String, Sendable, CaseIterable {
    case one, few, many, other

    /// CLDR rules for integer counts. English: one for 1, other otherwise.
    /// Russian and Ukrainian share one rule: one for 1, 21, 101 (but not 11, 111);
    /// few for 2-4, 22-24 (but not 12-14); many for the rest (0, 5-20, 25-30, 111).
    public static func of(_ count: Int, in language: Language) -> PluralCategory {
        let n = count.magnitude
        switch language {
        case .en:
            return n == 1 ? .one : .other
        case .ru, .uk:
            let lastDigit = n % 10
            let lastTwoDigits = n % 100
            if lastDigit == 1 && lastTwoDigits != 11 { return .one }
            if (2...4).contains(lastDigit) && !(12...14).contains(lastTwoDigits) { return .few }
            return .many
        }
    }
}

/// A user-visible string that depends on a count ("1 answer", "5 answers";
/// "1 ответ", "2 ответа", "5 ответов"). Each form may contain `%ld` for the count.
public struct PluralString: Sendable, Hashable {
    /// English forms: singular and everything else.
    public struct English: Sendable, Hashable {
        public let one: String
        public let other: String

        public init(one: String, other: String) {
            self.one = one
            self.other = other
        }
    }

    /// Russian and Ukrainian forms: 1/21/31..., 2-4/22-24..., and the rest.
    public struct EastSlavic: Sendable, Hashable {
        public let one: String
        public let few: String
        public let many: String

        public init(one: String, few: String, many: String) {
            self.one = one
            self.few = few
            self.many = many
        }
    }

    public let en: English
    public let ru: EastSlavic
    public let uk: EastSlavic

    public init(en: English, ru: EastSlavic, uk: EastSlavic) {
        self.en = en
        self.ru = ru
        self.uk = uk
    }

    /// The form (still unformatted) for `count` in `language`.
    public func form(for count: Int, in language: Language) -> String {
        let category = PluralCategory.of(count, in: language)
        switch language {
        case .en:
            return category == .one ? en.one : en.other
        case .ru:
            return Self.pick(category, from: ru)
        case .uk:
            return Self.pick(category, from: uk)
        }
    }

    private static func pick(_ category: PluralCategory, from forms: EastSlavic) -> String {
        switch category {
        case .one: forms.one
        case .few: forms.few
        case .many, .other: forms.many
        }
    }
}

extension PluralString {
    /// The form for `count` in each language as a message, so a count can sit inside an error
    /// or a finding that is put into words only when printed.
    public func message(count: Int) -> LocalizedMessage {
        func template(_ language: Language) -> String {
            form(for: count, in: language).replacingOccurrences(of: "%ld", with: "%@")
        }
        return LocalizedMessage(LocalizedString(template(.en), ru: template(.ru), uk: template(.uk)), count)
    }

    /// A count of bytes, which errors from the I2C bus up to the panel tools quote.
    public static let bytes = PluralString(
        en: .init(one: "%ld byte", other: "%ld bytes"),
        ru: .init(one: "%ld байт", few: "%ld байта", many: "%ld байт"),
        uk: .init(one: "%ld байт", few: "%ld байти", many: "%ld байтів"))
}
