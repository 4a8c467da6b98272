import Core
import ChipCatalog
import Drivers
import GadgetBase
import Hardware
import Sensing

extension BoardProfile {
    /// Knocks and swipes:
    ///
    ///     [accelerometer]
    ///     knocks = "software"        # software (any chip), chip (ADXL345, LIS3DH) or off
    ///
    ///     [swipes]                   # only for apps that take swipes; elsewhere taps stay taps
    ///     joystick = true            # up, down, left and right each swipe their way
    ///     select = "up"              # or name a direction for any button
    ///     rows_down = [["select", "down"]]    # neighbours one above the other: slide = swipe
    ///     rows_right = [["left", "select", "right"]]   # neighbours side by side
    mutating func readGestures(_ reader: inout ProfileReader) throws(ProfileError) {
        if let kind = try reader.oneOf("accelerometer", "knocks", KnockSourceKind.allCases.map(\.rawValue)) {
            knocks = KnockSourceKind(rawValue: kind)!
        }
        if knocks == .chip, let chip = accelerometerKind.chip, !chip.hasTapEngine {
            throw ProfileError(file: file, line: reader.entry("accelerometer", "knocks")?.line ?? 0,
                               key: "accelerometer.knocks",
                               LocalizedMessage(ProfileText.noTapEngine, chip.displayName))
        }

        var directions: [Button: SwipeDirection] = [:]
        if try reader.boolean("swipes", "joystick") == true { directions = SwipeConfiguration.joystick.directionButtons }
        for button in Button.allCases {
            guard let name = try reader.oneOf("swipes", button.rawValue, SwipeDirection.allCases.map(\.rawValue)) else { continue }
            directions[button] = SwipeDirection(rawValue: name)!
        }
        var rows: [ButtonRow] = []
        for course in [ButtonRow.Course.down, .right] {
            for names in try buttonRows(&reader, key: "rows_\(course.rawValue)") {
                rows.append(ButtonRow(names, runs: course))
            }
        }
        swipes = SwipeConfiguration(directionButtons: directions, rows: rows)
        try refuseSwipesOfUnwiredButtons(&reader)
    }

    /// On a board whose only buttons are GPIO lines, a swipe made with a button that is not
    /// wired could never happen: the profile most likely names the wrong one. (Keys in a
    /// terminal and input devices give any button, so nothing is known there.)
    private func refuseSwipesOfUnwiredButtons(_ reader: inout ProfileReader) throws(ProfileError) {
        guard !buttonLines.isEmpty, inputDevices.isEmpty, displayKind != .terminal else { return }
        let wired = Set(buttonLines.map(\.button))
        // `joystick = true` names no button itself: a direction not wired is simply never swiped.
        let named = Button.allCases.map { ($0, $0.rawValue) }.filter { reader.entry("swipes", $0.1) != nil }
            + swipes.rows.flatMap { row in row.buttons.map { ($0, "rows_\(row.course.rawValue)") } }
        guard let (button, key) = named.first(where: { !wired.contains($0.0) }) else { return }
        let list = Button.allCases.filter(wired.contains).map(\.rawValue).joined(separator: ", ")
        throw ProfileError(file: file, line: reader.entry("swipes", key)?.line ?? reader.tableLine("swipes"),
                           key: "swipes.\(key)", LocalizedMessage(ProfileText.unwiredSwipe, button.rawValue, list))
    }

    /// One row (`["select", "down"]`) or several (`[["up", "down"], ["select", "back"]]`) of
    /// at least two different buttons each.
    private func buttonRows(_ reader: inout ProfileReader, key: String) throws(ProfileError) -> [[Button]] {
        guard let entry = reader.entry("swipes", key) else { return [] }
        guard case .array(let items) = entry.value else {
            throw reader.typeError("swipes", key, entry, expected: ProfileText.neighbouringButtons)
        }
        let lists: [[ProfileDocument.Value]] = items.allSatisfy({ if case .array = $0 { true } else { false } })
            ? items.compactMap { if case .array(let inner) = $0 { inner } else { nil } }
            : [items]
        var rows: [[Button]] = []
        for list in lists {
            var row: [Button] = []
            for item in list {
                guard case .string(let name) = item, let button = Button(rawValue: name) else {
                    throw ProfileError(file: file, line: entry.line, key: "swipes.\(key)",
                                       LocalizedMessage(ProfileText.notAButton, "\(item)",
                                                        Button.allCases.map(\.rawValue).joined(separator: ", ")))
                }
                row.append(button)
            }
            guard row.count >= 2, Set(row).count == row.count else {
                throw ProfileError(file: file, line: entry.line, key: "swipes.\(key)",
                                   LocalizedMessage(ProfileText.rowNeedsTwo, "\(ProfileDocument.Value.array(list))"))
            }
            rows.append(row)
        }
        return rows
    }

    /// The gesture settings a session takes from this profile.
    public var inputWiring: InputWiring { InputWiring(swipes: swipes, knocks: knocks) }
}

extension AccelerometerChip {
    /// Whether the chip detects taps itself (and a driver here sets that up).
    var hasTapEngine: Bool { self == .adxl345 || self == .lis3dh }
}
