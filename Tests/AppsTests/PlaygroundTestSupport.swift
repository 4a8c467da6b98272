import Core
import Foundation
import GadgetBase
import Hardware
import Simulation
import Testing

@testable import Apps

/// A host on a test clock for the playground: timers fire at their exact instants.
final class PlaygroundTestHost: AppHost {
    let testClock = TestClock(start: .seconds(10))
    var clock: any GadgetClock { testClock }
    let localizer: Localizer
    var deviceOrientation: Orientation?
    private(set) var displayRequests = 0
    private var timers: [Int: (due: Instant, action: () -> Void)] = [:]
    private var nextTimer = 1

    init(language: Language = .en) { localizer = Localizer(language: language) }

    var pendingTimers: Int { timers.count }
    var now: Instant { testClock.now() }

    func schedule(after delay: Duration, _ action: @escaping () -> Void) -> TimerToken {
        let id = nextTimer
        nextTimer += 1
        timers[id] = (now + delay, action)
        return TimerToken(id)
    }

    func cancelTimer(_ token: TimerToken) { timers[token.rawValue] = nil }

    func perform<Result: Sendable>(_ work: @escaping @Sendable () async -> Result, then: @escaping (Result) -> Void) {
        Issue.record("the playground asked for off-thread work")
    }

    func setNeedsDisplay() { displayRequests += 1 }
    func animate(until deadline: Instant) {}

    func advance(by duration: Duration) {
        let target = now + duration
        while let (id, timer) = timers.filter({ $0.value.due <= target }).min(by: { ($0.value.due, $0.key) < ($1.value.due, $1.key) }) {
            testClock.advance(to: timer.due)
            timers[id] = nil
            timer.action()
        }
        testClock.advance(to: target)
    }
}

/// Drawings as a hand makes them: points 16 ms apart from `start`.
enum Hand {
    static func stroke(_ points: [Point], from start: Instant) -> [StrokePoint] {
        points.enumerated().map { StrokePoint(x: $1.x, y: $1.y, timestamp: start + .milliseconds(16 * $0)) }
    }

    static func circle(x: Double = 120, y: Double = 120, radius: Double = 60) -> [Point] {
        (0...36).map { index in
            let angle = 0.3 + 2 * Double.pi * Double(index) / 36
            return Point(x: x + radius * cos(angle), y: y + radius * sin(angle))
        }
    }

    static func dot(x: Double = 120, y: Double = 120) -> [Point] { [Point(x: x, y: y), Point(x: x + 1, y: y + 1)] }

    static func polygon(_ corners: [Point], perSide: Int = 8) -> [Point] {
        var points: [Point] = []
        for (a, b) in zip(corners, corners.dropFirst() + corners.prefix(1)) {
            for step in 0..<perSide {
                let t = Double(step) / Double(perSide)
                points.append(Point(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t))
            }
        }
        return points + corners.prefix(1)
    }

    static let square = polygon([Point(x: 60, y: 60), Point(x: 180, y: 60), Point(x: 180, y: 180), Point(x: 60, y: 180)])
    static let triangle = polygon([Point(x: 120, y: 50), Point(x: 180, y: 160), Point(x: 60, y: 160)], perSide: 10)
}
