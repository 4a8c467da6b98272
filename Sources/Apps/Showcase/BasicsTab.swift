import Core
import GadgetBase
import Hardware
import UI

/// The first tab: three labels, a round button and one with corners of radius 8, and a picture
/// with an activity indicator spinning at its centre. The first label sits 8 px below the top
/// and the picture 8 px above the tab bar (2 px on compact panels, which have no 16 px to spare);
/// what height is left grows the gaps between the items, so they spread out on bigger displays.
struct BasicsTab: Equatable, Sendable {
    enum FocusedButton: Equatable, Sendable { case round, rounded }

    var focused: FocusedButton = .round
    var pressed: FocusedButton?
    var pressedUntil: Instant?
    var spinnerStep = 0

    static let pressLength: Duration = .milliseconds(200)

    mutating func handle(_ event: InputEvent, now: Instant) -> Bool {
        switch event {
        case .button(.up, .tap), .button(.down, .tap), .swipe(.up), .swipe(.down):
            focused = focused == .round ? .rounded : .round
        case .button(.select, .tap), .button(.action, .tap):
            pressed = focused
            pressedUntil = now + Self.pressLength
        default:
            return false
        }
        return true
    }

    func draw(on canvas: Canvas, in area: Rect, now: Instant, localizer l: Localizer) {
        let theme = canvas.theme
        let layout = BasicsLayout(canvas: canvas, area: area, localizer: l)
        let texts = [ShowcaseText.standardLabel, ShowcaseText.biggerLabel, ShowcaseText.twoLineLabel]
        for (index, rect) in layout.labels.enumerated() {
            let style = layout.labelStyles[index]
            // A narrow panel gets the short wording rather than an ellipsis.
            var text = l(texts[index])
            let lines = text.split(separator: "\n").map(String.init)
            if lines.contains(where: { canvas.measure($0, role: style.role, width: 0, bold: style.bold).width > rect.width }) {
                text = l(ShowcaseText.shortLabels[index])
            }
            canvas.text(text, in: rect, role: style.role, color: theme.foreground,
                        maxLines: index == 2 ? 2 : 1, bold: style.bold)
        }
        let isPressed = pressedUntil.map { now < $0 } ?? false
        drawButton(on: canvas, l(ShowcaseText.roundButton), in: layout.roundButton, round: true,
                   focused: focused == .round, pressed: isPressed && pressed == .round)
        drawButton(on: canvas, l(ShowcaseText.roundedButton), in: layout.roundedButton, round: false,
                   focused: focused == .rounded, pressed: isPressed && pressed == .rounded)
        canvas.image(GeneratedPicture.picture(0), in: layout.picture, contentMode: .fill)
        let radius = max(4, (min(layout.picture.width, layout.picture.height) * 0.2).rounded())
        canvas.activityIndicator(center: layout.picture.center, radius: radius, step: spinnerStep)
    }

    private func drawButton(on canvas: Canvas, _ title: String, in rect: Rect, round: Bool, focused: Bool,
                            pressed: Bool) {
        let theme = canvas.theme
        // Round means half the height; the other button's corners are exactly 8 px (less only
        // where the button is under 16 px high and 8 would make it a pill).
        let radius = round ? rect.height / 2 : min(8, rect.height / 2)
        let filled = pressed || (focused && theme.isMonochrome)
        let fillColor = pressed ? theme.focus : (theme.isMonochrome ? theme.foreground : theme.accent)
        if filled || !theme.isMonochrome {
            canvas.fill(rect, color: fillColor, cornerRadius: radius)
        }
        if focused && !theme.isMonochrome {
            // Around the button where there is room; on a compact panel, whose items may touch,
            // along its inside edge, so the ring covers neither the other button nor the picture.
            let outset: Double = theme.sizeClass == .compact ? -1 : 2
            canvas.strokeRect(rect.insetBy(dx: -outset, dy: -outset), color: theme.focus, lineWidth: 2,
                              cornerRadius: max(0, radius + outset))
        } else if !filled {
            canvas.strokeRect(rect, color: theme.foreground, lineWidth: 1, cornerRadius: radius)
        }
        let textColor = filled || !theme.isMonochrome ? (theme.isMonochrome ? theme.background : Color.white)
                                                      : theme.foreground
        // A word too wide for the round button ("Пуск") takes the smaller type; bold does not fit
        // a compact round button's few pixels.
        let roles: [FontRole], bold: Bool
        switch theme.sizeClass {
        case .compact: (roles, bold) = ([.caption], !round)
        case .regular: (roles, bold) = ([.body, .caption], true)
        }
        // In the round one the word keeps inside the circle: the square inscribed in it is 0.71 of its width.
        let inset = round ? (rect.width * (1 - 0.5.squareRoot()) / 2).rounded(.up) : 2
        canvas.fittedText(round ? [title, "▶"] : [title], in: rect.insetBy(dx: inset, dy: 0), roles: roles,
                          color: pressed ? theme.background : textColor, maxLines: 1, bold: bold)
        if focused {
            canvas.recordFocus(on: "▶")
            canvas.recordFocus(on: title)
        }
    }
}

