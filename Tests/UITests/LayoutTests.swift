import GadgetBase
import Hardware
import Testing
@testable import UI

@Suite struct LayoutTests {
    @Test func insetsLeaveRoomInsideEachEdge() {
        let rect = Rect(x: 0, y: 0, width: 100, height: 50)
        #expect(rect.inset(by: Insets(top: 1, left: 2, bottom: 3, right: 4)) == Rect(x: 2, y: 1, width: 94, height: 46))
        #expect(rect.inset(by: Insets(horizontal: 5, vertical: 1)) == Rect(x: 5, y: 1, width: 90, height: 48))
        #expect(rect.inset(by: .all(3)) == Rect(x: 3, y: 3, width: 94, height: 44))
        #expect(rect.inset(by: .zero) == rect)
        // More room than the rect has leaves an empty rect, never a negative one.
        #expect(Rect(x: 0, y: 0, width: 4, height: 4).inset(by: .all(3)) == Rect(x: 3, y: 3, width: 0, height: 0))
    }

    @Test func dividingWithAGapLeavesItBetweenSliceAndRemainder() {
        let rect = Rect(x: 0, y: 0, width: 100, height: 40)
        let (bar, content) = rect.divided(atDistance: 3, from: .right, gap: 4)
        #expect(bar == Rect(x: 97, y: 0, width: 3, height: 40))
        #expect(content == Rect(x: 0, y: 0, width: 93, height: 40))
        let (label, field) = rect.divided(atDistance: 10, from: .top, gap: 2)
        #expect(label == Rect(x: 0, y: 0, width: 100, height: 10))
        #expect(field == Rect(x: 0, y: 12, width: 100, height: 28))
    }

    @Test func rowsGiveFixedPartsTheirLengthAndTheRestToTheFlexibleOne() {
        let rows = Rect(x: 10, y: 20, width: 100, height: 100).rows([.fixed(20), .flexible, .fixed(10)], gap: 5)
        #expect(rows == [Rect(x: 10, y: 20, width: 100, height: 20), Rect(x: 10, y: 45, width: 100, height: 60),
                         Rect(x: 10, y: 110, width: 100, height: 10)])
    }

    @Test func flexibleColumnsShareWholePixelsAndEndAtTheEdge() {
        let columns = Rect(x: 0, y: 0, width: 101, height: 10).columns([.flexible, .flexible], gap: 0)
        #expect(columns == [Rect(x: 0, y: 0, width: 50, height: 10), Rect(x: 50, y: 0, width: 51, height: 10)])
    }

    @Test func fixedPartsAloneStartAtTheTopAndOverflowIsSqueezed() {
        let room = Rect(x: 0, y: 0, width: 10, height: 30)
        #expect(room.rows([.fixed(10), .fixed(10)], gap: 2)
            == [Rect(x: 0, y: 0, width: 10, height: 10), Rect(x: 0, y: 12, width: 10, height: 10)])
        #expect(room.rows([.fixed(20), .fixed(20)])
            == [Rect(x: 0, y: 0, width: 10, height: 20), Rect(x: 0, y: 20, width: 10, height: 10)])
        #expect(room.rows([.fixed(40), .flexible]).last == Rect(x: 0, y: 30, width: 10, height: 0))
        #expect(room.rows([]).isEmpty)
    }

    @Test func sizeClassIsCompactBelow160By100() {
        #expect(SizeClass(geometry: mono128x64) == .compact)
        #expect(SizeClass(geometry: DisplayGeometry(width: 159, height: 240, format: .rgb565)) == .compact)
        #expect(SizeClass(geometry: DisplayGeometry(width: 320, height: 99, format: .rgb565)) == .compact)
        #expect(SizeClass(geometry: DisplayGeometry(width: 160, height: 100, format: .rgb565)) == .regular)
        #expect(Theme(geometry: rgb240).sizeClass == .regular)
    }

    @Test func compactMetricsAreTheSmallFixedNumbers() {
        let theme = Theme(geometry: mono128x64)
        #expect([theme.padding, theme.gap, theme.smallGap, theme.controlPadding, theme.rowPadding] == [2, 2, 1, 2, 2])
        #expect([theme.strokeWidth, theme.focusBorderWidth, theme.ruleWidth, theme.caretWidth, theme.cornerRadius]
            == [1, 1, 1, 1, 2])
        #expect([theme.scrollBarWidth, theme.scrollIndicatorWidth, theme.keyboardRowHeight] == [3, 2, 10])
        #expect(theme.denseTextRole == .caption)
    }

    @Test func regularMetricsScaleWithSpacing() {
        let theme = Theme(geometry: rgb240)
        #expect(theme.spacing == 8)
        #expect([theme.padding, theme.gap, theme.smallGap, theme.controlPadding, theme.rowPadding] == [8, 8, 4, 4, 6])
        #expect([theme.strokeWidth, theme.focusBorderWidth, theme.ruleWidth, theme.caretWidth, theme.cornerRadius]
            == [2, 3, 2, 2, 6])
        #expect([theme.scrollBarWidth, theme.scrollIndicatorWidth] == [4, 3])
        #expect(theme.denseTextRole == .body)
    }
}
