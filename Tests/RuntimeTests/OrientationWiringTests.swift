@testable import BoardProfiles
import Apps
import Foundation
import GadgetBase
import Hardware
import Simulation
import Testing
import UI

@testable import GadgetRuntime

/// The board turned (by a script's `orient`, played into the simulated chip's gravity): the real
/// detector sees it, apps hear of it, and apps that allow rotation get a turned display.
@Suite("Orientation wiring")
struct OrientationWiringTests {
    static let rotating = InputPreferences(allowsRotation: true)

    @Test func turningTheBoardReachesTheAppOnTheTestClock() throws {
        let app = RecorderApp(preferences: Self.rotating)
        let run = try WiredRun(apps: [app], open: "recorder")
        run.runner.advance(by: .seconds(1))
        #expect(app.orientations == [.faceUp], "the desktop board starts lying face up")
        let turnStarts = run.clock.now()
        try run.play("orient landscape-left")
        let arrival = try #require(app.events.last { $0.event == .orientation(.landscapeLeft) }?.at)
        // The detector needs the board within 35° of the axis, smoothed (150 ms), held 200 ms.
        #expect(arrival >= turnStarts + .milliseconds(300) && arrival <= turnStarts + .milliseconds(900), "\(arrival)")
        #expect(run.session.deviceOrientation == .landscapeLeft)
        #expect(run.session.displayTurn == .clockwise90)
        try run.play("orient portrait\norient upside-down\norient landscape-right\norient face-down")
        #expect(app.orientations == [.faceUp, .landscapeLeft, .portrait, .upsideDown, .landscapeRight, .faceDown])
        #expect(run.session.displayTurn == .clockwise270, "face down keeps the last upright turn")
    }

    @Test func aBoardHeldAt45DegreesDoesNotFlicker() throws {
        let app = RecorderApp(preferences: Self.rotating)
        let run = try WiredRun(apps: [app], open: "recorder")
        try run.play("orient portrait")
        #expect(app.orientations.last == .portrait)
        let before = app.orientations.count
        // Between portrait (+y) and landscape left (+x), then wobbling a few degrees either side.
        for degrees in [45.0, 41, 49, 44, 47, 43, 46] {
            let angle = degrees * .pi / 180
            run.board.motion.playTurn(to: Vector3(x: sin(angle), y: cos(angle), z: 0), at: run.clock.now(),
                                      duration: .milliseconds(300))
            run.runner.advance(by: .seconds(2))
        }
        #expect(app.orientations.count == before, "\(app.orientations)")
        #expect(run.session.displayTurn == .none)
        try run.play("orient landscape-left")
        #expect(app.orientations.dropFirst(before) == [.landscapeLeft])
    }

    @Test func anAppThatAllowsRotationIsDrawnTurnedOntoThePanel() throws {
        var wide = BoardProfile.desktop
        wide.display = DisplayGeometry(width: 320, height: 240, format: .xrgb8888)
        let app = RecorderApp(preferences: Self.rotating)
        let run = try WiredRun(apps: [app], profile: wide, open: "recorder")
        try run.play("orient landscape-left")
        let shown = try #require(run.session.lastFrame?.pixels)
        #expect(shown.width == 320 && shown.height == 240)
        let upright = Renderer(geometry: DisplayGeometry(width: 240, height: 320, format: .xrgb8888)).render(app.render)
        #expect(shown == DisplayTurn.clockwise90.rotate(upright.pixels))
        // The app's top bar (white) now runs down the panel's right edge.
        #expect(shown.color(x: 315, y: 120) == .white)
        #expect(shown.color(x: 100, y: 5) != .white)
    }

    @Test func anAppThatDoesNotAllowRotationStaysUpright() throws {
        let app = RecorderApp(preferences: InputPreferences())
        let run = try WiredRun(apps: [app], open: "recorder")
        try run.play("orient landscape-right")
        #expect(app.orientations.last == .landscapeRight, "it still hears how the board is held")
        #expect(run.session.displayTurn == .none)
        #expect(run.session.lastFrame?.pixels.color(x: 100, y: 5) == .white)
    }

    @Test func strokesOnATurnedPanelLandWhereTheAppDrewThings() throws {
        let app = RecorderApp(preferences: Self.rotating)
        let run = try WiredRun(apps: [app], open: "recorder")
        try run.play("orient landscape-left\nstroke 230,10 230,100")
        // Turned clockwise onto a 240x240 panel: the panel's right edge is the app's top.
        let stroke = try #require(app.strokes.last)
        #expect(stroke.map(\.x) == [10, 100])
        #expect(stroke.map(\.y) == [10, 10])
    }

