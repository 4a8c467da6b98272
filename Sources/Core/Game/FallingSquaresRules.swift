import Foundation

/// The numbers that make the falling-squares game easy or hard. Positions are fractions of the
/// fall (0 at the top, 1 touching the floor), so the same rules play alike on a 128x64 OLED and
/// on a 320x240 panel: only time matters.
public struct FallingSquaresRules: Sendable, Hashable {
    /// How long each square takes to fall the whole way at the start, in `SquareGesture` order.
    public private(set) var fallTimes: [Duration]
    /// How often the game speeds up and the squares swap places.
    public private(set) var stepInterval: Duration
    /// Every step multiplies all speeds by this.
    public private(set) var speedUpFactor: Double
    /// How far (fraction of the fall) a wrong gesture pushes the aimed square down.
    public private(set) var penalty: Double

    /// Tuned with buttons alone: after a square is sent back, even the fastest one gives the
    /// player four seconds, which covers moving the cursor across all four columns (about
    /// 0.2 s a press), the 0.3 s a single tap waits to rule out a double tap, and a reaction
    /// time of 1.5 s. Each 30-second step takes a fifth off every fall time.
    public static let standard = FallingSquaresRules(
        fallTimes: [.seconds(4), .seconds(5), .milliseconds(6500), .seconds(8)],
        stepInterval: .seconds(30), speedUpFactor: 1.25, penalty: 0.15)

    /// Values that would break the game are brought into range rather than trusted: missing
    /// fall times come from `standard`, and every number is clamped to something playable.
    public init(fallTimes: [Duration], stepInterval: Duration, speedUpFactor: Double, penalty: Double) {
        let defaults: [Duration] = [.seconds(4), .seconds(5), .milliseconds(6500), .seconds(8)]
        self.fallTimes = SquareGesture.allCases.map { gesture in
            let given = gesture.rawValue < fallTimes.count ? fallTimes[gesture.rawValue] : defaults[gesture.rawValue]
            return max(given, .milliseconds(100))
        }
        self.stepInterval = max(stepInterval, .seconds(1))
        self.speedUpFactor = speedUpFactor.isFinite ? min(max(speedUpFactor, 1), 4) : 1
        self.penalty = penalty.isFinite ? min(max(penalty, 0), 1) : 0
    }

    /// Fraction of the fall per second at the start.
    public func baseSpeed(of square: SquareGesture) -> Double {
        1 / fallTimes[square.rawValue].seconds
    }

    /// The number of steps taken by play time `time` (0 during the first 30 seconds).
    public func level(at time: Duration) -> Int {
        guard time > .zero else { return 0 }
        return Int(time.nanoseconds / stepInterval.nanoseconds)
    }

    /// How many times faster than at the start everything falls at `level`.
    public func speedMultiplier(level: Int) -> Double {
        pow(speedUpFactor, Double(max(0, level)))
    }

    /// When step `level` begins.
    public func stepStart(level: Int) -> Duration {
        .nanoseconds(stepInterval.nanoseconds * Int64(max(0, level)))
    }

    /// The fall a square of speed 1 makes between two play times, counting every speed-up on
    /// the way: the integral of the speed multiplier over [from, to], in seconds.
    func travel(from start: Duration, to end: Duration) -> Double {
        var time = start, total = 0.0
        while time < end {
            let level = self.level(at: time)
            let segmentEnd = min(end, stepStart(level: level + 1))
            total += (segmentEnd - time).seconds * speedMultiplier(level: level)
            time = segmentEnd
        }
        return total
    }

    /// The play time at which a square of speed 1 leaving at `start` has covered `distance`
    /// (the inverse of `travel`).
    func time(after start: Duration, covering distance: Double) -> Duration {
        var time = start, remaining = max(0, distance)
        while true {
            let level = self.level(at: time)
            let multiplier = speedMultiplier(level: level)
            let segmentEnd = stepStart(level: level + 1)
            let capacity = (segmentEnd - time).seconds * multiplier
            if remaining <= capacity || !multiplier.isFinite {
                let nanoseconds = (remaining / multiplier * 1e9).rounded(.up)
                return time + .nanoseconds(Int64(min(nanoseconds, 1e15)))
            }
            remaining -= capacity
            time = segmentEnd
        }
    }
}
