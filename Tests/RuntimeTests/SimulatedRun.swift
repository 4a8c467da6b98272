@testable import BoardProfiles
import Foundation
import GadgetBase
import Hardware
import Logging
import Simulation
import TestSupport

@testable import GadgetRuntime

/// The whole program on the desktop board's simulated hardware (the real driver on a
/// register-level chip model, with its motion interrupt), on a test clock, driven by scripts.
struct SimulatedRun {
    let data: TemporaryDirectory
    let clock = TestClock()
    let board: SimulatedBoard
    /// What the session samples: the board's driver, or what `wrap` put around it.
    let accelerometer: any Accelerometer
    let session: Session
    let runner: ScriptRunner

    init(profile: BoardProfile = .desktop, open: String?, logger: Logger = Logger(label: "test"),
         wrap: (any Accelerometer) -> any Accelerometer = { $0 }) throws {
        data = try TemporaryDirectory()
        let setup = try RunSetup(profile: profile, dataDirectory: data.path, endpoint: "http://127.0.0.1:9/m",
                                 language: "en", environment: [:])
        board = try SimulatedBoard(clock: clock, profile: profile)
        accelerometer = wrap(board.accelerometer)
        session = try setup.makeSession(
            clock: clock, display: MemoryDisplay(geometry: profile.display), accelerometer: accelerometer,
            motionWake: board.motionWake, openApp: open, wake: nil, logger: logger)
        runner = ScriptRunner(session: session, clock: clock, board: board)
    }
}
