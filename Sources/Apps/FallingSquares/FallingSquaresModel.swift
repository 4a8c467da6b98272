import Core
import GadgetBase
import Hardware

/// The falling-squares app's state machine around the game's rules: the help screen, play,
/// pause, game over, the cursor and the best score. Pure: time comes in actions, randomness is
/// passed in, and timers and saving leave as effects.
public struct FallingSquaresModel: Sendable, Equatable {
    public enum Phase: Sendable, Equatable {
        /// The help overlay: how to play, waiting for the first press.
        case ready
        case running
        case paused(PauseChoice)
        case over
    }

    public enum PauseChoice: Sendable, Equatable {
        case resume, restart
    }

    public enum Action: Sendable {
        case start(Instant)
        /// Time passed: bring the game up to now.
        case tick(Instant)
        /// A gesture made at `at` on the square aimed at.
        case gesture(SquareGesture, aim: Aim, at: Instant)
        case moveCursor(by: Int, at: Instant)
        case pause(Instant)
        /// Focus on the paused screen's button: resume on the left, restart on the right.
        case focusPauseChoice(PauseChoice)
        /// Carries out the paused screen's focused choice.
        case confirmPauseChoice(Instant)
        case resume(Instant)
        case restart(Instant)
        case bestLoaded(Duration?)
    }

    /// What a gesture was aimed at.
    public enum Aim: Sendable, Equatable {
        /// A touch: the square in this column.
        case column(Int)
        /// A button: the column the cursor was in at that instant. A single tap on Enter
        /// arrives only after the double-tap window, and the player may have moved on since.
        case cursor(asOf: Instant)
    }

    public enum Effect: Sendable, Equatable {
        /// Run `.tick` at this instant (replacing any earlier wake-up) and draw every frame until then.
        case wake(at: Instant)
        /// Cancel the pending wake-up: nothing moves.
        case sleep
        /// The game ended: keep the score if it is a record.
        case saveScore(Duration)
    }

    public private(set) var phase: Phase = .ready
    public private(set) var game: FallingSquaresGame
    public private(set) var clock = PlayClock()
    /// The column the buttons aim at.
    public private(set) var cursor = 0
    /// The cursor's recent moves, newest last, so a late tap finds where it was aimed.
    private var cursorMoves: [CursorMove] = []
    /// The best score, this game's included once it is over (nil before the first finished game).
    public private(set) var best: Duration?
    /// The last game's score beat the best one.
    public private(set) var madeNewBest = false
    /// When (play time) each square last took a wrong gesture, for a short flash.
    public private(set) var lastPenalty: [SquareGesture: Duration] = [:]

    /// Even with no event due, the app wakes this often while running so frames keep coming;
    /// it also bounds how long frames continue after a pause (the host cannot cancel animation).
    public static let heartbeat: Duration = .milliseconds(250)

    public init(rules: FallingSquaresRules = .standard) {
        game = FallingSquaresGame(rules: rules)
    }

    public func playTime(at now: Instant) -> Duration {
        clock.playTime(at: now)
    }

    public mutating func reduce(_ action: Action, using random: inout some RandomNumberGenerator) -> [Effect] {
        switch action {
        case .start(let now):
            guard phase == .ready else { return [] }
            return begin(at: now)
        case .tick(let now):
            guard phase == .running else { return [] }
            return settle(game.advance(to: clock.playTime(at: now), using: &random), now: now)
        case .gesture(let gesture, let aim, let now):
            guard phase == .running else { return [] }
            let target: Int
            switch aim {
            case .column(let column):
                target = column
                cursor = column
            case .cursor(let instant):
                target = cursorColumn(asOf: instant)
            }
            let events = game.perform(gesture, onColumn: target, at: clock.playTime(at: now), using: &random)
            for case .pushedDown(let square) in events { lastPenalty[square] = game.time }
            return settle(events, now: now)
        case .moveCursor(let offset, let now):
            let count = FallingSquaresGame.columnCount
            cursorMoves.append(CursorMove(at: now, from: cursor))
            if cursorMoves.count > 8 { cursorMoves.removeFirst() }
            cursor = ((cursor + offset) % count + count) % count
            return []
        case .pause(let now):
            guard phase == .running else { return [] }
            clock.pause(at: now)
            phase = .paused(.resume)
            return [.sleep]
        case .focusPauseChoice(let choice):
            guard case .paused = phase else { return [] }
            phase = .paused(choice)
            return []
        case .confirmPauseChoice(let now):
            guard case .paused(let choice) = phase else { return [] }
            return reduce(choice == .resume ? .resume(now) : .restart(now), using: &random)
        case .resume(let now):
            guard case .paused = phase else { return [] }
            phase = .running
            clock.run(at: now)
            return [wake(now: now)]
        case .restart(let now):
            switch phase {
            case .paused, .over: return begin(at: now)
            case .ready, .running: return []
            }
        case .bestLoaded(let best):
            self.best = best
            return []
        }
    }

    /// Where the cursor was at `instant`: before the first move made after it.
    func cursorColumn(asOf instant: Instant) -> Int {
        cursorMoves.first { $0.at > instant }?.from ?? cursor
    }

    private mutating func begin(at now: Instant) -> [Effect] {
        game = FallingSquaresGame(rules: game.rules)
        clock = PlayClock()
        clock.run(at: now)
        cursor = 0
        cursorMoves = []
        madeNewBest = false
        lastPenalty = [:]
        phase = .running
        return [wake(now: now)]
    }

    private mutating func settle(_ events: [FallingSquaresGame.Event], now: Instant) -> [Effect] {
        guard let score = game.score else { return [wake(now: now)] }
        clock.pause(at: now)
        phase = .over
        madeNewBest = best.map { score > $0 } ?? true
        if madeNewBest { best = score }
        return [.sleep, .saveScore(score)]
    }

    /// The next wake-up: the next thing due in the game, or a heartbeat, whichever comes first.
    private func wake(now: Instant) -> Effect {
        var due = now + Self.heartbeat
        if let next = game.nextEventTime, let instant = clock.instant(atPlayTime: next) {
            due = min(due, max(now, instant))
        }
        return .wake(at: due)
    }
}

private struct CursorMove: Sendable, Equatable {
    let at: Instant
    let from: Int
}
