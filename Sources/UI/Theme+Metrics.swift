import Hardware

/// How much room a display has. A compact one (a 128x64 OLED and the like) has no pixel to spare:
/// its metrics are fixed small numbers, and screens may give it an arrangement of its own. A
/// regular one scales its metrics from `Theme.spacing`.
public enum SizeClass: Sendable, Hashable {
    case compact, regular

    public init(geometry: DisplayGeometry) {
        self = geometry.height < 100 || geometry.width < 160 ? .compact : .regular
    }
}

/// The named sizes screens and widgets lay out with, each defined once for both size classes.
/// They are named by what they are, not by who uses them: a screen asks for `padding`, and a
/// change here moves every screen together.
extension Theme {
    // MARK: Room

    /// Between a bar's, row's or column's edge and the text in it.
    public var padding: Double {
        switch sizeClass {
        case .compact: 2
        case .regular: spacing
        }
    }

    /// Between neighbouring items: fields, buttons, blocks of text.
    public var gap: Double {
        switch sizeClass {
        case .compact: 2
        case .regular: spacing
        }
    }

    /// Between things that belong together: a label and what it labels, a list and its scroll bar.
    public var smallGap: Double {
        switch sizeClass {
        case .compact: 1
        case .regular: spacing / 2
        }
    }

    /// Between a control's outline (button, text field) and its label or text.
    public var controlPadding: Double {
        switch sizeClass {
        case .compact: 2
        case .regular: spacing / 2
        }
    }

    /// Above and below the content of a row that is as tall as its content (a chat, an entry).
    public var rowPadding: Double {
        switch sizeClass {
        case .compact: 2
        case .regular: (spacing * 0.75).rounded()
        }
    }

    /// Text that shares a screen with much else (a car's fields, a game's bar, a hint under a
    /// list): caption size where the room is small.
    public var denseTextRole: FontRole {
        switch sizeClass {
        case .compact: .caption
        case .regular: .body
        }
    }

    // MARK: Lines

    /// Width of focus outlines and button borders.
    public var strokeWidth: Double {
        switch sizeClass {
        case .compact: 1
        case .regular: 2
        }
    }

    /// A focused text box's outline: thicker than `strokeWidth` where there is room for it.
    public var focusBorderWidth: Double {
        switch sizeClass {
        case .compact: 1
        case .regular: strokeWidth + 1
        }
    }

    /// The rule under a title bar, a game's floor: a line that divides the screen.
    public var ruleWidth: Double {
        switch sizeClass {
        case .compact: 1
        case .regular: 2
        }
    }

    public var caretWidth: Double {
        switch sizeClass {
        case .compact: 1
        case .regular: 2
        }
    }

    public var cornerRadius: Double {
        switch sizeClass {
        case .compact: 2
        case .regular: (spacing * 0.75).rounded()
        }
    }

    // MARK: Scrolling

    /// A list's scroll bar, which a person reads to see how far down they are.
    public var scrollBarWidth: Double {
        switch sizeClass {
        case .compact: 3
        case .regular: max(3, (spacing / 2).rounded())
        }
    }

    /// The thin mark beside scrolled text (a message, an article): only says that there is more.
    public var scrollIndicatorWidth: Double {
        switch sizeClass {
        case .compact: 2
        case .regular: 3
        }
    }

    // MARK: Bars and rows (what `headerHeight`, `buttonHeight` and `rowHeight` add to the text)

    var headerPadding: Double {
        switch sizeClass {
        case .compact: 1
        case .regular: (spacing * 1.5).rounded()
        }
    }

    var buttonVerticalPadding: Double {
        switch sizeClass {
        case .compact: 3
        case .regular: (spacing * 1.5).rounded()
        }
    }

    func listRowPadding(hasDetail: Bool) -> Double {
        switch sizeClass {
        case .compact: hasDetail ? 1 : 2
        case .regular: spacing
        }
    }

    // MARK: On-screen keyboard

    /// One keyboard row: a key label plus a little room around it.
    public var keyboardRowHeight: Double {
        switch sizeClass {
        case .compact: 10
        case .regular: lineHeight(.body) + (spacing / 2).rounded()
        }
    }

    /// Between neighbouring keys.
    var keyGap: Double {
        switch sizeClass {
        case .compact: 1
        case .regular: max(2, (spacing / 3).rounded())
        }
    }

    /// Letter key labels: a touch bigger than captions on small panels, where Cyrillic letters
    /// at caption size lose their shapes.
    var keyLabelSize: Double {
        switch sizeClass {
        case .compact: fontSize(.caption) + 1
        case .regular: fontSize(.body)
        }
    }

    /// Function keys ("Done", "Shift") say a word, so they take smaller type than letters, except
    /// where letters are already as small as they can be.
    var functionKeyLabelSize: Double {
        switch sizeClass {
        case .compact: keyLabelSize
        case .regular: fontSize(.caption)
        }
    }
}
