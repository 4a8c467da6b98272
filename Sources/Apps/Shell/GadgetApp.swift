import Core
import GadgetBase
import Hardware
import UI

/// What an app may ask of the program that hosts it. The runtime implements it for real
/// (poll loop, system clock, threads) and for scripts (test clock, settled I/O); tests can
/// implement it too. Every call happens on the runtime's one thread.
public protocol AppHost: AnyObject {
    var clock: any GadgetClock { get }
    var localizer: Localizer { get }
    /// How the board is held, nil until the accelerometer has settled on a first orientation.
    var deviceOrientation: Orientation? { get }
    /// Runs `action` once the host's clock reaches now + `delay`.
    @discardableResult
    func schedule(after delay: Duration, _ action: @escaping () -> Void) -> TimerToken
    func cancelTimer(_ token: TimerToken)
    /// Runs `work` off the runtime thread (network, decoding); `then` gets its result back on it.
    func perform<Result: Sendable>(_ work: @escaping @Sendable () async -> Result, then: @escaping (Result) -> Void)
    /// The screen must be drawn again.
    func setNeedsDisplay()
    /// Keep redrawing at the display's frame rate until `deadline` (animations).
    func animate(until deadline: Instant)
}

public struct TimerToken: Hashable, Sendable {
    public let rawValue: Int
    public init(_ rawValue: Int) { self.rawValue = rawValue }
}

/// What an app wants from the input layer, so gestures can be recognised the way it needs.
public struct InputPreferences: Hashable, Sendable {
    /// Typed characters arrive as `.text` instead of being keys (the `s` key types an "s").
    public var acceptsText: Bool
    /// Buttons whose taps wait for a possible second tap (and never deliver the first one alone).
    public var doubleTapButtons: Set<Button>
    /// Buttons the board's profile maps to directions (a joystick, two neighbouring buttons)
    /// make `.swipe` events instead of taps. Off by default so lists keep their immediate taps.
    public var wantsSwipes: Bool
    /// The app lays itself out again for the way the board is held: the runtime turns the
    /// display with the board and hands the app a canvas of the turned size.
    public var allowsRotation: Bool
    /// Knocks on the case arrive as `.knock` events (the accelerometer is then read without
    /// pause, so only apps that use knocks ask).
    public var wantsKnocks: Bool

    public init(acceptsText: Bool = false, doubleTapButtons: Set<Button> = [], wantsSwipes: Bool = false,
                allowsRotation: Bool = false, wantsKnocks: Bool = false) {
        self.acceptsText = acceptsText
        self.doubleTapButtons = doubleTapButtons
        self.wantsSwipes = wantsSwipes
        self.allowsRotation = allowsRotation
        self.wantsKnocks = wantsKnocks
    }
}

/// Whether an app used an event. An unhandled `back` takes the user home.
public enum EventDisposition: Sendable, Equatable {
    case handled, ignored
}

/// One app on the launcher. Apps keep their state in plain value types (models) that tests
/// drive directly; the app object wires a model to the host and draws it.
public protocol GadgetApp: AnyObject {
    var identifier: String { get }
    var title: LocalizedString { get }
    var inputPreferences: InputPreferences { get }
    /// The words the help line shows for this screen's keys, beyond the board's defaults.
    var helpHint: LocalizedString? { get }
    /// Board buttons the help line does not list on this screen: they do nothing here, or do
    /// what another listed key does. (An unused back still goes home, so apps never leave it out.)
    var buttonsLeftOutOfHelp: Set<Button> { get }
    func start(host: any AppHost)
    func handle(_ event: InputEvent) -> EventDisposition
    func render(_ canvas: Canvas)
    /// The app is being left: cancel timers, stop work.
    func stop()
}

extension GadgetApp {
    public var inputPreferences: InputPreferences { InputPreferences() }
    public var helpHint: LocalizedString? { nil }
    public var buttonsLeftOutOfHelp: Set<Button> { [] }
    public func stop() {}
}
