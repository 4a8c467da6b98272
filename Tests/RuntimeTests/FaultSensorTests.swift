import Foundation
import GadgetBase
import Hardware
import Simulation
import Testing

@testable import GadgetRuntime

/// The accelerometer on a bus that fails: a noisy bus, an unplugged chip, a stuck bus. The
/// program keeps running, says when the sensor is lost, and takes it back within a second.
@Suite("Faults: the accelerometer's bus")
struct FaultSensorTests {
    @Test func onePercentOfTransfersFailingLosesNoShakeAndNeverShowsTheSensorLost() throws {
        let run = try FaultyRun(errorRate: 0.01, seed: 3)
        var answers = 0
        for _ in 0..<40 {
            run.shake()
            #expect(!run.showsLost)
            if run.texts.contains(where: { $0.contains("offline answer") }) { answers += 1 }
            try run.runner.run(.init(parsing: "home\ntap select", file: "reopen"))  // back to a fresh 8-ball
            run.runner.advance(by: .seconds(2))
        }
        #expect(answers == 40)
        print("1 % I2C errors: \(answers) of 40 shakes answered, \(run.board.faulty.injectedTotal) faults injected \(run.board.faulty.injected)")
        #expect(run.board.faulty.injectedTotal > 20, "the bus did fail: \(run.board.faulty.injected)")
        #expect(!run.session.isSensorLost)
        #expect(run.board.accelerometer.connections == 1, "noise never resets the chip")
    }

    @Test func anUnpluggedSensorIsShownLostAndIsBackWithinASecondOfAnswering() throws {
        let run = try FaultyRun()
        run.runner.advance(by: .seconds(1))
        #expect(!run.showsLost)
        run.board.faulty.apply(.unplug(address: FaultyBoard.address))
        run.runner.advance(by: .milliseconds(200))
        #expect(run.showsLost, "shown: \(run.texts)")
        // Long enough for the retries to back off to their longest interval.
        run.runner.advance(by: .seconds(30))
        #expect(run.showsLost)
        let transactions = run.board.faulty.transactions
        run.runner.advance(by: .seconds(10))
        #expect(run.board.faulty.transactions - transactions <= 11, "retrying at most once a second")

        // Plugged back at every phase of the retry interval: back on screen within 1 s each time.
        var slowest = Duration.zero
        for offset in stride(from: 0, to: 1000, by: 170) {
            run.board.faulty.apply(.unplug(address: FaultyBoard.address))
            run.runner.advance(by: .seconds(5) + .milliseconds(Int64(offset)))
            #expect(run.showsLost)
            let plugged = run.clock.now()
            run.board.faulty.apply(.plug(address: FaultyBoard.address))
            while run.showsLost, run.clock.now() - plugged < .seconds(3) {
                run.runner.advance(by: .milliseconds(5))
            }
            #expect(!run.showsLost)
            #expect(run.clock.now() - plugged <= .seconds(1), "back after \(run.clock.now() - plugged)")
            slowest = max(slowest, run.clock.now() - plugged)
        }
        print("unplugged sensor: shown lost within 200 ms, back at most \(slowest) after answering again")
        // The chip came back in its power-up state: it was brought up again and shakes work.
        run.shake()
        #expect(run.texts.contains { $0.contains("offline answer") }, "shown: \(run.texts)")
    }

    @Test func aStuckBusIsShownLostWhileButtonsStillWorkAndHealsWhenReleased() throws {
        let run = try FaultyRun()
        run.runner.advance(by: .seconds(1))
        run.board.faulty.apply(.stick)
        run.runner.advance(by: .seconds(60))
        #expect(run.showsLost)
        #expect(run.board.faulty.stuckFailures <= 75, "a stuck bus is not hammered: \(run.board.faulty.stuckFailures) transfers")
        print("stuck bus: \(run.board.faulty.stuckFailures) failed transfers in 60 s")
        // The rest of the program does not wait for the bus: home and back into an app.
        try run.runner.run(.init(parsing: "home\nexpect Magic 8-ball\ntap select", file: "stuck"))
        #expect(run.showsLost)
        let released = run.clock.now()
        run.board.faulty.apply(.release)
        run.runner.advance(by: .seconds(1))
        #expect(!run.showsLost, "still lost \(run.clock.now() - released) after the bus was released")
        run.shake()
        #expect(run.texts.contains { $0.contains("offline answer") }, "shown: \(run.texts)")
    }
}
