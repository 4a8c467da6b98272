import ChipCatalog
@testable import Drivers
import GadgetBase
import Glibc
import Hardware
import Simulation
import Testing

/// What a driver was doing when the bus failed reads in the reader's language.
@Suite struct DriverStepTests {
    @Test func everyTemplateHasItsOwnRussianAndUkrainianWithTheSameSlots() {
        for template in DriverStep.templates {
            let english = template.text(in: .en)
            for language in [Language.ru, .uk] {
                let text = template.text(in: language)
                #expect(text != english, "\(english) has no \(language) text")
                #expect(text.components(separatedBy: "%@").count == english.components(separatedBy: "%@").count, "\(text)")
            }
        }
    }

    @Test func englishStepsReadAsTheDataSheetsDo() {
        #expect(DriverStep.setting("CTRL_REG4", DriverStep.range).description == "setting CTRL_REG4 (range)")
        #expect(DriverStep.setting("FIFO_CTL", toMode: "stream").description == "setting FIFO_CTL to stream mode")
        #expect(DriverStep.restoring(DriverStep.list("INT1_THS", "INT1_DURATION")).description == "restoring INT1_THS and INT1_DURATION")
        #expect(DriverStep.setting(DriverStep.list("DUR", "LATENT", "WINDOW")).description == "setting DUR, LATENT and WINDOW")
        #expect(DriverStep.writingPage(3).description == "writing page 3")
    }

    /// A chip that stops answering while it is being set up: the Russian and Ukrainian errors
    /// carry no English verb, the English one still says what the driver was doing.
    @Test(arguments: AccelerometerChip.allCases)
    func aFailedSetUpNamesTheStepInTheReadersLanguage(chip: AccelerometerChip) throws {
        let simulated = SimulatedI2CBus(name: "/dev/i2c-1")
        simulated.attach(chip.makeSimulator(clock: TestClock(), motion: ScriptedMotion(noise: 0)), at: chip.addresses[0])
        let bus = FaultyI2CBus(wrapping: simulated, faults: [.errno(EIO)])
        let driver = chip.makeDriver(bus: bus, address: chip.addresses[0])
        try driver.identify()
        try driver.reset()
        bus.errorRate = 1
        let error = try #require(throws: DriverError.self) { try driver.configure(range: .g4, sampleRate: 100) }
        let englishVerbs = ["reading", "setting", "clearing", "restoring", "enabling", "resetting", "rebooting", "waking", "routing", "entering",
                            "starting", "stopping", "writing"]
        #expect(englishVerbs.contains { error.description.contains("while \($0)") }, "\(error.description)")
        for language in [Language.ru, .uk] {
            let text = error.message(Localizer(language: language))
            #expect(!englishVerbs.contains { text.contains($0) }, "\(text)")
        }
    }
}
