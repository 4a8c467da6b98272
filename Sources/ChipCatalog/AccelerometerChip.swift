import GadgetBase

/// The accelerometer chips Gadget has drivers and models for, with what it takes to find one on
/// a bus: the facts of the data sheets that a driver and its simulated chip both go by.
public enum AccelerometerChip: String, Sendable, CaseIterable, Hashable {
    case mpu6050, adxl345, lis3dh, lsm9ds1

    /// The name data sheets and breakout boards use.
    public var displayName: String {
        switch self {
        case .mpu6050: "MPU-6050"
        case .adxl345: "ADXL345"
        case .lis3dh: "LIS3DH"
        case .lsm9ds1: "LSM9DS1"
        }
    }

    /// The addresses the chip can answer at, the usual one first.
    public var addresses: [UInt8] {
        switch self {
        case .mpu6050: [0x68, 0x69]
        case .adxl345: [0x53, 0x1D]
        case .lis3dh: [0x18, 0x19]
        case .lsm9ds1: [0x6A, 0x6B]
        }
    }

    /// The identity register (WHO_AM_I, or DEVID on the ADXL345) and the value it holds.
    public var identityRegister: UInt8 {
        switch self {
        case .mpu6050: 0x75        // WHO_AM_I
        case .adxl345: 0x00        // DEVID
        case .lis3dh, .lsm9ds1: 0x0F  // WHO_AM_I
        }
    }

    public var identity: UInt8 {
        switch self {
        case .mpu6050: 0x68
        case .adxl345: 0xE5
        case .lis3dh: 0x33
        case .lsm9ds1: 0x68
        }
    }

    /// The identity register's name in the data sheet, for messages.
    public var identityRegisterName: String { self == .adxl345 ? "DEVID" : "WHO_AM_I" }

    /// How a breakout board selects between the two addresses.
    public var addressHint: LocalizedMessage {
        switch self {
        case .mpu6050: LocalizedMessage(ChipCatalogText.addressPins, "AD0", "0x68", "0x69")
        case .adxl345: LocalizedMessage(ChipCatalogText.addressPins, "SDO/ALT ADDRESS", "0x53", "0x1d")
        case .lis3dh: LocalizedMessage(ChipCatalogText.addressPins, "SDO/SA0", "0x18", "0x19")
        case .lsm9ds1: LocalizedMessage(ChipCatalogText.senseHATAddress,
                                        LocalizedMessage(ChipCatalogText.addressPins, "SDO_AG", "0x6a", "0x6b"), "0x6a")
        }
    }

    /// Identity values of other chips that turn up at the same addresses, for a kinder message.
    public var knownRelatives: [UInt8: String] {
        switch self {
        case .mpu6050: [0x70: "MPU-6500", 0x71: "MPU-9250", 0x73: "MPU-9255", 0x98: "ICM-20689"]
        case .lis3dh: [0x32: "LIS2DH12/LIS331DLH", 0x44: "LIS2DW12"]
        case .lsm9ds1: [0x69: "LSM6DS3", 0x6A: "LSM6DSL/LSM6DSM", 0x6C: "LSM6DSO"]
        case .adxl345: [:]
        }
    }
}
