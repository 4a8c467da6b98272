import BoardProfiles
import Drivers

extension AccelerometerPlan {
    /// The plan a board profile describes. With an interrupt line the chip wakes Gadget on motion.
    public init(profile: BoardProfile) {
        self.init(chip: profile.accelerometerKind.chip, address: profile.accelerometerAddress,
                  range: AccelerometerRange(rawValue: profile.rangeG) ?? .g4, sampleRate: profile.sampleRate,
                  useFIFO: profile.accelerometerFIFO,
                  interrupts: profile.accelerometerInterrupt == nil ? nil : .wakeOnMotion)
    }
}