/// Where the first tab's items go on one display.
struct BasicsLayout {
    struct LabelStyle { var role: FontRole; var bold: Bool }

    var labels: [Rect] = []
    var labelStyles: [LabelStyle]
    var roundButton = Rect.zero
    var roundedButton = Rect.zero
    var picture = Rect.zero
    /// The space between items, the same everywhere on one display.
    var gap: Double = 0

    /// 8 px on full displays, as the design asks; compact panels keep 2 px.
    static func margin(_ theme: Theme) -> Double {
        switch theme.sizeClass {
        case .compact: 2
        case .regular: 8
        }
    }

    init(canvas: Canvas, area: Rect, localizer l: Localizer) {
        let theme = canvas.theme
        // The same three labels and two buttons on both size classes, a size smaller on a compact panel.
        let buttonRole: FontRole, buttonHeight: Double, buttonLabelRoom: Double, buttonGap: Double
        let minimumGap: Double, columnShare: Double
        switch theme.sizeClass {
        case .compact:
            labelStyles = [LabelStyle(role: .caption, bold: false), LabelStyle(role: .body, bold: true),
                           LabelStyle(role: .body, bold: false)]
            (buttonRole, buttonHeight, buttonLabelRoom, buttonGap) = (.caption, theme.lineHeight(.caption) + 5, 4, 2)
            (minimumGap, columnShare) = (0, 0.55)
        case .regular:
            labelStyles = [LabelStyle(role: .body, bold: false), LabelStyle(role: .title, bold: true),
                           LabelStyle(role: .title, bold: false)]
            (buttonRole, buttonHeight, buttonLabelRoom, buttonGap) = (.body, (theme.buttonHeight * 1.15).rounded(),
                                                                      theme.spacing * 2, theme.spacing * 2)
            (minimumGap, columnShare) = (4, 0.6)
        }
        let heights = labelStyles.enumerated().map { index, style in
            theme.lineHeight(style.role) * (index == 2 ? 2 : 1)
        }
        let margin = Self.margin(theme)
        let buttonTitle = l(ShowcaseText.roundedButton)
        let buttonWidth = canvas.measure(buttonTitle, role: buttonRole, width: 0, bold: true).width.rounded(.up)
            + buttonLabelRoom
        let content = area.insetBy(top: margin, left: margin, bottom: margin, right: margin)

        // Wide displays put the picture in a column of its own beside the rest; on a compact
        // one the buttons move over the picture, as the labels alone fill the height.
        let sideBySide = area.width >= area.height * 1.25
        let buttonsBesideLabels = !(sideBySide && theme.sizeClass == .compact)
        let (column, pictureColumn) = sideBySide
            ? content.divided(atDistance: (content.width * columnShare).rounded(), from: .left)
            : (content, content)
        let stacked = heights + (buttonsBesideLabels ? [buttonHeight] : [])
        var pictureHeight: Double
        if sideBySide {
            var room = pictureColumn.insetBy(left: margin)
            if !buttonsBesideLabels { room = room.insetBy(top: buttonHeight + 2) }
            pictureHeight = min(room.height, (room.width * 0.66).rounded())
            let width = min(room.width, (pictureHeight * 1.5).rounded())
            picture = Rect(x: (room.midX - width / 2).rounded(), y: room.maxY - pictureHeight,
                           width: width, height: pictureHeight)
        } else {
            let fixed = stacked.reduce(0, +) + minimumGap * 4
            pictureHeight = max(theme.lineHeight(.body),
                                min(content.height - fixed, (content.width * 0.66).rounded(), (content.height * 0.42).rounded()))
            let pictureWidth = min(content.width, (pictureHeight * 1.5).rounded())
            picture = Rect(x: (content.midX - pictureWidth / 2).rounded(), y: content.maxY - pictureHeight,
                           width: pictureWidth, height: pictureHeight)
        }
        // The leftover height, shared equally by the gaps between the items in the column.
        let itemsInColumn = stacked.reduce(0, +) + (sideBySide ? 0 : pictureHeight)
        let gapCount = Double(sideBySide ? stacked.count - 1 : stacked.count)
        gap = max(minimumGap, ((column.height - itemsInColumn) / gapCount).rounded(.down))
        var y = column.minY
        for height in heights {
            labels.append(Rect(x: column.minX, y: y, width: column.width, height: height))
            y += height + gap
        }
        let buttonColumn = buttonsBesideLabels ? column : pictureColumn.insetBy(left: 1)
        if !buttonsBesideLabels { y = pictureColumn.minY }
        let rowWidth = buttonHeight + buttonGap + buttonWidth
        let rowX = (buttonColumn.midX - rowWidth / 2).rounded()
        roundButton = Rect(x: rowX, y: y, width: buttonHeight, height: buttonHeight)
        roundedButton = Rect(x: rowX + buttonHeight + buttonGap, y: y, width: buttonWidth, height: buttonHeight)
    }
}
