import Core
import Foundation
import GadgetBase
import Hardware
import Testing
@testable import UI

@testable import Apps

/// Scrolling rows of different heights, and the row layout as PNG goldens for each content
/// shape at each display size. Set GADGET_UPDATE_GOLDENS=1 to write the goldens afresh (then
/// look at them before committing).
@Suite struct ChatsListLayoutTests {
    // MARK: - Scrolling

    @Test func scrollingMovesOnlyAsFarAsNeeded() {
        let heights: [Double] = [10, 10, 10, 10, 10, 10]
        var scroll = ListScroll()
        scroll = scroll.keeping(2, visibleIn: 35) { heights[$0] }
        #expect(scroll == ListScroll())
        scroll = scroll.keeping(3, visibleIn: 35) { heights[$0] }
        #expect(scroll == ListScroll(first: 0, offset: 5))
        scroll = scroll.keeping(5, visibleIn: 35) { heights[$0] }
        #expect(scroll == ListScroll(first: 2, offset: 5))
        scroll = scroll.keeping(3, visibleIn: 35) { heights[$0] }
        #expect(scroll == ListScroll(first: 2, offset: 5))
        scroll = scroll.keeping(2, visibleIn: 35) { heights[$0] }
        #expect(scroll == ListScroll(first: 2, offset: 0))
        scroll = scroll.keeping(0, visibleIn: 35) { heights[$0] }
        #expect(scroll == ListScroll())
    }

    @Test func tallRowsAreShownWhole() {
        let heights: [Double] = [5, 40, 5, 90, 5]
        let scroll = ListScroll().keeping(3, visibleIn: 100) { heights[$0] }
        // Row 3's bottom meets the viewport's bottom: rows 1 (partly), 2 and 3 show.
        #expect(scroll == ListScroll(first: 1, offset: 35))
        let last = scroll.keeping(4, visibleIn: 100) { heights[$0] }
        #expect(last == ListScroll(first: 2, offset: 0))
        let atBottom = ListScroll().keeping(4, visibleIn: 60) { heights[$0] }
        #expect(atBottom == ListScroll(first: 3, offset: 35))
    }

    @Test func onlyRowsNearTheViewportAreMeasured() {
        var measured = Set<Int>()
        var scroll = ListScroll()
        for selected in 0..<1_000 {
            scroll = scroll.keeping(selected, visibleIn: 200) { measured.insert($0); return Double(20 + $0 % 5 * 10) }
        }
        #expect(scroll.first > 990)
        let perStep = Double(measured.count) / 1_000
        #expect(perStep <= 1.01)
    }

    // MARK: - Goldens

    enum Shape: String, CaseIterable {
        case typical, longName, longMessage, noAvatar, zeroUnread, cyrillic

        var chat: Chat {
            let avatar = URL(string: "https://example.org/a.png")
            switch self {
            case .typical: return ChatsFixtures.chat(1, avatar: avatar)
            case .longName:
                return ChatsFixtures.chat(2, name: "Jean-Baptiste Emmanuel Zorg de la Fontaine-Beaumarchais", avatar: avatar)
            case .longMessage:
                return ChatsFixtures.chat(3, message: "The board arrived today. The accelerometer works, the screen works, "
                                          + "and the buttons are a bit stiff but fine. Shall I send it back after the weekend, "
                                          + "or keep it for the demo on Thursday?", unread: 14, avatar: avatar)
            case .noAvatar: return ChatsFixtures.chat(4, avatar: nil)
            case .zeroUnread: return ChatsFixtures.chat(5, unread: 0, avatar: avatar)
            case .cyrillic: return ChatsFixtures.chat(6, name: "Олександр Шевченко", message: "Дякую! Побачимось завтра.",
                                                      unread: 1, avatar: nil)
            }
        }
    }

    static let goldens = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Goldens")

    /// One row at the top of an otherwise empty screen, as the list draws it.
    static func renderRow(_ chat: Chat, on geometry: DisplayGeometry) throws -> (Frame, ChatRowLayout) {
        let renderer = Renderer(geometry: geometry)
        let avatar = try PNGFile.decode(ChatsFixtures.avatarPNG())
        var layout: ChatRowLayout?
        let frame = renderer.render { canvas in
            let palette = ChatsPalette(theme: canvas.theme)
            let metrics = ChatRowMetrics(theme: canvas.theme)
            canvas.clear(palette.background)
            let row = ChatRowLayout.measure(chat, name: chat.fullName, dateText: "11:42 AM", width: canvas.bounds.width,
                                            maxHeight: canvas.bounds.height, canvas: canvas, metrics: metrics)
            row.draw(chat, at: 0, width: canvas.bounds.width, on: canvas, palette: palette, isSelected: false,
                     isLast: false, avatarImage: chat.avatarURL == nil ? nil : avatar, metrics: metrics)
            layout = row
        }
        return (frame, layout!)
    }

