import Foundation
import GadgetBase
import Hardware

/// An orientation: the rotation that takes a vector from the board's frame to the world's
/// (world z points up, away from the ground). Stored as a 3x3 matrix, rows in world axes.
public struct Rotation: Sendable, Hashable {
    public var rows: (Vector3, Vector3, Vector3)

    public init(rows: (Vector3, Vector3, Vector3)) { self.rows = rows }

    public static let identity = Rotation(rows: (Vector3(x: 1, y: 0, z: 0), Vector3(x: 0, y: 1, z: 0), Vector3(x: 0, y: 0, z: 1)))

    /// A turn by `angle` radians about the unit vector `axis` (right-handed).
    public init(axis: Vector3, angle: Double) {
        let a = axis.normalized ?? Vector3(x: 0, y: 0, z: 1)
        let c = cos(angle), s = sin(angle), t = 1 - c
        rows = (
            Vector3(x: t * a.x * a.x + c, y: t * a.x * a.y - s * a.z, z: t * a.x * a.z + s * a.y),
            Vector3(x: t * a.x * a.y + s * a.z, y: t * a.y * a.y + c, z: t * a.y * a.z - s * a.x),
            Vector3(x: t * a.x * a.z - s * a.y, y: t * a.y * a.z + s * a.x, z: t * a.z * a.z + c))
    }

    /// Board vector to world vector.
    public func apply(_ v: Vector3) -> Vector3 {
        Vector3(x: rows.0.dot(v), y: rows.1.dot(v), z: rows.2.dot(v))
    }

    /// World vector to board vector (the inverse of a rotation is its transpose).
    public func inverseApply(_ v: Vector3) -> Vector3 {
        rows.0 * v.x + rows.1 * v.y + rows.2 * v.z
    }

    /// `self` after `other`: first `other`, then `self`.
    public func composed(with other: Rotation) -> Rotation {
        let columns = (other.rows.0, other.rows.1, other.rows.2)
        func row(_ r: Vector3) -> Vector3 {
            Vector3(x: r.x * columns.0.x + r.y * columns.1.x + r.z * columns.2.x,
                    y: r.x * columns.0.y + r.y * columns.1.y + r.z * columns.2.y,
                    z: r.x * columns.0.z + r.y * columns.1.z + r.z * columns.2.z)
        }
        return Rotation(rows: (row(rows.0), row(rows.1), row(rows.2)))
    }

    /// The smallest turn taking the board's `from` direction onto the world's `to` direction,
    /// applied after `self`'s own orientation is forgotten: an orientation in which the board
    /// vector `from` points along world `to`.
    public static func aligning(_ from: Vector3, to: Vector3) -> Rotation {
        guard let f = from.normalized, let t = to.normalized else { return .identity }
        let axis = f.cross(t)
        let sine = axis.magnitude, cosine = f.dot(t)
        if sine < 1e-9 {
            return cosine > 0 ? .identity : Rotation(axis: f.perpendicular, angle: .pi)
        }
        return Rotation(axis: axis, angle: atan2(sine, cosine))
    }

    public static func == (a: Rotation, b: Rotation) -> Bool {
        a.rows.0 == b.rows.0 && a.rows.1 == b.rows.1 && a.rows.2 == b.rows.2
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(rows.0); hasher.combine(rows.1); hasher.combine(rows.2)
    }
}

/// Minimum-jerk progress from 0 to 1 over `x` in 0...1: the smooth bell-shaped velocity
/// profile of an unhurried human reach (Flash and Hogan, 1985).
func minimumJerk(_ x: Double) -> Double {
    let u = min(1, max(0, x))
    return u * u * u * (10 - 15 * u + 6 * u * u)
}

/// The second derivative of `minimumJerk` with respect to `x`.
func minimumJerkAcceleration(_ x: Double) -> Double {
    guard x > 0, x < 1 else { return 0 }
    return 60 * x - 180 * x * x + 120 * x * x * x
}

extension Vector3 {
    public static let worldUp = Vector3(x: 0, y: 0, z: 1)
}
