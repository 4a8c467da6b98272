import Hardware
import UI

/// How far a column of content is scrolled. The content's height is only known once it has been
/// laid out for a display, so drawing code reports it and the offset is clamped to it.
struct ScrollPosition: Equatable {
    var offset: Double = 0
    private(set) var content: Double = 0
    private(set) var viewport: Double = 0

    var maximum: Double { max(0, content - viewport) }
    var canScroll: Bool { maximum > 0 }

    mutating func scroll(by amount: Double) {
        offset = min(max(0, offset + amount), maximum)
    }

    /// Up and down (buttons, held buttons, swipes) scroll by `step`; returns whether `event` was one.
    mutating func follow(_ event: InputEvent, step: Double) -> Bool {
        switch event {
        case .button(.up, .tap), .button(.up, .longPressRepeat), .swipe(.down): scroll(by: -step)
        case .button(.down, .tap), .button(.down, .longPressRepeat), .swipe(.up): scroll(by: step)
        default: return false
        }
        return true
    }

    mutating func update(content: Double, viewport: Double) {
        self.content = content
        self.viewport = viewport
        offset = min(max(0, offset), maximum)
    }
}

extension Canvas {
    /// A thin bar at the right edge of `track` showing which part of the content is visible.
    func scrollIndicator(in track: Rect, position: ScrollPosition) {
        guard position.canScroll, track.height > 4 else { return }
        let visibleShare = position.viewport / position.content
        let thumbHeight = max(track.width * 3, (track.height * visibleShare).rounded())
        let travel = track.height - thumbHeight
        let y = track.y + (position.maximum > 0 ? travel * position.offset / position.maximum : 0)
        fill(Rect(x: track.x, y: y.rounded(), width: track.width, height: thumbHeight),
             color: theme.isMonochrome ? theme.foreground : theme.secondaryText,
             cornerRadius: theme.isMonochrome ? 0 : track.width / 2)
    }
}
