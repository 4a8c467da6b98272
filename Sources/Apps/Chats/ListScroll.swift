/// Where a list of rows of different heights is scrolled to: the first row shown and how many
/// pixels of it are above the top edge. Only rows near the viewport are ever measured, so a
/// list of thousands of chats costs no more per frame than a list of ten.
public struct ListScroll: Sendable, Equatable {
    public var first = 0
    public var offset = 0.0

    public init(first: Int = 0, offset: Double = 0) {
        self.first = first
        self.offset = offset
    }

    /// The least movement from `self` that shows all of row `selected` in a viewport `viewport`
    /// pixels tall. Rows are never taller than the viewport (ChatRowLayout caps them).
    public func keeping(_ selected: Int, visibleIn viewport: Double, height: (Int) -> Double) -> ListScroll {
        guard selected >= 0, viewport > 0 else { return ListScroll() }
        if selected < first || (selected == first && offset > 0) { return ListScroll(first: selected, offset: 0) }
        var top = -offset
        var index = first
        while index < selected {
            top += height(index)
            index += 1
            if top >= viewport { break }
        }
        if index == selected, top + height(selected) <= viewport { return self }
        // Scroll down until the selected row's bottom meets the viewport's bottom edge.
        var covered = 0.0
        var row = selected
        while row >= 0 {
            covered += height(row)
            if covered >= viewport { return ListScroll(first: row, offset: covered - viewport) }
            row -= 1
        }
        return ListScroll()
    }
}
