import Glibc
import GadgetBase
import Hardware

/// Shows the board's panel inside a terminal: the desktop's display.
///
/// Each cell is an upper half block '▀' whose foreground is the upper pixel and background
/// the lower one, so a cell holds two square pixels. The panel is scaled to fit above two
/// reserved rows: a caption with the words on the screen (readable when the pixels are too
/// small to read) and a dimmed help line.
///
/// Only cells whose paint changed since the last present are written, all in one write(2),
/// so a blinking cursor in a 240x240 app costs a few dozen bytes.
public final class TerminalDisplay: Display {
    public let geometry: DisplayGeometry
    /// The keys line at the bottom, in the reader's language (the loop sets it before the first
    /// frame); shown from the next present.
    public var helpLine = "" {
        didSet { if helpLine != oldValue { shownHelp = nil } }
    }

    private let output: Int32
    private let colorMode: TerminalColorMode
    private let synchronizedOutput: Bool
    private let terminalSize: () -> (columns: Int, rows: Int)

    private var raster: TerminalRaster?
    /// What the terminal shows now, row by row over the image; nil forces a full redraw.
    private var shownCells: [CellPaint]?
    private var shownCaption: String?
    private var shownHelp: String?

    /// A display for the terminal `capabilities` describe.
    public convenience init(geometry: DisplayGeometry, capabilities: TerminalCapabilities) {
        self.init(geometry: geometry, colorMode: capabilities.colorMode, synchronizedOutput: capabilities.synchronizedOutput)
    }

    /// - Parameter terminalSize: the terminal's columns and rows; by default asked of
    ///   `output` with TIOCGWINSZ.
    public init(
        geometry: DisplayGeometry,
        output: Int32 = STDOUT_FILENO,
        colorMode: TerminalColorMode,
        synchronizedOutput: Bool = true,
        terminalSize: (() -> (columns: Int, rows: Int))? = nil
    ) {
        // A terminal without colour shows the panel as a monochrome panel would: the apps draw
        // their monochrome look (outlines, inverted selections, marks instead of colours), which
        // reads in lit and dark cells where a thresholded colour screen becomes specks.
        self.geometry = colorMode == .monochrome
            ? DisplayGeometry(width: geometry.width, height: geometry.height, format: .mono1) : geometry
        self.synchronizedOutput = synchronizedOutput
        self.output = output
        self.colorMode = colorMode
        self.terminalSize = terminalSize ?? { TerminalOutput.windowSize(of: output) }
    }

    /// Call on SIGWINCH: the next present clears the screen and draws everything at the new size.
    public func terminalResized() {
        shownCells = nil
    }

    public func present(_ frame: Frame, damage: PixelRect) throws {
        let size = terminalSize()
        let layout = TerminalLayout(
            panelWidth: frame.pixels.width, panelHeight: frame.pixels.height, columns: size.columns, rows: size.rows)
        if layout != raster?.layout { shownCells = nil }

        var bytes = EscapeBuffer()
        let redrawAll = shownCells == nil
        if redrawAll {
            raster = TerminalRaster(layout: layout, colorMode: colorMode)
            shownCaption = nil
            shownHelp = nil
            bytes.append("\u{1B}[0m\u{1B}[2J")
        }
        guard let raster else { return }
        let region = redrawAll
            ? (columns: 0..<layout.imageWidth, rows: 0..<layout.cellRows)
            : raster.cellsAffected(by: damage)
        bytes.append(drawCells(frame.pixels, raster: raster, columns: region.columns, rows: region.rows))
        // One column is left free: writing the bottom-right cell makes some terminals scroll.
        let caption = TerminalText.caption(frame.texts, focused: frame.focusedText, width: max(0, layout.columns - 1))
        bytes.append(drawTextLines(caption: caption, layout: layout))

        guard !bytes.isEmpty else { return }
        // Synchronized output (mode 2026): terminals that know it show the frame at once, not half-drawn.
        let framed = synchronizedOutput ? Array("\u{1B}[?2026h".utf8) + bytes.bytes + Array("\u{1B}[?2026l".utf8) : bytes.bytes
        try TerminalOutput.writeAll(framed, to: output)
    }

    public func close() {
        try? TerminalOutput.writeAll(Array("\u{1B}[0m\u{1B}[2J\u{1B}[H".utf8), to: output)
        shownCells = nil
        raster = nil
    }

    /// The panel pixel under a mouse report's cell (its centre), with the scaling of the last
    /// present; nil outside the image or before the first present.
    public func pixelPosition(of report: MouseReport) -> Point? {
        raster?.layout.panelPoint(column: report.x, row: report.y)
    }

    private func drawCells(_ pixels: PixelBuffer, raster: TerminalRaster, columns: Range<Int>, rows: Range<Int>) -> EscapeBuffer {
        let layout = raster.layout
        var cells = shownCells ?? []
        let redrawAll = shownCells == nil
        if redrawAll { cells = Array(repeating: .blank, count: layout.imageWidth * layout.cellRows) }

        var writer = CellWriter(colorMode: colorMode, terminalColumns: layout.columns)
        for cellRow in rows {
            for column in columns {
                let paint = raster.paint(pixels, column: column, cellRow: cellRow)
                let index = cellRow * layout.imageWidth + column
                if !redrawAll, cells[index] == paint { continue }
                cells[index] = paint
                writer.draw(paint, row: layout.originRow + cellRow, column: layout.originColumn + column)
            }
        }
        shownCells = cells
        return writer.bytes
    }

    private func drawTextLines(caption: String, layout: TerminalLayout) -> EscapeBuffer {
        var bytes = EscapeBuffer()
        // One column is left free: writing the bottom-right cell makes some terminals scroll.
        let width = max(0, layout.columns - 1)
        if let row = layout.captionRow, caption != shownCaption {
            bytes.moveCursor(row: row, column: 0)
            bytes.append("\u{1B}[0m\u{1B}[2K" + TerminalText.centred(caption, inColumns: width))
            shownCaption = caption
        }
        if let row = layout.helpRow, helpLine != shownHelp {
            let help = TerminalText.sanitized(helpLine)
            bytes.moveCursor(row: row, column: 0)
            bytes.append("\u{1B}[0m\u{1B}[2K\u{1B}[2m" + TerminalText.centred(help, inColumns: width, keepingTheLastItem: true) + "\u{1B}[22m")
            shownHelp = helpLine
        }
        return bytes
    }
}
