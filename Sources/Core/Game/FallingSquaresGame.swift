/// One square of the game: which gesture it answers to (which also says its colour and its
/// speed) and where it is.
public struct FallingSquare: Sendable, Hashable {
    public let gesture: SquareGesture
    /// The column it falls in, 0 at the left.
    public internal(set) var column: Int
    /// Where it was (fraction of the fall) at `anchorTime`; it has fallen steadily since.
    var anchorPosition: Double
    var anchorTime: Duration
}

/// The rules of the falling-squares game, as a pure value: time is play time (pauses are the
/// caller's business, see `PlayClock`), randomness is passed in, and positions are computed
/// from the time asked about, so a test clock makes every game exactly repeatable.
public struct FallingSquaresGame: Sendable, Hashable {
    public enum Event: Sendable, Hashable {
        /// The right gesture: the square went back to the top.
        case sentBack(SquareGesture)
        /// Another square's gesture: the aimed square fell by the penalty.
        case pushedDown(SquareGesture)
        /// A 30-second step: everything falls faster from now on.
        case spedUp(level: Int)
        /// The squares changed columns; `columns[g.rawValue]` is square g's new column.
        case shuffled(columns: [Int])
        /// A square reached the floor; the score is the play time survived.
        case over(score: Duration)
    }

    public let rules: FallingSquaresRules
    /// In `SquareGesture` order.
    public private(set) var squares: [FallingSquare]
    /// The play time the game has been brought up to.
    public private(set) var time: Duration = .zero
    /// Steps taken so far (speed-ups and shuffles applied).
    public private(set) var level = 0
    /// Set once a square reached the floor: the exact play time it did.
    public private(set) var score: Duration?

    public var isOver: Bool { score != nil }
    public static var columnCount: Int { SquareGesture.allCases.count }

    /// All four squares at the top, square n in column n.
    public init(rules: FallingSquaresRules = .standard) {
        self.rules = rules
        squares = SquareGesture.allCases.map {
            FallingSquare(gesture: $0, column: $0.rawValue, anchorPosition: 0, anchorTime: .zero)
        }
    }

    // MARK: - Reading

    /// How far `square` has fallen at play time `time`: 0 at the top, 1 on the floor.
    public func position(of square: SquareGesture, at time: Duration) -> Double {
        let state = squares[square.rawValue]
        let at = min(max(time, state.anchorTime), score ?? time)
        let fallen = rules.baseSpeed(of: square) * rules.travel(from: state.anchorTime, to: at)
        return min(1, state.anchorPosition + fallen)
    }

    public func column(of square: SquareGesture) -> Int { squares[square.rawValue].column }

    public func square(inColumn column: Int) -> SquareGesture? {
        squares.first { $0.column == column }?.gesture
    }

    /// When `square` will touch the floor if nobody sends it back.
    public func landingTime(of square: SquareGesture) -> Duration {
        let state = squares[square.rawValue]
        let distance = (1 - state.anchorPosition) / rules.baseSpeed(of: square)
        return rules.time(after: state.anchorTime, covering: distance)
    }

    /// The next play time something happens by itself: a step or a square landing. nil once over.
    public var nextEventTime: Duration? {
        guard !isOver else { return nil }
        return min(rules.stepStart(level: level + 1), earliestLanding.time)
    }

    private var earliestLanding: (square: SquareGesture, time: Duration) {
        squares.map { ($0.gesture, landingTime(of: $0.gesture)) }.min { $0.1 < $1.1 }!
    }

    // MARK: - Playing

    /// Brings the game up to play time `time`: every step due on the way (speed-up, then
    /// shuffle), and the landing that ends the game if one comes first. A step and a landing at
    /// the same instant: the landing wins, the square was already there.
    public mutating func advance(to time: Duration, using random: inout some RandomNumberGenerator) -> [Event] {
        var events: [Event] = []
        while !isOver {
            let landing = earliestLanding.time
            let step = rules.stepStart(level: level + 1)
            if landing <= time, landing <= step {
                self.time = max(self.time, landing)
                score = landing
                events.append(.over(score: landing))
            } else if step <= time {
                events += takeStep(at: step, using: &random)
            } else {
                self.time = max(self.time, time)
                break
            }
        }
        return events
    }

    /// The player made `gesture` on the square in `column` at play time `time`.
    public mutating func perform(
        _ gesture: SquareGesture, onColumn column: Int, at time: Duration,
        using random: inout some RandomNumberGenerator
    ) -> [Event] {
        var events = advance(to: time, using: &random)
        guard !isOver, let target = square(inColumn: column) else { return events }
        let now = self.time
        var state = squares[target.rawValue]
        if target == gesture {
            state.anchorPosition = 0
            events.append(.sentBack(target))
        } else {
            state.anchorPosition = min(1, position(of: target, at: now) + rules.penalty)
            events.append(.pushedDown(target))
        }
        state.anchorTime = now
        squares[target.rawValue] = state
        if state.anchorPosition >= 1 {
            score = now
            events.append(.over(score: now))
        }
        return events
    }

    private mutating func takeStep(at step: Duration, using random: inout some RandomNumberGenerator) -> [Event] {
        // Re-anchor at the step so later positions start from a known point.
        for index in squares.indices {
            squares[index].anchorPosition = position(of: squares[index].gesture, at: step)
            squares[index].anchorTime = step
        }
        time = step
        level += 1
        let columns = ColumnShuffle.newOrder(from: squares.map(\.column), using: &random)
        for index in squares.indices { squares[index].column = columns[index] }
        return [.spedUp(level: level), .shuffled(columns: columns)]
    }
}

/// A random new arrangement of the columns, never the one they are in: a shuffle that changed
/// nothing would look like a bug.
enum ColumnShuffle {
    static func newOrder(from current: [Int], using random: inout some RandomNumberGenerator) -> [Int] {
        guard current.count > 1 else { return current }
        for _ in 0..<16 {
            var order = current
            // Fisher-Yates, written out so the order depends only on the generator's numbers.
            for index in stride(from: order.count - 1, to: 0, by: -1) {
                let other = Int(random.next(upperBound: UInt64(index + 1)))
                order.swapAt(index, other)
            }
            if order != current { return order }
        }
        // A generator that keeps producing the same arrangement (a constant one in a test):
        // move every square one column to the right, wrapping around.
        return current.map { ($0 + 1) % current.count }
    }
}
