import CCairo
import Foundation
@testable import UI
import Testing

/// A command-line option named in a message is kept on one line.
@Suite struct OptionNamesTests {
    @Test func findsOptionNamesByTheirUTF8Offsets() {
        let text = "проверьте путь в --chats-data (или --seed-)"
        let ranges = OptionNames.byteRanges(in: text)
        let names = ranges.map { String(decoding: Array(text.utf8)[$0], as: UTF8.self) }
        #expect(names == ["--chats-data", "--seed"])
    }

    @Test(arguments: ["a dash - alone", "x--y", "-- then", "--", "---", "range 1--2"])
    func leavesOtherDashesAlone(text: String) {
        #expect(OptionNames.byteRanges(in: text).isEmpty)
    }

    @Test func aNameTooLongForALineMayStillBreak() {
        #expect(OptionNames.byteRanges(in: "--" + String(repeating: "a", count: 30)).isEmpty)
    }

    /// At every width from 60 to 240 px, no line ends in the option's dashes.
    @Test func noLineEndsInAnOptionsDashes() {
        let text = "проверьте путь в --chats-data (или [chats] file в профиле платы)"
        let engine = TextEngine(theme: Theme(geometry: .init(width: 240, height: 240, format: .xrgb8888)))
        var endings: [String] = []
        for width in 60...240 {
            let layout = engine.layout(for: LayoutSpec(text: text, font: FontKey(size: 13, bold: false, italic: false),
                                                       width: Canvas.pangoUnits(Double(width)), height: 0, alignment: .leading))
            let bytes = Array(text.utf8)
            for number in 1..<pango_layout_get_line_count(layout) {
                let start = Int(pango_layout_get_line_readonly(layout, number)!.pointee.start_index)
                let before = String(decoding: bytes[..<start], as: UTF8.self)
                if before.trimmingCharacters(in: .whitespaces).hasSuffix("--") { endings.append("\(width) px: \(before)") }
            }
            engine.endFrame()
        }
        #expect(endings.isEmpty, "\(endings)")
    }
}
