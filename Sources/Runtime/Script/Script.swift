import Core
import GadgetBase
import Hardware

/// A headless session, one step a line. The format (documented in the README):
///
///     # comment            (also after a step: `wait 1s   # settle`)
///     wait 1.5s | wait 250ms
///     press|tap|double-tap|long-press BUTTON     (up down left right select action back)
///     swipe up|down|left|right
///     shake | shake 0.4g   (the board's usual shake, or one whose swings peak at 0.4 g)
///     knock | knock 2      (one knock on the case, or a double knock)
///     orient portrait|landscape-left|landscape-right|upside-down|face-up|face-down
///     stroke X,Y X,Y ...   (panel pixels; two strokes in a row make an aim)
///     stroke X%,Y% ...     (shares of the panel's shorter side around its centre, 50%,50% the
///                           centre: one drawing keeps its shape on every panel)
///     drag X,Y ...         (the same points, but the finger stays down: the stroke is in progress
///                           and a screenshot shows it growing; drag again to go on)
///     lift                 (the finger leaves the panel: the dragged stroke is finished)
///     type TEXT            (TEXT or "TEXT": in quotes it may hold a # or end in a space)
///     home
///     expect TEXT          (the screen shows TEXT)
///     expect-not TEXT      (it does not)
///     screenshot FILE.png
public struct Script: Sendable, Equatable {
    public struct Step: Sendable, Equatable {
        public var line: Int
        public var command: Command
        /// The line as written, for the log: printing `command` itself would go through the
        /// runtime's reflection, a start-up cost for every scripted run.
        public var text: String
    }

    public enum Command: Sendable, Equatable {
        case wait(Duration)
        case button(Button, ButtonGesture)
        case swipe(SwipeDirection)
        /// The swings' peak in g; nil is the board's usual shake.
        case shake(peak: Double?)
        case knock(count: Int)
        case orient(Orientation)
        case stroke([Point])
        /// Points in percent of the panel's shorter side, 50%,50% at the panel's centre.
        case scaledStroke([Point])
        /// A stroke's points with the finger left down (`scaled` as in `scaledStroke`).
        case drag([Point], scaled: Bool)
        case lift
        case type(String)
        case home
        case expect(String)
        case expectNot(String)
        case screenshot(String)
    }

    public var file: String
    public var steps: [Step]

    public init(parsing text: String, file: String) throws(ScriptError) {
        self.file = file
        steps = []
        for (index, raw) in TextLines.split(text).enumerated() {
            let line = Self.withoutComment(raw).trimmingCharacters(in: " \t\r")
            if line.isEmpty { continue }
            steps.append(Step(line: index + 1, command: try Self.command(line, file: file, line: index + 1), text: line))
        }
    }

    /// The line up to a `#` that starts it or follows a space or tab (`wait 1.5s   # or 250ms`).
    /// A `#` inside double quotes is text (`expect "Round #3"`), and so is one inside a word
    /// (`type C#`).
    static func withoutComment(_ line: Substring) -> Substring {
        var quoted = false
        var previous: Character = " "
        for index in line.indices {
            let character = line[index]
            if character == "\"" { quoted.toggle() }
            if character == "#", !quoted, previous == " " || previous == "\t" { return line[..<index] }
            previous = character
        }
        return line
    }

    /// Text in double quotes is the text between them, so it may hold a `#` or start or end
    /// with a space; anything else is the text as written.
    private static func unquoted(_ text: String) -> String {
        guard text.count >= 2, text.hasPrefix("\""), text.hasSuffix("\"") else { return text }
        return String(text.dropFirst().dropLast())
    }

    static let buttonNames: [String: Button] = [
        "up": .up, "down": .down, "left": .left, "right": .right,
        "select": .select, "enter": .select, "action": .action, "space": .action, "back": .back, "esc": .back,
    ]

    /// A shake's peak, in g: from a gentle wobble to the top of the simulated chip's ±16 g range.
    static let shakePeaks = 0.1...8.0

    /// Every step's first word, for "did you mean" when a line starts with none of them.
    static let verbs: Set<String> = [
        "wait", "press", "tap", "double-tap", "long-press", "swipe", "shake", "knock", "orient",
        "stroke", "drag", "lift", "type", "home", "expect", "expect-not", "screenshot",
    ]

