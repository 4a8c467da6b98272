import Foundation
import GadgetBase
import Hardware

/// The timings and levels that make a tap on the case.
public struct KnockSettings: Sendable, Hashable {
    /// A tap's jolt away from the resting reading, in g.
    public var threshold = 0.4
    /// The jolt and its ringing must be over (below half the threshold) this soon after it starts.
    public var maximumDuration: Duration = .milliseconds(45)
    /// How long after the start the ringing is checked to have stopped.
    public var settleTime: Duration = .milliseconds(70)
    /// The board must have been steady this long before a tap: no tap while it is moving.
    public var quietBefore: Duration = .milliseconds(100)
    /// Movement (in g) that still counts as steady: a hand's tremor, not a gesture.
    public var steadyLevel = 0.12
    /// A second tap starting this soon after the first (and after `minimumGap`) makes a double tap.
    public var doubleTapWindow: Duration = .milliseconds(450)
    public var minimumGap: Duration = .milliseconds(80)
    /// Below this rate a tap (a few milliseconds long) cannot be seen reliably; the detector
    /// then reports nothing rather than guess.
    public var minimumSampleRate = 80.0

    public init() {}
}

/// Single and double taps on the case, from accelerometer samples, for chips without a tap
/// engine. A tap is a short jolt out of steadiness that rings down at once: walking, shaking,
/// pick-ups and put-downs are never steady beforehand, so they are not taps.
///
/// Two references are kept: a fast one (about 30 ms) that a tap jolts away from, and a slow
/// one (about a second) that follows gravity, so a board just put down (its landing a jolt
/// much like a tap) is still settling. While they agree and the reading stays near them
/// the board is steady. During a tap both are frozen, so its ringing is measured cleanly.
public struct SoftwareKnockDetector: KnockSource, Sendable {
    public let settings: KnockSettings

    private var fast = Vector3.zero, slow = Vector3.zero
    private var started = false
    private var lastTime = Instant.zero
    private var unsteadySince = Instant.zero
    /// When the current unsteady stretch began (nil while steady), and how calm it was before.
    private var runStart: Instant?
    private var quietBeforeRun = Duration.zero
    static let riseTime: Duration = .milliseconds(15)
    /// The tap being watched: when it started, and whether it is still ringing above half.
    private var tap: (start: Instant, lastLoud: Instant)?
    /// A confirmed first tap waiting for a possible second.
    private var firstTap: Instant?
    /// When the first tap of the latest reported knock began. A knock is reported only once the
    /// double-tap window has passed or a second tap has rung down, so this is the moment a
    /// reader of a recording wants, not the moment of the report.
    public private(set) var lastKnockStart: Instant?
    /// Samples this long apart are too sparse (see `minimumSampleRate`).
    private let longestInterval: Int64

    public init(settings: KnockSettings = .init()) {
        self.settings = settings
        longestInterval = Int64(1_000_000_000 / max(1, settings.minimumSampleRate))
    }

    public var nextDeadline: Instant? { firstTap.map { $0 + settings.doubleTapWindow } }

    public mutating func process(_ sample: AccelerationSample) -> [InputEvent] {
        let now = sample.timestamp, reading = sample.acceleration
        guard reading.x.isFinite, reading.y.isFinite, reading.z.isFinite else { return [] }
        guard started else {
            started = true
            fast = reading; slow = reading
            lastTime = now; unsteadySince = now
            return []
        }
        guard now > lastTime else { return [] }
        let interval = now.nanoseconds - lastTime.nanoseconds
        lastTime = now
        var events = advance(to: now)
        if interval > longestInterval {
            // Too sparse to see a tap: follow the signal, claim nothing.
            fast = reading; slow = reading; tap = nil; unsteadySince = now; runStart = nil
            return events
        }
        let jolt = (reading - fast).magnitude
        if let current = tap {
            if jolt >= settings.threshold / 2 { tap = (current.start, now) }
            if now - current.start >= settings.settleTime {
                tap = nil
                if current.lastLoud - current.start <= settings.maximumDuration {
                    events += confirm(at: current.start)
                }
                // A second tap may follow soon: after the ringing, a short calm is enough.
                unsteadySince = now.advanced(by: .milliseconds(20) - settings.quietBefore)
                runStart = nil
                fast = reading
            }
            return events
        }
        let steady = jolt < settings.steadyLevel && (fast - slow).magnitude < settings.steadyLevel
        if jolt >= settings.threshold {
            // A fast chip sees the tap's rising edge a sample or two before it crosses the
            // threshold; that edge is the tap, not unsteadiness before it.
            let calmBefore = if let runStart {
                now - runStart <= Self.riseTime && quietBeforeRun >= settings.quietBefore
            } else {
                now - unsteadySince >= settings.quietBefore
            }
            if calmBefore {
                tap = (now, now)
                runStart = nil
                return events
            }
        }
        if steady {
            runStart = nil
        } else {
            if runStart == nil {
                runStart = now
                quietBeforeRun = now - unsteadySince
            }
            unsteadySince = now
        }
        let seconds = Double(interval) / 1e9
        fast = fast + (reading - fast) * (1 - exp(-seconds / 0.03))
        slow = slow + (reading - slow) * (1 - exp(-seconds / 1.0))
        return events
    }

    public mutating func advance(to now: Instant) -> [InputEvent] {
        guard let first = firstTap, now >= first + settings.doubleTapWindow else { return [] }
        firstTap = nil
        lastKnockStart = first
        return [.knock(count: 1)]
    }

    private mutating func confirm(at start: Instant) -> [InputEvent] {
        if let first = firstTap {
            let gap = start - first
            lastKnockStart = first
            if gap >= settings.minimumGap && gap <= settings.doubleTapWindow {
                firstTap = nil
                return [.knock(count: 2)]
            }
            firstTap = start
            return [.knock(count: 1)]
        }
        firstTap = start
        return []
    }
}
