import GadgetBase
import Hardware

/// Text sizes, from the biggest (an 8-ball's answer) to the smallest (a hint under a row).
public enum FontRole: Sendable, Hashable, CaseIterable {
    case display, title, body, caption
}

public enum TextAlignment: Sendable {
    case leading, center, trailing
}

public enum VerticalAlignment: Sendable {
    case top, center, bottom
}

public enum ButtonStyle: Sendable {
    case normal, primary, destructive
}

public enum ContentMode: Sendable {
    case fill, fit
}

/// Sizes and colours for one display. Everything scales from the display's shorter side, so a
/// screen laid out from the theme looks the same on a 128x64 OLED and on a 320x240 panel.
public struct Theme: Sendable {
    public let geometry: DisplayGeometry
    public var isMonochrome: Bool
    /// Little room (a 128x64 OLED and the like) or the usual; the metrics in `Theme+Metrics`
    /// and the screens' two layouts follow it.
    public var sizeClass: SizeClass

    public var background: Color
    /// Bars, cards and unfocused buttons: one step up from the background.
    public var surface: Color
    public var foreground: Color
    public var secondaryText: Color
    public var separator: Color
    public var accent: Color
    public var focus: Color
    public var affirmative: Color
    public var neutral: Color
    public var contrary: Color
    public var danger: Color

    public init(geometry: DisplayGeometry) {
        self.geometry = geometry
        isMonochrome = geometry.format.isMonochrome
        sizeClass = SizeClass(geometry: geometry)
        if isMonochrome {
            // One bit: every role is black or white so nothing vanishes when thresholded.
            background = .black
            surface = .black
            foreground = .white
            secondaryText = .white
            separator = .white
            accent = .white
            focus = .white
            affirmative = .white
            neutral = .white
            contrary = .white
            danger = .white
        } else {
            background = Color(hex: 0x0E1116)
            surface = Color(hex: 0x1C2330)
            foreground = Color(hex: 0xF2F4F8)
            secondaryText = Color(hex: 0x9AA5B1)
            separator = Color(hex: 0x2F3A4A)
            accent = Color(hex: 0x4C9AFF)
            focus = Color(hex: 0xFFD166)
            affirmative = Color(hex: 0x34D399)
            neutral = Color(hex: 0xFBBF24)
            contrary = Color(hex: 0xF87171)
            danger = Color(hex: 0xEF4444)
        }
    }

    /// 0 on a 64-pixel-high panel, 1 on a 240-pixel one, more on bigger screens.
    private var scale: Double {
        let shorter = Double(max(0, min(geometry.width, geometry.height)))
        return max(0, (shorter - 64) / 176)
    }

    /// Font size in pixels. Whole pixels, because hinting snaps to them and one-bit text stays crisp.
    public func fontSize(_ role: FontRole) -> Double {
        let s = scale
        switch role {
        case .display: return (16 + 16 * s).rounded()
        case .title: return (11 + 9 * s).rounded()
        case .body: return (10 + 6 * s).rounded()
        case .caption: return (8 + 5 * s).rounded()
        }
    }

    /// Height of one line of text in `role`: DejaVu Sans's ascent (0.928 em) and descent
    /// (0.236 em), each rounded up to whole pixels as hinted metrics are.
    public func lineHeight(_ role: FontRole) -> Double {
        let size = fontSize(role)
        return (size * 0.928).rounded(.up) + (size * 0.236).rounded(.up)
    }

    /// The base gap between things, from which the regular size class's metrics are made.
    public var spacing: Double {
        max(2, (Double(min(geometry.width, geometry.height)) / 30).rounded())
    }

    public var headerHeight: Double { lineHeight(.title) + headerPadding }

    public var buttonHeight: Double { lineHeight(.body) + buttonVerticalPadding }

    public var textFieldHeight: Double { buttonHeight }

    /// Height of one list row, with or without a detail line under the title.
    public func rowHeight(hasDetail: Bool) -> Double {
        let text = lineHeight(.body) + (hasDetail ? lineHeight(.caption) : 0)
        return text + listRowPadding(hasDetail: hasDetail)
    }

    /// Covers whatever is behind a dialog so the card stands out.
    public var dimming: Color { Color.black.withAlpha(isMonochrome ? 0.5 : 0.6) }
}
