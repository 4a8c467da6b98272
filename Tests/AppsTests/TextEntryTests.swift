@testable import Apps
import Hardware
import Testing

/// The entry's limit counts what the stores count (code points), whole characters at a time.
@Suite struct TextEntryTests {
    @Test func theLimitCountsCodePointsAndNeverSplitsACharacter() {
        var entry = TextEntry(maxLength: 5)
        _ = entry.handle(.text("ab🇺🇦🇺🇦"))
        // "ab" and one flag are 4 code points; the second flag (2 more) does not fit whole.
        #expect(entry.text == "ab🇺🇦" && entry.length == 4)
        _ = entry.handle(.text("c"))
        #expect(entry.text == "ab🇺🇦c" && entry.length == 5)
        _ = entry.handle(.text("d"))
        #expect(entry.text == "ab🇺🇦c")
        #expect(TextEntry(text: "👍🏽👍🏽👍🏽", maxLength: 5).text == "👍🏽👍🏽")
    }
}
