import Glibc
import GadgetBase
import Hardware
import Linux
import Sensing

// GPIO against the kernel's gpio-sim, set up by kernel/run-kernel-tests.sh through configfs: one
// chip labelled "gadget-sim" whose lines are named like a Pi's, line 6 hogged by the kernel as
// "gadget-hog" and line 7 held by a gpiomon process. Lines are "pressed" by writing pull-down to
// the simulator's sysfs pull attribute, as a button to ground would pull a real pin.
enum GPIOSimulator {
    static let label = "gadget-sim"
    static let lineNames = ["GPIO5", "GPIO6", "GPIO13", "GPIO19", "GPIO26", "GPIO21", "GPIO20", "GPIO16"]
    static let hoggedOffset = 6
    static let hogName = "gadget-hog"
    static let monitoredOffset = 7

    /// Drives a simulated input: "pull-down" (a pressed button to ground) or "pull-up".
    static func pull(_ chip: GPIOChip, offset: Int, _ value: String) throws(CheckFailure) {
        let path = "/sys/bus/gpio/devices/\(chip.name)/sim_gpio\(offset)/pull"
        let fd = open(path, O_WRONLY)
        guard fd >= 0 else { throw CheckFailure("cannot open \(path): \(String(cString: strerror(errno)))") }
        defer { close(fd) }
        let written = value.withCString { write(fd, $0, strlen($0)) }
        try require(written == value.utf8.count, "writing \(value) to \(path) failed")
    }

    static func press(_ chip: GPIOChip, offset: Int) throws(CheckFailure) { try pull(chip, offset: offset, "pull-down") }
    static func release(_ chip: GPIOChip, offset: Int) throws(CheckFailure) { try pull(chip, offset: offset, "pull-up") }
}

func runGPIOChecks(_ runner: CheckRunner) {
    runner.note("libgpiod API \(GPIOChip.libraryAPIMajor), kernel debounce \(GPIOChip.kernelDebounces ? "yes" : "no (software)")")
    var found: GPIOChip?
    runner.check("gpio chip found by label \(GPIOSimulator.label)") {
        let chip = try GPIOChip.open(.label(GPIOSimulator.label))
        runner.note("\(chip.describe) \(chip.name), \(chip.lineCount) lines")
        try require(chip.lineCount == GPIOSimulator.lineNames.count, "\(chip.lineCount) lines")
        found = chip
    }
    guard let chip = found else { return }

    runner.check("gpio unknown label lists the chips there are") {
        do {
            _ = try GPIOChip.open(.label("pinctrl-rp1"))
            throw CheckFailure("a chip labelled pinctrl-rp1 was opened")
        } catch let error as GPIOError {
            try require(error.kind == .chipNotFound && error.description.contains("\"\(GPIOSimulator.label)\""),
                        "message was: \(error)")
        }
    }
    runner.check("gpio chip by path and the first of several selectors") {
        let byPath = try GPIOChip.open(.path(chip.path))
        try require(byPath.label == GPIOSimulator.label, "label \(byPath.label)")
        let either = try GPIOChip.open(anyOf: [.label("pinctrl-rp1"), .label(GPIOSimulator.label)])
        try require(either.path == chip.path, "opened \(either.path)")
    }
    runner.check("gpio lines by name and by offset") {
        for (offset, name) in GPIOSimulator.lineNames.enumerated() {
            try require(try chip.offset(of: .name(name)) == offset, "\(name) is not at offset \(offset)")
        }
        try require(try chip.offset(of: .offset(3)) == 3, "offset 3")
        do {
            _ = try chip.offset(of: .name("GPIO99"))
            throw CheckFailure("GPIO99 was found")
        } catch let error as GPIOError {
            try require(error.kind == .lineNotFound && error.description.contains("GPIO5"), "message was: \(error)")
        }
    }
    runGPIOEdgeChecks(runner, chip: chip)
    runGPIOBusyChecks(runner, chip: chip)
}

/// Reads one line's edges until `count` arrived or two seconds passed, sleeping in poll.
func waitForEdges(_ line: GPIOInputLine, count: Int) throws -> [GPIOLineEdge] {
    var edges: [GPIOLineEdge] = []
    let loop = PollLoop()
    let clock = SystemClock()
    let deadline = clock.now() + .seconds(2)
    while edges.count < count, clock.now() < deadline {
        let ready = try loop.wait(for: [line.fd], timeout: deadline - clock.now())
        if ready.contains(line.fd) { edges += try line.readEdges() }
    }
    return edges
}

private func runGPIOBusyChecks(_ runner: CheckRunner, chip: GPIOChip) {
    runner.check("gpio line hogged by the kernel names its consumer") {
        let info = chip.info(offset: GPIOSimulator.hoggedOffset)
        try require(info?.isUsed == true, "line \(GPIOSimulator.hoggedOffset) is not in use: \(String(describing: info))")
        do {
            _ = try GPIOInputLine(chip: chip, line: .offset(GPIOSimulator.hoggedOffset), settings: GPIOInputSettings())
            throw CheckFailure("the hogged line was granted")
        } catch let error as GPIOError {
            try require(error.kind == .lineBusy && error.consumer == GPIOSimulator.hogName
                        && error.description.contains("\"\(GPIOSimulator.hogName)\""), "message was: \(error)")
        }
    }
    runner.check("gpio line held by another process (gpiomon) names it") {
        let name = GPIOSimulator.lineNames[GPIOSimulator.monitoredOffset]
        do {
            _ = try GPIOInputLine(chip: chip, line: .name(name), settings: GPIOInputSettings())
            throw CheckFailure("\(name), held by gpiomon, was granted")
        } catch let error as GPIOError {
            runner.note(error.description)
            try require(error.kind == .lineBusy && error.consumer == "gpiomon"
                        && error.description.contains(name), "message was: \(error)")
        }
    }
    runner.check("gpio a line Gadget holds shows consumer gadget") {
        let line = try GPIOInputLine(chip: chip, line: .offset(4), settings: GPIOInputSettings())
        try require(chip.info(offset: 4)?.consumer == GPIOInputLine.consumer, "consumer \(String(describing: chip.info(offset: 4)))")
        do {
            _ = try GPIOInputLine(chip: chip, line: .offset(4), settings: GPIOInputSettings())
            throw CheckFailure("the same line was granted twice")
        } catch let error as GPIOError {
            try require(error.kind == .lineBusy && error.description.contains("another Gadget"), "message was: \(error)")
        }
        withExtendedLifetime(line) {}
    }
}
