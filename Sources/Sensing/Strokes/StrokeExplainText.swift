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
    /// The measures' names, in the order of StrokeFeatures.names (whose English ones the model's
    /// source and the tests use); each fits the table's 20-character column.
    static let measures = [
        LocalizedString("closure gap", ru: "разрыв замыкания", uk: "розрив замикання"),
        LocalizedString("run-on", ru: "хвост в конце", uk: "хвіст у кінці"),
        LocalizedString("lead-in", ru: "хвост в начале", uk: "хвіст на початку"),
        LocalizedString("whole turns", ru: "полные обороты", uk: "повні оберти"),
        LocalizedString("turns off one", ru: "не ровно 1 оборот", uk: "не рівно 1 оберт"),
        LocalizedString("consistency", ru: "постоянство", uk: "сталість"),
        LocalizedString("radial spread", ru: "разброс радиуса", uk: "розкид радіуса"),
        LocalizedString("log elongation", ru: "лог вытянутости", uk: "лог витягнутості"),
        LocalizedString("sharpest bend", ru: "самый острый изгиб", uk: "найгостріший вигин"),
        LocalizedString("corners", ru: "углы", uk: "кути"),
        LocalizedString("four corners", ru: "четыре угла", uk: "чотири кути"),
        LocalizedString("turning at corners", ru: "поворот в углах", uk: "поворот у кутах"),
        LocalizedString("crossings", ru: "самопересечения", uk: "самоперетини"),
        LocalizedString("side ratio", ru: "отношение сторон", uk: "відношення сторін"),
        LocalizedString("corner angle error", ru: "углы не по 90°", uk: "кути не по 90°"),
    ]
    /// The model's constant term, the last row.
    static let bias = LocalizedString("bias", ru: "смещение", uk: "зсув")
}
