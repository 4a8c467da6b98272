import GadgetRuntime
import BoardProfiles
import Core
import Drivers
import Foundation
import GadgetBase
import Hardware
import Logging
import Sensing
import Simulation

/// Records a board's accelerometer at its own rate into samples for `AccelerometerCSV`, so a
/// real board's motion can become a test case. Time comes from the clock given, and waiting
/// is done by `wait` (a real sleep live, moving a test clock in tests).
public struct AccelerometerRecorder {
    public let accelerometer: any Accelerometer
    public let clock: any GadgetClock
    public let wait: (Instant) -> Void

    public init(accelerometer: any Accelerometer, clock: any GadgetClock, wait: @escaping (Instant) -> Void) {
        self.accelerometer = accelerometer
        self.clock = clock
        self.wait = wait
    }

    /// Reads for `duration`, or until `stopRequested` says so (Ctrl-C: what was recorded is
    /// kept); sample times count from the first read. Each read's samples go to `received` as
    /// they come, so a failing chip, which stops the recording with its error, loses none.
    @discardableResult
    public func record(for duration: Duration, stopRequested: () -> Bool = { false },
                       received: ([AccelerationSample]) throws -> Void = { _ in }) throws -> [AccelerationSample] {
        let period = Duration.nanoseconds(Int64(1_000_000_000 / max(1, accelerometer.sampleRate)))
        let start = clock.now()
        let end = start + duration
        var samples: [AccelerationSample] = []
        // A FIFO's batch spans the time since the last read: its samples are spread at the
        // chip's rate as the live pipeline spreads them, not all stamped with the read's time
        // (replayed, samples that share a time are one reading to the knock detector).
        var timeline = SampleTimeline(sampleRate: accelerometer.sampleRate)
        var due = start
        while due < end, !stopRequested() {
            wait(due)
            let now = clock.now()
            let readings = try accelerometer.readSamples()
            let times = timeline.timestamps(count: readings.count, readAt: Instant(nanoseconds: (now - start).nanoseconds),
                                            fromFIFO: accelerometer.fifoCapacity > 1)
            let read = zip(readings, times).map { AccelerationSample(timestamp: $1, acceleration: $0) }
            try received(read)
            samples += read
            due = due + period
            // Fell behind (a slow bus, a busy machine): skip ahead rather than read in a burst.
            if due < now { due = now + period }
        }
        return samples
    }

    /// The accelerometer a board profile describes, ready to read, or an error that says why not.
    /// The desktop board's is the simulated MPU-6050 behind the real driver; `shakes` plays
    /// shakes into it at those offsets from now.
    public static func accelerometer(for profile: BoardProfile, clock: any GadgetClock,
                                     shakesAt shakes: [Duration] = []) throws -> any Accelerometer {
        let kind = profile.accelerometerKind
        if kind.isSimulated {
            let board = try SimulatedBoard(clock: clock, profile: profile)
            let now = clock.now()
            for offset in shakes { board.shake(at: now + offset) }
            return board.accelerometer
        }
        // Shakes are played into the simulated chip; a real one would silently leave them out.
        if kind.isHardware, !shakes.isEmpty {
            throw ConfigurationError(LocalizedMessage(SenseText.shakeAtNeedsSimulation, profile.name))
        }
        if kind.isHardware, let accelerometer = BoardAccelerometer.open(profile: profile, logger: Logger(label: "gadget.sense")) {
            // A recording needs the chip now: a missing one is the error, not a retry.
            if let failure = accelerometer.firstConnectFailure { throw failure }
            return accelerometer
        }
        throw ConfigurationError(LocalizedMessage(SenseText.noAccelerometer, profile.name, profile.file))
    }
}

/// Sleeps the thread until the system clock reaches `instant`.
public func sleepUntil(_ instant: Instant, clock: SystemClock = SystemClock()) {
    let remaining = instant - clock.now()
    guard remaining > .zero else { return }
    var request = timespec(tv_sec: Int(remaining.nanoseconds / 1_000_000_000), tv_nsec: Int(remaining.nanoseconds % 1_000_000_000))
    var left = timespec()
    while nanosleep(&request, &left) != 0 && errno == EINTR { request = left }
}
