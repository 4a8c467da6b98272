import Foundation
import Testing

@testable import Core
import GadgetBase
import Hardware

/// Message dates: the time today, "yesterday", the weekday within the week, a date otherwise.
@Suite struct ChatsDateTests {
    /// Thursday 1 January 2026, 12:00 UTC (the test clock's start).
    static let now = Date(timeIntervalSince1970: 1_767_268_800)
    static let utc = TimeZone(identifier: "UTC")!

    static func at(_ text: String) -> Date { try! Date(text, strategy: .iso8601) }

    @Test(arguments: [
        ("2026-01-01T09:05:00Z", "9:05\u{00A0}AM", "09:05", "09:05"),
        ("2026-01-01T00:00:00Z", "12:00\u{00A0}AM", "00:00", "00:00"),
        ("2026-01-01T11:59:00Z", "11:59\u{00A0}AM", "11:59", "11:59"),
        ("2025-12-31T23:59:00Z", "Yesterday", "Вчера", "Вчора"),
        ("2025-12-30T08:00:00Z", "Tue", "Вт", "Вт"),
        ("2025-12-26T08:00:00Z", "Fri", "Пт", "Пт"),
        ("2025-12-25T23:00:00Z", "12/25/25", "25.12.25", "25.12.25"),
        ("2024-02-29T12:00:00Z", "2/29/24", "29.02.24", "29.02.24"),
        ("2026-01-03T12:00:00Z", "1/3/26", "03.01.26", "03.01.26"),
    ])
    func shortDates(date: String, en: String, ru: String, uk: String) {
        for (language, expected) in [(Language.en, en), (.ru, ru), (.uk, uk)] {
            let formatter = MessageDateFormatter(language: language, timeZone: Self.utc)
            #expect(formatter.string(for: Self.at(date), now: Self.now) == expected, "\(language)")
        }
    }

    @Test func fullDatesUseTheGenitiveMonthAndTheTime() {
        let date = Self.at("2025-03-08T18:05:00Z")
        #expect(MessageDateFormatter(language: .en, timeZone: Self.utc).string(for: date, now: Self.now, style: .full)
                == "Mar 8, 2025, 6:05\u{00A0}PM")
        #expect(MessageDateFormatter(language: .ru, timeZone: Self.utc).string(for: date, now: Self.now, style: .full)
                == "8 марта 2025, 18:05")
        #expect(MessageDateFormatter(language: .uk, timeZone: Self.utc).string(for: date, now: Self.now, style: .full)
                == "8 березня 2025, 18:05")
        #expect(MessageDateFormatter(language: .uk, timeZone: Self.utc)
            .string(for: Self.at("2025-12-29T07:00:00Z"), now: Self.now, style: .full) == "Понеділок, 07:00")
    }

    @Test func theDayDependsOnTheTimeZone() {
        // 23:30 UTC on 31 December is already 1 January in Kyiv (UTC+2).
        let date = Self.at("2025-12-31T23:30:00Z")
        #expect(MessageDateFormatter(language: .ru, timeZone: Self.utc).string(for: date, now: Self.now) == "Вчера")
        #expect(MessageDateFormatter(language: .ru, timeZone: TimeZone(identifier: "Europe/Kyiv")!)
            .string(for: date, now: Self.now) == "01:30")
    }
}
