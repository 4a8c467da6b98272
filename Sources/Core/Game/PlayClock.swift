import GadgetBase
import Hardware

/// Play time: the host's clock with the pauses taken out. The game's rules only ever see
/// play time, so a game paused for an hour resumes exactly where it stopped.
public struct PlayClock: Sendable, Hashable {
    /// Play time gathered before the current run (all the earlier runs between pauses).
    public private(set) var banked: Duration = .zero
    /// When the current run began; nil while paused or not started.
    public private(set) var runningSince: Instant?

    public init() {}

    public var isRunning: Bool { runningSince != nil }

    public func playTime(at now: Instant) -> Duration {
        guard let runningSince else { return banked }
        return banked + max(.zero, now - runningSince)
    }

    /// The host instant at which play time reaches `time`, while running.
    public func instant(atPlayTime time: Duration) -> Instant? {
        runningSince.map { $0 + (time - banked) }
    }

    public mutating func run(at now: Instant) {
        guard runningSince == nil else { return }
        runningSince = now
    }

    public mutating func pause(at now: Instant) {
        banked = playTime(at: now)
        runningSince = nil
    }
}
