import Core
import GadgetBase
import Hardware
import UI

/// Adding a car on the board, one field at a time: manufacturer, model, body type (chosen from
/// a list), year and registration number (both may be left empty). Each typed value goes
/// through the same CarValidator as the console's, so a refusal reads the same (the screen
/// words it in the reader's language).
struct CarForm: Equatable, Sendable {
    enum Step: Int, CaseIterable, Equatable, Sendable { case manufacturer, model, body, year, number }

    enum Outcome: Equatable, Sendable {
        case editing
        case refused(CarInputError)
        case cancelled
        case finished(Car)
    }

    private(set) var step: Step = .manufacturer
    private(set) var entry: TextEntry
    private(set) var bodyIndex = 0
    private var texts: [Step: String] = [:]
    private let letters: OnScreenKeyboard.Layout

    static let maximumTyped = 40

    init(letters: OnScreenKeyboard.Layout) {
        self.letters = letters
        entry = TextEntry(maxLength: Self.maximumTyped, layout: letters)
    }

    var body: CarBody { CarBody.allCases[bodyIndex] }
    var acceptsText: Bool { step != .body }

    mutating func handle(_ event: InputEvent, validator: CarValidator) -> Outcome {
        if step == .body { return handleBodyChoice(event) }
        switch entry.handle(event) {
        case .editing: return .editing
        case .cancelled: return back()
        case .submitted(let text):
            do throws(CarInputError) {
                try check(text, validator: validator)
            } catch {
                return .refused(error)
            }
            texts[step] = text
            if step == .number { return finish(validator: validator) }
            advance()
            return .editing
        }
    }

    private mutating func handleBodyChoice(_ event: InputEvent) -> Outcome {
        let count = CarBody.allCases.count
        switch event {
        case .button(.up, .tap), .button(.up, .longPressRepeat), .swipe(.up): bodyIndex = (bodyIndex + count - 1) % count
        case .button(.down, .tap), .button(.down, .longPressRepeat), .swipe(.down): bodyIndex = (bodyIndex + 1) % count
        case .button(.select, .tap), .button(.action, .tap), .button(.right, .tap): advance()
        case .button(.back, .tap), .button(.left, .tap): return back()
        default: break
        }
        return .editing
    }

    private func check(_ text: String, validator: CarValidator) throws(CarInputError) {
        switch step {
        case .manufacturer: _ = try validator.manufacturer(text)
        case .model: _ = try validator.model(text)
        case .year: _ = try validator.yearOfIssue(text)
        case .number: _ = try validator.carNumber(text)
        case .body: break
        }
    }

    private func finish(validator: CarValidator) -> Outcome {
        do throws(CarInputError) {
            return .finished(Car(
                manufacturer: try validator.manufacturer(texts[.manufacturer] ?? ""),
                model: try validator.model(texts[.model] ?? ""), body: body,
                yearOfIssue: try validator.yearOfIssue(texts[.year] ?? ""),
                carNumber: try validator.carNumber(texts[.number] ?? "")))
        } catch {
            return .refused(error)
        }
    }

    private mutating func advance() {
        guard let next = Step(rawValue: step.rawValue + 1) else { return }
        step = next
        startEntry()
    }

    /// Back on an empty field returns to the previous step (its text kept); on the first, leaves.
    private mutating func back() -> Outcome {
        guard let previous = Step(rawValue: step.rawValue - 1) else { return .cancelled }
        step = previous
        startEntry()
        return .editing
    }

    private mutating func startEntry() {
        guard step != .body else { return }
        // The year is digits: start on the keyboard's digits.
        entry = TextEntry(text: texts[step] ?? "", maxLength: Self.maximumTyped, layout: step == .year ? .symbols : letters)
        // An optional field starts on OK, so select on the empty field skips it.
        if step == .year || step == .number, entry.text.isEmpty { entry.keyboard.highlightDone() }
    }

    /// The field's name, as the step's title and the empty field's placeholder.
    func fieldName(_ l: Localizer) -> String {
        switch step {
        case .manufacturer: l(CarText.manufacturer)
        case .model: l(CarText.model)
        case .body: l(CarText.body)
        case .year: l(CarsText.optional, l(CarText.yearOfIssue))
        case .number: l(CarsText.optional, l(CarText.carNumber))
        }
    }

    /// The field's name and shorter wordings of it, for a field too narrow: an optional one
    /// says so first (its keyboard starts on OK), then only its name.
    func fieldNames(_ l: Localizer) -> [String] {
        switch step {
        case .year: [fieldName(l), l(CarsText.optionalShort, l(CarText.yearOfIssue)), l(CarText.yearOfIssue),
                     l(CarsText.yearShort)]
        case .number: [fieldName(l), l(CarsText.optionalShort, l(CarText.carNumber)), l(CarText.carNumber),
                       l(CarsText.numberShort)]
        default: [fieldName(l)]
        }
    }
}
