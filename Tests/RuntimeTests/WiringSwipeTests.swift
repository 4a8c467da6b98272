@testable import BoardProfiles
import Core
import Apps
import Foundation
import GadgetBase
import Hardware
import Sensing
import Testing

@testable import GadgetRuntime

/// The profile's [swipes] table and [accelerometer] knocks key, and swipes reaching only the
/// apps that ask for them.
@Suite("Gesture wiring: profiles and swipes")
struct WiringSwipeTests {
    func parse(_ text: String) throws -> BoardProfile {
        try BoardProfile(document: ProfileDocument(parsing: text, file: "board.toml"))
    }

    func failure(_ text: String) -> ProfileError? {
        do { _ = try parse(text); return nil } catch { return error as? ProfileError }
    }

    @Test func swipesFromAJoystickNamedButtonsAndRows() throws {
        let profile = try parse("""
            [swipes]
            joystick = true
            action = "up"
            rows_down = [["select", "back"]]
            rows_right = ["left", "select", "right"]
            """)
        #expect(profile.swipes.directionButtons == [.up: .up, .down: .down, .left: .left, .right: .right, .action: .up])
        #expect(profile.swipes.rows == [ButtonRow([.select, .back], runs: .down), ButtonRow([.left, .select, .right], runs: .right)])
        #expect(profile.inputWiring.swipes == profile.swipes)
        #expect(try parse("[display]").swipes.isEmpty, "no table, no swipes")
    }

    @Test func knocksComeFromWhereTheProfileSays() throws {
        #expect(try parse("[accelerometer]").knocks == .software)
        #expect(try parse("[accelerometer]\nknocks = \"off\"").knocks == .off)
        let adxl = try parse("[accelerometer]\nkind = \"adxl345\"\nknocks = \"chip\"")
        #expect(adxl.inputWiring.knocks == .chip)
        let mpu = failure("[accelerometer]\nkind = \"mpu6050\"\nknocks = \"chip\"")
        #expect(mpu?.line == 3 && mpu?.key == "accelerometer.knocks")
        #expect(mpu?.message.contains("MPU-6050 has no tap engine") == true)
        #expect(failure("[accelerometer]\nknocks = \"chips\"")?.message.contains("did you mean \"chip\"") == true)
    }

    @Test func badSwipeSettingsSayWhatIsWrong() {
        let direction = failure("[swipes]\nselect = \"sideways\"")
        #expect(direction?.key == "swipes.select" && direction?.message.contains("\"up\"") == true)
        let button = failure("[swipes]\nrows_down = [\"select\", \"start\"]")
        #expect(button?.key == "swipes.rows_down" && button?.message.contains("not a button") == true)
        let lonely = failure("[swipes]\nrows_right = [[\"select\"]]")
        #expect(lonely?.message.contains("two or more different buttons") == true)
        let twice = failure("[swipes]\nrows_right = [\"select\", \"select\"]")
        #expect(twice?.message.contains("two or more different buttons") == true)
        #expect(failure("[swipes]\nrows_down = \"select\"")?.message.contains("list of neighbouring buttons") == true)
        #expect(failure("[swipes]\njoystik = true")?.message.contains("did you mean joystick") == true)
    }

