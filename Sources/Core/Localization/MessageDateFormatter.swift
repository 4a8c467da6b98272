import Foundation
import GadgetBase
import Hardware

/// Dates the way people read them in a list of conversations: the time for today, "yesterday",
/// the weekday within the last week, and a date for anything older (or in the future).
///
/// The names and orders are written out here rather than taken from the system's locale data,
/// so a board with a stripped-down libicu shows the same words as a desktop, and tests are exact.
public struct MessageDateFormatter: Sendable {
    public let language: Language
    public let timeZone: TimeZone
    private let calendar: Calendar

    public init(language: Language, timeZone: TimeZone) {
        self.language = language
        self.timeZone = timeZone
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        self.calendar = calendar
    }

    /// How much room the text has: `.short` for a list row, `.full` for a heading.
    public enum Style: Sendable { case short, full }

    /// `date` as seen at `now`.
    public func string(for date: Date, now: Date, style: Style = .short) -> String {
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute, .weekday], from: date)
        let days = calendar.dateComponents([.day], from: calendar.startOfDay(for: date),
                                           to: calendar.startOfDay(for: now)).day ?? Int.max
        let time = timeText(hour: parts.hour ?? 0, minute: parts.minute ?? 0)
        switch days {
        case 0:
            return time
        case 1:
            let yesterday = Self.yesterday.text(in: language)
            return style == .short ? yesterday : "\(yesterday), \(time)"
        case 2...6:
            let weekday = weekdayName(parts.weekday ?? 1, short: style == .short)
            return style == .short ? weekday : "\(weekday), \(time)"
        default:
            let day = dateText(year: parts.year ?? 1970, month: parts.month ?? 1, day: parts.day ?? 1, style: style)
            return style == .short ? day : "\(day), \(time)"
        }
    }

    // MARK: - Pieces

    /// 24-hour in Russian and Ukrainian; 12-hour with AM/PM in English, joined to the time by
    /// a no-break space so a date that wraps on a narrow panel never leaves "AM" on its own line.
    func timeText(hour: Int, minute: Int) -> String {
        let minutes = minute < 10 ? "0\(minute)" : "\(minute)"
        switch language {
        case .en:
            let twelve = hour % 12 == 0 ? 12 : hour % 12
            return "\(twelve):\(minutes)\u{00A0}\(hour < 12 ? "AM" : "PM")"
        case .ru, .uk:
            return "\(hour < 10 ? "0" : "")\(hour):\(minutes)"
        }
    }

    /// Calendar weekday 1 = Sunday ... 7 = Saturday. Standing alone, so capitalised.
    func weekdayName(_ weekday: Int, short: Bool) -> String {
        let index = (max(1, min(7, weekday)) - 1)
        switch language {
        case .en: return short ? String(Self.englishWeekdays[index].prefix(3)) : Self.englishWeekdays[index]
        case .ru: return short ? Self.russianShortWeekdays[index] : Self.russianWeekdays[index]
        case .uk: return short ? Self.ukrainianShortWeekdays[index] : Self.ukrainianWeekdays[index]
        }
    }

    /// Short: 12/31/25 and 31.12.25. Full: Dec 31, 2025 and 31 декабря 2025 (the month in the
    /// genitive, as Russian and Ukrainian dates need).
    func dateText(year: Int, month: Int, day: Int, style: Style) -> String {
        let m = max(1, min(12, month)) - 1
        func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
        switch (language, style) {
        case (.en, .short): return "\(month)/\(day)/\(two(year % 100))"
        case (.en, .full): return "\(Self.englishMonths[m]) \(day), \(year)"
        case (.ru, .short), (.uk, .short): return "\(two(day)).\(two(month)).\(two(year % 100))"
        case (.ru, .full): return "\(day) \(Self.russianMonthsGenitive[m]) \(year)"
        case (.uk, .full): return "\(day) \(Self.ukrainianMonthsGenitive[m]) \(year)"
        }
    }

    static let yesterday = LocalizedString("Yesterday", ru: "Вчера", uk: "Вчора")

    static let englishWeekdays = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]
    static let russianWeekdays = ["Воскресенье", "Понедельник", "Вторник", "Среда", "Четверг", "Пятница", "Суббота"]
    static let russianShortWeekdays = ["Вс", "Пн", "Вт", "Ср", "Чт", "Пт", "Сб"]
    static let ukrainianWeekdays = ["Неділя", "Понеділок", "Вівторок", "Середа", "Четвер", "П’ятниця", "Субота"]
    static let ukrainianShortWeekdays = ["Нд", "Пн", "Вт", "Ср", "Чт", "Пт", "Сб"]
    static let englishMonths = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
    static let russianMonthsGenitive = ["января", "февраля", "марта", "апреля", "мая", "июня", "июля", "августа",
                                        "сентября", "октября", "ноября", "декабря"]
    static let ukrainianMonthsGenitive = ["січня", "лютого", "березня", "квітня", "травня", "червня", "липня",
                                          "серпня", "вересня", "жовтня", "листопада", "грудня"]
}
