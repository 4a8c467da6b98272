@testable import BoardProfiles
import Foundation
import GadgetBase
import Hardware
import Simulation
import TestSupport
import Testing

@testable import GadgetRuntime

/// With the chip's motion interrupt, sampling stops while the board lies still and a shake
/// still wakes it and gets its answer.
@Suite("Sleeping until the board moves")
struct MotionSleepTests {
    func start(kind: BoardProfile.AccelerometerKind) throws -> (ScriptRunner, Session, SimulatedI2CBus) {
        let (runner, session, bus, _) = try startWithChip(kind: kind)
        return (runner, session, bus)
    }

    func startWithChip(kind: BoardProfile.AccelerometerKind) throws
        -> (ScriptRunner, Session, SimulatedI2CBus, any SimulatedAccelerometerChip) {
        var profile = BoardProfile.desktop
        profile.accelerometerKind = kind
        let run = try SimulatedRun(profile: profile, open: "eightball")
        return (run.runner, run.session, run.board.bus, run.board.chip)
    }

    @Test(arguments: [BoardProfile.AccelerometerKind.simulatedMPU6050, .simulatedADXL345, .simulatedLIS3DH])
    func stillBoardStopsSamplingAndAShakeWakesIt(kind: BoardProfile.AccelerometerKind) throws {
        let (runner, session, bus) = try start(kind: kind)
        runner.advance(by: .seconds(4))
        #expect(session.isMotionAsleep)
        let transactions = bus.transactionCount
        runner.advance(by: .seconds(60))
        // One register read every 10 s: that the chip still measures, so it can still wake Gadget.
        #expect(bus.transactionCount - transactions == 6, "a sleeping sampler reads more than its check")
        let nextLook = try #require(session.nextDeadline) - session.clock.now()
        #expect(nextLook > .zero && nextLook <= MotionPipeline.asleepCheckInterval, "the next look is the check: \(nextLook)")
        try runner.run(Script(parsing: "shake\nexpect offline answer", file: "wake"))
        #expect(bus.transactionCount > transactions)
        runner.advance(by: .seconds(4))
        #expect(session.isMotionAsleep)
    }

    /// Woken between two of its checks, the sampler reads at its usual rate: the pending check
    /// gives way to the reads, so two never run side by side.
    @Test func aWokenSamplerReadsAtItsRateNotTwice() throws {
        let (runner, session, bus) = try start(kind: .simulatedMPU6050)
        let startCount = bus.transactionCount
        runner.advance(by: .seconds(1))
        let firstSecond = bus.transactionCount - startCount
        runner.advance(by: .seconds(4))
        #expect(session.isMotionAsleep)
        // Woken just before the check falls due.
        let check = try #require(session.nextDeadline)
        runner.advance(by: check - session.clock.now() - .milliseconds(100))
        session.motionInterrupt(at: session.clock.now())
        let woken = bus.transactionCount
        runner.advance(by: .seconds(1))
        let wokenSecond = bus.transactionCount - woken
        #expect(abs(wokenSecond - firstSecond) <= 5, "\(wokenSecond) transfers in the second after waking, \(firstSecond) at start")
    }

    /// The shake that woke the board goes on after INT_STATUS was read and latches the pin again;
    /// going back to sleep must release it, or the next motion could make no edge on the line.
    @Test(arguments: [BoardProfile.AccelerometerKind.simulatedMPU6050, .simulatedADXL345, .simulatedLIS3DH])
    func goingBackToSleepReleasesThePinMotionLatchedWhileAwake(kind: BoardProfile.AccelerometerKind) throws {
        let (runner, session, _, chip) = try startWithChip(kind: kind)
        runner.advance(by: .seconds(4))
        try runner.run(Script(parsing: "shake\nexpect offline answer", file: "wake"))
        #expect(!session.isMotionAsleep && chip.interruptAsserted, "the shake latched the pin again while awake")
        runner.advance(by: .seconds(4))
        #expect(session.isMotionAsleep)
        #expect(!chip.interruptAsserted, "asleep with the interrupt pin still active")
    }

    /// The interrupt's GPIO line could not be read (its chip went away): nothing would ever wake
    /// a sleeping sampler again, so it wakes now and polls from then on.
    @Test func anInterruptLineLostWhileAsleepLeavesTheBoardPolled() throws {
        let (runner, session, bus) = try start(kind: .simulatedMPU6050)
        runner.advance(by: .seconds(4))
        #expect(session.isMotionAsleep)
        session.motionInterruptLost(at: session.clock.now())
        #expect(!session.isMotionAsleep)
        let transactions = bus.transactionCount
        runner.advance(by: .seconds(10))
        #expect(!session.isMotionAsleep && bus.transactionCount > transactions + 500, "still read at the chip's rate")
        try runner.run(Script(parsing: "shake\nexpect offline answer", file: "lost"))
    }

    @Test func aChipWithoutAMotionInterruptIsPolled() throws {
        let (runner, session, _) = try start(kind: .simulatedLSM9DS1)
        runner.advance(by: .seconds(5))
        #expect(!session.isMotionAsleep)
        try runner.run(Script(parsing: "shake\nexpect offline answer", file: "poll"))
    }
}
