import Core
import Foundation
import GadgetBase
import Hardware
import Simulation
import UI

@testable import Apps

/// An AppHost for driving one app in a test: a test clock, timers fired when the test moves
/// time, and off-thread work run to completion when the test settles it.
final class ChatsTestHost: AppHost {
    let testClock: TestClock
    var clock: any GadgetClock { testClock }
    let localizer: Localizer
    var deviceOrientation: Orientation?
    private(set) var needsDisplay = false
    private(set) var animationDeadline: Instant?
    private var timers: [Int: (due: Instant, action: () -> Void)] = [:]
    private var nextTimer = 1
    private var pending: [() async -> Void] = []

    init(language: Language = .en, clock: TestClock = TestClock()) {
        self.testClock = clock
        self.localizer = Localizer(language: language)
    }

    var pendingWork: Int { pending.count }

    func schedule(after delay: Duration, _ action: @escaping () -> Void) -> TimerToken {
        defer { nextTimer += 1 }
        timers[nextTimer] = (clock.now() + delay, action)
        return TimerToken(nextTimer)
    }

    func cancelTimer(_ token: TimerToken) { timers[token.rawValue] = nil }

    func perform<Result: Sendable>(_ work: @escaping @Sendable () async -> Result, then: @escaping (Result) -> Void) {
        pending.append { then(await work()) }
    }

    /// Runs all off-thread work (and any it starts) to completion, delivering results.
    func settle() async {
        while !pending.isEmpty {
            let batch = pending
            pending.removeAll()
            for work in batch { await work() }
        }
    }

    func setNeedsDisplay() { needsDisplay = true }
    func animate(until deadline: Instant) { animationDeadline = max(animationDeadline ?? deadline, deadline) }

    /// Moves the clock to `instant`, firing due timers in order.
    func advance(to instant: Instant) {
        while let (id, timer) = timers.filter({ $0.value.due <= instant }).min(by: { $0.value.due < $1.value.due }) {
            testClock.advance(to: timer.due)
            timers[id] = nil
            timer.action()
        }
        testClock.advance(to: instant)
    }

    func advance(by duration: Duration) { advance(to: clock.now() + duration) }
}

enum ChatsFixtures {
    static let displays = [
        DisplayGeometry(width: 128, height: 64, format: .mono1),
        DisplayGeometry(width: 240, height: 240, format: .rgb565),
        DisplayGeometry(width: 320, height: 240, format: .xrgb8888),
    ]

    static func chat(_ id: Int, name: String = "Mia Wong", message: String = "Sent you the slides.",
                     unread: Int = 2, avatar: URL? = nil) -> Chat {
        Chat(id: id, fullName: name, avatarURL: avatar, message: message, unreadCount: unread,
             sendingDate: TestClock.defaultWallStart.addingTimeInterval(-3_600))
    }

    /// A source that hands back a fixed list (or failure), as any real one would.
    struct FixedSource: ChatsDataSource {
        let result: Result<ChatList, ChatsLoadError>
        var origin: String { "fixture" }
        func loadChats() async -> Result<ChatList, ChatsLoadError> { result }
    }

    static func app(_ chats: [Chat], warnings: [ChatEntryWarning] = [], timings: ChatsTimings = ChatsTimings(),
                    report: @escaping @Sendable (String) -> Void = { _ in }) -> ChatsApp {
        ChatsApp(source: FixedSource(result: .success(ChatList(chats: chats, warnings: warnings))), timings: timings,
                 timeZone: TimeZone(identifier: "UTC")!, report: report)
    }

    /// A square picture: an orange disc on blue, so it is easy to tell from the grey placeholder.
    static func avatarPNG(size: Int = 64) throws -> [UInt8] {
        let renderer = Renderer(geometry: DisplayGeometry(width: size, height: size, format: .xrgb8888))
        let frame = renderer.render { canvas in
            canvas.clear(Color(hex: 0x1E4FD8))
            canvas.fillCircle(center: Point(x: Double(size) / 2, y: Double(size) / 2), radius: Double(size) / 3,
                              color: Color(hex: 0xFF8A00))
        }
        return try PNGFile.encode(frame.pixels)
    }
}

extension RGB {
    /// The largest difference in any channel.
    func distance(to other: RGB) -> Int {
        max(abs(Int(r) - Int(other.r)), abs(Int(g) - Int(other.g)), abs(Int(b) - Int(other.b)))
    }
}
