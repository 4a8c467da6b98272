import GadgetBase
import Hardware

/// What one cell shows, in the colour mode's own terms: packed 0xRRGGBB in true colour, a
/// palette index in 256 colours, 0 or 1 in monochrome. Two cells that compare equal look
/// the same on screen, so the display never rewrites a cell the terminal already shows.
struct CellPaint: Equatable {
    var upper: UInt32
    var lower: UInt32

    static let blank = CellPaint(upper: 0, lower: 0)
}

/// Shrinks or magnifies the panel's pixels to the layout's image and turns them into cells.
struct TerminalRaster {
    let layout: TerminalLayout
    let colorMode: TerminalColorMode
    private let columnCoverage: [[(index: Int, weight: Double)]]
    private let rowCoverage: [[(index: Int, weight: Double)]]

    /// Luma at or above which a monochrome pixel is lit.
    static let monochromeThreshold = 128

    init(layout: TerminalLayout, colorMode: TerminalColorMode) {
        self.layout = layout
        self.colorMode = colorMode
        columnCoverage = TerminalLayout.coverage(panelLength: layout.panelWidth, imageLength: layout.imageWidth)
        rowCoverage = TerminalLayout.coverage(panelLength: layout.panelHeight, imageLength: layout.imageHeight)
    }

    /// The cells (column range × cell-row range, in image coordinates) that panel pixels in
    /// `damage` can affect.
    func cellsAffected(by damage: PixelRect) -> (columns: Range<Int>, rows: Range<Int>) {
        let left = max(0, damage.x), top = max(0, damage.y)
        let right = min(layout.panelWidth, damage.maxX), bottom = min(layout.panelHeight, damage.maxY)
        guard right > left, bottom > top, layout.imageWidth > 0, layout.imageHeight > 0 else { return (0..<0, 0..<0) }
        let firstColumn = left * layout.imageWidth / layout.panelWidth
        let endColumn = min(layout.imageWidth, ceilingDivide(right * layout.imageWidth, layout.panelWidth))
        let firstPixelRow = top * layout.imageHeight / layout.panelHeight
        let endPixelRow = min(layout.imageHeight, ceilingDivide(bottom * layout.imageHeight, layout.panelHeight))
        return (firstColumn..<max(firstColumn, endColumn), (firstPixelRow / 2)..<((endPixelRow + 1) / 2))
    }

    /// The paint of the cell at image column `column`, cell row `cellRow`.
    func paint(_ pixels: PixelBuffer, column: Int, cellRow: Int) -> CellPaint {
        let upper = encode(averageColor(pixels, column: column, pixelRow: cellRow * 2))
        let lowerRow = cellRow * 2 + 1
        let lower = lowerRow < layout.imageHeight ? encode(averageColor(pixels, column: column, pixelRow: lowerRow)) : 0
        return CellPaint(upper: upper, lower: lower)
    }

    private func averageColor(_ pixels: PixelBuffer, column: Int, pixelRow: Int) -> RGB {
        var red = 0.0, green = 0.0, blue = 0.0, total = 0.0
        for (y, rowWeight) in rowCoverage[pixelRow] where y < pixels.height {
            for (x, columnWeight) in columnCoverage[column] where x < pixels.width {
                let weight = rowWeight * columnWeight
                let color = pixels.color(x: x, y: y)
                red += Double(color.r) * weight
                green += Double(color.g) * weight
                blue += Double(color.b) * weight
                total += weight
            }
        }
        guard total > 0 else { return .black }
        func channel(_ sum: Double) -> UInt8 { UInt8(min(255, max(0, (sum / total).rounded()))) }
        return RGB(r: channel(red), g: channel(green), b: channel(blue))
    }

    private func encode(_ color: RGB) -> UInt32 {
        switch colorMode {
        case .trueColor: UInt32(color.r) << 16 | UInt32(color.g) << 8 | UInt32(color.b)
        case .palette256: UInt32(Palette256.index(nearest: color))
        case .palette16: UInt32(Palette16.index(nearest: color))
        case .monochrome: color.luma >= Self.monochromeThreshold ? 1 : 0
        }
    }

    private func ceilingDivide(_ a: Int, _ b: Int) -> Int { (a + b - 1) / b }
}
