import GadgetBase
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
    /// A thin bar at the right edge of `track`: `visibleShare` (0...1) of the content is on
    /// screen and the view is `progress` (0...1) of the way down it. `color` defaults to the
    /// theme's quiet text colour (its foreground on one-bit panels).
    func scrollIndicator(in track: Rect, visibleShare: Double, progress: Double, color: Color? = nil) {
        guard track.height > 4 else { return }
        let thumbHeight = max(track.width * 3, (track.height * min(1, visibleShare)).rounded())
        let y = track.y + (track.height - thumbHeight) * min(1, max(0, progress))
        fill(Rect(x: track.x, y: y.rounded(), width: track.width, height: thumbHeight),
             color: color ?? (theme.isMonochrome ? theme.foreground : theme.secondaryText),
             cornerRadius: theme.isMonochrome ? 0 : track.width / 2)
    }

    /// The bar for content scrolled by `position`; nothing when it all fits.
    func scrollIndicator(in track: Rect, position: ScrollPosition, color: Color? = nil) {
        guard position.canScroll else { return }
        scrollIndicator(in: track, visibleShare: position.viewport / position.content,
                        progress: position.offset / position.maximum, color: color)
    }
}
