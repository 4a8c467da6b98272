import Drivers
import GadgetBase
import Hardware
import Logging
import Sensing

/// Accelerometer samples to shake, orientation and knock events: reads the chip at its rate (or,
/// when it queues samples in a FIFO, in batches at about `batchRate`), timestamps what it gets, and
/// feeds the detectors. A failed read is retried at the next read (on a noisy bus one transfer in a
/// hundred may fail, and a shake must survive that); a sensor that fails `lostAfterFailures` reads in
/// a row is lost: reported once, shown on screen, and retried with backoff capped at
/// `longestBackoff`, so it is back within that long of answering again.
final class MotionPipeline {
    let accelerometer: any Accelerometer
    private(set) var detector: ShakeDetector
    /// One sample period of the chip.
    var interval: Duration { timeline.interval }
    private(set) var sensorFault: String?
    /// Reads that failed in a row.
    private var failures = 0
    static let lostAfterFailures = 3
    static let longestBackoff: Duration = .seconds(1)
    /// The sensor failed `lostAfterFailures` reads in a row and has not answered since.
    var isSensorLost: Bool { failures >= Self.lostAfterFailures }
    /// True while sampling is stopped and the chip's motion interrupt is armed.
    private(set) var isAsleep = false
    private var backoff: Duration = .zero
    private var wakeSource: (any MotionWakeSource)?
    private var lastActivity: Instant?
    /// When each sample of a read was taken.
    private(set) var timeline: SampleTimeline
    private let logger: Logger
    /// Times the look at the chip made right after arming its interrupt.
    private let clock: any GadgetClock
    /// Whether the board moves by the chip's own measure (the threshold it wakes on).
    private var stillness = MotionStillness(threshold: MotionPipeline.wakeThreshold)
    private(set) var orientation = OrientationDetector()
    /// Where knocks come from (nil: off). Read only while an app wants knocks.
    private var softwareKnocks: SoftwareKnockDetector?
    private var chipTaps: ChipTapEngine?
    /// The open app takes knocks: detect them, and keep sampling rather than sleep, since a
    /// sleeping sampler would miss the few milliseconds a knock lasts.
    var knocksWanted = false
    /// How long the board must be still (no shake in progress) before sampling stops.
    static let idleAfter: Duration = .seconds(3)
    /// How often a sleeping sampler looks at the chip: one register read, so a chip that lost
    /// power while the board lay still is brought up again within this long, instead of never
    /// raising its pin again.
    static let asleepCheckInterval: Duration = .seconds(10)
    /// Reads per second when the chip has a FIFO: each read drains what queued since the last one,
    /// so a shake is seen up to 1 / batchRate (50 ms) later than when polling every sample.
    static let batchRate = 20.0
    /// What the chip's motion interrupt wakes on, in g beyond rest; the sampler calls motion
    /// what would wake it.
    static let wakeThreshold = InterruptSettings.wakeThreshold

    /// How long to wait between reads: one sample period without a FIFO; with one, the period
    /// that collects about 1 / `batchRate` of samples, and never more than half the FIFO, so a
    /// late wake-up does not overflow it.
    var readInterval: Duration {
        let capacity = accelerometer.fifoCapacity
        guard capacity > 1 else { return interval }
        let perBatch = Int((accelerometer.sampleRate / Self.batchRate).rounded(.down))
        return interval * max(1, min(capacity / 2, perBatch))
    }

    init(accelerometer: any Accelerometer, settings: ShakeSettings, knocks: KnockSourceKind = .software,
         wakeSource: (any MotionWakeSource)?, clock: any GadgetClock, logger: Logger) {
        self.accelerometer = accelerometer
        self.clock = clock
        self.detector = ShakeDetector(settings: settings)
        self.timeline = SampleTimeline(sampleRate: accelerometer.sampleRate)
        self.wakeSource = wakeSource
        self.logger = logger
        switch knocks {
        case .off: break
        case .software: softwareKnocks = SoftwareKnockDetector()
        case .chip:
            let engine = ChipTapEngine(accelerometer: accelerometer)
            if case .failure(let error) = engine.start() {
                logger.notice("the accelerometer has no tap engine; detecting knocks in software",
                              metadata: ["error": "\(error)"])
                softwareKnocks = SoftwareKnockDetector()
            } else {
                chipTaps = engine
            }
        }
    }

