/// An accelerometer's full-scale range in ±g. A narrower range resolves small movements
/// better; a wider one keeps hard shakes and knocks from clipping.
public enum AccelerometerRange: Int, Sendable, CaseIterable, Hashable {
    case g2 = 2, g4 = 4, g8 = 8, g16 = 16

    /// The largest acceleration, in g, the range can report.
    public var limit: Double { Double(rawValue) }
}
