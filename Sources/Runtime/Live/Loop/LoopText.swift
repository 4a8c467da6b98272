import GadgetBase
import Hardware

/// What the event loop tells the person at the board when an input goes away while Gadget runs.
enum LoopText {
    static let deviceGone = LocalizedString(
        "%@; the other inputs still work", ru: "%@; остальные устройства ввода работают",
        uk: "%@; інші пристрої введення працюють")
}
