import Core
import GadgetBase
import Hardware
import Sensing
import UI

/// The gesture playground (lesson 9's recognizers, by hand): draw with a finger, the terminal's
/// mouse or a script, and see the stroke grow and what the circle, aim and square recognizers
/// make of it point by point, and a short history that also lists swipes, knocks, shakes and
/// turns of the board.
/// Enter (select) or the action button clears the page; back leaves.
///
/// It takes swipes, knocks and rotation: the screen is laid out afresh for whatever canvas the
/// runtime hands it, so turning the board re-lays it out.
public final class PlaygroundApp: GadgetApp {
    public static let appIdentifier = "gestures"
    public let identifier = PlaygroundApp.appIdentifier
    public var title: LocalizedString { PlaygroundText.title }
    public var helpHint: LocalizedString? { PlaygroundText.hint }
    public var inputPreferences: InputPreferences {
        InputPreferences(wantsSwipes: true, allowsRotation: true, wantsKnocks: true)
    }

    public private(set) var model: PlaygroundModel
    private weak var host: (any AppHost)?
    private var deadlineTimer: TimerToken?
    /// The canvas the strokes' coordinates are on (the one last drawn, where touches land).
    private var strokesOn: Rect?
    /// How the board was held before the latest orientation event. The first orientation the
    /// accelerometer settles on says how the board lies, not that it turned, so it is no turn.
    private var heldBefore: Orientation?

    public init(classifier: StrokeClassifier = .init()) {
        model = PlaygroundModel(classifier: classifier)
    }

    public func start(host: any AppHost) {
        self.host = host
        heldBefore = host.deviceOrientation
        host.setNeedsDisplay()
    }

    public func stop() {
        if let deadlineTimer { host?.cancelTimer(deadlineTimer) }
        deadlineTimer = nil
        // A wait for an aim's dot cannot finish while away: decide it as if it ran out.
        if let deadline = model.nextDeadline { model.advance(to: deadline) }
    }

    public func handle(_ event: InputEvent) -> EventDisposition {
        guard let host else { return .ignored }
        switch event {
        case .touch(.began, let point):
            model.touchBegan(point)
            scheduleDecision()  // no wait runs while the finger is down
        case .touch(.moved, let point):
            guard model.isDrawing else { return .ignored }
            model.touchMoved(point)
        case .touch(.cancelled, _):
            model.touchCancelled()
        case .stroke(let points) where !points.isEmpty:
            model.draw(points)
            scheduleDecision()
        case .button(.select, .tap), .button(.action, .tap):
            model.clear()
            scheduleDecision()
        case .swipe(let direction): model.note(.swipe(direction))
        case .knock(let count): model.note(.knock(count: count))
        case .shake(.ended): model.note(.shake)
        case .orientation(let held):
            if heldBefore != nil { model.note(.orientation(held)) }
            heldBefore = held
        default: return .ignored
        }
        host.setNeedsDisplay()
        return .handled
    }

    public func render(_ canvas: Canvas) {
        guard let host else { return }
        // Turned, the drawing keeps its place about the centre: on a 128x64 panel turned to
        // 64x128, its coordinates alone would put it off the edge.
        if let old = strokesOn, old != canvas.bounds {
            model.moveStrokes(by: canvas.bounds.midX - old.midX, canvas.bounds.midY - old.midY)
        }
        strokesOn = canvas.bounds
        PlaygroundScreen(model: model, localizer: host.localizer).draw(on: canvas)
    }

    /// One timer, at the recognizers' next deadline (the end of the wait for an aim's dot).
    private func scheduleDecision() {
        guard let host else { return }
        if let deadlineTimer { host.cancelTimer(deadlineTimer) }
        deadlineTimer = nil
        guard let deadline = model.nextDeadline else { return }
        deadlineTimer = host.schedule(after: max(.zero, deadline - host.clock.now())) { [weak self] in
            guard let self, let host = self.host else { return }
            self.deadlineTimer = nil
            self.model.advance(to: host.clock.now())
            self.scheduleDecision()
            host.setNeedsDisplay()
        }
    }
}
