import GadgetBase
import Hardware
import TestSupport
import Testing

@testable import Core

/// The falling-squares rules on play time, with seeded randomness: every number here is exact.
@Suite("Falling-squares rules")
final class GameRulesTests {
    var random = SeededGenerator(seed: 42)

    func ms(_ value: Int64) -> Duration { .milliseconds(value) }

    @Test func squaresStartAtTheTopInTheirOwnColumnsAndTheFirstFallsFastest() {
        let game = FallingSquaresGame()
        #expect(SquareGesture.allCases.map { game.position(of: $0, at: .zero) } == [0, 0, 0, 0])
        #expect(SquareGesture.allCases.map { game.column(of: $0) } == [0, 1, 2, 3])
        let afterOneSecond = SquareGesture.allCases.map { game.position(of: $0, at: .seconds(1)) }
        #expect(afterOneSecond == [0.25, 0.2, 1 / 6.5, 0.125])
        #expect(afterOneSecond == afterOneSecond.sorted(by: >), "first fastest, last slowest")
    }

    @Test func untouchedTheFastestSquareLandsAtFourSecondsSharp() {
        var game = FallingSquaresGame()
        #expect(game.advance(to: ms(3999), using: &random).isEmpty)
        #expect(!game.isOver)
        #expect(game.nextEventTime == ms(4000))
        #expect(game.advance(to: ms(4500), using: &random) == [.over(score: ms(4000))])
        #expect(game.score == ms(4000), "the landing instant, not the late tick")
        #expect(game.position(of: .tap, at: .seconds(9)) == 1)
        #expect(game.position(of: .swipeDown, at: .seconds(9)) == 0.5, "everything stops where it was at 4 s")
    }

    @Test func theRightGestureSendsASquareBackToTheTop() {
        var game = FallingSquaresGame()
        #expect(game.perform(.tap, onColumn: 0, at: ms(3500), using: &random) == [.sentBack(.tap)])
        #expect(game.position(of: .tap, at: ms(3500)) == 0)
        #expect(game.landingTime(of: .tap) == ms(7500))
        // Now the double-tap square is the first to land, at 5 s.
        #expect(game.advance(to: .seconds(10), using: &random) == [.over(score: ms(5000))])
    }

    @Test func aWrongGesturePushesTheAimedSquareDown() {
        var game = FallingSquaresGame()
        #expect(game.perform(.swipeUp, onColumn: 0, at: .seconds(1), using: &random) == [.pushedDown(.tap)])
        #expect(abs(game.position(of: .tap, at: .seconds(1)) - 0.40) < 1e-12, "0.25 fallen + 0.15 penalty")
        #expect(game.landingTime(of: .tap) == ms(3400))
        #expect(game.advance(to: .seconds(5), using: &random) == [.over(score: ms(3400))])
    }

    @Test func aPenaltyPastTheFloorEndsTheGameThere() {
        var game = FallingSquaresGame()
        _ = game.perform(.doubleTap, onColumn: 0, at: ms(3500), using: &random)  // 0.875 + 0.15
        #expect(game.score == ms(3500))
        #expect(game.perform(.tap, onColumn: 0, at: ms(3600), using: &random).isEmpty, "over is over")
    }

    @Test func aGestureArrivingAfterTheLandingComesTooLate() {
        var game = FallingSquaresGame()
        #expect(game.perform(.tap, onColumn: 0, at: ms(4001), using: &random) == [.over(score: ms(4000))])
        #expect(game.position(of: .tap, at: ms(4001)) == 1)
    }

    @Test func aGestureOnAnEmptyColumnDoesNothing() {
        var game = FallingSquaresGame()
        #expect(game.perform(.tap, onColumn: 9, at: .seconds(1), using: &random).isEmpty)
        #expect(game.perform(.tap, onColumn: -1, at: .seconds(1), using: &random).isEmpty)
        #expect(game.position(of: .tap, at: .seconds(1)) == 0.25)
    }

    /// Sends every square back every three seconds until `end`, wherever the shuffles put them.
    func keepAlive(_ game: inout FallingSquaresGame, until end: Duration) -> [FallingSquaresGame.Event] {
        var events: [FallingSquaresGame.Event] = []
        var time = Duration.zero
        while time + .seconds(3) <= end {
            time += .seconds(3)
            for square in SquareGesture.allCases {
                events += game.perform(square, onColumn: game.column(of: square), at: time, using: &random)
            }
        }
        events += game.advance(to: end, using: &random)
        return events
    }

