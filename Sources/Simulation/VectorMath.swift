import Foundation
import GadgetBase
import Hardware

extension Vector3 {
    func dot(_ other: Vector3) -> Double { x * other.x + y * other.y + z * other.z }

    func cross(_ other: Vector3) -> Vector3 {
        Vector3(x: y * other.z - z * other.y, y: z * other.x - x * other.z, z: x * other.y - y * other.x)
    }

    /// The unit vector along this one, or nil for a (near) zero vector.
    var normalized: Vector3? {
        let length = magnitude
        return length > 1e-12 ? self * (1 / length) : nil
    }

    /// This vector turned by `angle` radians about the unit vector `axis` (Rodrigues' formula).
    func rotated(about axis: Vector3, by angle: Double) -> Vector3 {
        let c = cos(angle), s = sin(angle)
        return self * c + axis.cross(self) * s + axis * (axis.dot(self) * (1 - c))
    }

    /// A unit vector at right angles to this one, preferring the board's x axis, then y:
    /// for a board lying flat that is a horizontal direction a hand naturally moves along.
    var perpendicular: Vector3 {
        let up = normalized ?? Vector3(x: 0, y: 0, z: 1)
        for candidate in [Vector3(x: 1, y: 0, z: 0), Vector3(x: 0, y: 1, z: 0)] {
            if let horizontal = (candidate - up * candidate.dot(up)).normalized,
               abs(candidate.dot(up)) < 0.9 {
                return horizontal
            }
        }
        return Vector3(x: 0, y: 0, z: 1)
    }
}
