import Hardware

/// Room to leave inside each edge of a rect.
public struct Insets: Sendable, Hashable {
    public var top: Double
    public var left: Double
    public var bottom: Double
    public var right: Double

    public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
        self.top = top; self.left = left; self.bottom = bottom; self.right = right
    }

    public static let zero = Insets()

    /// The same room on every edge.
    public static func all(_ value: Double) -> Insets {
        Insets(top: value, left: value, bottom: value, right: value)
    }

    /// `horizontal` on the left and right, `vertical` on the top and bottom.
    public init(horizontal: Double = 0, vertical: Double = 0) {
        self.init(top: vertical, left: horizontal, bottom: vertical, right: horizontal)
    }
}

/// One part of a stack of rows or columns: a fixed length, or a share of what the fixed parts
/// and the gaps leave.
public enum StackPart: Sendable, Hashable {
    case fixed(Double)
    case flexible
}

extension Rect {
    /// The rect with `insets` left inside its edges; never narrower or shorter than nothing.
    public func inset(by insets: Insets) -> Rect {
        insetBy(top: insets.top, left: insets.left, bottom: insets.bottom, right: insets.right)
    }

    /// Cuts a slice of `amount` off `edge`, then `gap` between the slice and the remainder:
    /// a scroll bar beside a list, a label over a field.
    public func divided(atDistance amount: Double, from edge: Edge, gap: Double) -> (slice: Rect, remainder: Rect) {
        let (slice, rest) = divided(atDistance: amount, from: edge)
        return (slice, rest.divided(atDistance: gap, from: edge).remainder)
    }

    /// The rect split top to bottom into `parts`, `gap` apart. See `stack`.
    public func rows(_ parts: [StackPart], gap: Double = 0) -> [Rect] {
        stack(parts, gap: gap, vertical: true)
    }

    /// The rect split left to right into `parts`, `gap` apart. See `stack`.
    public func columns(_ parts: [StackPart], gap: Double = 0) -> [Rect] {
        stack(parts, gap: gap, vertical: false)
    }

    /// Fixed parts get their length; flexible ones share what is left, in whole pixels, the last
    /// one taking the remainder so the parts end exactly at the far edge. With no flexible part
    /// the fixed ones start at the near edge and whatever is left stays empty after them. Parts
    /// that do not fit are squeezed to nothing at the far edge rather than spilling past it.
    private func stack(_ parts: [StackPart], gap: Double, vertical: Bool) -> [Rect] {
        guard !parts.isEmpty else { return [] }
        let length = vertical ? height : width
        let fixed = parts.reduce(0.0) { total, part in
            if case .fixed(let value) = part { total + max(0, value) } else { total }
        }
        let flexibleCount = parts.filter { $0 == .flexible }.count
        let left = max(0, length - fixed - gap * Double(parts.count - 1))
        let share = flexibleCount > 0 ? (left / Double(flexibleCount)).rounded(.down) : 0
        var flexibleSeen = 0
        var position = vertical ? minY : minX
        let end = vertical ? maxY : maxX
        return parts.map { part in
            var size: Double
            switch part {
            case .fixed(let value): size = max(0, value)
            case .flexible:
                flexibleSeen += 1
                size = flexibleSeen == flexibleCount ? left - share * Double(flexibleCount - 1) : share
            }
            let start = min(position, end)
            size = min(size, end - start)
            position = start + size + gap
            return vertical ? Rect(x: x, y: start, width: width, height: size)
                : Rect(x: start, y: y, width: size, height: height)
        }
    }
}
