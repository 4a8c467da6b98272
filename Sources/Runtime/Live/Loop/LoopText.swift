import GadgetBase
import Hardware

/// What the event loop tells the person at the board when an input goes away while Gadget runs.
enum LoopText {
    static let deviceGone = LocalizedString(
        "%@; the other inputs still work", ru: "%@; остальные устройства ввода работают",
        uk: "%@; інші пристрої введення працюють")
    static let interruptLineGone = LocalizedString(
        "%@; the accelerometer is read without its interrupt from now on",
        ru: "%@; теперь акселерометр опрашивается без прерывания",
        uk: "%@; тепер акселерометр опитується без переривання")
}
