import Foundation
import GadgetBase
import Hardware
import Testing

@testable import Linux

@Suite("GPIO chips and lines (no hardware)")
struct GPIOChipTests {
    func temporaryDirectory() throws -> String {
        let path = NSTemporaryDirectory() + "gadget-gpio-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    @Test func selectorsTellPathsFromLabels() {
        #expect(GPIOChipSelector("/dev/gpiochip4") == .path("/dev/gpiochip4"))
        #expect(GPIOChipSelector("pinctrl-rp1") == .label("pinctrl-rp1"))
    }

    @Test func chipPathsAreInNumericOrder() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        for name in ["gpiochip10", "gpiochip2", "gpiochip0", "gpiochipX", "i2c-1"] {
            _ = FileManager.default.createFile(atPath: directory + "/" + name, contents: nil)
        }
        #expect(GPIOChip.chipPaths(in: directory) == ["0", "2", "10"].map { directory + "/gpiochip" + $0 })
    }

    @Test func aMissingLabelSaysWhatThereIsAndHowToFixIt() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        #expect {
            _ = try GPIOChip.open(anyOf: [.label("pinctrl-rp1"), .label("pinctrl-bcm2711")], devices: directory)
        } throws: { error in
            let error = error as? GPIOError
            return error?.kind == .chipNotFound
                && error?.description.contains("\"pinctrl-rp1\" or \"pinctrl-bcm2711\"") == true
                && error?.description.contains("no GPIO chips in \(directory) at all") == true
                && error?.description.contains("--board desktop") == true
                // With no chip at all, the label is not what is wrong.
                && error?.description.contains("Fix the chip's label") == false
        }
    }

    @Test func aPathThatIsNoChipIsRefused() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let file = directory + "/gpiochip0"
        _ = FileManager.default.createFile(atPath: file, contents: Data("not a chip".utf8))
        #expect {
            _ = try GPIOChip(path: file)
        } throws: { ($0 as? GPIOError)?.description.contains("is not a GPIO chip") == true }
        #expect {
            _ = try GPIOChip(path: directory + "/gpiochip9")
        } throws: { ($0 as? GPIOError)?.description.contains("does not exist") == true }
    }

    @Test func aBusyLineNamesItsConsumerAndTheFix() {
        let keys = GPIOError.busy(line: "GPIO17", chip: "pinctrl-bcm2711 (/dev/gpiochip0)", consumer: "gpio-keys")
        #expect(keys.kind == .lineBusy && keys.consumer == "gpio-keys")
        #expect(keys.description.contains("GPIO17 on pinctrl-bcm2711 (/dev/gpiochip0) is in use by \"gpio-keys\""))
        #expect(keys.description.contains("config.txt"))
        let unknown = GPIOError.busy(line: "GPIO4", chip: "pinctrl-rp1", consumer: nil)
        #expect(unknown.description.contains("another process or kernel driver"))
    }

    @Test func errorsReadInTheUsersLanguage() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let busy = GPIOError.busy(line: "GPIO17", chip: "pinctrl-rp1", consumer: "gadget")
        #expect(busy.message(Localizer(language: .ru)) == "GPIO17 на pinctrl-rp1 занята: её держит \"gadget\"; "
            + "уже запущен другой Gadget (systemctl stop gadget), или профиль называет эту линию дважды")
        #expect {
            _ = try GPIOChip.open(anyOf: [.label("pinctrl-rp1"), .label("pinctrl-bcm2711")], devices: directory)
        } throws: { error in
            (error as? GPIOError)?.message(Localizer(language: .uk))
                .hasPrefix("немає чипа GPIO з міткою \"pinctrl-rp1\" або \"pinctrl-bcm2711\": у \(directory) взагалі немає чипів GPIO") == true
        }
    }
}
