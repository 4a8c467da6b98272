import Apps
import BoardProfiles
import Benchmark
import Core
import Foundation
import GadgetBase
import Hardware
import GadgetRuntime
import Sensing
import Simulation
import UI

/// The figures the README reports. Run: swift package --package-path Benchmarks benchmark
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(metrics: [.wallClock],
                                           maxDuration: .seconds(3), maxIterations: 5_000)

    for geometry in [DisplayGeometry(width: 240, height: 240, format: .rgb565),
                     DisplayGeometry(width: 128, height: 64, format: .mono1)] {
        Benchmark("8-ball answer screen, full frame \(geometry)") { benchmark in
            let screen = try AnswerScreenFixture.warmed(geometry)
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                blackHole(screen.renderFullFrame())
            }
        }
    }

    Benchmark("shake ended to answer on screen, offline (240x240 rgb565)",
              configuration: .init(metrics: [.wallClock], maxIterations: 200)) { benchmark in
        let fixture = try OfflineShakeFixture()
        fixture.shakeEndedUntilAnswerIsPresented()  // warm: fonts loaded, network stack initialised
        fixture.reset()
        for _ in benchmark.scaledIterations {
            benchmark.startMeasurement()
            fixture.shakeEndedUntilAnswerIsPresented()
            benchmark.stopMeasurement()
            fixture.reset()
        }
    }

    framebufferBenchmarks()
    threadSafeArrayBenchmarks()

    Benchmark("shake detector, samples at 100 Hz",
              configuration: .init(metrics: [.wallClock, .throughput], scalingFactor: .mega)) { benchmark in
        let samples = ShakeSamples.oneMinuteWithShakes()
        var detector = ShakeDetector(settings: .normal)
        benchmark.startMeasurement()
        for index in benchmark.scaledIterations {
            blackHole(detector.process(samples[index % samples.count].shifted(by: index / samples.count)))
        }
    }
}

/// Fixtures live for the whole run, as a running Gadget's renderer does: its font map and glyph
/// caches are warm after the first frames, and that steady state is what a frame costs.
nonisolated(unsafe) private var warmedScreens: [DisplayGeometry: AnswerScreenFixture] = [:]

/// The 8-ball app showing an answer, rendered through the real Session and Renderer.
struct AnswerScreenFixture {
    static func warmed(_ geometry: DisplayGeometry) throws -> AnswerScreenFixture {
        if let screen = warmedScreens[geometry] { return screen }
        let screen = try AnswerScreenFixture(geometry: geometry)
        for _ in 0..<10 { blackHole(screen.renderFullFrame()) }
        warmedScreens[geometry] = screen
        return screen
    }

    let renderer: Renderer
    let app: EightBallApp
    let host: FixedHost

    init(geometry: DisplayGeometry) throws {
        let directory = NSTemporaryDirectory() + "gadget-bench-\(UUID().uuidString)"
        let store = AnswerStore(database: try GadgetDatabase(directory: directory))
        let client = EightBallClient(endpoint: URL(string: "http://127.0.0.1:9/m")!)
        app = EightBallApp(store: store, remote: client, budget: .seconds(2))
        host = FixedHost()
        app.start(host: host)
        _ = app.handle(.shake(.began))
        _ = app.handle(.shake(.ended))
        host.runFinishedWork()
        host.testClock.advance(by: .seconds(1))  // past the fade-in
        renderer = Renderer(geometry: geometry)
    }

    func renderFullFrame() -> Frame {
        renderer.render { app.render($0) }
    }
}

/// Shake ended -> the offline answer's frame presented, through the whole session.
final class OfflineShakeFixture {
    let clock = TestClock()
    let display = MemoryDisplay(geometry: DisplayGeometry(width: 240, height: 240, format: .rgb565))
    let session: Session

    init() throws {
        let directory = NSTemporaryDirectory() + "gadget-bench-\(UUID().uuidString)"
        var profile = BoardProfile.desktop
        profile.accelerometerKind = .none
        let setup = try RunSetup(profile: profile, dataDirectory: directory, endpoint: "http://127.0.0.1:9/m",
                                 language: "en", environment: [:])
        session = try setup.makeSession(clock: clock, display: display, accelerometer: nil, openApp: "eightball",
                                        wake: nil, logger: .init(label: "bench"))
        session.renderIfNeeded()
    }

    func shakeEndedUntilAnswerIsPresented() {
        session.inject(.shake(.began))
        session.inject(.shake(.ended))
        let before = display.presentCount
        while display.presentCount == before || !(display.lastFrame?.texts.contains("offline answer") ?? false) {
            session.settleWork()
            session.advance()
            session.renderIfNeeded()
        }
    }

    func reset() {
        session.inject(.button(.back, .tap))
        clock.advance(by: .seconds(1))
        session.advance()
        session.renderIfNeeded()
    }
}

/// An app host with a test clock that runs off-thread work to completion on request.
final class FixedHost: AppHost {
    let testClock = TestClock()
    var clock: any GadgetClock { testClock }
    let localizer = Localizer(language: .en)
    private var pending: [() -> Void] = []
    private let group = DispatchGroup()

    func schedule(after delay: Duration, _ action: @escaping () -> Void) -> TimerToken { TimerToken(0) }
    func cancelTimer(_ token: TimerToken) {}
    func setNeedsDisplay() {}
    func animate(until deadline: Instant) {}
    func closeApp() {}

    func perform<Result: Sendable>(_ work: @escaping @Sendable () async -> Result, then: @escaping (Result) -> Void) {
        let box = ResultBox<Result>()
        group.enter()
        Task.detached { [group] in
            box.value = await work()
            group.leave()
        }
        pending.append { then(box.value!) }
    }

    func runFinishedWork() {
        group.wait()
        let work = pending
        pending.removeAll()
        for item in work { item() }
    }
}

final class ResultBox<Value: Sendable>: @unchecked Sendable {
    var value: Value?
}

enum ShakeSamples {
    /// A minute at 100 Hz: the board at rest with noise, and a shake every ten seconds.
    static func oneMinuteWithShakes() -> [AccelerationSample] {
        let motion = ScriptedMotion(seed: 7)
        for second in stride(from: 5, to: 60, by: 10) {
            motion.playShake(at: .seconds(Double(second)))
        }
        return (0..<6000).map { index in
            let t = Instant.milliseconds(Double(index) * 10)
            return AccelerationSample(timestamp: t, acceleration: motion.acceleration(at: t))
        }
    }
}

extension AccelerationSample {
    /// The same sample a whole recording later, so replaying keeps time moving forward.
    func shifted(by laps: Int) -> AccelerationSample {
        AccelerationSample(timestamp: timestamp + .seconds(60 * laps), acceleration: acceleration)
    }
}
