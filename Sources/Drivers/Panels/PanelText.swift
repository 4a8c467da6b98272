import GadgetBase
import Hardware

/// What the panel drivers say, in every language Gadget speaks.
enum PanelText {
    static let addressPad = LocalizedString(
        "the module's SA0 pad or jumper (on many boards the resistor marked 0x78/0x7A) selects %@ or %@",
        ru: "контактная площадка или перемычка SA0 на модуле (на многих платах резистор с пометкой 0x78/0x7A) выбирает %@ или %@",
        uk: "контактна площадка або перемичка SA0 на модулі (на багатьох платах резистор із позначкою 0x78/0x7A) вибирає %@ або %@")
}
