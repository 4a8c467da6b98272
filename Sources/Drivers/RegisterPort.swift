import ChipCatalog
import GadgetBase
import Hardware

/// One chip's registers on one bus: every transfer a driver makes goes through here, so every
/// failure comes back as a `DriverError` naming the chip, the bus, the address and the fix.
struct RegisterPort<Bus: I2CBus> {
    let bus: Bus
    let address: UInt8
    let chip: AccelerometerChip

    func read(_ register: UInt8, doing action: LocalizedMessage) throws(DriverError) -> UInt8 {
        do { return try bus.readByte(address: address, register: register) } catch {
            throw failure(action, error)
        }
    }

    func write(_ register: UInt8, _ value: UInt8, doing action: LocalizedMessage) throws(DriverError) {
        do { try bus.writeByte(address: address, register: register, value: value) } catch {
            throw failure(action, error)
        }
    }

    /// Polls `register` until `bit`, which the chip clears itself (a reset, a reboot), reads 0;
    /// false after `polls` reads. A chip busy resetting may not answer, so failed reads count
    /// as not yet.
    func waitUntilCleared(_ bit: UInt8, in register: UInt8, polls: Int) -> Bool {
        (0..<polls).contains { _ in
            guard let value = try? bus.readByte(address: address, register: register) else { return false }
            return value & bit == 0
        }
    }

    /// One transaction of `count` bytes; a short answer is an error, never padded data.
    func readBlock(_ register: UInt8, count: Int, doing action: LocalizedMessage) throws(DriverError) -> [UInt8] {
        let bytes: [UInt8]
        do { bytes = try bus.readBlock(address: address, register: register, count: count) } catch {
            throw failure(action, error)
        }
        guard bytes.count == count else {
            throw self.error(LocalizedMessage(DriverText.shortBlock, action, PluralString.bytes.message(count: bytes.count), count),
                             fix: LocalizedMessage(DriverText.checkBlockReads))
        }
        return bytes
    }

    func writeBlock(_ register: UInt8, _ bytes: [UInt8], doing action: LocalizedMessage) throws(DriverError) {
        do { try bus.writeBlock(address: address, register: register, bytes: bytes) } catch {
            throw failure(action, error)
        }
    }

    func error(_ problem: LocalizedMessage, fix: LocalizedMessage) -> DriverError {
        DriverError(chip: chip.displayName, bus: bus.name, address: address, problem: problem, fix: fix)
    }

    private func failure(_ action: LocalizedMessage, _ busError: I2CError) -> DriverError {
        DriverError(chip: chip.displayName, bus: bus.name, address: address, doing: action, busError: busError,
                    addressHint: chip.addressHint)
    }
}

/// Signed 16-bit values from byte pairs, in either order.
extension Array where Element == UInt8 {
    func int16BigEndian(at index: Int) -> Int16 {
        Int16(bitPattern: UInt16(self[index]) << 8 | UInt16(self[index + 1]))
    }

    func int16LittleEndian(at index: Int) -> Int16 {
        Int16(bitPattern: UInt16(self[index + 1]) << 8 | UInt16(self[index]))
    }
}

/// The table entry whose rate is nearest the request, by ratio (50 Hz is as far from 100 Hz as
/// 200 Hz is), preferring the faster on a tie so a detector never gets less than it asked for.
func nearestRate(_ requested: Double, in table: [(code: UInt8, hertz: Double)]) -> (code: UInt8, hertz: Double) {
    func distance(_ hertz: Double) -> Double { max(hertz / requested, requested / hertz) }
    return table.min { a, b in
        distance(a.hertz) < distance(b.hertz) || (distance(a.hertz) == distance(b.hertz) && a.hertz > b.hertz)
    } ?? table[0]
}
