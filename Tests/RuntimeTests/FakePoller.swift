import GadgetBase
import Hardware
import Linux
import Simulation

/// poll(2) for tests, as an embedded event loop: descriptors are readable when a fake input says
/// so, and a wait with nothing readable moves the test clock to the next scripted arrival or to
/// the timeout, whichever is first. A wait that would sleep forever throws, so a loop that stops
/// asking for a deadline it needs fails its test instead of hanging it.
final class FakePoller: Poller {
    struct SleepsForever: Error {}
    struct Spins: Error {}

    let clock: TestClock
    /// What a real poll would report now: set by the fakes as bytes arrive and are read.
    var readable: Set<Int32> = []
    /// Every wait the loop made: what it watched and for how long.
    private(set) var waits: [(fds: [Int32], timeout: Duration?)] = []
    private var arrivals: [(at: Instant, action: () -> Void)] = []

    init(clock: TestClock) { self.clock = clock }

    /// Runs `action` (bytes typed, a signal sent, a device unplugged) when the clock reaches `instant`.
    func at(_ instant: Instant, _ action: @escaping () -> Void) {
        arrivals.append((instant, action))
        arrivals.sort { $0.at < $1.at }
    }

    func wait(for fds: [Int32], timeout: Duration?) throws -> Set<Int32> {
        waits.append((fds, timeout))
        guard waits.count < 100_000 else { throw Spins() }
        let ready = readable.intersection(fds)
        if !ready.isEmpty { return ready }
        let deadline = timeout.map { clock.now() + $0 }
        guard let next = arrivals.first?.at else {
            guard let deadline else { throw SleepsForever() }
            clock.advance(to: deadline)
            return []
        }
        if let deadline, deadline < next {
            clock.advance(to: deadline)
            return []
        }
        clock.advance(to: max(next, clock.now()))
        while let first = arrivals.first, first.at <= clock.now() {
            arrivals.removeFirst()
            first.action()
        }
        return readable.intersection(fds)
    }
}

/// A descriptor number no real file has, so a fake can never be mistaken for one.
private nonisolated(unsafe) var nextFakeDescriptor: Int32 = 1000

private func fakeDescriptor() -> Int32 {
    nextFakeDescriptor += 1
    return nextFakeDescriptor
}

/// The terminal's keyboard: bytes typed wait until the loop reads them.
final class FakeKeyboard: KeyInput {
    let fd = fakeDescriptor()
    private let poller: FakePoller
    private var pending: [UInt8] = []

    init(poller: FakePoller) { self.poller = poller }

    func type(_ bytes: [UInt8]) {
        pending += bytes
        poller.readable.insert(fd)
    }

    private var hungUp = false

    /// The terminal closed: readable from now on, with nothing to read.
    func hangUp() {
        hungUp = true
        poller.readable.insert(fd)
    }

    func readAvailable() -> [UInt8]? {
        if hungUp { return nil }
        defer { pending = []; poller.readable.remove(fd) }
        return pending
    }
}

/// The signal self-pipe: a signal sent stays until drained.
final class FakeSignals: SignalInput {
    let fd = fakeDescriptor()
    private let poller: FakePoller
    private var pending: [Int32] = []

    init(poller: FakePoller) { self.poller = poller }

    func send(_ signal: Int32) {
        pending.append(signal)
        poller.readable.insert(fd)
    }

    func drain() -> [Int32] {
        defer { pending = []; poller.readable.remove(fd) }
        return pending
    }
}

/// An evdev keyboard that can be unplugged: poll then reports it (POLLHUP) for good and every
/// read fails as the kernel's does (ENODEV), with InputDevice's message.
final class FakeEvdevKeyboard: EvdevInput {
    let fd = fakeDescriptor()
    let path = "/dev/input/event3"
    let touchAxes: (x: AxisRange, y: AxisRange)? = nil
    private let poller: FakePoller
    private var pending: [RawInputEvent] = []
    private var unplugged = false
    private(set) var readsAfterUnplug = 0

    init(poller: FakePoller) { self.poller = poller }

    /// A key pressed and let go, as the kernel reports them (each followed by SYN_REPORT).
    func press(code: UInt16, at time: Instant) {
        for value: Int32 in [1, 0] {
            pending += [RawInputEvent(timestamp: time, type: 0x01, code: code, value: value),
                        RawInputEvent(timestamp: time, type: 0x00, code: 0x00, value: 0)]
        }
        poller.readable.insert(fd)
    }

    func unplug() {
        unplugged = true
        poller.readable.insert(fd)
    }

    func readEvents() throws(InputDeviceError) -> [RawInputEvent] {
        if unplugged {
            readsAfterUnplug += 1
            throw InputDeviceError(.verbatim("USB keyboard (\(path)) was unplugged"))
        }
        defer { pending = []; poller.readable.remove(fd) }
        return pending
    }
}

/// The terminal as a screen: the help line as last set.
final class FakeScreen: TerminalScreen {
    var helpLine = ""
    private(set) var resizes = 0
    func terminalResized() { resizes += 1 }
    func pixelPosition(of report: MouseReport) -> Point? { nil }
}
