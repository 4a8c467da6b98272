import Core
import GadgetBase
import Hardware
import Sensing

/// Everything the gesture playground says, in every language Gadget speaks.
enum PlaygroundText {
    static let title = LocalizedString("Gestures", ru: "Жесты", uk: "Жести")
    static let prompt = LocalizedString(
        "Draw a circle, an aim or a square", ru: "Нарисуйте круг, прицел или квадрат",
        uk: "Намалюйте коло, приціл або квадрат")
    static let promptCompact = LocalizedString("Draw ○ ◎ □", ru: "Рисуйте ○ ◎ □", uk: "Малюйте ○ ◎ □")
    static let waiting = LocalizedString("Add a dot for an aim…", ru: "Точка — и будет прицел…", uk: "Крапка — і буде приціл…")
    static let waitingCompact = LocalizedString("Dot for aim?", ru: "Точка — прицел?", uk: "Крапка — приціл?")
    static let drawing = LocalizedString("Drawing…", ru: "Рисуете…", uk: "Малюєте…")
    static let nothing = LocalizedString("Not a shape I know", ru: "Такой фигуры не знаю", uk: "Такої фігури не знаю")
    static let nothingCompact = LocalizedString("No shape", ru: "Не фигура", uk: "Не фігура")
    static let recognized = LocalizedString("%@ ✓", ru: "%@ ✓", uk: "%@ ✓")
    static let historyLine = LocalizedString("History: %@", ru: "История: %@", uk: "Історія: %@")
    static let historyTitle = LocalizedString("History", ru: "История", uk: "Історія")
    static let clearHint = LocalizedString("Enter clears", ru: "Enter — стереть", uk: "Enter — стерти")
    /// The terminal's help line (o and k turn and knock on the desktop's simulated board).
    static let hint = LocalizedString(
        "draw with the mouse · Enter clear · o turn · k knock", ru: "рисуйте мышью · Enter стереть · o повернуть · k стук",
        uk: "малюйте мишею · Enter стерти · o повернути · k стук")

    static func name(of shape: StrokeShape) -> LocalizedString {
        switch shape {
        case .circle: LocalizedString("Circle", ru: "Круг", uk: "Коло")
        case .aim: LocalizedString("Aim", ru: "Прицел", uk: "Приціл")
        case .square: LocalizedString("Square", ru: "Квадрат", uk: "Квадрат")
        case .none: LocalizedString("nothing", ru: "ничего", uk: "нічого")
        }
    }

    static func symbol(of shape: StrokeShape) -> String {
        switch shape {
        case .circle: "○"
        case .aim: "◎"
        case .square: "□"
        case .none: "✗"
        }
    }

    /// UIKit's names for a recognizer's states. In ru and uk the impersonal form: it reads
    /// right after one shape and after several ("○ ◎ □ возможно").
    static func name(of state: GestureRecognizerState) -> LocalizedString {
        switch state {
        case .possible: LocalizedString("possible", ru: "возможно", uk: "можливо")
        case .began: LocalizedString("began", ru: "начато", uk: "почато")
        case .changed: LocalizedString("changed", ru: "изменено", uk: "змінено")
        case .recognized: LocalizedString("recognized", ru: "распознано", uk: "розпізнано")
        case .failed: LocalizedString("failed", ru: "отклонено", uk: "відхилено")
        }
    }

    /// One character per state, for the smallest panels.
    static func symbol(of state: GestureRecognizerState) -> String {
        switch state {
        case .possible: "·"
        case .began: "›"
        case .changed: "»"
        case .recognized: "✓"
        case .failed: "✗"
        }
    }

    static func name(of entry: PlaygroundModel.Entry) -> LocalizedString {
        switch entry {
        case .shape(let shape): name(of: shape)
        case .swipe(.up): LocalizedString("swipe ↑", ru: "свайп ↑", uk: "свайп ↑")
        case .swipe(.down): LocalizedString("swipe ↓", ru: "свайп ↓", uk: "свайп ↓")
        case .swipe(.left): LocalizedString("swipe ←", ru: "свайп ←", uk: "свайп ←")
        case .swipe(.right): LocalizedString("swipe →", ru: "свайп →", uk: "свайп →")
        case .knock(let count) where count >= 2: LocalizedString("knock ×2", ru: "стук ×2", uk: "стук ×2")
        case .knock: LocalizedString("knock", ru: "стук", uk: "стук")
        case .shake: LocalizedString("shake", ru: "встряска", uk: "струс")
        case .orientation(let held): name(of: held)
        }
    }

    static func name(of orientation: Orientation) -> LocalizedString {
        switch orientation {
        case .portrait: LocalizedString("portrait", ru: "портрет", uk: "портрет")
        case .landscapeLeft: LocalizedString("landscape left", ru: "альбом влево", uk: "альбом ліворуч")
        case .landscapeRight: LocalizedString("landscape right", ru: "альбом вправо", uk: "альбом праворуч")
        case .upsideDown: LocalizedString("upside down", ru: "вверх ногами", uk: "догори дном")
        case .faceUp: LocalizedString("face up", ru: "экраном вверх", uk: "екраном догори")
        case .faceDown: LocalizedString("face down", ru: "экраном вниз", uk: "екраном донизу")
        }
    }

    /// A glyph or two per history entry, for the smallest panels.
    static func symbol(of entry: PlaygroundModel.Entry) -> String {
        switch entry {
        case .shape(let shape): symbol(of: shape)
        case .swipe(.up): "↑"
        case .swipe(.down): "↓"
        case .swipe(.left): "←"
        case .swipe(.right): "→"
        case .knock(let count): count >= 2 ? "••" : "•"
        case .shake: "≈"
        case .orientation: "↻"
        }
    }
}
