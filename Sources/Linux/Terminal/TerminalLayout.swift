import GadgetBase
import Hardware

/// Where the panel's image sits in the terminal and how big it is drawn.
///
/// A cell is about twice as tall as it is wide, so a half block ('▀') splits it into two
/// square "terminal pixels": the image is measured in those, `imageWidth` columns by
/// `imageHeight` half-rows. The bottom two rows are kept for the caption and the help line.
struct TerminalLayout: Equatable {
    static let reservedRows = 2

    let columns: Int
    let rows: Int
    let panelWidth: Int
    let panelHeight: Int
    /// Image size in terminal pixels (one per column, two per row).
    let imageWidth: Int
    let imageHeight: Int
    /// Top-left cell of the image, 0-based.
    let originColumn: Int
    let originRow: Int

    /// Rows of cells the image covers; an odd image height leaves the last lower half empty.
    var cellRows: Int { (imageHeight + 1) / 2 }

    /// 0-based row of the caption line, nil when the terminal has no room for it.
    var captionRow: Int? { rows >= 1 ? max(0, rows - Self.reservedRows) : nil }
    /// 0-based row of the help line, nil on a one-row terminal.
    var helpRow: Int? { rows >= 2 ? rows - 1 : nil }

    init(panelWidth: Int, panelHeight: Int, columns: Int, rows: Int) {
        self.columns = max(0, columns)
        self.rows = max(0, rows)
        self.panelWidth = max(0, panelWidth)
        self.panelHeight = max(0, panelHeight)
        let availableWidth = self.columns
        let availableHeight = max(0, self.rows - Self.reservedRows) * 2

        let size = Self.fittedImageSize(
            panel: (self.panelWidth, self.panelHeight), available: (availableWidth, availableHeight))
        imageWidth = size.width
        imageHeight = size.height
        originColumn = (availableWidth - imageWidth) / 2
        originRow = (max(0, self.rows - Self.reservedRows) - (imageHeight + 1) / 2) / 2
    }

    /// Keeps the aspect ratio. A panel that fits at least twice over is magnified by a whole
    /// factor (so a 128x64 OLED's pixels stay crisp squares); one that fits once is drawn
    /// pixel for pixel; a larger one is shrunk to the largest size that fits.
    private static func fittedImageSize(panel: (Int, Int), available: (Int, Int)) -> (width: Int, height: Int) {
        let (width, height) = panel
        guard width > 0, height > 0, available.0 > 0, available.1 > 0 else { return (0, 0) }
        let wholeFactor = min(available.0 / width, available.1 / height)
        if wholeFactor >= 1 { return (width * wholeFactor, height * wholeFactor) }
        // Integer arithmetic, so a panel exactly as wide as the terminal is not shrunk by rounding.
        if available.0 * height <= available.1 * width {
            return (available.0, max(1, height * available.0 / width))
        }
        return (max(1, width * available.1 / height), available.1)
    }

    /// The panel pixel under a terminal cell (1-based, as mouse reports give them), at the
    /// cell's centre; nil outside the image.
    func panelPoint(column: Int, row: Int) -> Point? {
        let imageColumn = column - 1 - originColumn
        let imageRow = row - 1 - originRow
        guard imageWidth > 0, imageHeight > 0,
              (0..<imageWidth).contains(imageColumn), (0..<cellRows).contains(imageRow)
        else { return nil }
        let x = (Double(imageColumn) + 0.5) * Double(panelWidth) / Double(imageWidth)
        // The cell's centre, or its upper half's when an odd image height leaves the lower empty.
        let hasLowerHalf = imageRow * 2 + 1 < imageHeight
        let centreY = Double(imageRow * 2) + (hasLowerHalf ? 1 : 0.5)
        let y = centreY * Double(panelHeight) / Double(imageHeight)
        return Point(x: x, y: y)
    }

    /// For each image pixel along one axis, the panel pixels it covers and by how much
    /// (area averaging; when magnifying, each image pixel covers part of a single panel pixel).
    static func coverage(panelLength: Int, imageLength: Int) -> [[(index: Int, weight: Double)]] {
        guard panelLength > 0, imageLength > 0 else { return [] }
        let span = Double(panelLength) / Double(imageLength)
        return (0..<imageLength).map { output in
            let start = Double(output) * span, end = start + span
            var covered: [(index: Int, weight: Double)] = []
            var pixel = Int(start)
            while Double(pixel) < end, pixel < panelLength {
                let overlap = min(end, Double(pixel + 1)) - max(start, Double(pixel))
                if overlap > 1e-9 { covered.append((pixel, overlap)) }
                pixel += 1
            }
            return covered
        }
    }
}
