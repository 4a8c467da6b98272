extension RegisterPort {
    /// Reads the identity register and refuses anything but the expected chip, saying what
    /// answered instead when the value is one Gadget knows.
    func identify() throws(DriverError) {
        let register = chip.identityRegisterName
        let value = try read(chip.identityRegister, doing: "reading \(register)")
        guard value != chip.identity else { return }
        var problem = "\(register) reads \(hex(value)), expected \(hex(chip.identity))"
        if let other = chip.knownRelatives[value] {
            problem += " (\(other) answers \(hex(value)))"
        }
        throw error(problem, fix: "another chip answers at this address; check the accelerometer model "
            + "and address in the board profile, or set kind = \"auto\" to let Gadget find it")
    }
}
