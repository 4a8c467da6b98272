import ChipCatalog
import GadgetBase
import Hardware

/// One monochrome OLED as a board profile describes it: controller, size, address, contrast and
/// how it is turned. Quarter turns are drawn into the pages in software; half turns are the
/// controller's own (segment remap and COM scan direction), so they cost nothing per frame.
public struct OLEDPanel: Sendable, Hashable {
    public var controller: OLEDController
    /// The glass's size as the controller scans it: 128 wide, 64 or 32 high.
    public var width: Int
    public var height: Int
    public var address: UInt8
    /// 0...255; the brightness the panel's current limit allows (0x7f is the power-up value).
    public var contrast: UInt8
    /// 0, 90, 180 or 270 degrees clockwise, from Gadget's frame to the glass.
    public var rotation: Int

    public init(controller: OLEDController, width: Int = 128, height: Int = 64, address: UInt8 = 0x3C,
                contrast: UInt8 = 0x7F, rotation: Int = 0) {
        self.controller = controller; self.width = width; self.height = height
        self.address = address; self.contrast = contrast; self.rotation = rotation
    }

    /// The sizes the two controllers drive: 128x64 and 128x32.
    public static let supportedSizes: [(width: Int, height: Int)] = [(128, 64), (128, 32)]

    public var isSupportedSize: Bool { Self.supportedSizes.contains { $0 == (width, height) } }

    public var pages: Int { height / 8 }

    /// Whether the frame is drawn on its side (90 or 270 degrees).
    public var swapsAxes: Bool { rotation == 90 || rotation == 270 }

    /// The frame Gadget draws for this panel.
    public var frameGeometry: DisplayGeometry {
        swapsAxes ? DisplayGeometry(width: height, height: width, format: .mono1)
            : DisplayGeometry(width: width, height: height, format: .mono1)
    }

    /// Whether the controller turns the picture half round (segment remap off, COM scan up).
    /// The usual module's glass is mounted so that remap on and scan down show it upright.
    var controllerTurnsHalfRound: Bool { rotation == 180 || rotation == 270 }

    public var name: String { "\(controller.displayName) \(width)x\(height) at \(hexByte(address))" }
}
