import Foundation
import Simulation

/// The soak's person: seeded random input of every kind Gadget takes, as script lines (so a
/// failure can be replayed with `gadget run --script`). Most of the time they fiddle with the
/// open app; now and then they switch apps, and between bursts they put the board down.
struct SoakInput {
    private var random: MotionRandom

    init(seed: UInt64) { random = MotionRandom(seed: seed) }

    static let buttons = ["up", "down", "left", "right", "select", "action", "back"]
    static let words = ["hello", "Привіт", "shake it", "42", "Ёлка", "a b c", "quiz", "1.5"]

    /// One step of input, or a pause. With a text field open (`fieldOpen`) they mostly type into
    /// it, as people do; elsewhere their typing goes nowhere and the runner passes over it.
    mutating func next(fieldOpen: Bool = false) -> String {
        if fieldOpen, random.chance(0.5) { return "type " + random.pick(Self.words) }
        let roll = random.uniform(0...1)
        switch roll {
        case ..<0.30: return "tap " + random.pick(Self.buttons)
        case ..<0.36: return "double-tap " + random.pick(Self.buttons)
        case ..<0.40: return "long-press " + random.pick(Self.buttons)
        case ..<0.45: return "swipe " + random.pick(["up", "down", "left", "right"])
        case ..<0.52: return "shake"
        case ..<0.55: return random.chance(0.5) ? "knock" : "knock 2"
        case ..<0.58: return "orient " + random.pick(["portrait", "landscape-left", "landscape-right", "upside-down",
                                                       "face-up", "face-down"])
        case ..<0.65: return stroke()
        case ..<0.69: return "type " + random.pick(Self.words)
        case ..<0.72: return "home"
        default: return pause()
        }
    }

    /// A pause: mostly short, sometimes the board is put down for minutes.
    mutating func pause() -> String {
        let roll = random.uniform(0...1)
        if roll < 0.8 { return "wait \(Int(random.uniform(50...2000)))ms" }
        if roll < 0.98 { return "wait \(Int(random.uniform(3...30)))s" }
        return "wait \(Int(random.uniform(60...600)))s"
    }

    /// A finger wandering over the panel, in shares of its shorter side.
    mutating func stroke() -> String {
        var x = random.uniform(15...85), y = random.uniform(15...85)
        var points: [String] = []
        for _ in 0..<Int(random.uniform(2...24)) {
            points.append("\(Int(x))%,\(Int(y))%")
            x = min(95, max(5, x + random.uniform(-12...12)))
            y = min(95, max(5, y + random.uniform(-12...12)))
        }
        return "stroke " + points.joined(separator: " ")
    }

    /// How many launcher rows to move down before opening an app.
    mutating func appIndex(below count: Int) -> Int { Int(random.next() % UInt64(max(1, count))) }

    mutating func chance(_ probability: Double) -> Bool { random.chance(probability) }
}