    private static func command(_ line: String, file: String, line number: Int) throws(ScriptError) -> Command {
        let verb = String(line.prefix { $0 != " " && $0 != "\t" })
        let argument = line.dropFirst(verb.count).trimmingCharacters(in: " \t")
        func fail(_ text: LocalizedMessage) -> ScriptError { ScriptError(file: file, line: number, text: text) }
        func requireArgument(_ what: LocalizedString) throws(ScriptError) -> String {
            guard !argument.isEmpty else { throw fail(LocalizedMessage(ScriptText.needs, verb, what)) }
            return argument
        }
        switch verb {
        case "wait":
            guard let duration = parseDuration(try requireArgument(ScriptText.aDuration)) else {
                throw fail(LocalizedMessage(ScriptText.notADuration, argument))
            }
            return .wait(duration)
        case "press", "tap", "double-tap", "long-press":
            let name = try requireArgument(ScriptText.aButton).lowercased()
            guard let button = buttonNames[name] else {
                throw fail(NearestWord.closest(name, among: Set(buttonNames.keys))
                    .map { LocalizedMessage(ScriptText.unknownButtonHint, argument, $0) }
                    ?? LocalizedMessage(ScriptText.unknownButton, argument))
            }
            let gesture: ButtonGesture = switch verb {
            case "double-tap": .doubleTap
            case "long-press": .longPress
            default: .tap
            }
            return .button(button, gesture)
        case "swipe":
            guard let direction = SwipeDirection(rawValue: try requireArgument(ScriptText.aDirection).lowercased()) else {
                throw fail(LocalizedMessage(ScriptText.swipeDirection, argument))
            }
            return .swipe(direction)
        case "shake":
            guard !argument.isEmpty else { return .shake(peak: nil) }
            let number = argument.lowercased().hasSuffix("g") ? String(argument.dropLast()) : argument
            guard let peak = Double(number), Self.shakePeaks.contains(peak) else {
                throw fail(LocalizedMessage(ScriptText.shakePeak, argument))
            }
            return .shake(peak: peak)
        case "home", "lift":
            guard argument.isEmpty else { throw fail(LocalizedMessage(ScriptText.takesNothing, verb)) }
            return verb == "home" ? .home : .lift
        case "knock":
            guard let count = argument.isEmpty ? 1 : Int(argument), (1...2).contains(count) else {
                throw fail(LocalizedMessage(ScriptText.knockCount, argument))
            }
            return .knock(count: count)
        case "orient":
            let names = Orientation.allCases.map(\.scriptName).joined(separator: ", ")
            guard let orientation = Orientation(scriptName: try requireArgument(ScriptText.anOrientation)) else {
                throw fail(LocalizedMessage(ScriptText.heldHow, names, argument))
            }
            return .orient(orientation)
        case "stroke", "drag":
            var points: [Point] = []
            let pairs = try requireArgument(ScriptText.points).split(whereSeparator: { $0 == " " || $0 == "\t" })
            let scaled = pairs.first?.contains("%") ?? false
            for pair in pairs {
                // Every coordinate in percent, or none: a mix is a typo.
                var parts = pair.split(separator: ",")
                let inPercent = parts.filter { $0.hasSuffix("%") }.count
                if scaled, inPercent == parts.count { parts = parts.map { $0.dropLast() } }
                guard inPercent == (scaled ? parts.count : 0), parts.count == 2,
                      let x = Double(parts[0]), let y = Double(parts[1]), x.isFinite, y.isFinite else {
                    throw fail(LocalizedMessage(ScriptText.notAPoint, String(pair)))
                }
                points.append(Point(x: x, y: y))
            }
            if verb == "drag" { return .drag(points, scaled: scaled) }
            guard points.count >= 2 else { throw fail(LocalizedMessage(ScriptText.twoPoints)) }
            return scaled ? .scaledStroke(points) : .stroke(points)
        case "type": return .type(unquoted(try requireArgument(ScriptText.textToType)))
        case "expect": return .expect(unquoted(try requireArgument(ScriptText.textShown)))
        case "expect-not": return .expectNot(unquoted(try requireArgument(ScriptText.textNotShown)))
        case "screenshot":
            let path = try requireArgument(ScriptText.pngName)
            guard path.lowercased().hasSuffix(".png") else { throw fail(LocalizedMessage(ScriptText.screenshotPNG)) }
            return .screenshot(path)
        default:
            throw fail(NearestWord.closest(verb, among: verbs)
                .map { LocalizedMessage(ScriptText.unknownStepHint, verb, $0) }
                ?? LocalizedMessage(ScriptText.unknownStep, verb))
        }
    }

    static func parseDuration(_ text: String) -> Duration? {
        let lower = text.lowercased()
        let (number, scale): (Substring, Double) =
            lower.hasSuffix("ms") ? (lower.dropLast(2), 1e-3) : lower.hasSuffix("s") ? (lower.dropLast(), 1) : (Substring(lower), 1)
        guard let value = Double(number), value.isFinite, value >= 0, value <= 86_400 * 7 else { return nil }
        return .nanoseconds(Int64((value * scale * 1e9).rounded()))
    }
}

public struct ScriptError: Error, Sendable, Equatable, CustomStringConvertible, UserFacingError {
    public var file: String
    public var line: Int
    /// What went wrong, in any language.
    public var text: LocalizedMessage

    public init(file: String, line: Int, text: LocalizedMessage) {
        self.file = file
        self.line = line
        self.text = text
    }

    /// What went wrong, in English.
    public var message: String { text.description }
    public var description: String { message(Localizer(language: .en)) }
    public func message(_ l: Localizer) -> String { "\(file):\(line): \(text.text(l))" }
}
