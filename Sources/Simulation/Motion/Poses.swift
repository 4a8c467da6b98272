import Foundation
import GadgetBase
import Hardware

/// Typical ways a board is held or left, as orientations (board frame to world frame).
public enum Pose {
    /// The orientation in which the board's `up` direction (board frame) points at the sky,
    /// turned `heading` radians about the vertical.
    public static func with(up: Vector3, heading: Double) -> Rotation {
        Rotation(axis: .worldUp, angle: heading).composed(with: Rotation.aligning(up, to: .worldUp))
    }

    /// Lying on a table, face up or face down.
    public static func onTable(faceUp: Bool, random: inout MotionRandom) -> Rotation {
        let tilt = Vector3(x: random.uniform(-0.02...0.02), y: random.uniform(-0.02...0.02), z: faceUp ? 1 : -1)
        return with(up: tilt, heading: random.uniform(0...(2 * .pi)))
    }

    /// In a hand in front of the face: upright to nearly flat, a little rolled, portrait or landscape.
    public static func inHand(random: inout MotionRandom) -> Rotation {
        let pitch = random.uniform(0.25...1.3), roll = random.uniform(-0.45...0.45)
        var up = Vector3(x: sin(roll), y: cos(pitch) * cos(roll), z: sin(pitch) * cos(roll))
        if random.chance(0.25) { up = Vector3(x: random.sign() * up.y, y: up.x, z: up.z) }
        return with(up: up, heading: random.uniform(0...(2 * .pi)))
    }

    /// In a front trouser pocket: standing on one end, screen facing the thigh or away.
    public static func inPocket(random: inout MotionRandom) -> Rotation {
        let up = Vector3(x: random.uniform(-0.3...0.3), y: random.sign(), z: random.uniform(-0.3...0.3))
        // Facing forward or backward, give or take: the thigh swings about the world's y.
        let heading = (random.chance(0.5) ? 0 : Double.pi) + random.uniform(-0.5...0.5)
        return with(up: up, heading: heading)
    }

    /// Anything at all.
    public static func anyway(random: inout MotionRandom) -> Rotation {
        with(up: random.direction(), heading: random.uniform(0...(2 * .pi)))
    }
}
