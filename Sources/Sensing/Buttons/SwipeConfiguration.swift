import GadgetBase
import Hardware

/// Neighbouring buttons in order, so a finger sliding from one to the next is a swipe. A
/// board profile names them: `ButtonRow([.action, .select], runs: .down)` for two buttons
/// one above the other.
public struct ButtonRow: Sendable, Hashable {
    /// The way the row runs from its first button to its last.
    public enum Course: String, Sendable, Hashable { case right, down }

    public var buttons: [Button]
    public var course: Course

    public init(_ buttons: [Button], runs course: Course) {
        self.buttons = buttons
        self.course = course
    }

    /// The swipe a slide from `a` onto `b` makes, when they are next to each other in the row.
    public func slide(from a: Button, to b: Button) -> SwipeDirection? {
        guard let i = buttons.firstIndex(of: a), let j = buttons.firstIndex(of: b), abs(i - j) == 1 else { return nil }
        switch course {
        case .right: return j > i ? .right : .left
        case .down: return j > i ? .down : .up
        }
    }
}

/// Where swipes come from besides a touchscreen. Empty (the default) means no swipes: taps stay taps.
public struct SwipeConfiguration: Sendable, Hashable {
    /// Buttons that stand for a direction (a joystick's four, or buttons the profile maps):
    /// a press released before a long press is a swipe that way instead of a tap.
    public var directionButtons: [Button: SwipeDirection]
    /// Rows of neighbours: pressing one, then its neighbour while the first is still held or
    /// was pressed less than `ButtonTimings.slideWindow` ago, is a swipe from one to the other.
    public var rows: [ButtonRow]

    public init(directionButtons: [Button: SwipeDirection] = [:], rows: [ButtonRow] = []) {
        self.directionButtons = directionButtons
        self.rows = rows
    }

    /// A joystick (or four arrow buttons): each direction is a swipe.
    public static let joystick = SwipeConfiguration(directionButtons: [.up: .up, .down: .down, .left: .left, .right: .right])

    public var isEmpty: Bool { directionButtons.isEmpty && rows.isEmpty }

    func isInRow(_ button: Button) -> Bool { rows.contains { $0.buttons.contains(button) } }

    /// Neighbours of `button` across all rows, each with the swipe a slide from it onto `button` makes.
    func slides(onto button: Button) -> [(from: Button, direction: SwipeDirection)] {
        var result: [(Button, SwipeDirection)] = []
        for row in rows {
            for other in row.buttons where other != button {
                if let direction = row.slide(from: other, to: button) { result.append((other, direction)) }
            }
        }
        return result
    }
}
