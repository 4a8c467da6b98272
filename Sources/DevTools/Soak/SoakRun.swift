import GadgetRuntime
import BoardProfiles
import Apps
import Core
import Foundation
import GadgetBase
import Hardware
import Logging
import Simulation

/// Memory and progress at the end of one simulated hour.
public struct SoakSample: Sendable, Equatable {
    public var hour: Int
    public var memory: ProcessMemory
    public var steps: Int
    public var frames: Int
    /// Real seconds since the soak started.
    public var elapsed: Double
}

public struct SoakFailure: Error, UserFacingError, CustomStringConvertible, Sendable {
    public var text: LocalizedMessage
    /// The steps before the failure, as a script.
    public var replay: String

    public func message(_ l: Localizer) -> String { text.text(l) }
    public var description: String { message(Localizer(language: .en)) }
}

/// Many simulated hours of a person using every app, on the desktop board and a test clock: seeded
/// random input through the script runner (buttons, swipes, shakes, knocks, turns, strokes, text,
/// app switches), the network offline (the 8-ball's service is a closed port on loopback). After
/// every app switch it checks that home brings the launcher back and that a press there changes
/// the frame; at every simulated hour it samples the heap and the resident set.
public final class SoakRun {
    /// Heap growth allowed between the baseline hour and the last. Measured runs level off by
    /// hour 4, about 2.5 MiB above hour 2 and flat after it within ±0.3 MiB (the runtime's worker
    /// threads and the apps' caches still filling until then); a leak of 100 bytes a step
    /// crosses the margin within a day.
    public static let heapMarginBytes = 2 * 1024 * 1024
    /// The hour the heap is compared from: the first hours fill caches (fonts, layouts, SQLite pages).
    public static let baselineHour = 4
    /// Random steps in each app during the warm-up (with 300, about an hour and a half of use in all).
    let warmUpSteps: Int

    public let hours: Int
    let clock = TestClock()
    let session: Session
    let runner: ScriptRunner
    private var input: SoakInput
    private var recent: [String] = []
    public private(set) var steps = 0

    private let heapInUse: () -> Int

    /// `heapInUse` says how many bytes malloc has handed out (see `ProcessMemory.now`).
    public init(hours: Int, seed: UInt64, dataDirectory: String, warmUpSteps: Int = 300,
                heapInUse: @escaping () -> Int) throws {
        self.hours = hours
        self.warmUpSteps = warmUpSteps
        self.heapInUse = heapInUse
        let profile = BoardProfile.desktop
        let setup = try RunSetup(profile: profile, dataDirectory: dataDirectory, endpoint: "http://127.0.0.1:9/eightball",
                                 language: "en", environment: [:])
        let board = try SimulatedBoard(clock: clock, profile: profile, seed: seed)
        var logger = Logger(label: "soak")
        logger.logLevel = .critical
        session = try setup.makeSession(clock: clock, display: MemoryDisplay(geometry: profile.display),
                                        accelerometer: board.accelerometer, motionWake: board.motionWake,
                                        openApp: nil, wake: nil, logger: logger)
        runner = ScriptRunner(session: session, clock: clock, board: board)
        input = SoakInput(seed: seed)
    }

    /// Runs to the end, calling `hourly` after each simulated hour; throws at the first failure.
    public func run(hourly: (SoakSample) -> Void = { _ in }) throws(SoakFailure) -> [SoakSample] {
        let started = Date()
        let start = clock.now()
        var samples: [SoakSample] = []
        try warmUp()
        while samples.count < hours {
            if input.chance(0.04) {
                try switchApp()
            } else {
                try perform(input.next(fieldOpen: session.inputPreferences.acceptsText))
            }
            let hour = Int((clock.now() - start).seconds / 3600)
            while samples.count < min(hour, hours) {
                let sample = SoakSample(hour: samples.count + 1, memory: .now(heapInUse: heapInUse), steps: steps,
                                        frames: session.framesPresented, elapsed: Date().timeIntervalSince(started))
                samples.append(sample)
                hourly(sample)
            }
        }
        try checkHeap(samples)
        return samples
    }

    /// Before the random part, every app is browsed through: each item opened, paged and left,
    /// then some random input. Bounded caches (avatars, layouts, posters) fill here, in the first
    /// hour, so the heap from the baseline hour on shows growth, not warming.
    private func warmUp() throws(SoakFailure) {
        for index in 0..<session.appIdentifiers.count {
            try switchApp(to: index)
            try perform("wait 5s")  // some apps open with an animation that takes no input
            for _ in 0..<30 {
                for line in ["tap select", "wait 500ms", "tap right", "tap back", "tap down"] { try perform(line) }
            }
            for _ in 0..<warmUpSteps {
                let line = input.next(fieldOpen: session.inputPreferences.acceptsText)
                if line != "home" { try perform(line) }
            }
        }
    }

    /// Home, check the launcher is alive, then open an app by moving down the list and selecting.
    private func switchApp(to chosen: Int? = nil) throws(SoakFailure) {
        try perform("home")
        let launcherTitle = session.localizer(LauncherApp.title)
        let shown = session.lastFrame?.texts ?? []
        guard session.activeApp == nil, shown.contains(launcherTitle) else {
            throw failure(LocalizedMessage(SoakText.stuckHome, hourText, steps, ScriptRunner.describe(shown)))
        }
        let frames = session.framesPresented
        try perform("tap down")
        guard session.framesPresented > frames else { throw failure(LocalizedMessage(SoakText.stuckPress, hourText, steps)) }
        try perform("tap up")
        for _ in 0..<(chosen ?? input.appIndex(below: session.appIdentifiers.count)) { try perform("tap down") }
        try perform("tap select")
    }

    private func perform(_ line: String) throws(SoakFailure) {
        steps += 1
        recent.append(line)
        if recent.count > 80 { recent.removeFirst(recent.count - 80) }
        do {
            try runner.wander(Script(parsing: line, file: "soak"))
        } catch {
            throw failure(LocalizedMessage(SoakText.stepFailed, hourText, steps, error.text))
        }
        if session.quitRequested { throw failure(LocalizedMessage(SoakText.quit, hourText, steps)) }
    }

    private func checkHeap(_ samples: [SoakSample]) throws(SoakFailure) {
        if let leak = Self.heapGrowth(in: samples) { throw failure(leak) }
    }

    /// The complaint when the heap grew past the margin between the baseline hour and the last.
    static func heapGrowth(in samples: [SoakSample]) -> LocalizedMessage? {
        guard let last = samples.last, let baseline = samples.first(where: { $0.hour == baselineHour }),
              last.hour > baseline.hour else { return nil }
        let growth = last.memory.heapBytes - baseline.memory.heapBytes
        guard growth > heapMarginBytes else { return nil }
        return LocalizedMessage(SoakText.heapGrew, growth / 1024, baseline.hour, last.hour, heapMarginBytes / 1024)
    }

    private var hourText: String { String(format: "%.2f", (clock.now() - .zero).seconds / 3600) }

    private func failure(_ text: LocalizedMessage) -> SoakFailure {
        SoakFailure(text: text, replay: recent.joined(separator: "\n"))
    }
}
