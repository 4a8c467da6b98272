import GadgetBase
import Hardware
import Sensing

/// What a board's profile says about gestures beyond plain button presses: where swipes come
/// from, and where knocks on the case come from.
public struct InputWiring: Sendable, Hashable {
    /// Direction buttons and slide rows; used only while the open app asks for swipes, so lists
    /// elsewhere keep their immediate taps.
    public var swipes: SwipeConfiguration
    public var knocks: KnockSourceKind

    public init(swipes: SwipeConfiguration = .init(), knocks: KnockSourceKind = .software) {
        self.swipes = swipes
        self.knocks = knocks
    }
}