    /// From lying flat (how the desktop board starts) the first press already turns the picture.
    @Test func theDesktopKeyTurnsAQuarterAnticlockwise() {
        var held = Orientation.faceUp
        var seen: [Orientation] = []
        for _ in 0..<5 {
            held = held.nextQuarterTurn
            seen.append(held)
        }
        #expect(seen == [.landscapeLeft, .upsideDown, .landscapeRight, .portrait, .landscapeLeft])
        for orientation in Orientation.allCases {
            #expect(Orientation(scriptName: orientation.scriptName) == orientation)
        }
        #expect(Orientation.landscapeLeft.scriptName == "landscape-left")
    }

    @Test func orientNeedsANameItKnows() throws {
        #expect(throws: ScriptError.self) { try Script(parsing: "orient sideways", file: "t") }
        #expect(throws: ScriptError.self) { try Script(parsing: "orient", file: "t") }
        #expect(try Script(parsing: "orient upside-down", file: "t").steps.first?.command == .orient(.upsideDown))
    }
}

/// The pure turn from an app's frame to the panel, in every pixel format.
@Suite("Display turns")
struct DisplayTurnTests {
    /// A `width` x `height` buffer whose every pixel has its own colour (or, in mono, a pattern).
    func numbered(width: Int, height: Int, format: PixelFormat) -> PixelBuffer {
        var buffer = PixelBuffer(width: width, height: height, format: format)
        for y in 0..<height {
            for x in 0..<width {
                let value = y * width + x
                switch format {
                case .mono1:
                    if (x * 7 + y * 3) % 5 < 2 { buffer.bytes[y * buffer.stride + x / 8] |= 0x80 >> UInt8(x % 8) }
                case .rgb565:
                    buffer.bytes[y * buffer.stride + x * 2] = UInt8(value & 0xFF)
                    buffer.bytes[y * buffer.stride + x * 2 + 1] = UInt8(value >> 8)
                case .xrgb8888:
                    buffer.bytes[y * buffer.stride + x * 4] = UInt8(value & 0xFF)
                    buffer.bytes[y * buffer.stride + x * 4 + 1] = UInt8(value >> 8)
                    buffer.bytes[y * buffer.stride + x * 4 + 2] = 7
                }
            }
        }
        return buffer
    }

    @Test(arguments: PixelFormat.allCases)
    func aQuarterTurnMovesTheTopLeftToTheTopRight(format: PixelFormat) {
        let app = numbered(width: 11, height: 5, format: format)
        let panel = DisplayTurn.clockwise90.rotate(app)
        #expect(panel.width == 5 && panel.height == 11)
        for y in 0..<5 {
            for x in 0..<11 {
                #expect(panel.color(x: 4 - y, y: x) == app.color(x: x, y: y))
            }
        }
    }

    @Test(arguments: PixelFormat.allCases)
    func turnsComposeAsQuarterTurnsDo(format: PixelFormat) {
        let app = numbered(width: 13, height: 6, format: format)
        let once = DisplayTurn.clockwise90.rotate(app)
        let twice = DisplayTurn.clockwise90.rotate(once)
        #expect(twice == DisplayTurn.upsideDown.rotate(app))
        #expect(DisplayTurn.clockwise90.rotate(twice) == DisplayTurn.clockwise270.rotate(app))
        #expect(DisplayTurn.clockwise270.rotate(once) == app)
        #expect(DisplayTurn.upsideDown.rotate(DisplayTurn.upsideDown.rotate(app)) == app)
        #expect(DisplayTurn.none.rotate(app) == app)
    }

    @Test(arguments: DisplayTurn.allCases)
    func aTouchLandsOnThePixelItCovers(turn: DisplayTurn) {
        let app = DisplayGeometry(width: 7, height: 4, format: .rgb565)
        let panel = turn.swapsAxes ? (width: 4, height: 7) : (width: 7, height: 4)
        #expect(turn.appGeometry(panel: DisplayGeometry(width: panel.width, height: panel.height, format: .rgb565)) == app)
        for y in 0..<app.height {
            for x in 0..<app.width {
                let lit = turn.panelPixel(x: x, y: y, panelWidth: panel.width, panelHeight: panel.height)
                let touched = turn.appPoint(panelX: Double(lit.x) + 0.5, panelY: Double(lit.y) + 0.5,
                                            panelWidth: panel.width, panelHeight: panel.height)
                #expect(touched.x == Double(x) + 0.5 && touched.y == Double(y) + 0.5)
            }
        }
    }

    @Test func faceUpAndFaceDownKeepTheTurn() {
        #expect(DisplayTurn(holding: .landscapeLeft, current: .none) == .clockwise90)
        #expect(DisplayTurn(holding: .faceUp, current: .clockwise270) == .clockwise270)
        #expect(DisplayTurn(holding: .faceDown, current: .upsideDown) == .upsideDown)
        #expect(DisplayTurn(holding: .portrait, current: .upsideDown) == .none)
    }
}
