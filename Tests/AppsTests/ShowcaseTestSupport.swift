import Core
import Foundation
import GadgetBase
import Hardware
import Simulation
import Testing
import UI

@testable import Apps

/// An AppHost on a test clock for the Focus Start apps: timers fire as the test moves time on,
/// and frames are rendered on demand.
final class FocusAppHost: AppHost {
    let clock: any GadgetClock
    let testClock: TestClock
    let localizer: Localizer
    var deviceOrientation: Orientation?
    private(set) var animationDeadline: Instant?
    private var timers: [(id: Int, due: Instant, action: () -> Void)] = []
    private var nextTimer = 1

    init(language: Language = .en) {
        testClock = TestClock()
        clock = testClock
        localizer = Localizer(language: language)
    }

    @discardableResult
    func schedule(after delay: Duration, _ action: @escaping () -> Void) -> TimerToken {
        defer { nextTimer += 1 }
        timers.append((nextTimer, clock.now() + delay, action))
        return TimerToken(nextTimer)
    }

    func cancelTimer(_ token: TimerToken) { timers.removeAll { $0.id == token.rawValue } }

    func perform<Result: Sendable>(_ work: @escaping @Sendable () async -> Result, then: @escaping (Result) -> Void) {
        Issue.record("the Focus Start apps do no off-thread work")
    }

    func setNeedsDisplay() {}
    func animate(until deadline: Instant) { animationDeadline = max(animationDeadline ?? deadline, deadline) }

    /// Moves time on, firing each timer at its moment.
    func advance(by duration: Duration) {
        let target = clock.now() + duration
        while let next = timers.min(by: { $0.due < $1.due }), next.due <= target {
            timers.removeAll { $0.id == next.id }
            testClock.advance(to: next.due)
            next.action()
        }
        testClock.advance(to: target)
    }
}

/// The displays every screen is checked on: three sizes, each in both orientations.
struct GoldenDisplay: CustomStringConvertible, Sendable {
    var geometry: DisplayGeometry
    var orientation: Orientation

    var description: String {
        "\(geometry.width)x\(geometry.height)-\(orientation == .portrait ? "portrait" : "landscape")"
    }

    static let all: [GoldenDisplay] = [
        GoldenDisplay(geometry: DisplayGeometry(width: 128, height: 64, format: .mono1), orientation: .landscapeLeft),
        GoldenDisplay(geometry: DisplayGeometry(width: 64, height: 128, format: .mono1), orientation: .portrait),
        GoldenDisplay(geometry: DisplayGeometry(width: 240, height: 240, format: .rgb565), orientation: .portrait),
        GoldenDisplay(geometry: DisplayGeometry(width: 240, height: 240, format: .rgb565), orientation: .landscapeLeft),
        GoldenDisplay(geometry: DisplayGeometry(width: 320, height: 240, format: .xrgb8888), orientation: .landscapeLeft),
        GoldenDisplay(geometry: DisplayGeometry(width: 240, height: 320, format: .xrgb8888), orientation: .portrait),
    ]

    /// The square display looks the same both ways except where a screen follows the
    /// orientation itself; those screens alone are kept twice.
    var isSquareDuplicate: Bool { geometry.width == geometry.height && orientation != .portrait }
}

/// Compares a rendered frame with a PNG under Goldens/focus/, or writes the PNG when
/// GADGET_UPDATE_GOLDENS=1. Small differences (font hinting on another machine) are tolerated:
/// a pixel counts as different when a channel moves by more than 48, and up to 0.5% may.
enum Golden {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Goldens/focus")

    static var updating: Bool { ProcessInfo.processInfo.environment["GADGET_UPDATE_GOLDENS"] == "1" }

    static func check(_ frame: Frame, named name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let path = directory.appendingPathComponent(name + ".png").path
        if updating {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try PNGFile.write(frame.pixels, to: path)
            return
        }
        let expected = try PNGFile.read(path: path)
        let actual = frame.pixels
        try #require(expected.width == actual.width && expected.height == actual.height,
                     "\(name): golden is \(expected.width)x\(expected.height)", sourceLocation: sourceLocation)
        var differing = 0
        for y in 0..<actual.height {
            for x in 0..<actual.width {
                let a = actual.color(x: x, y: y), b = expected.color(x: x, y: y)
                if abs(Int(a.r) - Int(b.r)) > 48 || abs(Int(a.g) - Int(b.g)) > 48 || abs(Int(a.b) - Int(b.b)) > 48 {
                    differing += 1
                }
            }
        }
        let allowed = actual.width * actual.height / 200
        if differing > allowed {
            let failed = NSTemporaryDirectory() + "golden-\(name).png"
            try? PNGFile.write(actual, to: failed)
            let message = "\(name): \(differing) pixels differ (allowed \(allowed)); this run's frame is at \(failed); "
                + "if the change is intended, rerun with GADGET_UPDATE_GOLDENS=1"
            Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
        }
    }
}

extension GadgetApp {
    /// The app's screen on `geometry`, as the runtime would draw it.
    func frame(on geometry: DisplayGeometry) -> Frame {
        Renderer(geometry: geometry).render { render($0) }
    }
}
