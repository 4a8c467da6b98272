import GadgetBase
import Hardware
import Linux
import Sensing
import Simulation
import Testing

/// A button is debounced once, where its edges come from (`ButtonEdgeStream`, with the period the
/// profile's `debounce_ms` sets), and the gesture recognizer behind it takes every edge as given.
/// These play raw contact edges through both, as a board does.
struct DebouncedButton {
    var stream: ButtonEdgeStream
    var recognizer = ButtonGestureRecognizer()
    var events: [InputEvent] = []

    init(debounce: Duration = GPIOInputSettings().debounce, doubleTap: Set<Button> = [], swipes: SwipeConfiguration = .init()) {
        stream = ButtonEdgeStream(debounce: debounce)
        recognizer.doubleTapButtons = doubleTap
        recognizer.swipes = swipes
    }

    mutating func line(_ level: Bool, at ms: Double) { line(.select, level, at: ms) }

    /// The line of `button` takes `level` at `ms`: one kernel event, read at once.
    mutating func line(_ button: Button, _ level: Bool, at ms: Double) {
        advance(to: ms)
        let event = GPIOLineEdge(isActive: level, timestamp: .milliseconds(ms), lineSequence: nil)
        for edge in stream.take([event], of: button, level: { level }) { events += recognizer.handle(edge) }
    }

    mutating func advance(to ms: Double) {
        let now = Instant.milliseconds(ms)
        while let due = [stream.nextDeadline, recognizer.nextDeadline].compactMap({ $0 }).min(), due <= now {
            for edge in stream.advance(to: due) { events += recognizer.handle(edge) }
            events += recognizer.advance(to: due)
        }
        for edge in stream.advance(to: now) { events += recognizer.handle(edge) }
        events += recognizer.advance(to: now)
    }
}

@Suite("Buttons: debounced once, at the line")
struct DebounceOnceTests {
    @Test func theProfilesDefaultOutlastsTheLongestBounce() {
        #expect(GPIOInputSettings().debounce > ContactBounce.longestBounce)
    }

    @Test func contactBounceIsOneTap() {
        var button = DebouncedButton()
        for (level, ms) in [(true, 100.0), (false, 103), (true, 107), (false, 250), (true, 254), (false, 259)] {
            button.line(level, at: ms)
        }
        button.advance(to: 1000)
        #expect(button.events == [.button(.select, .tap)])
    }

    @Test func bounceNeverMakesADoubleTap() {
        var button = DebouncedButton(doubleTap: [.select])
        for (level, ms) in [(true, 100.0), (false, 104), (true, 109), (false, 200), (true, 205), (false, 209)] {
            button.line(level, at: ms)
        }
        button.advance(to: 1000)
        #expect(button.events == [.button(.select, .tap)])
    }

    @Test func contactsThatSettleDuringTheDebounceTimeAreBelieved() {
        // A press so short that its release falls inside the debounce time: the release is taken
        // when that time ends, so the button does not stay "pressed" into a long press.
        var button = DebouncedButton()
        button.line(true, at: 100)
        button.line(false, at: 106)
        #expect(button.stream.nextDeadline == .milliseconds(110))
        button.advance(to: 2000)
        #expect(button.events == [.button(.select, .tap)])
    }

    @Test func bounceDuringASlideChangesNothing() {
        let column = SwipeConfiguration(rows: [ButtonRow([.action, .select, .back], runs: .down)])
        var button = DebouncedButton(swipes: column)
        button.line(.action, true, at: 0)
        button.line(.action, false, at: 3)
        button.line(.action, true, at: 6)
        button.line(.select, true, at: 90)
        button.line(.select, false, at: 93)
        button.line(.select, true, at: 97)
        button.line(.action, false, at: 150)
        button.line(.select, false, at: 220)
        button.advance(to: 3000)
        #expect(button.events == [.swipe(.down)])
    }

    /// The period is the profile's: a longer `debounce_ms` swallows a longer bounce.
    @Test func theProfilesPeriodIsTheOneThatCounts() {
        var short = DebouncedButton(debounce: .milliseconds(2))
        var long = DebouncedButton(debounce: .milliseconds(30))
        for (level, ms) in [(true, 100.0), (false, 120), (true, 125), (false, 400)] {
            short.line(level, at: ms)
            long.line(level, at: ms)
        }
        short.advance(to: 2000)
        long.advance(to: 2000)
        #expect(short.events == [.button(.select, .tap), .button(.select, .tap)])
        #expect(long.events == [.button(.select, .tap)])
    }
}
