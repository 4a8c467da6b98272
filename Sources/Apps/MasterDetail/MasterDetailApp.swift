import Core
import GadgetBase
import Hardware
import UI

/// A split view that suits the display: on a landscape display 320 px wide or more the list
/// and the selected row's page sit side by side (the first row selected from the start); on
/// smaller ones the list fills the screen and a row pushes its page over it. What is selected
/// and scrolled lives in a `JournalModel`; the app turns keys into its actions and draws it.
public final class MasterDetailApp: GadgetApp {
    public let identifier = "journal"
    public var title: LocalizedString { MasterDetailText.title }

    private let entries = MasterDetailText.entries
    private(set) var model: JournalModel
    private weak var host: (any AppHost)?

    public init() {
        model = JournalModel(entryCount: entries.count)
    }

    /// The row the list has selected.
    public var selected: Int { model.selected }
    /// Small displays: the page is pushed over the list. Split view: the page has the focus.
    public var showsDetail: Bool { model.showsDetail }

    /// "Enter: open" while the list has the focus; on a page only the way back.
    public var helpHint: LocalizedString? { model.showsDetail ? MasterDetailText.detailHint : MasterDetailText.hint }
    /// The list moves with ↑↓ (→ and Space open like Enter); an entry scrolls with ↑↓ (← is back).
    public var buttonsLeftOutOfHelp: Set<Button> {
        model.showsDetail ? [.left, .right, .select, .action] : [.left, .right, .action]
    }

    /// Side by side needs a landscape display at least 320 px wide.
    public static func usesSplitView(width: Double, height: Double) -> Bool {
        width >= 320 && width > height
    }

    public func start(host: any AppHost) {
        self.host = host
        model = JournalModel(entryCount: entries.count)
    }

    public func stop() { host = nil }

    public func handle(_ event: InputEvent) -> EventDisposition {
        guard let host else { return .ignored }
        defer { host.setNeedsDisplay() }
        guard let action = Self.action(for: event, in: model) else { return .ignored }
        model.reduce(action)
        return .handled
    }

    /// The action a key means: the page scrolls and goes back; the list moves its selection
    /// (held keys repeat) and opens the page. Anything else (back on the list) leaves the app.
    static func action(for event: InputEvent, in model: JournalModel) -> JournalModel.Action? {
        if model.showsDetail {
            switch event {
            case .button(.up, .tap), .button(.up, .longPressRepeat), .swipe(.down): return .scrollDetail(lines: -1)
            case .button(.down, .tap), .button(.down, .longPressRepeat), .swipe(.up): return .scrollDetail(lines: 1)
            case .button(.back, .tap), .button(.left, .tap), .swipe(.right): return .back
            default: return nil
            }
        }
        switch event {
        case .button(.up, .tap), .button(.up, .longPressRepeat), .swipe(.up): return .moveSelection(by: -1)
        case .button(.down, .tap), .button(.down, .longPressRepeat), .swipe(.down): return .moveSelection(by: 1)
        case .button(.select, .tap), .button(.right, .tap), .button(.action, .tap), .swipe(.left): return .open
        default: return nil
        }
    }

    // MARK: - Drawing

    public func render(_ canvas: Canvas) {
        guard let host else { return }
        let l = host.localizer
        let theme = canvas.theme
        let bounds = canvas.bounds
        canvas.clear(theme.background)
        if Self.usesSplitView(width: bounds.width, height: bounds.height) {
            let (listPane, detailPane) = bounds.divided(atDistance: (bounds.width * 0.42).rounded(), from: .left)
            drawList(on: canvas, in: listPane, listFocused: !model.showsDetail, localizer: l)
            canvas.fill(Rect(x: detailPane.x, y: detailPane.y, width: 1, height: detailPane.height), color: theme.separator)
            drawDetail(on: canvas, in: detailPane.insetBy(left: 1), showsBack: false, localizer: l)
        } else if model.showsDetail {
            drawDetail(on: canvas, in: bounds, showsBack: true, localizer: l)
        } else {
            drawList(on: canvas, in: bounds, listFocused: true, localizer: l)
        }
    }

    /// The page, scrolled as the model says; the model is told how tall it turned out.
    private func drawDetail(on canvas: Canvas, in pane: Rect, showsBack: Bool, localizer l: Localizer) {
        var scroll = model.detailScroll
        canvas.journalDetail(entries[model.selected], showsBack: showsBack, scroll: &scroll, in: pane, localizer: l)
        model.reduce(.detailLaidOut(content: scroll.content, viewport: scroll.viewport,
                                    lineStep: canvas.theme.lineHeight(.body) * 2))
    }

    private func drawList(on canvas: Canvas, in pane: Rect, listFocused: Bool, localizer l: Localizer) {
        let theme = canvas.theme
        let (bar, area) = pane.divided(atDistance: theme.headerHeight, from: .top)
        canvas.header(l(MasterDetailText.title), in: bar)
        let rows = JournalRowLayout.rows(for: entries, width: area.width, canvas: canvas, localizer: l)
        // Keep the selected row in view, moving the list as little as possible.
        let row = rows[model.selected].frame
        var listOffset = model.listOffset
        if row.minY < listOffset { listOffset = row.minY }
        if row.maxY > listOffset + area.height { listOffset = min(row.minY, row.maxY - area.height) }
        listOffset = max(0, min(listOffset, (rows.last?.frame.maxY ?? 0) - area.height))
        model.reduce(.listLaidOut(offset: listOffset))
        canvas.journalList(entries, rows: rows, selected: model.selected, listFocused: listFocused, offset: listOffset,
                           in: area, localizer: l)
    }
}
