import GadgetBase
import Hardware

extension RegisterPort {
    /// Reads the identity register and refuses anything but the expected chip, saying what
    /// answered instead when the value is one Gadget knows.
    func identify() throws(DriverError) {
        let register = chip.identityRegisterName
        let value = try read(chip.identityRegister, doing: DriverStep.reading(register))
        guard value != chip.identity else { return }
        var problem = LocalizedMessage(DriverText.wrongIdentity, register, hexByte(value), hexByte(chip.identity))
        if let other = chip.knownRelatives[value] {
            problem = LocalizedMessage(DriverText.relativeAnswers, problem, other, hexByte(value))
        }
        throw error(problem, fix: LocalizedMessage(DriverText.anotherChip))
    }
}
