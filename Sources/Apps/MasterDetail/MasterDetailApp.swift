import Core
import GadgetBase
import Hardware
import UI

/// A split view that suits the display: on a landscape display 320 px wide or more the list
/// and the selected row's page sit side by side (the first row selected from the start); on
/// smaller ones the list fills the screen and a row pushes its page over it.
public final class MasterDetailApp: GadgetApp {
    public let identifier = "journal"
    public var title: LocalizedString { MasterDetailText.title }

    /// The row the list has selected.
    public private(set) var selected = 0
    /// Small displays: the page is pushed over the list. Split view: the page has the focus.
    public private(set) var showsDetail = false
    private var detailScroll = ScrollPosition()
    private var listOffset: Double = 0
    private var isSplit = false
    private var scrollStep: Double = 20
    private var host: (any AppHost)?
    private let entries = MasterDetailText.entries

    public init() {}

    public var helpHint: LocalizedString? { MasterDetailText.hint }

    /// Side by side needs a landscape display at least 320 px wide.
    public static func usesSplitView(width: Double, height: Double) -> Bool {
        width >= 320 && width > height
    }

    public func start(host: any AppHost) {
        self.host = host
        selected = 0
        showsDetail = false
        detailScroll = ScrollPosition()
        listOffset = 0
    }

    public func stop() { host = nil }

    public func handle(_ event: InputEvent) -> EventDisposition {
        guard let host else { return .ignored }
        defer { host.setNeedsDisplay() }
        if showsDetail {
            if detailScroll.follow(event, step: scrollStep) { return .handled }
            switch event {
            case .button(.back, .tap), .button(.left, .tap), .swipe(.right): showsDetail = false
            default: return .ignored
            }
            return .handled
        }
        switch event {
        case .button(.up, .tap), .button(.up, .longPressRepeat), .swipe(.up): select(selected - 1)
        case .button(.down, .tap), .button(.down, .longPressRepeat), .swipe(.down): select(selected + 1)
        case .button(.select, .tap), .button(.right, .tap), .button(.action, .tap), .swipe(.left):
            showsDetail = true
            detailScroll = ScrollPosition()
        default:
            return .ignored
        }
        return .handled
    }

    private func select(_ row: Int) {
        selected = min(max(0, row), entries.count - 1)
        detailScroll = ScrollPosition()
    }

    public func render(_ canvas: Canvas) {
        guard let host else { return }
        let l = host.localizer
        let theme = canvas.theme
        let bounds = canvas.bounds
        isSplit = Self.usesSplitView(width: bounds.width, height: bounds.height)
        scrollStep = theme.lineHeight(.body) * 2
        canvas.clear(theme.background)
        if isSplit {
            let (listPane, detailPane) = bounds.divided(atDistance: (bounds.width * 0.42).rounded(), from: .left)
            drawList(on: canvas, in: listPane, listFocused: !showsDetail, localizer: l)
            canvas.fill(Rect(x: detailPane.x, y: detailPane.y, width: 1, height: detailPane.height), color: theme.separator)
            canvas.journalDetail(entries[selected], showsBack: false, scroll: &detailScroll,
                                 in: detailPane.insetBy(left: 1), localizer: l)
        } else if showsDetail {
            canvas.journalDetail(entries[selected], showsBack: true, scroll: &detailScroll, in: bounds, localizer: l)
        } else {
            drawList(on: canvas, in: bounds, listFocused: true, localizer: l)
        }
    }

    private func drawList(on canvas: Canvas, in pane: Rect, listFocused: Bool, localizer l: Localizer) {
        let theme = canvas.theme
        let (bar, area) = pane.divided(atDistance: theme.headerHeight, from: .top)
        canvas.header(l(MasterDetailText.title), in: bar)
        let rows = JournalRowLayout.rows(for: entries, width: area.width, canvas: canvas, localizer: l)
        // Keep the selected row in view, moving the list as little as possible.
        let row = rows[selected].frame
        if row.minY < listOffset { listOffset = row.minY }
        if row.maxY > listOffset + area.height { listOffset = min(row.minY, row.maxY - area.height) }
        listOffset = max(0, min(listOffset, (rows.last?.frame.maxY ?? 0) - area.height))
        canvas.journalList(entries, rows: rows, selected: selected, listFocused: listFocused, offset: listOffset,
                           in: area, localizer: l)
    }
}
