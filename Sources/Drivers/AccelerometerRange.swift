/// An accelerometer's full-scale range in ±g. A narrower range resolves small movements
/// better; a wider one keeps hard shakes and knocks from clipping.
public enum AccelerometerRange: Int, Sendable, CaseIterable, Hashable {
    case g2 = 2, g4 = 4, g8 = 8, g16 = 16

    /// The largest acceleration, in g, the range can report.
    public var limit: Double { Double(rawValue) }

    /// Its place among 2, 4, 8 and 16 g (0-3): the two bits that select it on the MPU-6050
    /// (AFS_SEL), the ADXL345 (DATA_FORMAT) and the LIS3DH (CTRL_REG4 FS); the LSM9DS1 orders
    /// them otherwise.
    var selectionBits: UInt8 {
        switch self {
        case .g2: 0
        case .g4: 1
        case .g8: 2
        case .g16: 3
        }
    }
}
