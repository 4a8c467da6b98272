import GadgetBase
import Hardware

/// The journal as a value: the row selected, whether its page has the focus (pushed over the
/// list on a small display, beside it on a wide one), and how far the list and the page are
/// scrolled. Pure: keys arrive as actions, and so does what the drawing measured (how tall the
/// page is and where the selected row sits only the display knows).
struct JournalModel: Equatable, Sendable {
    enum Action: Equatable, Sendable {
        /// Up or down the list, stopping at the ends.
        case moveSelection(by: Int)
        /// Open the selected row's page (give it the focus, in a split view).
        case open
        /// Back to the list.
        case back
        /// The page, by lines (two at a time).
        case scrollDetail(lines: Int)
        /// Where the drawing scrolled the list to keep the selected row in view.
        case listLaidOut(offset: Double)
        /// How tall the page and its viewport are, and how far two lines are.
        case detailLaidOut(content: Double, viewport: Double, lineStep: Double)
    }

    let entryCount: Int
    private(set) var selected = 0
    /// Small displays: the page is pushed over the list. Split view: the page has the focus.
    private(set) var showsDetail = false
    private(set) var detailScroll = ScrollPosition()
    private(set) var listOffset: Double = 0
    private var lineStep: Double = 20

    init(entryCount: Int) {
        self.entryCount = entryCount
    }

    mutating func reduce(_ action: Action) {
        switch action {
        case .moveSelection(let step):
            guard !showsDetail else { return }
            selected = min(max(0, selected + step), entryCount - 1)
            // Another row's page starts at its top.
            detailScroll = ScrollPosition()
        case .open:
            guard !showsDetail else { return }
            showsDetail = true
            detailScroll = ScrollPosition()
        case .back:
            showsDetail = false
        case .scrollDetail(let lines):
            guard showsDetail else { return }
            detailScroll.scroll(by: Double(lines) * lineStep)
        case .listLaidOut(let offset):
            listOffset = offset
        case .detailLaidOut(let content, let viewport, let lineStep):
            detailScroll.update(content: content, viewport: viewport)
            self.lineStep = lineStep
        }
    }
}
