import CI2C
import Glibc
import GadgetBase
import Hardware

/// An I2C bus behind the kernel's i2c-dev interface (/dev/i2c-N), driven through libi2c's SMBus
/// calls. Every adapter Gadget meets (the Pi's BCM2835/RP1 controllers, i2c-gpio, i2c-stub)
/// implements these, whereas plain I2C_RDWR combined transfers are not universal.
///
/// Not thread-safe: the selected peripheral address is per file descriptor, so one bus object
/// belongs to one thread (or one actor) at a time.
public final class LinuxI2CBus: I2CBus {
    public let name: String
    private let fd: Int32
    /// The address the kernel currently targets for this descriptor, so I2C_SLAVE is issued only
    /// when a transfer goes to a different device.
    private var selectedAddress: UInt8?

    /// Opens a bus device such as "/dev/i2c-1".
    public init(path: String) throws(I2COpenError) {
        name = path
        let descriptor = open(path, O_RDWR | O_CLOEXEC)
        guard descriptor >= 0 else { throw I2COpenError.opening(path, errno: errno) }
        fd = descriptor
    }

    /// Opens /dev/i2c-`busNumber` (bus 1 is the header's SDA/SCL pins on a Raspberry Pi).
    public convenience init(busNumber: Int) throws(I2COpenError) {
        try self.init(path: "/dev/i2c-\(busNumber)")
    }

    deinit { Glibc.close(fd) }

    public func readByte(address: UInt8, register: UInt8) throws(I2CError) -> UInt8 {
        try select(address)
        let result = i2c_smbus_read_byte_data(fd, register)
        try check(result, address: address)
        return UInt8(truncatingIfNeeded: result)
    }

    public func writeByte(address: UInt8, register: UInt8, value: UInt8) throws(I2CError) {
        try select(address)
        try check(i2c_smbus_write_byte_data(fd, register, value), address: address)
    }

    public func readBlock(address: UInt8, register: UInt8, count: Int) throws(I2CError) -> [UInt8] {
        guard (1...Self.maximumBlockLength).contains(count) else {
            throw I2CError(.unsupported, bus: name, address: address, detail: LocalizedMessage(I2CText.blockReadLength, count))
        }
        try select(address)
        var bytes = [UInt8](repeating: 0, count: Self.maximumBlockLength)
        let result = bytes.withUnsafeMutableBufferPointer { buffer in
            i2c_smbus_read_i2c_block_data(fd, register, UInt8(count), buffer.baseAddress)
        }
        try check(result, address: address)
        // The adapter may return fewer bytes than asked; a short read is a failed read, never
        // silently zero-padded data.
        guard Int(result) == count else {
            throw I2CError(.other, bus: name, address: address,
                           detail: LocalizedMessage(I2CText.shortRead, PluralString.bytes.message(count: count), hexByte(register), Int(result)))
        }
        return Array(bytes.prefix(count))
    }

    public func writeBlock(address: UInt8, register: UInt8, bytes: [UInt8]) throws(I2CError) {
        guard (1...Self.maximumBlockLength).contains(bytes.count) else {
            throw I2CError(.unsupported, bus: name, address: address, detail: LocalizedMessage(I2CText.blockWriteLength, bytes.count))
        }
        try select(address)
        let result = bytes.withUnsafeBufferPointer { buffer in
            i2c_smbus_write_i2c_block_data(fd, register, UInt8(buffer.count), buffer.baseAddress)
        }
        try check(result, address: address)
    }

    /// SMBus limits one block transfer to 32 data bytes.
    public static let maximumBlockLength = 32

    // MARK: - Internals shared with scanning

    /// Points the descriptor at a 7-bit address.
    func select(_ address: UInt8) throws(I2CError) {
        guard address != selectedAddress else { return }
        guard address <= 0x7F else {
            throw I2CError(.unsupported, bus: name, address: address, detail: LocalizedMessage(I2CText.sevenBitAddress))
        }
        guard ioctl(fd, UInt(I2C_SLAVE), CInt(address)) == 0 else {
            let code = errno
            selectedAddress = nil
            if code == EBUSY {
                throw I2CError(.claimedByKernel, bus: name, address: address)
            }
            throw I2CError(.other, bus: name, address: address, detail: I2CErrno.detail(code))
        }
        selectedAddress = address
    }

    /// A plain receive-byte transfer, the probe `i2cdetect -r` uses: it reads, so it cannot
    /// change a register the way a quick write might on some chips.
    func probeRead(_ address: UInt8) throws(I2CError) {
        try select(address)
        try check(i2c_smbus_read_byte(fd), address: address)
    }

    /// libi2c returns a negative errno on failure (and leaves errno set as well).
    private func check(_ result: Int32, address: UInt8) throws(I2CError) {
        guard result < 0 else { return }
        throw Self.transferError(-result, bus: name, address: address)
    }

    /// A failed transfer's errno as an error: the kind from the one table the fault simulator
    /// uses too (`I2CErrno`).
    static func transferError(_ code: Int32, bus: String, address: UInt8) -> I2CError {
        I2CErrno.error(code, bus: bus, address: address)
    }
}

extension I2COpenError {
    /// Why a bus device could not be opened, with the fix a user can apply.
    static func opening(_ path: String, errno code: Int32) -> I2COpenError {
        switch code {
        case ENOENT, ENODEV, ENXIO: I2COpenError(.missing, path: path)
        case EACCES, EPERM: I2COpenError(.permissionDenied, path: path)
        default: I2COpenError(.other, path: path, detail: ErrnoWords.reason(code))
        }
    }
}
