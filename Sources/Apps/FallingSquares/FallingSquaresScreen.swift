import Core
import Foundation
import GadgetBase
import Hardware
import UI

/// Draws the game for one moment: the bar, the lanes, the squares where the clock puts them,
/// and the help, pause or game-over overlay. Cheap on purpose (a few rectangles and short
/// texts whose layouts the text engine caches), since it runs every frame while playing.
struct FallingSquaresScreen {
    let model: FallingSquaresModel
    let layout: FallingSquaresLayout
    let now: Instant
    let localizer: Localizer
    let storageProblem: String?

    /// How long a square that took a wrong gesture flashes, and the speed-up banner stays.
    static let penaltyFlash: Duration = .milliseconds(300)
    static let bannerTime: Duration = .milliseconds(1500)

    func draw(on canvas: Canvas) {
        let theme = canvas.theme
        let time = model.game.score ?? model.playTime(at: now)
        canvas.clear(theme.background)
        drawLanes(on: canvas)
        for square in model.game.squares {
            drawSquare(square.gesture, column: square.column, at: time, on: canvas)
        }
        drawTopBar(time: time, on: canvas)
        switch model.phase {
        case .ready: FallingSquaresHelp(layout: layout, localizer: localizer).draw(on: canvas)
        case .running: drawBanner(at: time, on: canvas)
        case .paused(let choice):
            canvas.dialog(title: localizer(FallingSquaresText.paused), message: summary(time: time),
                          buttons: [localizer(FallingSquaresText.resume), localizer(FallingSquaresText.restart)],
                          focused: choice == .resume ? 0 : 1)
        case .over:
            canvas.dialog(title: localizer(FallingSquaresText.gameOver), message: overMessage(score: time),
                          buttons: [localizer(FallingSquaresText.playAgain)], focused: 0)
        }
    }

    // MARK: - Pieces

    private func drawLanes(on canvas: Canvas) {
        let theme = canvas.theme
        let cursorLane = layout.lanes[model.cursor]
        if !theme.isMonochrome {
            canvas.fill(cursorLane, color: theme.surface)
            for lane in layout.lanes.dropFirst() {
                canvas.line(from: Point(x: lane.minX, y: lane.minY), to: Point(x: lane.minX, y: lane.maxY),
                            color: theme.separator)
            }
        }
        let floorHeight = theme.ruleWidth
        // The floor, a gap as high as the floor, then the cursor's bar.
        let (floor, bar) = layout.strip.divided(atDistance: floorHeight, from: .top, gap: floorHeight)
        canvas.fill(floor, color: theme.isMonochrome ? theme.foreground : theme.danger)
        canvas.fill(Rect(x: cursorLane.minX + 2, y: bar.minY, width: cursorLane.width - 4, height: bar.height),
                     color: theme.isMonochrome ? theme.foreground : theme.focus)
    }

    private func drawSquare(_ square: SquareGesture, column: Int, at time: Duration, on canvas: Canvas) {
        let theme = canvas.theme
        let rect = layout.squareRect(column: column, position: model.game.position(of: square, at: time))
        let flashing = model.lastPenalty[square].map { time - $0 < Self.penaltyFlash } ?? false
        let radius = switch layout.sizeClass {
        case .compact: 1.0
        case .regular: theme.cornerRadius
        }
        if theme.isMonochrome {
            // One bit: white squares with a black mark; a penalised one turns hollow for a moment.
            if flashing {
                canvas.strokeRect(rect, color: theme.foreground, lineWidth: 1)
            } else {
                canvas.fill(rect, color: theme.foreground)
            }
            canvas.text(Self.mark(square), in: rect, role: .caption, color: flashing ? theme.foreground : .black,
                        bold: true)
            return
        }
        canvas.fill(rect, color: Self.color(square), cornerRadius: radius)
        if flashing {
            canvas.strokeRect(rect, color: theme.danger, lineWidth: 3, cornerRadius: radius)
        }
        canvas.text(Self.mark(square), in: rect, role: .body, color: Color(hex: 0x111111), bold: true)
    }

