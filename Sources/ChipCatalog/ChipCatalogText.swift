import GadgetBase

/// How a breakout board picks a chip's address, in every language Gadget speaks: the drivers'
/// errors and the doctor's fixes quote it. Pin and pad names stay as the data sheets write them.
enum ChipCatalogText {
    static let addressPins = LocalizedString(
        "%@ low is %@, high is %@", ru: "%@ на земле — %@, на питании — %@", uk: "%@ на землі — %@, на живленні — %@")
    static let senseHATAddress = LocalizedString(
        "%@ (the Sense HAT uses %@)", ru: "%@ (Sense HAT использует %@)", uk: "%@ (Sense HAT використовує %@)")
    static let addressPad = LocalizedString(
        "the module's SA0 pad or jumper (on many boards the resistor marked 0x78/0x7A) selects %@ or %@",
        ru: "контактная площадка или перемычка SA0 на модуле (на многих платах резистор с пометкой 0x78/0x7A) выбирает %@ или %@",
        uk: "контактна площадка або перемичка SA0 на модулі (на багатьох платах резистор із позначкою 0x78/0x7A) вибирає %@ або %@")
}
