import GadgetBase
import Hardware

/// How far the runtime turns an app's frame, clockwise, on its way to the panel, so the picture
/// stays upright for a person holding the board turned. With `.clockwise90` the app's top-left
/// pixel lands at the panel's top-right, which is where the top-left is for someone who turned
/// the board anticlockwise (landscape left).
public enum DisplayTurn: Int, Sendable, Hashable, CaseIterable {
    case none = 0
    case clockwise90 = 90
    case upsideDown = 180
    case clockwise270 = 270

    /// The turn that keeps the picture upright with the board held in `orientation`. Face up and
    /// face down say nothing about which edge is at the top, so they keep `current`.
    public init(holding orientation: Orientation, current: DisplayTurn) {
        switch orientation {
        case .portrait: self = .none
        case .landscapeLeft: self = .clockwise90
        case .upsideDown: self = .upsideDown
        case .landscapeRight: self = .clockwise270
        case .faceUp, .faceDown: self = current
        }
    }

    /// Whether width and height trade places between the app's frame and the panel.
    public var swapsAxes: Bool { self == .clockwise90 || self == .clockwise270 }

    /// The geometry an app lays itself out in on `panel`.
    public func appGeometry(panel: DisplayGeometry) -> DisplayGeometry {
        swapsAxes ? DisplayGeometry(width: panel.height, height: panel.width, format: panel.format) : panel
    }

    /// Where the app's pixel (x, y) lands on a panel of `panelWidth` × `panelHeight`.
    @inline(__always)
    func panelPixel(x: Int, y: Int, panelWidth: Int, panelHeight: Int) -> (x: Int, y: Int) {
        switch self {
        case .none: (x, y)
        case .clockwise90: (panelWidth - 1 - y, x)
        case .upsideDown: (panelWidth - 1 - x, panelHeight - 1 - y)
        case .clockwise270: (y, panelHeight - 1 - x)
        }
    }

    /// The app's point under a point on the panel (continuous coordinates, as touches and the
    /// mouse give them): the inverse of the turn, so a finger lands on what it sees.
    public func appPoint(panelX x: Double, panelY y: Double, panelWidth: Int, panelHeight: Int) -> (x: Double, y: Double) {
        let width = Double(panelWidth), height = Double(panelHeight)
        switch self {
        case .none: return (x, y)
        case .clockwise90: return (y, width - x)
        case .upsideDown: return (width - x, height - y)
        case .clockwise270: return (height - y, x)
        }
    }

    /// A stroke drawn on the panel, in the app's pixels.
    public func appStroke(_ points: [StrokePoint], panel: DisplayGeometry) -> [StrokePoint] {
        guard self != .none else { return points }
        return points.map { point in
            let turned = appPoint(panelX: point.x, panelY: point.y, panelWidth: panel.width, panelHeight: panel.height)
            return StrokePoint(x: turned.x, y: turned.y, timestamp: point.timestamp)
        }
    }

    /// The app's frame turned onto the panel: a new buffer, `pixels` itself when there is no turn.
    public func rotate(_ pixels: PixelBuffer) -> PixelBuffer {
        guard self != .none else { return pixels }
        let (panelWidth, panelHeight) = swapsAxes ? (pixels.height, pixels.width) : (pixels.width, pixels.height)
        var turned = PixelBuffer(width: panelWidth, height: panelHeight, format: pixels.format)
        let sourceStride = pixels.stride, targetStride = turned.stride
        let width = pixels.width, height = pixels.height
        pixels.bytes.withUnsafeBufferPointer { source in
            turned.bytes.withUnsafeMutableBufferPointer { target in
                switch pixels.format {
                case .mono1:
                    for y in 0..<height {
                        for x in 0..<width where source[y * sourceStride + x >> 3] & (0x80 >> UInt8(x & 7)) != 0 {
                            let (px, py) = panelPixel(x: x, y: y, panelWidth: panelWidth, panelHeight: panelHeight)
                            target[py * targetStride + px >> 3] |= 0x80 >> UInt8(px & 7)
                        }
                    }
                case .rgb565, .xrgb8888:
                    let size = pixels.format.bitsPerPixel / 8
                    for y in 0..<height {
                        for x in 0..<width {
                            let (px, py) = panelPixel(x: x, y: y, panelWidth: panelWidth, panelHeight: panelHeight)
                            let from = y * sourceStride + x * size, to = py * targetStride + px * size
                            for byte in 0..<size { target[to + byte] = source[from + byte] }
                        }
                    }
                }
            }
        }
        return turned
    }
}
