import GadgetBase

/// What `gadget sense strokes --explain` says around the numbers, in the reader's language.
enum StrokeExplainText {
    static let howItDecides = LocalizedString(
        "one stroke: the more probable of circle, square and none (a model fitted from real and generated strokes by "
            + "`gadget sense fit-strokes`); two strokes: an aim when the larger is a circle and the smaller a dot near its centre",
        ru: "один штрих: самое вероятное из circle (круг), square (квадрат) и none (ничего) по модели, подобранной по настоящим "
            + "и сгенерированным штрихам командой `gadget sense fit-strokes`; два штриха: aim (прицел), если больший — круг, "
            + "а меньший — точка у его центра",
        uk: "один штрих: найімовірніше з circle (коло), square (квадрат) і none (нічого) за моделлю, підібраною за справжніми "
            + "та згенерованими штрихами командою `gadget sense fit-strokes`; два штрихи: aim (приціл), якщо більший — коло, "
            + "а менший — крапка біля його центру")
    static let tooSmall = LocalizedString(
        "stroke %@: %@ points, too small to measure",
        ru: "штрих %@: точек %@, слишком мал для измерения", uk: "штрих %@: точок %@, замалий для вимірювання")
    static let stroke = LocalizedString(
        "stroke %@: %@ points, size %@, corners [%@]",
        ru: "штрих %@: точек %@, размер %@, углы [%@]", uk: "штрих %@: точок %@, розмір %@, кути [%@]")
    static let columns = LocalizedString(
        "measure               value   circle  square   (log-odds against none)",
        ru: "признак" + String(repeating: " ", count: 15) + "знач.   circle  square   (лог-шансы против none)",
        uk: "ознака" + String(repeating: " ", count: 16) + "знач.   circle  square   (лог-шанси проти none)")
    static let probability = LocalizedString(
        "probability: circle %@, square %@, none %@ -> %@",
        ru: "вероятность: circle %@, square %@, none %@ -> %@", uk: "імовірність: circle %@, square %@, none %@ -> %@")
    static let aTap = LocalizedString(
        "smaller than %@ px across: a tap, not a shape",
        ru: "меньше %@ px в поперечнике: касание, а не фигура", uk: "менше %@ px у поперечнику: дотик, а не фігура")
    static let ringTooSmall = LocalizedString(
        "aim: the larger stroke is too small to measure",
        ru: "aim: больший штрих слишком мал для измерения", uk: "aim: більший штрих замалий для вимірювання")
    static let aim = LocalizedString(
        "aim: dot %@ of the ring's size (at most %@), %@ of its radius from its centre (at most %@)",
        ru: "aim: точка — %@ размера кольца (не больше %@), от его центра — %@ радиуса (не больше %@)",
        uk: "aim: крапка — %@ розміру кільця (не більше %@), від його центру — %@ радіуса (не більше %@)")
}
