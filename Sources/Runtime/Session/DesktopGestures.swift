import GadgetBase
import Hardware

/// Turns and knocks as a person plays them into the desktop board (its `o` and `k` keys, and
/// scripts' `orient` and `knock`). Orientations: the reading at rest for each, the names
/// scripts use, and the next quarter turn.
extension Orientation {
    /// What the accelerometer reads at rest held this way (see OrientationDetector's axes).
    var restingReading: Vector3 {
        switch self {
        case .portrait: Vector3(x: 0, y: 1, z: 0)
        case .upsideDown: Vector3(x: 0, y: -1, z: 0)
        case .landscapeLeft: Vector3(x: 1, y: 0, z: 0)
        case .landscapeRight: Vector3(x: -1, y: 0, z: 0)
        case .faceUp: Vector3(x: 0, y: 0, z: 1)
        case .faceDown: Vector3(x: 0, y: 0, z: -1)
        }
    }

    /// The board turned a quarter anticlockwise from this. A board lying flat shows its picture
    /// upright (as in portrait), so its first turn is the first one a person sees: landscape left.
    var nextQuarterTurn: Orientation {
        switch self {
        case .portrait, .faceUp, .faceDown: .landscapeLeft
        case .landscapeLeft: .upsideDown
        case .upsideDown: .landscapeRight
        case .landscapeRight: .portrait
        }
    }

    /// "landscape-left" for `.landscapeLeft`: the name in scripts and in `gadget sense orientation`.
    public var scriptName: String {
        rawValue.reduce(into: "") { name, character in
            if character.isUppercase { name += "-" + character.lowercased() } else { name.append(character) }
        }
    }

    init?(scriptName: String) {
        guard let match = Orientation.allCases.first(where: { $0.scriptName == scriptName.lowercased() }) else { return nil }
        self = match
    }
}

extension SimulatedBoard {
    /// A firm knuckle on the case at `instant` (4 g), as wide as the chip's filter would make it
    /// at `sampleRate`, so a chip sampling that slowly still catches it above a tap engine's 2 g
    /// (a real chip's low-pass does the same to a real knock).
    func knock(at instant: Instant, sampleRate: Double) {
        let period = Duration.nanoseconds(Int64(1e9 / max(1, sampleRate)))
        motion.playKnock(at: instant, amplitude: 4, halfWidth: max(.milliseconds(1), period))
    }
}
