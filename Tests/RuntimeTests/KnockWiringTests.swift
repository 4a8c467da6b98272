@testable import BoardProfiles
import Apps
import Foundation
import GadgetBase
import Hardware
import Sensing
import Simulation
import Testing

@testable import GadgetRuntime

/// Knocks played on the simulated board's case reach an app that wants them: found by the
/// software detector in the samples, or by the chip's own tap engine where the profile says so.
@Suite("Knock wiring")
struct KnockWiringTests {
    static let knocking = InputPreferences(wantsKnocks: true)

    func profile(chip: BoardProfile.AccelerometerKind = .simulatedMPU6050, knocks: KnockSourceKind,
                 rate: Double = 100) -> BoardProfile {
        var profile = BoardProfile.desktop
        profile.accelerometerKind = chip
        profile.knocks = knocks
        profile.sampleRate = rate
        return profile
    }

    @Test(arguments: [100.0, 400])
    func softwareKnocksSingleAndDouble(rate: Double) throws {
        let app = RecorderApp(preferences: Self.knocking)
        let run = try WiredRun(apps: [app], profile: profile(knocks: .software, rate: rate), open: "recorder")
        run.runner.advance(by: .seconds(1))
        try run.play("knock\nwait 1s\nknock 2\nwait 1s\nknock")
        #expect(app.knocks == [1, 2, 1])
        #expect(!app.events.contains { if case .shake = $0.event { true } else { false } }, "a knock is not a shake")
    }

    @Test func aSingleKnockArrivesOnceNoSecondCanFollow() throws {
        let app = RecorderApp(preferences: Self.knocking)
        let run = try WiredRun(apps: [app], profile: profile(knocks: .software), open: "recorder")
        run.runner.advance(by: .seconds(1))
        let start = run.clock.now()
        try run.play("knock")
        let arrival = try #require(app.events.first { $0.event == .knock(count: 1) }?.at)
        // Played 20 ms in; the double-knock window is 450 ms.
        #expect(arrival >= start + .milliseconds(450) && arrival <= start + .milliseconds(600), "\(arrival - start)")
    }

    @Test(arguments: [BoardProfile.AccelerometerKind.simulatedADXL345, .simulatedLIS3DH])
    func theChipsTapEngineKnocks(chip: BoardProfile.AccelerometerKind) throws {
        let app = RecorderApp(preferences: Self.knocking)
        let run = try WiredRun(apps: [app], profile: profile(chip: chip, knocks: .chip, rate: 400), open: "recorder")
        run.runner.advance(by: .seconds(1))
        try run.play("knock\nwait 1s\nknock 2")
        #expect(app.knocks == [1, 2])
    }

    @Test func knocksOffMeansNone() throws {
        let app = RecorderApp(preferences: Self.knocking)
        let run = try WiredRun(apps: [app], profile: profile(knocks: .off), open: "recorder")
        try run.play("wait 1s\nknock\nknock 2")
        #expect(app.knocks.isEmpty)
    }

    @Test func onlyAppsThatWantKnocksGetThemAndTheOthersLetTheSamplerSleep() throws {
        let quiet = RecorderApp(identifier: "quiet")
        let listening = RecorderApp(identifier: "listening", preferences: Self.knocking)
        let run = try WiredRun(apps: [quiet, listening], profile: profile(knocks: .software), open: "quiet", sleeps: true)
        try run.play("wait 1s\nknock\nwait 4s")
        #expect(quiet.knocks.isEmpty)
        #expect(run.session.isMotionAsleep)
        _ = run.session.open(appNamed: "listening")
        #expect(!run.session.isMotionAsleep, "opening an app that wants knocks wakes the sampler")
        try run.play("wait 5s\nknock\nwait 5s")
        #expect(!run.session.isMotionAsleep, "a sleeping sampler would miss knocks")
        try run.play("knock 2")
        #expect(listening.knocks == [1, 2])
    }

    @Test func theScriptVerbTakesOneOrTwo() throws {
        #expect(try Script(parsing: "knock", file: "t").steps.first?.command == .knock(count: 1))
        #expect(try Script(parsing: "knock 2", file: "t").steps.first?.command == .knock(count: 2))
        #expect(throws: ScriptError.self) { try Script(parsing: "knock 3", file: "t") }
        #expect(throws: ScriptError.self) { try Script(parsing: "knock twice", file: "t") }
    }
}
