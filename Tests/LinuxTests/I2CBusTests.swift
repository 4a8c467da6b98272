import Glibc
import GadgetBase
import Hardware
import Testing
@testable import Linux

/// What runs on a machine without I2C hardware: opening, argument checks and errno mapping.
/// The transfers themselves are proven against the kernel's i2c-stub (kernel/run-kernel-tests.sh).
@Suite struct I2CBusTests {
    @Test func missingBusSaysHowToEnableI2C() {
        let error = #expect(throws: I2COpenError.self) { try LinuxI2CBus(busNumber: 97) }
        #expect(error?.kind == .missing)
        #expect(error?.path == "/dev/i2c-97")
        let message = error?.description ?? ""
        #expect(message.hasPrefix("cannot open /dev/i2c-97: I2C bus /dev/i2c-97 does not exist: it needs its own overlay"))
        #expect(message.contains("dtoverlay=i2c97"))
        #expect(message.hasSuffix("then a reboot"))
    }

    @Test func permissionDeniedPointsAtTheGroupAndUdevRules() {
        let error = I2COpenError.opening("/dev/i2c-1", errno: EACCES)
        #expect(error.kind == .permissionDenied)
        #expect(error.description
            == "cannot open /dev/i2c-1: permission denied: add your user to the i2c group and install Gadget's udev rules (see udev/)")
    }

    @Test(arguments: [ENXIO, EREMOTEIO, ENODEV])
    func missingAcknowledgeErrnosNameTheAddress(code: Int32) {
        let error = I2CErrno.error(code, bus: "/dev/i2c-1", address: 0x68)
        #expect(error.mayMeanAbsent)
        #expect(error.description.hasPrefix("no device answers at 0x68 on /dev/i2c-1"))
    }

    @Test func otherErrnosAreTransferFailuresWithTheirWords() {
        let lost = I2CErrno.error(EAGAIN, bus: "/dev/i2c-1", address: 0x1d)
        #expect(lost.kind == .arbitrationLoss)
        #expect(lost.description.contains("arbitration lost"))
        let vague = I2CErrno.error(EIO, bus: "/dev/i2c-1", address: 0x1d)
        #expect(vague.kind == .other && !vague.mayMeanAbsent, "EIO does not say the chip is gone")
        #expect(vague.detail?.description == String(cString: strerror(EIO)) + " (EIO)")
        let stuck = I2CErrno.error(ETIMEDOUT, bus: "/dev/i2c-1", address: 0x1d)
        #expect(stuck.kind == .timeout)
        #expect(stuck.detail?.description.contains("pull-up") == true)
        #expect(I2CErrno.error(EOPNOTSUPP, bus: "/dev/i2c-1", address: 0x1d).kind == .unsupported)
    }

    @Test func errorsReadInTheUsersLanguage() {
        let missing = I2COpenError.opening("/dev/i2c-1", errno: ENOENT)
        #expect(missing.message(Localizer(language: .ru)).hasPrefix(
            "не удаётся открыть /dev/i2c-1: шины I2C /dev/i2c-1 нет: включите I2C (raspi-config"))
        let refused = I2COpenError.opening("/dev/i2c-1", errno: EACCES)
        #expect(refused.message(Localizer(language: .uk))
            == "немає доступу до /dev/i2c-1: додайте користувача до групи i2c і встановіть правила udev із Gadget (див. udev/)")
        let absent = I2CError(.noAcknowledge(.address), bus: "/dev/i2c-1", address: 0x68)
        #expect(absent.message(Localizer(language: .ru))
            == "никакое устройство не отвечает по адресу 0x68 на /dev/i2c-1; проверьте проводку и адрес")
    }

    @Test func anAddressAKernelDriverHoldsIsItsOwnKind() {
        let claimed = I2CError(.claimedByKernel, bus: "/dev/i2c-1", address: 0x68)
        #expect(claimed.description
            == "a kernel driver owns the address at 0x68 on /dev/i2c-1; remove its dtoverlay or unbind the driver")
    }

    /// /dev/null opens like a bus but refuses the I2C_SLAVE ioctl: the real syscall path.
    @Test func aDeviceThatIsNotABusFailsTheTransferNotTheProcess() throws {
        let bus = try LinuxI2CBus(path: "/dev/null")
        let error = #expect(throws: I2CError.self) { try bus.readByte(address: 0x68, register: 0x75) }
        #expect(error?.kind == .other)
        #expect(error?.address == 0x68)
        #expect(error?.detail?.description == String(cString: strerror(ENOTTY)) + " (errno \(ENOTTY))")
    }

    @Test func blockLengthsOutsideSMBusLimitsAreRefusedBeforeTouchingTheBus() throws {
        let bus = try LinuxI2CBus(path: "/dev/null")
        for count in [0, 33, -1] {
            let error = #expect(throws: I2CError.self) { try bus.readBlock(address: 0x68, register: 0x3B, count: count) }
            #expect(error?.kind == .unsupported)
        }
        let tooLong = #expect(throws: I2CError.self) {
            try bus.writeBlock(address: 0x68, register: 0, bytes: [UInt8](repeating: 1, count: 33))
        }
        #expect(tooLong?.kind == .unsupported)
        let empty = #expect(throws: I2CError.self) { try bus.writeBlock(address: 0x68, register: 0, bytes: []) }
        #expect(empty?.kind == .unsupported)
    }

    @Test func eightBitAddressesAreRefused() throws {
        let bus = try LinuxI2CBus(path: "/dev/null")
        let error = #expect(throws: I2CError.self) { try bus.writeByte(address: 0xD0, register: 0x6B, value: 0) }
        #expect(error?.kind == .unsupported)
        #expect(error?.detail?.description.contains("7-bit") == true)
    }

    @Test func scanningAMissingBusThrowsAndADeadBusFindsNothing() throws {
        let error = #expect(throws: I2COpenError.self) { try LinuxI2CBus.scan(bus: 97) }
        #expect(error?.kind == .missing)
        let bus = try LinuxI2CBus(path: "/dev/null")
        #expect(bus.scan().isEmpty)
        #expect(LinuxI2CBus.scannableAddresses == 0x08...0x77)
    }
}
