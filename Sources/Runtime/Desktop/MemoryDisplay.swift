import GadgetBase
import Hardware

/// A display that keeps what it is shown: the screen of headless runs (scripts, captures,
/// tests). Screenshots are PNGs of its last frame.
public final class MemoryDisplay: Display {
    public let geometry: DisplayGeometry
    public private(set) var lastFrame: Frame?
    public private(set) var presentCount = 0
    public private(set) var lastDamage: PixelRect?

    public init(geometry: DisplayGeometry) {
        self.geometry = geometry
    }

    public func present(_ frame: Frame, damage: PixelRect) throws {
        lastFrame = frame
        lastDamage = damage
        presentCount += 1
    }

    public func close() {}
}
