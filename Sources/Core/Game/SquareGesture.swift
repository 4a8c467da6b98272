/// The four gestures of the falling-squares game. Each square answers to one of them, and the
/// order is the squares' order: the first (tap) falls fastest, the last (swipe down) slowest.
public enum SquareGesture: Int, Sendable, Hashable, CaseIterable, Comparable {
    case tap, doubleTap, swipeUp, swipeDown

    public static func < (lhs: SquareGesture, rhs: SquareGesture) -> Bool { lhs.rawValue < rhs.rawValue }
}
