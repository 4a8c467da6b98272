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

    /// At every width from 40 to 240 px no line is wider than the layout, and wherever the
    /// option fits a line, no line ends in its dashes (under that width it breaks like any word
    /// rather than run off the edge).
    @Test func noLineEndsInAnOptionsDashes() {
        // Shaped outside a renderer: under its lock, as other tests render meanwhile.
        CairoFontLock.withLock { checkEveryWidth() }
    }

    private func checkEveryWidth() {
        let text = "проверьте путь в --chats-data (или [chats] file в профиле платы)"
        let font = FontKey(size: 13, bold: false, italic: false)
        let engine = TextEngine(theme: Theme(geometry: .init(width: 240, height: 240, format: .xrgb8888)))
        var nameWidth: Int32 = 0
        pango_layout_get_size(engine.layout(for: LayoutSpec(text: "--chats-data", font: font, width: -1, height: 0,
                                                            alignment: .leading)), &nameWidth, nil)
        var problems: [String] = []
        var dashesKept = 0
        for width in 40...240 {
            let lineWidth = Canvas.pangoUnits(Double(width))
            let layout = engine.layout(for: LayoutSpec(text: text, font: font, width: lineWidth, height: 0, alignment: .leading))
            var laidOutWidth: Int32 = 0
            pango_layout_get_size(layout, &laidOutWidth, nil)
            if laidOutWidth > lineWidth { problems.append("\(width) px: wider than the line") }
            let bytes = Array(text.utf8)
            for number in 1..<pango_layout_get_line_count(layout) {
                let start = Int(pango_layout_get_line_readonly(layout, number)!.pointee.start_index)
                let before = String(decoding: bytes[..<start], as: UTF8.self)
                guard before.trimmingCharacters(in: .whitespaces).hasSuffix("--") else { continue }
                if nameWidth <= lineWidth { problems.append("\(width) px: \(before)") }
            }
            if nameWidth <= lineWidth { dashesKept += 1 }
            engine.endFrame()
        }
        #expect(problems.isEmpty, "\(problems)")
        #expect(dashesKept > 100)
    }
}
