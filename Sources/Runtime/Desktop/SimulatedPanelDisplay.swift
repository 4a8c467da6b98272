import Drivers
import GadgetBase
import Hardware
import Simulation

/// The desktop's OLED: frames go through the real driver, over the simulated I2C bus, into the
/// controller model; what the model's glass shows then goes to the screen a person watches (the
/// terminal, or a script's memory display). A driver bug (a wrong opcode, a page sent to the
/// wrong column, a turn the wrong way) shows on the desktop as it would on the board.
public final class SimulatedPanelDisplay: Display, PanelFaultReporting {
    public let panel: OLEDDisplay<SimulatedI2CBus>
    public let controller: SimulatedOLED
    /// Where the glass is shown; its geometry is the glass's (128x64 or 128x32, 1-bit).
    public let screen: any Display
    private var lastGlass: PixelBuffer?
    private var lastTexts: [String]?

    public init(panel: OLEDDisplay<SimulatedI2CBus>, controller: SimulatedOLED, screen: any Display) {
        self.panel = panel
        self.controller = controller
        self.screen = screen
    }

    public var geometry: DisplayGeometry { panel.geometry }
    public var panelFault: LocalizedMessage? { panel.panelFault }

    /// The glass is shown even when the driver failed (a dark glass says the panel is away).
    /// A frame presented whole (the terminal was resized, or a refused frame is retried) shows
    /// the glass whole too, changed or not: the terminal may have lost it.
    public func present(_ frame: Frame, damage: PixelRect) throws {
        let whole = damage == PixelRect(x: 0, y: 0, width: frame.pixels.width, height: frame.pixels.height)
        defer { showGlass(texts: frame.texts, whole: whole) }
        try panel.present(frame, damage: damage)
    }

    private func showGlass(texts: [String], whole: Bool = false) {
        let glass = controller.glass()
        let everything = PixelRect(x: 0, y: 0, width: glass.width, height: glass.height)
        let changed = whole ? everything : glass.damage(comparedTo: lastGlass)
        guard changed != nil || texts != lastTexts else { return }
        lastGlass = glass
        lastTexts = texts
        try? screen.present(Frame(pixels: glass, texts: texts), damage: changed ?? PixelRect(x: 0, y: 0, width: 0, height: 0))
    }

    public func close() {
        panel.close()
        showGlass(texts: lastTexts ?? [])
        screen.close()
    }
}