    private func drawTopBar(time: Duration, on canvas: Canvas) {
        let theme = canvas.theme
        let bar = layout.topBar
        let role = theme.denseTextRole
        if !theme.isMonochrome { canvas.fill(bar, color: theme.surface) }
        let inset = switch layout.sizeClass {
        case .compact: 1.0
        case .regular: theme.padding
        }
        let inner = bar.insetBy(dx: inset, dy: 0)
        // Before the first game the compact help has no room of its own for how to start.
        let left = model.phase == .ready && layout.sizeClass == .compact ? localizer(FallingSquaresText.helpStart) : seconds(time)
        canvas.text(left, in: inner, role: role, color: theme.foreground, alignment: .leading,
                    maxLines: 1, bold: true)
        if let best = model.best {
            canvas.text(localizer(FallingSquaresText.best, seconds(best)), in: inner, role: role,
                        color: theme.secondaryText, alignment: .trailing, maxLines: 1)
        }
    }

    /// "Faster!" for a moment after each 30-second step.
    private func drawBanner(at time: Duration, on canvas: Canvas) {
        let level = model.game.level
        guard level > 0, time - model.game.rules.stepStart(level: level) < Self.bannerTime else { return }
        let theme = canvas.theme
        let text = switch layout.sizeClass {
        case .compact: localizer(FallingSquaresText.fasterCompact)
        case .regular: localizer(FallingSquaresText.faster)
        }
        let height = theme.lineHeight(.body) + theme.padding
        let box = Rect(x: layout.field.minX, y: (layout.field.midY - height / 2).rounded(),
                       width: layout.field.width, height: height)
        canvas.fill(box, color: theme.isMonochrome ? theme.background : theme.surface.withAlpha(0.85))
        if theme.isMonochrome { canvas.strokeRect(box, color: theme.foreground) }
        canvas.text(text, in: box, role: .body, color: theme.focus, maxLines: 1, bold: true)
    }

    // MARK: - Texts

    private func seconds(_ time: Duration) -> String {
        localizer(FallingSquaresText.seconds, Int(time.nanoseconds / 1_000_000_000))
    }

    private func summary(time: Duration) -> String {
        guard let best = model.best else { return seconds(time) }
        return seconds(time) + " · " + localizer(FallingSquaresText.best, seconds(best))
    }

    private func overMessage(score: Duration) -> String {
        // A 128x64 dialog has one line for the message: the bare numbers.
        // A no-break space keeps the number and its unit together when the sentence wraps.
        let lasted = seconds(score).replacingOccurrences(of: " ", with: "\u{00A0}")
        var message: String, separator: String
        switch layout.sizeClass {
        case .compact: (message, separator) = (seconds(score), " · ")
        case .regular: (message, separator) = (localizer(FallingSquaresText.lasted, lasted), "\n")
        }
        if model.madeNewBest {
            message += separator + localizer(FallingSquaresText.newBest)
        } else if let best = model.best {
            message += separator + localizer(FallingSquaresText.best, seconds(best))
        }
        if let storageProblem { message += "\n" + localizer(FallingSquaresText.notKept, storageProblem) }
        return message
    }

    // MARK: - Square identity

    /// The mark inside each square: how many taps, or which way to swipe.
    static func mark(_ square: SquareGesture) -> String {
        switch square {
        case .tap: "1"
        case .doubleTap: "2"
        case .swipeUp: "↑"
        case .swipeDown: "↓"
        }
    }

    static func color(_ square: SquareGesture) -> Color {
        switch square {
        case .tap: Color(hex: 0xF87171)
        case .doubleTap: Color(hex: 0xFBBF24)
        case .swipeUp: Color(hex: 0x34D399)
        case .swipeDown: Color(hex: 0x60A5FA)
        }
    }
}
