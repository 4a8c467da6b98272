import GadgetBase
import Hardware

/// Every duration and scale of the chats app's opening, named so each is easy to adjust.
public struct ChatsTimings: Sendable, Equatable {
    /// How long the launch screen (the logo) stays before the loading screen.
    public var launch: Duration = .milliseconds(600)
    /// One cross-dissolve from a loader frame to the next.
    public var loaderFrame: Duration = .milliseconds(100)
    /// How long the loading screen shows before the move to the chats.
    public var loading: Duration = .seconds(2)
    /// The move from the loading screen to the chats.
    public var transition: Duration = .milliseconds(300)
    /// The loading screen grows to this scale while it fades out.
    public var outgoingFinalScale = 1.2
    /// The chats screen starts this small behind it and grows to full size.
    public var incomingInitialScale = 0.7

    public init() {}

    /// From opening the app to the chats standing still.
    public var total: Duration { launch + loading + transition }
}

/// Two neighbouring loader frames and how far the dissolve from one to the other has gone.
public struct LoaderBlend: Sendable, Equatable {
    public var from: Int
    public var to: Int
    /// 0 shows only `from`, 1 only `to`.
    public var mix: Double
}

/// What the opening shows at one moment.
public enum ChatsStage: Sendable, Equatable {
    case launch
    case loading(LoaderBlend)
    /// `progress` runs 0...1 over the transition (already eased); the loader keeps turning.
    case transition(progress: Double, loader: LoaderBlend)
    case chats
}

/// The opening as a pure function of time since the app was opened, so the host's clock alone
/// decides every frame and a test clock makes each one exact.
public struct ChatsTimeline: Sendable {
    public let timings: ChatsTimings
    public let loaderFrameCount: Int

    public init(timings: ChatsTimings, loaderFrameCount: Int = LoaderFrames.count) {
        self.timings = timings
        self.loaderFrameCount = max(1, loaderFrameCount)
    }

    public func stage(at elapsed: Duration) -> ChatsStage {
        if elapsed < timings.launch { return .launch }
        let sinceLoading = elapsed - timings.launch
        if sinceLoading < timings.loading { return .loading(loader(at: sinceLoading)) }
        let sinceTransition = sinceLoading - timings.loading
        guard timings.transition > .zero, sinceTransition < timings.transition else { return .chats }
        let linear = sinceTransition.seconds / timings.transition.seconds
        return .transition(progress: Self.easeInOut(linear), loader: loader(at: sinceLoading))
    }

    /// The loader `sinceLoading` into the loading screen: frame n dissolves into n+1, looping.
    public func loader(at sinceLoading: Duration) -> LoaderBlend {
        let frame = max(timings.loaderFrame.seconds, 1e-6)
        let position = max(0, sinceLoading.seconds) / frame
        let whole = position.rounded(.down)
        let from = Int(whole.truncatingRemainder(dividingBy: Double(loaderFrameCount)))
        return LoaderBlend(from: from, to: (from + 1) % loaderFrameCount, mix: position - whole)
    }

    /// Slow in, slow out, and symmetric: halfway in time is halfway in motion.
    static func easeInOut(_ t: Double) -> Double {
        let x = min(1, max(0, t))
        return x * x * (3 - 2 * x)
    }

    /// The two screens' scales and the outgoing one's opacity at `progress`.
    public func transitionPose(_ progress: Double) -> (outgoingScale: Double, outgoingOpacity: Double, incomingScale: Double) {
        let p = min(1, max(0, progress))
        return (1 + (timings.outgoingFinalScale - 1) * p, 1 - p,
                timings.incomingInitialScale + (1 - timings.incomingInitialScale) * p)
    }
}
