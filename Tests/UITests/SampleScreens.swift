import GadgetBase
import Hardware
import UI

/// Screens the way apps draw them, for the gallery test and for eyeballing the design.
enum SampleScreens {
    static let geometries = [
        DisplayGeometry(width: 128, height: 64, format: .mono1),
        DisplayGeometry(width: 240, height: 240, format: .rgb565),
        DisplayGeometry(width: 320, height: 240, format: .xrgb8888),
    ]

    static let movies = [
        ListRow(title: "Inception", detail: "2010 · Christopher Nolan", accessory: "8.8"),
        ListRow(title: "Солярис", detail: "1972 · Андрей Тарковский", accessory: "8.1"),
        ListRow(title: "The Matrix", detail: "1999 · The Wachowskis", accessory: "8.7"),
        ListRow(title: "Тіні забутих предків", detail: "1965 · Сергій Параджанов", accessory: "7.9"),
        ListRow(title: "Spirited Away", detail: "2001 · Hayao Miyazaki", accessory: "8.6"),
    ]

    static func list(_ canvas: Canvas) {
        let theme = canvas.theme
        let (bar, body) = canvas.bounds.divided(atDistance: theme.headerHeight, from: .top)
        canvas.header("Movies", in: bar)
        canvas.list(movies, selected: 1, in: body.insetBy(dx: theme.sizeClass == .compact ? 0 : theme.spacing / 2, dy: theme.sizeClass == .compact ? 0 : theme.spacing / 2))
    }

    static func menu(_ canvas: Canvas) {
        let theme = canvas.theme
        let (bar, body) = canvas.bounds.divided(atDistance: theme.headerHeight, from: .top)
        canvas.header("Gadget", in: bar)
        let rows = ["Magic 8-ball", "Movie quiz", "Reflex game", "Chats", "Cars", "Settings"].map { ListRow(title: $0, accessory: ListRow.disclosure) }
        canvas.list(rows, selected: 3, in: body.insetBy(dx: theme.sizeClass == .compact ? 0 : theme.spacing / 2, dy: theme.sizeClass == .compact ? 0 : theme.spacing / 2))
    }

    static func dialog(_ canvas: Canvas) {
        menu(canvas)
        canvas.dialog(title: "Delete chat?", message: "The messages cannot be restored afterwards.",
                      buttons: ["Cancel", "Delete"], focused: 1)
    }

    static func eightBall(_ canvas: Canvas) {
        let theme = canvas.theme
        let (captionRect, main) = canvas.bounds.divided(atDistance: theme.lineHeight(.caption) + theme.spacing, from: .bottom)
        let ballArea: Rect, answerRect: Rect
        if theme.sizeClass == .compact {
            // Too small for words inside the triangle: the ball at the side, the answer beside it.
            (ballArea, answerRect) = main.divided(atDistance: main.height, from: .left)
        } else {
            ballArea = main
            answerRect = .zero
        }
        let radius = min(ballArea.width, ballArea.height) / 2 - theme.spacing
        let c = ballArea.center
        canvas.fillCircle(center: c, radius: radius, color: theme.isMonochrome ? .white : Color(hex: 0x1B2A6B))
        let side = radius * 1.5
        canvas.fillPolygon([Point(x: c.x - side / 2, y: c.y - side * 0.29), Point(x: c.x + side / 2, y: c.y - side * 0.29),
                            Point(x: c.x, y: c.y + side * 0.58)], color: theme.isMonochrome ? .black : Color(hex: 0x2F6BFF))
        let answer = "Outlook good, ask again"
        if theme.sizeClass == .compact {
            canvas.text(answer, in: answerRect.insetBy(dx: theme.spacing, dy: 0), role: .title, color: theme.foreground, bold: true)
        } else {
            let box = Rect(x: c.x - side * 0.36, y: c.y - side * 0.27, width: side * 0.72, height: side * 0.5)
            canvas.text(answer, in: box, role: .body, color: .white, maxLines: 3, bold: true)
        }
        canvas.text("Встряхніть плату, щоб отримати відповідь", in: captionRect.insetBy(dx: theme.spacing, dy: 0),
                    role: .caption, color: theme.secondaryText, maxLines: 1)
    }

