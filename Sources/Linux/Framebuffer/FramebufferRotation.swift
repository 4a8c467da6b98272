import GadgetBase
import Hardware

/// How far the picture is turned, clockwise, on its way from Gadget's frame (the panel as the
/// user holds it) to the framebuffer's memory (the panel as the controller scans it).
/// With `.clockwise90`, the frame's top-left pixel lands at the framebuffer's top-right.
public enum FramebufferRotation: Int, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    case none = 0
    case clockwise90 = 90
    case upsideDown = 180
    case clockwise270 = 270

    /// From a board profile's "rotation = 90"; nil for angles that are not quarter turns.
    public init?(degrees: Int) {
        let normalized = ((degrees % 360) + 360) % 360
        self.init(rawValue: normalized)
    }

    public var degrees: Int { rawValue }
    public var description: String { "\(rawValue)°" }

    /// Whether width and height trade places between the frame and the framebuffer.
    public var swapsAxes: Bool { self == .clockwise90 || self == .clockwise270 }

    /// The frame's size for a framebuffer of `physicalWidth` × `physicalHeight`.
    func logicalSize(physicalWidth: Int, physicalHeight: Int) -> (width: Int, height: Int) {
        swapsAxes ? (physicalHeight, physicalWidth) : (physicalWidth, physicalHeight)
    }

    /// Where the frame's pixel (x, y) lands in a framebuffer of the given physical size.
    @inline(__always)
    func physicalPoint(x: Int, y: Int, physicalWidth: Int, physicalHeight: Int) -> (x: Int, y: Int) {
        switch self {
        case .none: (x, y)
        case .clockwise90: (physicalWidth - 1 - y, x)
        case .upsideDown: (physicalWidth - 1 - x, physicalHeight - 1 - y)
        case .clockwise270: (y, physicalHeight - 1 - x)
        }
    }

    /// The framebuffer rectangle covering the frame's rectangle `rect`.
    func physicalRect(_ rect: PixelRect, physicalWidth: Int, physicalHeight: Int) -> PixelRect {
        switch self {
        case .none:
            rect
        case .clockwise90:
            PixelRect(x: physicalWidth - rect.maxY, y: rect.x, width: rect.height, height: rect.width)
        case .upsideDown:
            PixelRect(x: physicalWidth - rect.maxX, y: physicalHeight - rect.maxY, width: rect.width, height: rect.height)
        case .clockwise270:
            PixelRect(x: rect.y, y: physicalHeight - rect.maxX, width: rect.height, height: rect.width)
        }
    }
}