    /// A board of GPIO buttons only: a swipe with a button that is not wired could never be
    /// made, so the profile is refused; keys in a terminal or an input device give any button.
    @Test func aSwipeWithAnUnwiredButtonIsRefusedOnGPIOButtons() throws {
        let panel = "[display]\nkind = \"framebuffer\"\n[gpio]\nchip = \"pinctrl-rp1\"\n[buttons]\nselect = \"GPIO23\"\ndown = \"GPIO24\"\n"
        let row = try #require(failure(panel + "[swipes]\nrows_down = [[\"up\", \"down\"]]\n"))
        #expect(row.key == "swipes.rows_down" && row.line == 9, "\(row)")
        #expect(row.message == "the up button is not wired ([buttons] has down, select): wire it there, "
            + "or swipe with the buttons that are")
        #expect(try #require(failure(panel + "[swipes]\nback = \"left\"\n")).key == "swipes.back")
        #expect(try parse(panel + "[swipes]\nrows_down = [\"select\", \"down\"]\njoystick = true\n").swipes.rows.count == 1)
        let withJoystick = panel + "[input]\ndevices = [\"Raspberry Pi Sense HAT Joystick\"]\n"
        #expect(try parse(withJoystick + "[swipes]\nrows_down = [[\"up\", \"down\"]]\n").swipes.rows.count == 1)
    }

    @Test func everyBoardsSwipesFitItsButtons() throws {
        let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../boards")
            .standardized.path
        let names = try FileManager.default.contentsOfDirectory(atPath: directory).filter { $0.hasSuffix(".toml") }
        #expect(names.count >= 8)
        for name in names {
            let profile = try BoardCatalog.load(path: directory + "/" + name)
            #expect(!profile.swipes.isEmpty, "\(name) gives apps that take swipes a way to make them")
            // On a real board every button a swipe uses must be wired (the desktop has every key).
            guard !profile.buttonLines.isEmpty else { continue }
            let wired = Set(profile.buttonLines.map(\.button))
            let used = Set(profile.swipes.rows.flatMap(\.buttons))
            #expect(used.isSubset(of: wired), "\(name): \(used.subtracting(wired))")
            #expect(!Set(profile.swipes.directionButtons.keys).isDisjoint(with: wired) || !used.isEmpty, "\(name)")
        }
    }

    func joystickRun(_ apps: [any GadgetApp], open: String) throws -> WiredRun {
        var profile = BoardProfile.desktop
        profile.swipes = SwipeConfiguration(directionButtons: SwipeConfiguration.joystick.directionButtons,
                                            rows: [ButtonRow([.select, .back], runs: .down)])
        return try WiredRun(apps: apps, profile: profile, open: open)
    }

    @Test func anAppThatTakesSwipesGetsThemAndOthersKeepTheirTaps() throws {
        let swiper = RecorderApp(identifier: "swiper", preferences: InputPreferences(wantsSwipes: true))
        let lister = RecorderApp(identifier: "lister")
        let run = try joystickRun([swiper, lister], open: "swiper")
        // Select is in a slide row: its tap waits out the slide window.
        try run.play("tap up\ntap right\ntap select\nwait 300ms")
        #expect(swiper.gestures == [.swipe(.up), .swipe(.right), .button(.select, .tap)])
        _ = run.session.open(appNamed: "lister")
        try run.play("tap up\ntap right")
        #expect(lister.gestures == [.button(.up, .tap), .button(.right, .tap)])
    }

    @Test func aSlideAcrossNeighboursIsASwipe() throws {
        let swiper = RecorderApp(identifier: "swiper", preferences: InputPreferences(wantsSwipes: true))
        let run = try joystickRun([swiper], open: "swiper")
        let now = run.clock.now()
        run.session.inject(ButtonEdge(button: .select, isPressed: true, timestamp: now))
        run.runner.advance(by: .milliseconds(60))
        run.session.inject(ButtonEdge(button: .back, isPressed: true, timestamp: run.clock.now()))
        run.runner.advance(by: .milliseconds(60))
        run.session.inject(ButtonEdge(button: .select, isPressed: false, timestamp: run.clock.now()))
        run.session.inject(ButtonEdge(button: .back, isPressed: false, timestamp: run.clock.now()))
        run.runner.advance(by: .seconds(1))
        #expect(swiper.gestures == [.swipe(.down)])
    }

    @Test func theLauncherKeepsItsTaps() throws {
        let swiper = RecorderApp(identifier: "swiper", preferences: InputPreferences(wantsSwipes: true))
        let run = try joystickRun([swiper, RecorderApp(identifier: "other")], open: "swiper")
        try run.play("home\ntap down\ntap select")
        // Down moved the launcher's selection to the second app, select opened it.
        #expect(run.session.activeApp?.identifier == "other")
    }
}
