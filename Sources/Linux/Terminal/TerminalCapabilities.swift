import GadgetBase
import Hardware

/// What the terminal Gadget runs in can do, read from TERM, COLORTERM and NO_COLOR as most
/// terminal programs read them (the few families that matter are listed here rather than looked
/// up in terminfo: the escapes Gadget writes are the xterm ones, and what varies is whether a
/// terminal knows them at all).
///
/// - `dumb` (Emacs shells, some CI logs) cannot move the cursor: there is no panel to draw.
/// - `linux` (the Pi's own console) knows the 16 ANSI colours but no alternate screen, no mouse
///   reports and no synchronized output.
/// - `vt100`, `vt220` and their kin show no colour at all: the panel is drawn monochrome.
/// - names ending in `-256color` get the 256-colour palette, `-direct` 24-bit colour;
///   COLORTERM=truecolor (or 24bit) announces 24-bit colour on any colour terminal.
/// - other names (xterm, screen, tmux, rxvt, ...), and an unset TERM, get the 256-colour palette,
///   which nearly every terminal emulator in use understands.
/// - NO_COLOR (any value, even empty) wins over all of them but `dumb`.
public struct TerminalCapabilities: Sendable, Equatable {
    public var colorMode: TerminalColorMode
    /// ESC [ ? 1049 h: the panel on its own screen, the shell's text back on the way out.
    public var alternateScreen: Bool
    /// ESC [ ? 1000/1002/1006 h: clicks and drags reported, for drawing strokes with the mouse.
    public var mouse: Bool
    /// ESC [ ? 2026 h: a frame shown at once, not half-drawn.
    public var synchronizedOutput: Bool
    /// Whether the cursor can be placed at all; false for `dumb`.
    public var cursorAddressing: Bool
    /// TERM as given, for messages.
    public var termName: String

    public static func detect(environment: [String: String]) -> TerminalCapabilities {
        let term = (environment["TERM"] ?? "").lowercased()
        let family = term.split(separator: "-").first.map(String.init) ?? ""
        var capabilities = TerminalCapabilities(
            colorMode: .palette256, alternateScreen: true, mouse: true, synchronizedOutput: true,
            cursorAddressing: true, termName: environment["TERM"] ?? "")
        switch family {
        case "dumb":
            capabilities = TerminalCapabilities(
                colorMode: .monochrome, alternateScreen: false, mouse: false, synchronizedOutput: false,
                cursorAddressing: false, termName: capabilities.termName)
            return capabilities
        case "linux", "ansi", "cons25", "cygwin":
            capabilities.colorMode = .palette16
            capabilities.alternateScreen = false
            capabilities.mouse = false
            capabilities.synchronizedOutput = false
        case "vt52", "vt100", "vt102", "vt220", "vt320", "vt420":
            capabilities.colorMode = .monochrome
            capabilities.alternateScreen = false
            capabilities.mouse = false
            capabilities.synchronizedOutput = false
        default:
            break
        }
        if capabilities.colorMode != .monochrome {
            let colorTerm = environment["COLORTERM"]?.lowercased() ?? ""
            if colorTerm == "truecolor" || colorTerm == "24bit" || term.hasSuffix("-direct") {
                capabilities.colorMode = .trueColor
            } else if term.hasSuffix("-256color") {
                capabilities.colorMode = .palette256
            }
        }
        if environment["NO_COLOR"] != nil { capabilities.colorMode = .monochrome }
        return capabilities
    }

    /// Throws, naming TERM and the fix, when the terminal cannot show a panel at all.
    public func requireDrawing() throws(TerminalError) {
        guard cursorAddressing else { throw TerminalError(LocalizedMessage(TerminalErrorText.cannotDraw, termName)) }
    }
}