    static func login(_ canvas: Canvas) {
        let theme = canvas.theme
        var keyboard = OnScreenKeyboard(layout: .latin)
        keyboard.row = 1
        keyboard.column = 4
        let (keys, top) = canvas.bounds.divided(atDistance: Canvas.preferredKeyboardHeight(theme: theme), from: .bottom)
        var fieldArea = top
        if theme.sizeClass != .compact {
            let (bar, rest) = top.divided(atDistance: theme.headerHeight, from: .top)
            canvas.header("Sign in", in: bar)
            fieldArea = rest
        }
        let fieldRect = theme.sizeClass == .compact ? fieldArea.insetBy(dx: 1, dy: 0)
            : fieldArea.insetBy(dx: theme.spacing, dy: max(1, (fieldArea.height - theme.textFieldHeight) / 2).rounded(.down))
        canvas.textField("gadget@pi", placeholder: "Email", focused: true, in: fieldRect)
        canvas.keyboard(keyboard, in: keys)
    }

    static func cyrillicKeyboard(_ canvas: Canvas) {
        let theme = canvas.theme
        var keyboard = OnScreenKeyboard(layout: .ukrainian)
        keyboard.row = 2
        keyboard.column = 10
        let (keys, top) = canvas.bounds.divided(atDistance: Canvas.preferredKeyboardHeight(theme: theme), from: .bottom)
        let fieldRect = theme.sizeClass == .compact ? top.insetBy(dx: 1, dy: 0)
            : top.insetBy(dx: theme.spacing, dy: max(1, (top.height - theme.textFieldHeight) / 2).rounded(.down))
        canvas.textField("", placeholder: "Пароль", focused: false, secure: true, in: fieldRect)
        canvas.keyboard(keyboard, in: keys)
    }

    static func buttons(_ canvas: Canvas) {
        let theme = canvas.theme
        let (bar, body) = canvas.bounds.divided(atDistance: theme.headerHeight, from: .top)
        canvas.header("Quiz · 3/10", in: bar)
        let gap = theme.sizeClass == .compact ? 2 : theme.spacing
        let content = body.insetBy(dx: gap, dy: gap)
        let (grid, question) = content.divided(atDistance: theme.buttonHeight * 2 + gap, from: .bottom)
        canvas.text("Stalker by Tarkovsky came out in", in: question, role: .body, color: theme.foreground)
        let years = ["1972", "1979", "1983", "1986"]
        let cellWidth = ((grid.width - gap) / 2).rounded(.down)
        for (index, year) in years.enumerated() {
            let cell = Rect(x: grid.x + Double(index % 2) * (cellWidth + gap), y: grid.y + Double(index / 2) * (theme.buttonHeight + gap),
                            width: cellWidth, height: theme.buttonHeight)
            canvas.button(year, in: cell, focused: index == 1, style: index == 3 ? .destructive : (index == 2 ? .primary : .normal))
        }
    }

    /// A soft-lit sphere: shading that only survives a one-bit panel when dithered.
    static let sphere: RasterImage = {
        let size = 96
        var pixels: [UInt32] = []
        for y in 0..<size {
            for x in 0..<size {
                let dx = Double(x - size / 2) / Double(size / 2), dy = Double(y - size / 2) / Double(size / 2)
                let d = dx * dx + dy * dy
                if d > 1 { pixels.append(0xFF20_2838); continue }
                let light = max(0, min(1, 1.1 - ((dx + 0.4) * (dx + 0.4) + (dy + 0.4) * (dy + 0.4)) * 0.7))
                let r = UInt32(60 + 195 * light), g = UInt32(90 + 150 * light), b = UInt32(200 + 55 * light)
                pixels.append(0xFF00_0000 | r << 16 | g << 8 | b)
            }
        }
        return RasterImage(width: size, height: size, argb: pixels)
    }()

    static func photo(_ canvas: Canvas) {
        let theme = canvas.theme
        let (bar, body) = canvas.bounds.divided(atDistance: theme.headerHeight, from: .top)
        canvas.header("Photo", in: bar)
        let content = body.insetBy(dx: theme.spacing, dy: theme.spacing)
        let (picture, caption) = content.divided(atDistance: content.height, from: .left)
        canvas.image(sphere, in: picture, contentMode: .fit, cornerRadius: theme.cornerRadius)
        canvas.text("Dithered on one bit, smooth on colour", in: caption.insetBy(dx: theme.spacing, dy: 0),
                    role: .caption, color: theme.secondaryText, alignment: .leading)
    }

    static let all: [(name: String, draw: @Sendable (Canvas) -> Void)] = [
        ("menu", menu), ("list", list), ("dialog", dialog), ("eightball", eightBall),
        ("login", login), ("cyrillic", cyrillicKeyboard), ("buttons", buttons), ("photo", photo),
    ]
}
