import GadgetBase
import Hardware

/// What a real board's start-up tells the person at it when a device is not usable but Gadget
/// goes on without it.
enum BoardHardwareText {
    static let noPanel = LocalizedString(
        "no panel, using the terminal: %@", ru: "панели нет, показываю в терминале: %@", uk: "панелі немає, показую в терміналі: %@")
    static let accelerometerSilent = LocalizedString(
        "the accelerometer does not answer yet; Gadget keeps trying (see gadget doctor)",
        ru: "акселерометр пока не отвечает; Gadget продолжает попытки (см. gadget doctor)",
        uk: "акселерометр поки не відповідає; Gadget продовжує спроби (див. gadget doctor)")
    static let interruptUnusable = LocalizedString(
        "the accelerometer's interrupt line %@ is not usable, so Gadget polls the chip: %@",
        ru: "линия прерывания акселерометра %@ недоступна, поэтому Gadget опрашивает чип: %@",
        uk: "лінія переривання акселерометра %@ недоступна, тому Gadget опитує чип: %@")
}
