import Glibc
import GadgetBase
import Hardware
import Linux
import Sensing

/// Edge events from gpio-sim through Gadget's libgpiod backend: bias, active-low, kernel
/// timestamps, the button set, debouncing and the gesture recognizer on top.
func runGPIOEdgeChecks(_ runner: CheckRunner, chip: GPIOChip) {
    let clock = SystemClock()
    runner.check("gpio pull-up + active-low: released reads inactive, a press is a rising edge") {
        let line = try GPIOInputLine(chip: chip, line: .name("GPIO5"),
                                     settings: GPIOInputSettings(bias: .pullUp, activeLow: true))
        try require(try line.isActive() == false, "a pulled-up active-low line reads active")
        let before = clock.now()
        try GPIOSimulator.press(chip, offset: 0)
        // A kernel that debounces (libgpiod 2.x) reports the level once it has been stable.
        var edges = try waitForEdges(line, count: 1)
        try require(try line.isActive(), "the pressed line reads inactive")
        try GPIOSimulator.release(chip, offset: 0)
        edges += try waitForEdges(line, count: 1)
        let after = clock.now()
        try require(edges.map(\.isActive) == [true, false], "edges \(edges)")
        // The kernel stamps events with CLOCK_MONOTONIC, the clock the runtime runs on.
        try require(edges.allSatisfy { $0.timestamp >= before && $0.timestamp <= after },
                    "timestamps \(edges.map(\.timestamp)) outside \(before)...\(after)")
        try require(edges[0].timestamp <= edges[1].timestamp, "timestamps out of order")
        runner.note("press-to-release \(edges[1].timestamp - edges[0].timestamp) in kernel time")
    }
    runner.check("gpio pull-down without active-low: a line pulled up reads active") {
        let line = try GPIOInputLine(chip: chip, line: .offset(1),
                                     settings: GPIOInputSettings(bias: .pullDown, activeLow: false))
        try require(try line.isActive() == false, "a pulled-down line reads active")
        try GPIOSimulator.pull(chip, offset: 1, "pull-up")
        let edges = try waitForEdges(line, count: 1)
        try require(edges.map(\.isActive) == [true], "edges \(edges)")
        try require(try line.isActive(), "reads inactive after the pull-up")
    }
    runner.check("gpio presses become ButtonEdges and taps") {
        let set = try GPIOButtonSet(chip: chip, wiring: [
            .init(button: .up, line: .name("GPIO13"), settings: GPIOInputSettings()),
            .init(button: .select, line: .name("GPIO19"), settings: GPIOInputSettings()),
        ])
        for offset in [2, 3] {
            try GPIOSimulator.press(chip, offset: offset)
            usleep(60_000)  // a person's tap, longer than the line's debounce period
            try GPIOSimulator.release(chip, offset: offset)
            usleep(60_000)  // and a pause before the next button, longer than any debounce period
        }
        let edges = try collect(set, count: 4, clock: clock)
        try require(edges.map(\.button) == [.up, .up, .select, .select] && edges.map(\.isPressed) == [true, false, true, false],
                    "edges \(edges)")
        var recognizer = ButtonGestureRecognizer()
        var events = edges.flatMap { recognizer.handle($0) }
        events += recognizer.advance(to: edges[3].timestamp + .seconds(1))
        try require(events == [.button(.up, .tap), .button(.select, .tap)], "gestures \(events)")
    }
    runner.check("gpio contact bounce gives one press and one release") {
        let settings = GPIOInputSettings(bias: .pullUp, activeLow: true, debounce: .milliseconds(300))
        let set = try GPIOButtonSet(chip: chip, wiring: [.init(button: .down, line: .name("GPIO26"), settings: settings)])
        for pull in ["pull-down", "pull-up", "pull-down"] { try GPIOSimulator.pull(chip, offset: 4, pull) }
        usleep(400_000)
        for pull in ["pull-up", "pull-down", "pull-up"] { try GPIOSimulator.pull(chip, offset: 4, pull) }
        let edges = try collect(set, count: 2, clock: clock, settle: .milliseconds(700))
        try require(edges.map(\.isPressed) == [true, false], "edges \(edges)")
    }
    if !GPIOChip.kernelDebounces {
        runner.check("gpio a tap shorter than the debounce still releases") {
            let settings = GPIOInputSettings(bias: .pullUp, activeLow: true, debounce: .milliseconds(300))
            let set = try GPIOButtonSet(chip: chip, wiring: [.init(button: .back, line: .name("GPIO21"), settings: settings)])
            try GPIOSimulator.press(chip, offset: 5)
            try GPIOSimulator.release(chip, offset: 5)
            let edges = try collect(set, count: 2, clock: clock)
            try require(edges.map(\.isPressed) == [true, false], "edges \(edges)")
            try require(edges[1].timestamp - edges[0].timestamp >= .milliseconds(300), "released inside the window")
        }
    }
}

/// Runs a button set as the board loop does, until `count` edges arrived (or two seconds), then
/// keeps listening for `settle` to catch any edge too many.
private func collect(_ set: GPIOButtonSet, count: Int, clock: SystemClock, settle: Duration = .zero) throws -> [ButtonEdge] {
    var edges: [ButtonEdge] = []
    let loop = PollLoop()
    var deadline = clock.now() + .seconds(2)
    var settling = false
    while clock.now() < deadline {
        if edges.count >= count, !settling {
            settling = true
            deadline = clock.now() + settle
        }
        var timeout = deadline - clock.now()
        if let due = set.nextDeadline { timeout = min(timeout, max(.zero, due - clock.now())) }
        let ready = try loop.wait(for: set.fds, timeout: timeout)
        edges += try set.readEdges(ready: ready)
        edges += set.advance(to: clock.now())
    }
    return edges
}
