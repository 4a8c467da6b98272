import Core
import GadgetBase
import Hardware
import Linux

extension BoardProfile {
    /// The [gpio], [buttons] and [input] tables:
    ///
    ///     [gpio]
    ///     chip = ["pinctrl-rp1", "pinctrl-bcm2711"]   # label(s) or a /dev/gpiochipN path
    ///     bias = "pull-up"                            # pull-up, pull-down, disabled, as-is
    ///     active_low = true                           # buttons to ground
    ///     debounce_ms = 10
    ///
    ///     [buttons]
    ///     up = "GPIO17"                               # a line name, or an offset: up = 17
    ///
    ///     [input]
    ///     devices = ["Raspberry Pi Sense HAT Joystick"]   # evdev names or /dev/input paths
    mutating func readWiring(_ reader: inout ProfileReader) throws(ProfileError) {
        var settings = GPIOInputSettings()
        if let bias = try reader.oneOf("gpio", "bias", GPIOBias.allCases.map(\.rawValue)) {
            settings.bias = GPIOBias(rawValue: bias)!
        }
        settings.activeLow = try reader.boolean("gpio", "active_low") ?? settings.activeLow
        if let milliseconds = try reader.number("gpio", "debounce_ms", in: 0...1000) {
            settings.debounce = .microseconds(Int64(milliseconds * 1000))
        }

        gpioChips = try reader.strings("gpio", "chip")?.map(GPIOChipSelector.init) ?? gpioChips
        // On a Pi, "GPIO5" and 5 are one pin, and the buses' pins are not free (RaspberryPiPins).
        let pins = RaspberryPiPins(self)
        func pin(_ line: GPIOLineSelector) -> GPIOLineSelector {
            guard pins != nil, let number = RaspberryPiPins.number(line) else { return line }
            return .name("GPIO\(number)")
        }
        let buttons = try reader.lines(in: "buttons", keys: Button.allCases.map(\.rawValue))
        let used = Set(([accelerometerInterrupt].compactMap { $0 } + buttons.map(\.line)).compactMap(RaspberryPiPins.number))
        func refuseUnusablePin(_ line: GPIOLineSelector, key: String, place: Int) throws(ProfileError) {
            if pins != nil, let misnamed = RaspberryPiPins.misnamed(line) { throw ProfileError(file: file, line: place, key: key, misnamed) }
            guard let pins, let number = RaspberryPiPins.number(line), let refusal = pins.refusal(number, used: used) else { return }
            throw ProfileError(file: file, line: place, key: key, refusal)
        }
        var seen: [GPIOLineSelector: String] = [:]
        buttonLines = []
        for (key, line) in buttons {
            let place = reader.entry("buttons", key)?.line ?? 0
            if let other = seen[pin(line)] {
                throw ProfileError(file: file, line: place, key: "buttons.\(key)",
                                   LocalizedMessage(ProfileText.lineTaken, pin(line).shown, other))
            }
            try refuseUnusablePin(line, key: "buttons.\(key)", place: place)
            seen[pin(line)] = key
            buttonLines.append(.init(button: Button(rawValue: key)!, line: line, settings: settings))
        }
        if let interrupt = accelerometerInterrupt {
            let place = reader.entry("accelerometer", "interrupt")?.line ?? 0
            if let button = seen[pin(interrupt)] {
                throw ProfileError(file: file, line: place, key: "accelerometer.interrupt",
                                   LocalizedMessage(ProfileText.interruptTaken, pin(interrupt).shown, button))
            }
            try refuseUnusablePin(interrupt, key: "accelerometer.interrupt", place: place)
        }
        if gpioChips.isEmpty, !buttonLines.isEmpty || accelerometerInterrupt != nil {
            let place = buttonLines.isEmpty ? "accelerometer" : "buttons"
            throw ProfileError(file: file, line: reader.tableLine(place), key: nil,
                               LocalizedMessage(ProfileText.linesNeedAChip))
        }

        inputDevices = try reader.strings("input", "devices") ?? inputDevices
        grabInputDevices = try reader.boolean("input", "grab") ?? grabInputDevices
    }

    /// Whether the profile describes real hardware (as opposed to the simulated desktop board).
    public var usesRealHardware: Bool {
        displayKind == .framebuffer || displayKind == .oled || displayKind == .drm || !buttonLines.isEmpty || !inputDevices.isEmpty
            || accelerometerKind.isHardware
    }
}
