import Core
import GadgetBase
import Hardware

/// The car catalogue as a value: the cars as stored, the body-type filter, the selection, a
/// car's details, the add-a-car form and its messages. Pure: keys arrive as actions, the store's
/// answers come back as actions, and every write or read leaves as an effect.
struct CarsModel: Equatable, Sendable {
    enum Mode: Equatable, Sendable {
        /// Row 0 is "add a car"; the cars follow.
        case list
        case detail(carID: Int64)
        case form(CarForm)
        /// A notice over the previous mode, which comes back after OK.
        indirect case message(Notice, then: Mode)
    }

    /// What a message says.
    enum Notice: Equatable, Sendable {
        /// The typed value (or the car as stored) was refused: the reason, for the reader to fix.
        case check(CarInputError)
        /// The database failed; the reason as the reader reads it.
        case storageError(String)
        /// Stored rows the list leaves out: body types this version does not know (written by
        /// a newer version or another tool), one entry a row.
        case notShown(unknownBodies: [String])
    }

    enum Action: Equatable, Sendable {
        /// The app was opened: the list, read afresh (the filter and selection as they were).
        case opened
        /// Up or down the list, wrapping around.
        case moveSelection(by: Int)
        /// Through "all" and each body type, wrapping around.
        case cycleFilter(by: Int)
        /// The list's row, or OK on a message.
        case choose
        /// Start a new car from anywhere in the list.
        case addCar
        /// The car above or below the one shown.
        case showNeighbour(by: Int)
        case back
        /// A key for the form; the year is today's, so a car from the future is refused.
        case type(InputEvent, currentYear: Int)
        /// The cars as stored now, and the body types of the rows that cannot be shown.
        case loaded([StoredCar], unknownBodies: [String] = [])
        case loadFailed(String)
        case added(StoredCar)
        case addFailed(Failure)
    }

    /// Why the store did not add the car, as the host reports it.
    enum Failure: Equatable, Sendable {
        case refused(CarInputError)
        case storage(String)
    }

    enum Effect: Equatable, Sendable {
        case add(Car)
        /// Read the cars again and send `.loaded` (or `.loadFailed`).
        case reload
    }

    private(set) var mode: Mode = .list
    /// Every car, in the order added.
    private(set) var cars: [StoredCar] = []
    /// nil shows every body type.
    private(set) var filter: CarBody?
    private(set) var selected = 0
    /// The form's letters follow the reader's language; its year field is always digits.
    let language: Language
    /// Set when a car is added: once the list is read again, its row is selected.
    private var selectsOnLoad: Int64?
    /// The rows left out that the reader has been told of, so they are told once, not on every
    /// visit, and again whenever the rows left out change.
    private var toldNotShown: [String] = []

    init(language: Language) {
        self.language = language
    }

    /// The cars the filter lets through.
    var shown: [StoredCar] { filter.map { body in cars.filter { $0.car.body == body } } ?? cars }

    /// The form takes typed text except on the body type, which is chosen from a list.
    var acceptsText: Bool {
        if case .form(let form) = mode { return form.acceptsText }
        return false
    }

    mutating func reduce(_ action: Action) -> [Effect] {
        switch action {
        case .opened:
            mode = .list
            return [.reload]
        case .moveSelection(let step):
            guard mode == .list else { return [] }
            let rows = shown.count + 1
            selected = ((selected + step) % rows + rows) % rows
        case .cycleFilter(let step):
            guard mode == .list else { return [] }
            cycleFilter(by: step)
        case .choose:
            choose()
        case .addCar:
            if mode == .list { startForm() }
        case .showNeighbour(let step):
            showNeighbour(by: step)
        case .back:
            switch mode {
            case .detail: mode = .list
            case .message(_, let then): mode = then
            case .list, .form: break
            }
        case .type(let event, let year):
            return type(event, validator: CarValidator(currentYear: year))
        case .loaded(let cars, let unknownBodies):
            self.cars = cars
            if unknownBodies.isEmpty {
                toldNotShown = []
            } else if unknownBodies != toldNotShown, mode == .list {
                mode = .message(.notShown(unknownBodies: unknownBodies), then: .list)
                toldNotShown = unknownBodies
            }
            if let id = selectsOnLoad, let index = shown.firstIndex(where: { $0.id == id }) {
                selected = index + 1
            } else {
                selected = min(selected, shown.count)
            }
            selectsOnLoad = nil
        case .loadFailed(let reason):
            mode = .message(.storageError(reason), then: .list)
            selected = min(selected, shown.count)
        case .added(let stored):
            guard case .form = mode else { return [] }
            // The new car must be visible: drop a filter that would hide it.
            if let filter, filter != stored.car.body { self.filter = nil }
            mode = .list
            selectsOnLoad = stored.id
            return [.reload]
        case .addFailed(let failure):
            guard case .form = mode else { return [] }
            switch failure {
            case .refused(let refusal): mode = .message(.check(refusal), then: mode)
            case .storage(let reason): mode = .message(.storageError(reason), then: mode)
            }
        }
        return []
    }

    private mutating func choose() {
        switch mode {
        case .list:
            let list = shown
            if selected == 0 {
                startForm()
            } else if list.indices.contains(selected - 1) {
                mode = .detail(carID: list[selected - 1].id)
            }
        case .message(_, let then):
            mode = then
        case .detail:
            mode = .list
        case .form:
            break
        }
    }

    /// All, then each body type, then All again.
    private mutating func cycleFilter(by step: Int) {
        let choices: [CarBody?] = [nil] + CarBody.allCases.map(Optional.some)
        let index = choices.firstIndex(of: filter) ?? 0
        filter = choices[(index + step + choices.count) % choices.count]
        selected = 0
    }

    /// Up and down in the details walk the list without going back to it; the list's selection
    /// follows, so back lands on the car last shown.
    private mutating func showNeighbour(by step: Int) {
        guard case .detail(let id) = mode else { return }
        let list = shown
        guard let index = list.firstIndex(where: { $0.id == id }) else {
            mode = .list
            return
        }
        let next = index + step
        guard list.indices.contains(next) else { return }
        mode = .detail(carID: list[next].id)
        selected = next + 1
    }

    private mutating func startForm() {
        mode = .form(CarForm(letters: .letters(for: language)))
    }

    private mutating func type(_ event: InputEvent, validator: CarValidator) -> [Effect] {
        guard case .form(var form) = mode else { return [] }
        let outcome = form.handle(event, validator: validator)
        mode = .form(form)
        switch outcome {
        case .editing: break
        case .cancelled: mode = .list
        case .refused(let refusal): mode = .message(.check(refusal), then: .form(form))
        // The form stays open until the store answers, so a refusal returns to the words typed.
        case .finished(let car): return [.add(car)]
        }
        return []
    }
}
