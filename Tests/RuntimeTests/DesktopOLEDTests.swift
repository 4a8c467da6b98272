@testable import BoardProfiles
import Core
import ChipCatalog
import Drivers
import Foundation
import GadgetBase
import Hardware
import Simulation
import TestSupport
import Testing

@testable import GadgetRuntime

/// The desktop-oled board: the real OLED driver on the same simulated I2C bus as the simulated
/// accelerometer, the controller model's glass on the screen a person watches.
@Suite struct DesktopOLEDTests {
    static let boards = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../boards").standardized.path

    static func profile(_ name: String = "desktop-oled") throws -> BoardProfile {
        try BoardCatalog(searchDirectories: [boards]).load(name)
    }

    struct Run {
        let board: SimulatedBoard
        let screen: MemoryDisplay
        let session: Session
        let runner: ScriptRunner
        let data: TemporaryDirectory
    }

    static func start(_ profile: BoardProfile, app: String? = nil) throws -> Run {
        let data = try TemporaryDirectory()
        let setup = try RunSetup(profile: profile, dataDirectory: data.path, endpoint: "http://127.0.0.1:9/m",
                                 language: "en", environment: [:])
        let clock = TestClock()
        let board = try SimulatedBoard(clock: clock, profile: profile)
        let screen = MemoryDisplay(geometry: profile.display)
        let session = try setup.makeSession(clock: clock, display: board.display(showingOn: screen, profile: profile),
                                            accelerometer: board.accelerometer, motionWake: board.motionWake,
                                            randomSeed: 1, openApp: app, wake: nil, logger: .init(label: "test"))
        return Run(board: board, screen: screen, session: session,
                   runner: ScriptRunner(session: session, clock: clock, board: board), data: data)
    }

    @Test func theScreenShowsWhatTheControllersGlassShowsAndThatIsTheFrame() throws {
        let profile = try Self.profile()
        #expect(profile.displayKind == .simulatedOLED)
        let run = try Self.start(profile)
        try run.runner.run(Script(parsing: "wait 100ms\npress down\nwait 300ms\nshake\nwait 1s", file: "oled"))
        let oled = try #require(run.board.oled)
        let frame = try #require(run.session.lastFrame)
        let shown = try #require(run.screen.lastFrame)
        let same = shown.pixels == frame.pixels && shown.pixels == oled.glass()
        #expect(same)
        #expect(shown.texts == frame.texts)
        #expect(oled.unknownCommands.isEmpty && oled.isDisplayOn)
        // One bus carries both chips: the accelerometer's samples and the panel's pages.
        #expect(run.board.bus.isPlugged(address: 0x68) && run.board.bus.isPlugged(address: 0x3C))
        #expect(oled.dataBytes >= 1024)
    }

    @Test(arguments: [("sh1106", 64, 0), ("ssd1306", 32, 180), ("sh1106", 64, 90)])
    func otherModulesAndTurnsShowTheFrameToo(controller: String, height: Int, rotation: Int) throws {
        var profile = try Self.profile()
        profile.displayController = OLEDController(rawValue: controller)!
        profile.display = DisplayGeometry(width: 128, height: height, format: .mono1)
        profile.rotation = rotation
        let run = try Self.start(profile)
        try run.runner.run(Script(parsing: "wait 100ms\npress down\nwait 300ms", file: "oled"))
        let oled = try #require(run.board.oled)
        let frame = try #require(run.session.lastFrame).pixels
        #expect(frame.width == (rotation == 90 ? height : 128))
        #expect(oled.glass() == run.screen.lastFrame?.pixels)
        #expect(oled.glass().bytes.contains { $0 != 0 })
        #expect(oled.unknownCommands.isEmpty)
    }

    /// A resized terminal loses its picture: the session presents the frame whole, and the
    /// glass must reach the terminal whole too, though nothing on it changed.
    @Test func aWholePresentShowsTheGlassWholeEvenUnchanged() throws {
        let run = try Self.start(try Self.profile())
        try run.runner.run(Script(parsing: "wait 1s", file: "oled"))
        let before = run.screen.presentCount
        run.session.setNeedsWholePresent()
        try run.runner.run(Script(parsing: "wait 100ms", file: "oled"))
        #expect(run.screen.presentCount == before + 1)
        #expect(run.screen.lastDamage == PixelRect(x: 0, y: 0, width: 128, height: 64))
    }

