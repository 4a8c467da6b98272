import GadgetBase
import Hardware

/// A panel that opened but draws frames smaller than the apps' screens are laid out for (a DRM
/// card whose mode is 128x32, a framebuffer turned on its side): the terminal is used instead.
struct SmallPanelError: Error {
    let geometry: DisplayGeometry

    var message: LocalizedMessage {
        LocalizedMessage(SmallPanelText.tooSmall, "\(geometry.width)x\(geometry.height)")
    }
}

enum SmallPanelText {
    static let tooSmall = LocalizedString(
        "the panel draws %@ frames, smaller than the 128x64 that Gadget's screens are laid out for; use a panel of 128x64 or more, not turned on its side (rotate=90 or 270 in its overlay)",
        ru: "панель рисует кадры %@, меньше 128x64, под которые сделаны экраны Gadget; возьмите панель от 128x64 и не поворачивайте её набок (rotate=90 или 270 в её оверлее)",
        uk: "панель малює кадри %@, менші за 128x64, під які зроблено екрани Gadget; візьміть панель від 128x64 і не повертайте її набік (rotate=90 або 270 в її оверлеї)")
}
