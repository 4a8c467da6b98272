import ChipCatalog
import Drivers
import Glibc
import GadgetBase
import Hardware
import Simulation
import Testing

@testable import Linux

/// One errno table (`I2CErrno`) for the real bus and the fault simulator: the same errno is the
/// same error from both, and the kinds are what the kernel's adapters mean by them.
@Suite("I2C errno table")
struct I2CErrnoTableTests {
    /// The errors a `FaultyI2CBus` throws when every transfer fails with `code`.
    static func simulated(_ code: Int32) -> (read: I2CError?, write: I2CError?) {
        let bus = SimulatedI2CBus(name: "/dev/i2c-1")
        bus.attach(AccelerometerChip.mpu6050.makeSimulator(clock: TestClock(), motion: ScriptedMotion(noise: 0)), at: 0x68)
        let faulty = FaultyI2CBus(wrapping: bus, errorRate: 1, faults: [.errno(code)])
        let read = #expect(throws: I2CError.self) { try faulty.readBlock(address: 0x68, register: 0x3B, count: 6) }
        let write = #expect(throws: I2CError.self) { try faulty.writeByte(address: 0x68, register: 0x19, value: 9) }
        return (read, write)
    }

    /// An errno without a sentence of its own reads in strerror's words and its symbol: in English
    /// exactly glibc's, in Russian and Ukrainian translated, the symbol kept for a search.
    @Test(arguments: I2CErrno.table.map(\.code))
    func anErrnosWordsAreTranslatedAndKeepTheSymbol(code: Int32) throws {
        let entry = try #require(I2CErrno.entry(for: code))
        let detail = I2CErrno.detail(code)
        for language in [Language.ru, .uk] {
            let text = detail.text(Localizer(language: language))
            #expect(text != detail.description, "\(entry.symbol) has no \(language) words")
        }
        if !detail.description.hasPrefix(describeErrno(code)) {
            // A sentence of the table's own, not the C library's words.
            #expect(!detail.description.contains(entry.symbol))
        } else {
            #expect(detail.description == describeErrno(code) + " (" + entry.symbol + ")")
            #expect(detail.text(Localizer(language: .ru)).hasSuffix("(" + entry.symbol + ")"))
        }
    }

    @Test(arguments: I2CErrno.table.map(\.code) + [ENOTTY, EINVAL])
    func theLinuxBusAndTheSimulatorGiveTheSameErrorForAnErrno(code: Int32) {
        let linux = LinuxI2CBus.transferError(code, bus: "/dev/i2c-1", address: 0x68)
        let (read, write) = Self.simulated(code)
        #expect(read == linux)
        #expect(write == linux)
        #expect(linux.kind == I2CErrno.kind(of: code))
    }

    /// What the kernel's adapters mean (Documentation/i2c/fault-codes.rst, i2c-bcm2835,
    /// i2c-designware, i2c-algo-bit, i2c-stub).
    @Test func theKindsAreTheKernelsMeaning() {
        #expect(I2CErrno.kind(of: ENXIO) == .noAcknowledge(.address))
        #expect(I2CErrno.kind(of: ENODEV) == .noAcknowledge(.address))
        #expect(I2CErrno.kind(of: EREMOTEIO) == .noAcknowledge(.unknown))
        #expect(I2CErrno.kind(of: EAGAIN) == .arbitrationLoss)
        #expect(I2CErrno.kind(of: ETIMEDOUT) == .timeout)
        #expect(I2CErrno.kind(of: EBUSY) == .bus)
        #expect(I2CErrno.kind(of: EOPNOTSUPP) == .unsupported)
        #expect(I2CErrno.kind(of: EIO) == .other, "EIO is vague: a BCM2835 clock-stretch timeout, an i2c-algo-bit data NACK")
        #expect(I2CErrno.kind(of: ENOMEM) == .other)
    }

    @Test func onlyAnAddressOrUnknownNACKMayMeanTheChipIsGone() {
        let absent = I2CError.Kind.all.filter { I2CError($0, bus: "b").mayMeanAbsent }
        #expect(absent == [.noAcknowledge(.address), .noAcknowledge(.unknown)])
    }

    @Test func eachErrnoIsInTheTableOnce() {
        let codes = I2CErrno.table.map(\.code)
        #expect(Set(codes).count == codes.count)
    }

    @Test func everyKindHasATraceNameThatReadsBack() {
        for kind in I2CError.Kind.all { #expect(I2CError.Kind(name: kind.name) == kind) }
        #expect(Set(I2CError.Kind.all.map(\.name)).count == I2CError.Kind.all.count)
    }

    @Test func theDetailNamesTheSymbolSoItCanBeSearched() {
        #expect(I2CErrno.detail(EREMOTEIO).description == String(cString: strerror(EREMOTEIO)) + " (EREMOTEIO)")
        let lost = I2CErrno.error(EAGAIN, bus: "/dev/i2c-1", address: 0x68)
        #expect(lost.message(Localizer(language: .ru)).contains("арбитраж проигран"))
        #expect(lost.message(Localizer(language: .uk)).contains("арбітраж програно"))
    }

    /// The default fault mix is a Pi's: no error it throws says more than the Pi's adapters do.
    @Test func theRaspberryPiMixIsMostlyNACKsThatDoNotSayWhichByte() {
        let kinds = FaultyI2CBus.raspberryPiMix.map { fault -> I2CError.Kind? in
            if case .errno(let code) = fault { I2CErrno.kind(of: code) } else { nil }
        }
        #expect(kinds.count == 20)
        #expect(kinds.filter { $0 == .noAcknowledge(.unknown) }.count == 12)
        #expect(!kinds.contains(.noAcknowledge(.address)), "neither BCM2835 nor DesignWare tell the address NACK apart")
    }

    /// A stuck bus fails the way the adapter does: the BCM2835's clock-stretch timeout is EIO,
    /// a DesignWare or i2c-gpio adapter waiting for the bus gives ETIMEDOUT; released, it heals.
    @Test(arguments: [(nil, EIO), (ETIMEDOUT, ETIMEDOUT)] as [(Int32?, Int32)])
    func aStuckBusFailsWithTheAdaptersErrno(configured: Int32?, expected: Int32) throws {
        let bus = SimulatedI2CBus(name: "/dev/i2c-1")
        bus.attach(AccelerometerChip.mpu6050.makeSimulator(clock: TestClock(), motion: ScriptedMotion(noise: 0)), at: 0x68)
        let faulty = configured.map { FaultyI2CBus(wrapping: bus, stuckErrno: $0) } ?? FaultyI2CBus(wrapping: bus)
        faulty.apply(.stick)
        let error = #expect(throws: I2CError.self) { try faulty.readByte(address: 0x68, register: 0x75) }
        #expect(error?.kind == I2CErrno.kind(of: expected))
        #expect(error?.detail?.description == I2CErrno.detail(expected).description, "\(String(describing: error))")
        #expect(faulty.stuckFailures == 1)
        faulty.apply(.release)
        #expect(try faulty.readByte(address: 0x68, register: 0x75) == 0x68)
    }
}