    /// Every sample read while a shake calibration listens (nil: none listens).
    var recording: [AccelerationSample]?

    private var keepsAwake: Bool { (knocksWanted && (softwareKnocks != nil || chipTaps != nil)) || recording != nil }

    /// New settings for the shake detector (a calibration stored or forgotten), in force from the
    /// next sample; a shake in progress is started afresh.
    func apply(_ settings: ShakeSettings) {
        detector = ShakeDetector(settings: settings)
    }

    /// The motion interrupt fired: clear it and sample again. Returns false if already awake.
    func wake(at now: Instant) -> Bool {
        guard isAsleep else { return false }
        isAsleep = false
        lastActivity = now
        chipTaps?.forgetSetup()  // arming for motion replaced the tap settings
        do {
            try wakeSource?.acknowledge()
        } catch {
            logger.warning("cannot clear the accelerometer's interrupt", metadata: ["error": "\(error)"])
        }
        return true
    }

    /// Nothing will say the interrupt fired any more (its line is gone): wake, and never arm it
    /// again, as for a chip that cannot be armed. Returns false if already awake.
    func pollInsteadOfInterrupt(at now: Instant) -> Bool {
        defer { wakeSource = nil }
        return wake(at: now)
    }

    /// Reads what the chip has and returns the events it produced, plus when to sample
    /// next (nil: sleep until the interrupt fires). Asleep, it only checks the chip is still
    /// armed, every `asleepCheckInterval`.
    func sample(at now: Instant) -> (events: [InputEvent], next: Instant?) {
        if isAsleep { return checkAsleep(at: now) }
        do {
            var (events, moved) = try read(at: now)
            if moved || detector.isShaking || !events.isEmpty || lastActivity == nil { lastActivity = now }
            if let wakeSource, !keepsAwake, let lastActivity, now - lastActivity >= Self.idleAfter {
                // Arming (even a failed or cancelled one) replaces the tap settings.
                chipTaps?.forgetSetup()
                do {
                    try wakeSource.arm()
                } catch {
                    // A noisy bus fails a transfer now and then: stay awake and arm again at the
                    // next read. Any other refusal (a chip without the interrupt) is for good.
                    if (error as? DriverError)?.busError != nil {
                        logger.debug("cannot arm the accelerometer's interrupt; trying again", metadata: ["error": "\(error)"])
                    } else {
                        logger.notice("the accelerometer cannot wake Gadget by itself; polling it instead",
                                      metadata: ["error": "\(error)"])
                        self.wakeSource = nil
                    }
                    return (events, now + readInterval)
                }
                // Arming cleared the chip's latch: motion from here on raises the pin. Motion that
                // began after the read above and before the latch was cleared is in the samples
                // taken meanwhile (on a board arming takes a few bus transfers): one more look,
                // and no sleep if the board has begun to move.
                let armedAt = clock.now()
                if armedAt > now {
                    let late = try read(at: armedAt)
                    events += late.events
                    moved = late.moved || !late.events.isEmpty || detector.isShaking
                    if moved { self.lastActivity = armedAt }
                }
                if !moved {
                    isAsleep = true
                    return (events, armedAt + Self.asleepCheckInterval)
                }
            }
            return (events, now + readInterval)
        } catch {
            sensorFault = "\(error)"
            failures += 1
            guard isSensorLost else {
                logger.debug("accelerometer read failed; trying again", metadata: ["error": "\(error)"])
                return ([], now + readInterval)
            }
            if failures == Self.lostAfterFailures {
                logger.warning("accelerometer stopped answering; retrying", metadata: ["error": "\(error)"])
            }
            backoff = min(Self.longestBackoff, max(interval, backoff * 2))
            var events: [InputEvent] = []
            if let phase = detector.interrupt(at: now) { events.append(.shake(phase)) }
            return (events, now + backoff)
        }
    }

