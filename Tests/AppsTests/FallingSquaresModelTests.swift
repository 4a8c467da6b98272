import Core
import GadgetBase
import Hardware
import TestSupport
import Testing

@testable import Apps

/// The app's state machine around the rules: start, pause, resume, restart, game over, best
/// score, the cursor, and the wake-ups it asks for.
@Suite("Falling-squares state machine")
final class FallingSquaresModelTests {
    var random = SeededGenerator(seed: 3)
    let t0 = Instant.seconds(50)

    func at(_ milliseconds: Int64) -> Instant { t0 + .milliseconds(milliseconds) }

    @Test func startingRunsTheGameAndWakesAtTheHeartbeat() {
        var model = FallingSquaresModel()
        #expect(model.phase == .ready)
        #expect(model.reduce(.tick(at(1000)), using: &random).isEmpty, "nothing moves before the start")
        #expect(model.reduce(.start(t0), using: &random) == [.wake(at: at(250))])
        #expect(model.phase == .running)
        #expect(model.playTime(at: at(1500)) == .milliseconds(1500))
    }

    @Test func theWakeUpComesEarlyForALanding() {
        var model = FallingSquaresModel()
        _ = model.reduce(.start(t0), using: &random)
        #expect(model.reduce(.tick(at(3900)), using: &random) == [.wake(at: at(4000))])
    }

    @Test func aPausedGameStandsStillAndAsksForNothing() {
        var model = FallingSquaresModel()
        _ = model.reduce(.start(t0), using: &random)
        #expect(model.reduce(.pause(at(1000)), using: &random) == [.sleep])
        #expect(model.phase == .paused(.resume))
        #expect(model.reduce(.tick(at(60_000)), using: &random).isEmpty)
        #expect(model.reduce(.gesture(.tap, aim: .column(0), at: at(60_000)), using: &random).isEmpty)
        #expect(model.playTime(at: at(60_000)) == .seconds(1))
        #expect(model.reduce(.resume(at(60_000)), using: &random) == [.wake(at: at(60_250))])
        #expect(model.game.position(of: .tap, at: model.playTime(at: at(61_000))) == 0.5)
        // The tap square landed 3 s of play after resuming, whatever the pause lasted.
        _ = model.reduce(.tick(at(63_000)), using: &random)
        #expect(model.phase == .over)
        #expect(model.game.score == .seconds(4))
    }

    @Test func gameOverSavesTheScoreAndKnowsANewBest() {
        var model = FallingSquaresModel()
        _ = model.reduce(.bestLoaded(.seconds(3)), using: &random)
        _ = model.reduce(.start(t0), using: &random)
        #expect(model.reduce(.tick(at(4100)), using: &random) == [.sleep, .saveScore(.seconds(4))])
        #expect(model.madeNewBest)
        #expect(model.best == .seconds(4))

        #expect(model.reduce(.restart(at(9000)), using: &random) == [.wake(at: at(9250))])
        #expect(model.game.position(of: .tap, at: .zero) == 0)
        _ = model.reduce(.gesture(.doubleTap, aim: .cursor(asOf: at(10_000)), at: at(10_000)), using: &random)
        // The wrong gesture at 1 s of play put the tap square at 0.25 + 0.15: it lands at 3.4 s.
        #expect(model.reduce(.tick(at(12_500)), using: &random) == [.sleep, .saveScore(.milliseconds(3400))])
        #expect(!model.madeNewBest)
        #expect(model.best == .seconds(4))
    }

    @Test func thePausedScreenChoosesBetweenResumeAndRestart() {
        var model = FallingSquaresModel()
        _ = model.reduce(.start(t0), using: &random)
        _ = model.reduce(.gesture(.tap, aim: .column(0), at: at(3000)), using: &random)
        _ = model.reduce(.pause(at(3500)), using: &random)
        _ = model.reduce(.focusPauseChoice(.restart), using: &random)
        #expect(model.phase == .paused(.restart))
        #expect(model.reduce(.confirmPauseChoice(at(5000)), using: &random) == [.wake(at: at(5250))])
        #expect(model.phase == .running)
        #expect(model.playTime(at: at(5000)) == .zero, "a fresh game")
    }

    @Test func theCursorWrapsAndALateTapHitsWhereTheCursorWas() {
        var model = FallingSquaresModel()
        _ = model.reduce(.start(t0), using: &random)
        _ = model.reduce(.moveCursor(by: -1, at: at(100)), using: &random)
        #expect(model.cursor == 3)
        _ = model.reduce(.moveCursor(by: 1, at: at(200)), using: &random)
        #expect(model.cursor == 0)
        // Enter released at 1.0 s with the cursor on column 0, → pressed at 1.1 s, the tap
        // delivered at 1.3 s: it belongs to column 0.
        _ = model.reduce(.moveCursor(by: 1, at: at(1100)), using: &random)
        _ = model.reduce(.gesture(.tap, aim: .cursor(asOf: at(1000)), at: at(1300)), using: &random)
        #expect(model.game.position(of: .tap, at: .milliseconds(1300)) == 0)
        #expect(model.lastPenalty.isEmpty)
        #expect(model.cursor == 1)
    }

    @Test func aWrongGestureIsRememberedForTheFlash() {
        var model = FallingSquaresModel()
        _ = model.reduce(.start(t0), using: &random)
        _ = model.reduce(.gesture(.swipeDown, aim: .column(1), at: at(700)), using: &random)
        #expect(model.lastPenalty == [.doubleTap: .milliseconds(700)])
        #expect(model.cursor == 1, "a touch moves the cursor to the touched column")
    }
}
