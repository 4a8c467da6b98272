import Apps
import Foundation
import GadgetBase
import Hardware
import Linux
import Simulation
import Testing

@testable import GadgetRuntime

/// A button line as the kernel and the poll loop see it: contact bounce with measured timing,
/// the kernel's 16-event queue (v1 or v2 overflow rules), a loop that reads a little after the
/// descriptor turns readable, and the real `ButtonEdgeStream` and Session behind it.
final class BouncyButtonLine {
    let button: Button
    var kernel: KernelEdgeBuffer
    var stream = ButtonEdgeStream(debounce: GPIOInputSettings().debounce)
    let run: WiredRun
    let app: RecorderApp
    /// How long the loop takes to read after the descriptor turns readable.
    let readLatency: Duration

    init(button: Button = .select, interface: KernelEdgeBuffer.Interface, readLatency: Duration = .microseconds(300)) throws {
        self.button = button
        kernel = KernelEdgeBuffer(interface: interface)
        app = RecorderApp(preferences: InputPreferences(doubleTapButtons: [button]))
        run = try WiredRun(apps: [app], open: "recorder", sleeps: true)
        self.readLatency = readLatency
    }

    var clock: TestClock { run.clock }

    /// The line takes these levels at these instants; the loop runs in between as a poll loop
    /// would: reading the queue `readLatency` after it turns readable, and at every deadline.
    func play(_ levels: [(isActive: Bool, at: Instant)]) {
        var readAt: Instant?
        var index = 0
        while index < levels.count || readAt != nil {
            let candidates = [index < levels.count ? levels[index].at : nil, readAt, stream.nextDeadline,
                              run.session.nextDeadline].compactMap { $0 }
            let now = max(clock.now(), candidates.min() ?? clock.now())
            clock.advance(to: now)
            while index < levels.count, levels[index].at <= now {
                kernel.lineChanged(toActive: levels[index].isActive, at: levels[index].at)
                index += 1
                if readAt == nil { readAt = now + readLatency }
            }
            if let due = readAt, due <= now {
                read()
                readAt = kernel.pending > 0 ? now : nil
            }
            for edge in stream.advance(to: now) { run.session.inject(edge) }
            run.session.advance()
        }
    }

    /// One `read()` of up to 16 events, as the libgpiod backends do.
    func read() {
        let events = kernel.read(maximum: 16).map {
            GPIOLineEdge(isActive: $0.isActive, timestamp: $0.timestamp, lineSequence: $0.lineSequence)
        }
        let level = kernel.level
        for edge in stream.take(events, of: button, level: { level }) { run.session.inject(edge) }
    }

    /// Lets the session's gesture timers run out.
    func settle(for duration: Duration = .seconds(2)) { run.runner.advance(by: duration) }

    func count(_ gesture: ButtonGesture) -> Int {
        app.gestures.filter { $0 == .button(button, gesture) }.count
    }
}

@Suite("Faults: bouncing contacts and the kernel's event queue")
struct FaultButtonTests {
    @Test(arguments: [KernelEdgeBuffer.Interface.v1, .v2])
    func tenThousandBouncyPressesAreTenThousandTaps(interface: KernelEdgeBuffer.Interface) throws {
        // A loop slow enough (1.5 ms to wake) that a hard bounce now and then overflows the queue.
        let line = try BouncyButtonLine(interface: interface, readLatency: .microseconds(1500))
        var bounce = ContactBounce(seed: 42)
        var random = MotionRandom(seed: 9)
        var levels: [(isActive: Bool, at: Instant)] = []
        var time = line.clock.now() + .seconds(1)
        for _ in 0..<10_000 {
            levels += bounce.edges(closing: true, at: time)
            // A quick press, 40-250 ms, then let go for longer than the double-tap window.
            time = time + .microseconds(Int64(random.uniform(40_000...250_000)))
            levels += bounce.edges(closing: false, at: time)
            time = time + .microseconds(Int64(random.uniform(400_000...900_000)))
        }
        #expect(levels.count > 40_000, "the contacts bounce: \(levels.count) edges")
        line.play(levels)
        line.settle()
        #expect(line.count(.tap) == 10_000)
        #expect(line.count(.doubleTap) == 0)
        #expect(line.count(.longPress) == 0)
        print("bouncy presses (\(interface)): 10000 presses, \(levels.count) edges, \(line.kernel.dropped) dropped by the kernel, "
              + "\(line.stream.losses) resynchronisations, \(line.count(.tap)) taps, \(line.count(.doubleTap)) double taps")
    }

    /// v1 keeps the oldest 16 events: while the loop stalls, a chattering release leaves the queue
    /// ending "pressed". Without reading the level the button would be stuck down and repeat.
    @Test func aButtonLetGoDuringAnOverflowIsNotLeftPressed() throws {
        // The press is read at once; the loop then stalls for 100 ms while the release chatters.
        let line = try BouncyButtonLine(interface: .v1, readLatency: .milliseconds(100))
        let start = line.clock.now() + .seconds(1)
        var levels: [(isActive: Bool, at: Instant)] = [(true, start)]
        // A noisy release: 41 edges 50 µs apart, all before the loop reads again.
        for index in 0..<41 { levels.append((index % 2 == 0 ? false : true, start + .milliseconds(300) + .microseconds(50 * Int64(index)))) }
        #expect(levels.last?.isActive == false)
        line.play(levels)
        line.settle(for: .seconds(5))
        #expect(line.kernel.dropped > 0)
        #expect(line.stream.losses > 0)
        #expect(line.count(.longPressRepeat) == 0, "\(line.app.gestures)")
        #expect(line.count(.longPress) == 0, "\(line.app.gestures)")
        #expect(line.count(.tap) == 1, "\(line.app.gestures)")
    }

    /// A press held through an overflow: whichever events the kernel dropped, the long press comes.
    @Test(arguments: [KernelEdgeBuffer.Interface.v1, .v2])
    func aButtonHeldThroughAnOverflowBecomesALongPress(interface: KernelEdgeBuffer.Interface) throws {
        let line = try BouncyButtonLine(interface: interface, readLatency: .milliseconds(50))
        let start = line.clock.now() + .seconds(1)
        let levels: [(isActive: Bool, at: Instant)] = (0..<41).map {
            ($0 % 2 == 0, start + .microseconds(20 * Int64($0)))
        }
        #expect(levels.last?.isActive == true)
        line.play(levels)
        line.settle(for: .milliseconds(800))
        #expect(line.stream.losses > 0)
        #expect(line.count(.longPress) == 1, "\(line.app.gestures)")
        line.play([(false, line.clock.now())])
        line.settle()
        #expect(line.count(.tap) == 0)
        #expect(line.count(.doubleTap) == 0)
    }

    @Test func theKernelsQueueDropsTheOldestWithV2AndTheNewestWithV1() {
        for interface in [KernelEdgeBuffer.Interface.v1, .v2] {
            var queue = KernelEdgeBuffer(interface: interface)
            for index in 0..<20 { queue.lineChanged(toActive: index % 2 == 0, at: .zero + .milliseconds(Int64(index))) }
            let events = queue.read(maximum: 64)
            #expect(events.count == 16)
            #expect(queue.dropped == 4)
            switch interface {
            case .v1:
                #expect(events.first?.timestamp == .zero && events.allSatisfy { $0.lineSequence == nil })
            case .v2:
                #expect(events.first?.timestamp == .zero + .milliseconds(4))
                #expect(events.map(\.lineSequence) == (5...20).map { UInt32($0) })
            }
        }
    }
}
