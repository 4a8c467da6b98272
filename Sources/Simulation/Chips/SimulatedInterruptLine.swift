import GadgetBase
import Hardware

/// The wire from a simulated chip's INT pin to a GPIO line with edge detection: it sits between
/// the bus and the chip, looks at the pin after everything that can move it (each register
/// access, and the chip sampling on its own between transfers), and keeps each rising edge with
/// its time, as the kernel queues a line's edge events. A pin raised and released again between
/// two looks of the runtime (latched by a sample, cleared by the very next status read) still
/// leaves its edge, as it does on a board; a pin left active makes no new edge, as on a board.
public final class SimulatedInterruptLine: SimulatedI2CDevice {
    public let chip: any SimulatedAccelerometerChip
    private let clock: any GadgetClock
    private var isActive = false
    private var edges: [Instant] = []

    public init(chip: any SimulatedAccelerometerChip, clock: any GadgetClock) {
        self.chip = chip
        self.clock = clock
        isActive = chip.interruptAsserted
    }

    /// The chip samples up to now by itself, with nobody on the bus; its pin may move.
    public func runChip() {
        chip.runUntilNow()
        follow()
    }

    /// The rising edges since the last call, oldest first.
    public func takeEdges() -> [Instant] {
        defer { edges.removeAll() }
        return edges
    }

    private func follow() {
        let active = chip.interruptAsserted
        if active && !isActive { edges.append(clock.now()) }
        isActive = active
    }

    // MARK: SimulatedI2CDevice, passed through to the chip

    public func beginTransaction() {
        chip.beginTransaction()
        follow()
    }

    public func readRegister(_ register: UInt8) -> UInt8 {
        let value = chip.readRegister(register)
        follow()
        return value
    }

    public func writeRegister(_ register: UInt8, value: UInt8) {
        chip.writeRegister(register, value: value)
        follow()
    }

    public func nextRegister(after register: UInt8) -> UInt8 { chip.nextRegister(after: register) }

    public func powerUp() {
        chip.powerUp()
        follow()
    }
}