    /// The look a sleeping sampler takes: still armed, sleep on; otherwise (the chip lost power
    /// and woke unconfigured, or does not answer) sample again, bringing the chip up from
    /// scratch, so it is armed anew once the board is still.
    private func checkAsleep(at now: Instant) -> (events: [InputEvent], next: Instant?) {
        let armed: Bool
        do {
            armed = try wakeSource?.isStillArmed() ?? false
        } catch {
            logger.debug("cannot check the sleeping accelerometer", metadata: ["error": "\(error)"])
            armed = false
        }
        if armed { return ([], now + Self.asleepCheckInterval) }
        logger.notice("the accelerometer lost its settings while the board lay still; bringing it up again")
        (accelerometer as? ReconnectingAccelerometer)?.reconnectAtNextRead()
        isAsleep = false
        lastActivity = now
        chipTaps?.forgetSetup()
        return sample(at: now)
    }

    /// One read of the chip: every sample it has, through the detectors. `moved` is true when
    /// a sample was motion by the chip's own measure, recognised as a gesture or not.
    private func read(at now: Instant) throws -> (events: [InputEvent], moved: Bool) {
        let readings = try accelerometer.readSamples()
        if let fault = sensorFault {
            if isSensorLost { logger.notice("accelerometer answers again", metadata: ["was": "\(fault)"]) }
            sensorFault = nil
            failures = 0
            backoff = .zero
        }
        var events: [InputEvent] = []
        var moved = false
        let times = timeline.timestamps(count: readings.count, readAt: now, fromFIFO: accelerometer.fifoCapacity > 1)
        for (reading, time) in zip(readings, times) {
            // A reading no chip could give (beyond its range, or not a number) is not
            // measurement: clipped as the chip saturates, or left out.
            guard let measured = clipped(reading) else { continue }
            let sample = AccelerationSample(timestamp: time, acceleration: measured)
            if stillness.isMoving(sample) { moved = true }
            recording?.append(sample)
            if let phase = detector.process(sample) { events.append(.shake(phase)) }
            if let turned = orientation.process(sample) { events.append(.orientation(turned)) }
            // The detector keeps its references warm even while no app listens.
            let knocked = softwareKnocks?.process(sample) ?? []
            if knocksWanted { events += knocked }
        }
        let knocked = knocks(at: now)
        if knocksWanted { events += knocked }
        return (events, moved)
    }

    /// `reading` held within the chip's full scale on each axis; nil when an axis is not a number.
    private func clipped(_ reading: Vector3) -> Vector3? {
        let limit = accelerometer.fullScale
        func axis(_ value: Double) -> Double? { value.isNaN ? nil : max(-limit, min(limit, value)) }
        guard let x = axis(reading.x), let y = axis(reading.y), let z = axis(reading.z) else { return nil }
        return Vector3(x: x, y: y, z: z)
    }

    /// Knocks that fell due (a single knock once no second can follow) and the chip's tap flags
    /// (read only while wanted: each read is a bus transaction).
    private func knocks(at now: Instant) -> [InputEvent] {
        var events = softwareKnocks?.advance(to: now) ?? []
        if knocksWanted, let chipTaps {
            do {
                events += try chipTaps.poll(at: now)
            } catch {
                chipTaps.forgetSetup()  // a chip that lost power lost its settings too
                logger.debug("cannot read the accelerometer's tap flags", metadata: ["error": "\(error)"])
            }
        }
        return events
    }

    /// Something else took over (the app changed): a shake in progress is cancelled.
    func interrupt(at now: Instant) -> InputEvent? {
        detector.interrupt(at: now).map { .shake($0) }
    }
}