    @Test(arguments: Shape.allCases, ChatsFixtures.displays)
    func rowLayoutMatchesItsGolden(shape: Shape, geometry: DisplayGeometry) throws {
        let (frame, _) = try Self.renderRow(shape.chat, on: geometry)
        let file = Self.goldens.appendingPathComponent("chats-row-\(shape.rawValue)-\(geometry.width)x\(geometry.height).png").path
        if ProcessInfo.processInfo.environment["GADGET_UPDATE_GOLDENS"] == "1" {
            try FileManager.default.createDirectory(at: Self.goldens, withIntermediateDirectories: true)
            try PNGFile.write(frame.pixels, to: file)
        }
        let golden = try PNGFile.read(path: file)
        try #require(golden.width == geometry.width && golden.height == geometry.height)
        var different = 0
        for y in 0..<geometry.height {
            for x in 0..<geometry.width where frame.pixels.color(x: x, y: y).distance(to: golden.color(x: x, y: y)) > 48 {
                different += 1
            }
        }
        // A little slack for another FreeType's anti-aliasing; a moved or missing part is far more.
        #expect(Double(different) <= Double(geometry.width * geometry.height) * 0.004, "\(different) pixels differ in \(file)")
    }

    @Test(arguments: ChatsFixtures.displays)
    func rowsGrowWithTheirContent(geometry: DisplayGeometry) throws {
        let typical = try Self.renderRow(Shape.typical.chat, on: geometry).1
        let longMessage = try Self.renderRow(Shape.longMessage.chat, on: geometry).1
        let longName = try Self.renderRow(Shape.longName.chat, on: geometry).1
        #expect(longMessage.height > typical.height)
        #expect(longName.height > typical.height)
        #expect(longMessage.height <= Double(geometry.height))
        #expect(try Self.renderRow(Shape.zeroUnread.chat, on: geometry).1.badge == nil)
        #expect(typical.badge != nil)
        let (frame, row) = try Self.renderRow(Shape.noAvatar.chat, on: geometry)
        let centre = frame.pixels.color(x: Int(row.avatar.midX), y: Int(row.avatar.midY))
        // #C8C8C8, as near as the panel's format holds it (RGB565 has 5 or 6 bits a channel).
        #expect(centre.distance(to: geometry.format.isMonochrome ? RGB.white : RGB(r: 0xC8, g: 0xC8, b: 0xC8)) <= 8)
    }

    @Test func aHugeMessageEndsInAnEllipsisWithinTheScreen() throws {
        let huge = ChatsFixtures.chat(9, message: String(repeating: "long message ", count: 300))
        for geometry in ChatsFixtures.displays {
            let (frame, row) = try Self.renderRow(huge, on: geometry)
            #expect(row.height <= Double(geometry.height))
            #expect(frame.texts.contains(huge.message))
            // The row draws the message with mayShorten, so a cut is not noted in the frame:
            // lay it out as the row does (its width, its line limit) and ask the text engine.
            _ = Renderer(geometry: geometry).render { canvas in
                let spec = LayoutSpec(text: huge.message,
                                      font: FontKey(size: canvas.theme.fontSize(.caption), bold: false, italic: false),
                                      width: Canvas.pangoUnits(row.message.width), height: -Int32(row.messageLines),
                                      alignment: .leading)
                #expect(canvas.textEngine.isEllipsized(canvas.textEngine.layout(for: spec)), "\(geometry)")
            }
        }
    }

    @Test func aHugeUnreadCountIsCappedInTheBadge() throws {
        #expect(ChatRowLayout.badgeText(unread: 7) == "7")
        #expect(ChatRowLayout.badgeText(unread: 99) == "99")
        for geometry in ChatsFixtures.displays {
            let (frame, row) = try Self.renderRow(ChatsFixtures.chat(3, unread: 99_999), on: geometry)
            #expect(frame.texts.contains("99+") && !frame.texts.contains("99999"), "\(frame.texts)")
            let badge = try #require(row.badge)
            #expect(badge.width < Double(geometry.width) / 4)
        }
    }
}