    @Test func everyThirtySecondsTheGameSpeedsUpAndTheSquaresSwap() {
        var game = FallingSquaresGame()
        let before = SquareGesture.allCases.map { game.column(of: $0) }
        let events = keepAlive(&game, until: .seconds(30))
        #expect(!game.isOver)
        #expect(game.level == 1)
        #expect(events.contains(.spedUp(level: 1)))
        let shuffles = events.compactMap { event -> [Int]? in
            if case .shuffled(let columns) = event { return columns } else { return nil }
        }
        #expect(shuffles.count == 1)
        let after = SquareGesture.allCases.map { game.column(of: $0) }
        #expect(shuffles.first == after)
        #expect(after.sorted() == [0, 1, 2, 3], "a permutation: every column still has one square")
        #expect(after != before, "a shuffle always moves something")
        for square in SquareGesture.allCases { #expect(game.square(inColumn: game.column(of: square)) == square) }

        // From 30 s everything falls 1.25 times as fast: the tap square takes 3.2 s, not 4.
        _ = game.perform(.tap, onColumn: game.column(of: .tap), at: .seconds(30), using: &random)
        #expect(game.position(of: .tap, at: .seconds(31)) == 0.3125)
        #expect(game.landingTime(of: .tap) == ms(33_200))
    }

    @Test func aFallAcrossAStepChangesSpeedHalfWay() {
        var game = FallingSquaresGame()
        _ = keepAlive(&game, until: .seconds(27))
        let column = game.column(of: .tap)
        _ = game.perform(.tap, onColumn: column, at: .seconds(28), using: &random)
        // 2 s at 0.25 (to 0.5), then 0.5 at 0.3125 per second: 1.6 s more.
        #expect(game.landingTime(of: .tap) == ms(31_600))
        _ = game.perform(.doubleTap, onColumn: game.column(of: .doubleTap), at: ms(29_999), using: &random)
        _ = game.perform(.swipeUp, onColumn: game.column(of: .swipeUp), at: ms(29_999), using: &random)
        _ = game.perform(.swipeDown, onColumn: game.column(of: .swipeDown), at: ms(29_999), using: &random)
        let events = game.advance(to: .seconds(40), using: &random)
        #expect(events.first == .spedUp(level: 1))
        #expect(events.last == .over(score: ms(31_600)))
        #expect(game.score == ms(31_600))
    }

    @Test func aLandingAtTheStepInstantEndsTheGameBeforeTheStep() {
        let rules = FallingSquaresRules(fallTimes: [.seconds(30), .seconds(40), .seconds(50), .seconds(60)],
                                        stepInterval: .seconds(30), speedUpFactor: 2, penalty: 0.1)
        var game = FallingSquaresGame(rules: rules)
        #expect(game.advance(to: .seconds(31), using: &random) == [.over(score: .seconds(30))])
        #expect(game.level == 0)
    }

    @Test func speedsKeepGrowingStepAfterStep() {
        let rules = FallingSquaresRules.standard
        #expect(rules.level(at: ms(29_999)) == 0)
        #expect(rules.level(at: .seconds(30)) == 1)
        #expect(rules.level(at: .seconds(95)) == 3)
        #expect(rules.speedMultiplier(level: 2) == 1.5625)
        #expect(rules.travel(from: .seconds(25), to: .seconds(65)) == 5 + 30 * 1.25 + 5 * 1.5625)
        #expect(rules.time(after: .seconds(25), covering: 5 + 30 * 1.25 + 5 * 1.5625) == .seconds(65))
    }

    @Test func theSameSeedShufflesTheSameWayAndSeedsDiffer() {
        func columnsAfterAStep(seed: UInt64) -> [Int] {
            var game = FallingSquaresGame(rules: FallingSquaresRules(
                fallTimes: [.seconds(100), .seconds(100), .seconds(100), .seconds(100)],
                stepInterval: .seconds(30), speedUpFactor: 1, penalty: 0))
            var generator = SeededGenerator(seed: seed)
            _ = game.advance(to: .seconds(30), using: &generator)
            return SquareGesture.allCases.map { game.column(of: $0) }
        }
        #expect(columnsAfterAStep(seed: 7) == columnsAfterAStep(seed: 7))
        let orders = Set((1...30).map { columnsAfterAStep(seed: $0) })
        #expect(orders.count > 5, "30 seeds give many different arrangements")
        #expect(!orders.contains([0, 1, 2, 3]))
    }

    @Test func aGeneratorStuckOnOneArrangementStillMovesTheSquares() {
        struct Stuck: RandomNumberGenerator {
            // next(upperBound: n) then always answers n - 1: Fisher-Yates swaps nothing.
            mutating func next() -> UInt64 { .max }
        }
        var stuck = Stuck()
        #expect(ColumnShuffle.newOrder(from: [0, 1, 2, 3], using: &stuck) == [1, 2, 3, 0])
        #expect(ColumnShuffle.newOrder(from: [2, 0, 3, 1], using: &stuck) == [3, 1, 0, 2])
    }

    @Test func nonsenseRulesAreBroughtIntoRange() {
        let rules = FallingSquaresRules(fallTimes: [.seconds(-1)], stepInterval: .zero, speedUpFactor: .nan,
                                        penalty: 7)
        #expect(rules.fallTimes == [.milliseconds(100), .seconds(5), .milliseconds(6500), .seconds(8)])
        #expect(rules.stepInterval == .seconds(1))
        #expect(rules.speedUpFactor == 1)
        #expect(rules.penalty == 1)
        var game = FallingSquaresGame(rules: rules)
        #expect(game.advance(to: .seconds(1), using: &random) == [.over(score: ms(100))])
    }

    @Test func playTimeLeavesPausesOut() {
        var clock = PlayClock()
        #expect(clock.playTime(at: .seconds(5)) == .zero)
        clock.run(at: .seconds(10))
        #expect(clock.playTime(at: .seconds(12)) == .seconds(2))
        clock.pause(at: .seconds(12))
        #expect(clock.playTime(at: .seconds(90)) == .seconds(2))
        #expect(clock.instant(atPlayTime: .seconds(5)) == nil)
        clock.run(at: .seconds(100))
        #expect(clock.playTime(at: .seconds(101)) == .seconds(3))
        #expect(clock.instant(atPlayTime: .seconds(5)) == .seconds(103))
    }
}
