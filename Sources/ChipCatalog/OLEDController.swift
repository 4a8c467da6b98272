import GadgetBase

/// The controller chips of the small monochrome OLEDs makers wire to I2C, and how they differ:
/// what the panel driver and the simulated controller both go by.
/// Both keep the picture in display RAM (GDDRAM) as pages: 8 rows high, one byte per column,
/// the least significant bit on top.
public enum OLEDController: String, Sendable, CaseIterable, Hashable {
    /// Solomon Systech SSD1306: 128 columns of RAM, page, horizontal and vertical addressing.
    case ssd1306
    /// Sino Wealth SH1106: 132 columns of RAM, of which a 128-pixel panel shows columns 2...129;
    /// page addressing only.
    case sh1106

    /// The name data sheets and breakout boards use.
    public var displayName: String {
        switch self {
        case .ssd1306: "SSD1306"
        case .sh1106: "SH1106"
        }
    }

    /// Columns of display RAM.
    public var ramColumns: Int { self == .sh1106 ? 132 : 128 }

    /// The RAM column that shows as a 128-pixel panel's first column.
    public var columnOffset: Int { self == .sh1106 ? 2 : 0 }

    /// Whether the controller can write a window of columns across several pages in one stream
    /// (commands 0x20, 0x21, 0x22); the SH1106 has to be told the page and column for each page.
    public var hasWindowAddressing: Bool { self == .ssd1306 }

    /// The addresses a breakout can answer at, the usual one first (SA0 low, then high).
    public static let addresses: [UInt8] = [0x3C, 0x3D]

    /// How a breakout selects between the two addresses.
    public static var addressHint: LocalizedMessage {
        LocalizedMessage(ChipCatalogText.addressPad, "0x3c", "0x3d")
    }
}