    @Test func aPanelThatStopsAnsweringComesBackWithoutAKeyPress() throws {
        let run = try Self.start(try Self.profile())
        try run.runner.run(Script(parsing: "wait 100ms", file: "oled"))
        let oled = try #require(run.board.oled)
        let before = oled.glass()
        run.board.bus.unplug(address: 0x3C)
        try run.runner.run(Script(parsing: "press down\nwait 300ms", file: "oled"))
        #expect(run.session.display is any PanelFaultReporting)
        #expect((run.session.display as? any PanelFaultReporting)?.panelFault != nil)
        run.board.bus.plug(address: 0x3C)
        #expect(!oled.isDisplayOn)
        // Nothing is pressed: the retry alone brings the screen back.
        try run.runner.run(Script(parsing: "wait 1s", file: "oled"))
        #expect(oled.isDisplayOn)
        #expect(oled.glass() == run.session.lastFrame?.pixels)
        #expect(oled.glass() != before)
        #expect((run.session.display as? any PanelFaultReporting)?.panelFault == nil)
    }

    @Test func profilesRefuseOLEDSettingsThatCannotWork() throws {
        func read(_ display: String) throws -> BoardProfile {
            try BoardProfile(document: ProfileDocument(parsing: "[display]\n" + display, file: "test.toml"))
        }
        #expect(throws: ProfileError.self) { try read("kind = \"oled\"\nwidth = 128\nheight = 64\nformat = \"rgb565\"") }
        #expect(throws: ProfileError.self) { try read("kind = \"oled\"\nwidth = 96\nheight = 16\nformat = \"mono1\"") }
        #expect(throws: ProfileError.self) { try read("kind = \"oled\"\nwidth = 128\nheight = 64\nformat = \"mono1\"\naddress = 0x3e") }
        do {
            _ = try read("kind = \"oled\"\nwidth = 128\nheight = 64\nformat = \"mono1\"\noverlay = \"dtoverlay=ssd1306\"")
            Issue.record("a kernel overlay and user-space access together were accepted")
        } catch {
            #expect("\(error)".contains("both cannot talk to one panel"))
        }
        let fine = try read("kind = \"oled\"\ncontroller = \"sh1106\"\naddress = 0x3d\nwidth = 128\nheight = 64\nformat = \"mono1\"\ncontrast = 200")
        #expect(fine.oledPanel == OLEDPanel(controller: .sh1106, height: 64, address: 0x3D, contrast: 200))
        #expect(fine.usesRealHardware)
    }

    /// The driver runs a 128x32 module, but the quiz's question, list rows and the keyboard do not
    /// fit in 32 rows (nor in 64 columns on its side): such a profile is refused with the fix.
    @Test(arguments: [
        ("kind = \"oled\"\nwidth = 128\nheight = 32", "display.height", "use a 128x64 module"),
        ("kind = \"simulated-oled\"\nwidth = 128\nheight = 64\nrotation = 270", "display.rotation", "on its side the panel is too narrow"),
        ("kind = \"terminal\"\nwidth = 96\nheight = 64", "display.width", "width to 128 or more"),
        ("kind = \"framebuffer\"\nwidth = 64\nheight = 128\nrotation = 90", "display.rotation", "set rotation = 0 or 180"),
        ("kind = \"framebuffer\"\nwidth = 128\nheight = 32", "display.height", "use a panel of 128x64 or more"),
    ])
    func framesSmallerThanTheScreensAreRefused(display: String, key: String, fix: String) {
        do {
            _ = try BoardProfile(document: ProfileDocument(parsing: "[display]\nformat = \"mono1\"\n" + display, file: "small.toml"))
            Issue.record("a profile drawing frames smaller than 128x64 was accepted")
        } catch {
            #expect(error.key == key)
            #expect("\(error)".contains("smaller than the 128x64"), "\(error)")
            #expect("\(error)".contains(fix), "\(error)")
        }
    }
}
