import Hardware

/// Decides, without touching the device, what a DRM display does with each frame: which dumb
/// buffer to draw into, which rectangle of it, and how the panel is told.
///
/// With one buffer (drivers with a dirty hook: SPI and I2C panels) the frame is drawn into the
/// buffer being shown and the rectangle announced with DIRTYFB. With two (drivers that scan out
/// by themselves, HDMI) the frame is drawn into the buffer not shown and a page flip puts it on
/// the screen at the next vblank; while a flip is pending nothing is drawn: later frames are
/// merged, and the newest is drawn when the flip-complete event arrives. Each buffer keeps the
/// union of what changed since it was last drawn, so a buffer brought back gets every change it
/// missed, not only the last frame's.
///
/// While the display is released (its virtual console switched away) frames are only counted
/// as changes; the first step after it is acquired again sets the mode and draws the whole frame.
public struct DRMPresentSchedule: Sendable, Equatable {
    /// How the drawn rectangle reaches the screen.
    public enum Reveal: Sendable, Equatable {
        /// Drawn into the buffer on screen: DIRTYFB (when the driver has the hook) tells the panel.
        case inPlace
        /// Drawn into the hidden buffer, then DRM_IOCTL_MODE_PAGE_FLIP with an event.
        case flip
        /// Drawn into the buffer, then DRM_IOCTL_MODE_SETCRTC: the mode again after the display
        /// was released.
        case setMode
    }

    public struct Step: Sendable, Equatable {
        public var buffer: Int
        /// What to copy from the newest frame; nil when the buffer holds it already.
        public var rect: PixelRect?
        public var reveal: Reveal
    }

    public private(set) var flips: Bool
    /// The buffer the CRTC scans out.
    public private(set) var front = 0
    /// The buffer a requested flip goes to, until its event arrives.
    public private(set) var pendingFlip: Int?
    /// False while the display is released: nothing may be drawn or set.
    public private(set) var isActive = true
    /// Frames that came while a flip was pending or the display was released.
    public private(set) var framesHeld = 0
    private var stale: [PixelRect]
    private var unshown = false
    private var needsMode = false
    private let bounds: PixelRect

    /// Both buffers start as the cleared buffer the mode was set with.
    public init(bounds: PixelRect, flips: Bool) {
        self.bounds = bounds
        self.flips = flips
        stale = Array(repeating: PixelRect(x: 0, y: 0, width: 0, height: 0), count: 2)
    }

    /// A frame whose `damage` changed since the one before: what to do now, if anything.
    public mutating func frameArrived(damage: PixelRect) -> Step? {
        // Only its texts changed: the pixels on screen are the frame's already.
        guard !damage.isEmpty || unshown else { return nil }
        for index in stale.indices { stale[index] = stale[index].union(damage) }
        unshown = true
        let step = next()
        if step == nil { framesHeld += 1 }
        return step
    }

    /// The pending flip's event arrived: its buffer is on screen, and a held frame goes next.
    public mutating func flipCompleted() -> Step? {
        guard let target = pendingFlip else { return nil }
        front = target
        pendingFlip = nil
        return next()
    }

    /// The driver refused the flip (no page_flip, or busy beyond retrying): from now on one
    /// buffer, the one on screen, drawn in place with everything it has not been given yet.
    public mutating func flipRefused() -> Step? {
        flips = false
        pendingFlip = nil
        unshown = true
        return next()
    }

    /// The console is switched away: draw nothing until `acquired`.
    public mutating func released() { isActive = false }

    /// The console is back: the mode is set again and the whole frame drawn, whatever the
    /// buffers held, as another program may have drawn the panel meanwhile.
    public mutating func acquired() -> Step? {
        isActive = true
        needsMode = true
        unshown = true
        for index in stale.indices { stale[index] = bounds }
        return next()
    }

    /// Whether a frame is waiting to be drawn (held while a flip was pending or while released).
    public var hasHeldFrame: Bool { unshown }

    private mutating func next() -> Step? {
        guard isActive, pendingFlip == nil, unshown else { return nil }
        let buffer = flips ? 1 - front : front
        let rect = stale[buffer].isEmpty ? nil : stale[buffer]
        stale[buffer] = PixelRect(x: 0, y: 0, width: 0, height: 0)
        unshown = false
        // The buffer holds the newest frame already: nothing to draw, flip or announce.
        guard rect != nil || needsMode else { return nil }
        if needsMode {
            needsMode = false
            front = buffer
            return Step(buffer: buffer, rect: rect, reveal: .setMode)
        }
        if flips {
            pendingFlip = buffer
            return Step(buffer: buffer, rect: rect, reveal: .flip)
        }
        return Step(buffer: buffer, rect: rect, reveal: .inPlace)
    }
}
