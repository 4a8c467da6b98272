import Core
import Foundation
import GadgetBase
import Hardware
import UI

/// The car catalogue on the board: the list (filtered by body type with left and right), a
/// car's details, and adding a car on the on-screen keyboard. The cars live in the same
/// database as the console's `gadget cars`, so either sees what the other added.
public final class CarsApp: GadgetApp {
    enum Mode: Equatable {
        /// Row 0 is "add a car"; the cars follow.
        case list
        case detail(carID: Int64)
        case form(CarForm)
        indirect case message(title: String, text: String, then: Mode)
    }

    public let identifier = "cars"
    public var title: LocalizedString { CarsText.title }

    private(set) var mode: Mode = .list
    /// Every car, in the order added.
    private(set) var cars: [StoredCar] = []
    /// nil shows every body type.
    public private(set) var filter: CarBody?
    private(set) var selected = 0
    private let store: CarStore
    private var host: (any AppHost)?

    public init(store: CarStore) {
        self.store = store
    }

    public var inputPreferences: InputPreferences {
        if case .form(let form) = mode { return InputPreferences(acceptsText: form.acceptsText) }
        return InputPreferences()
    }

    public var helpHint: LocalizedString? { mode == .list ? CarsText.hint : nil }

    /// The cars the filter lets through.
    var shown: [StoredCar] { filter.map { body in cars.filter { $0.car.body == body } } ?? cars }

    public func start(host: any AppHost) {
        self.host = host
        mode = .list
        reload()
    }

    public func stop() {
        host = nil
    }

    public func handle(_ event: InputEvent) -> EventDisposition {
        guard let host else { return .ignored }
        defer { host.setNeedsDisplay() }
        switch mode {
        case .list:
            return handleList(event)
        case .detail(let id):
            handleDetail(event, id: id)
        case .form(var form):
            let outcome = form.handle(event, validator: validator, localizer: host.localizer)
            mode = .form(form)
            switch outcome {
            case .editing: break
            case .cancelled: mode = .list
            case .refused(let reason):
                mode = .message(title: host.localizer(CarsText.checkTitle), text: reason, then: .form(form))
            case .finished(let car): save(car, form: form)
            }
        case .message(_, _, let then):
            if case .button(let button, .tap) = event, [.select, .back, .action].contains(button) { mode = then }
        }
        return .handled
    }

    private func handleList(_ event: InputEvent) -> EventDisposition {
        let rows = shown.count + 1
        switch event {
        case .button(.up, .tap), .button(.up, .longPressRepeat), .swipe(.up): selected = (selected + rows - 1) % rows
        case .button(.down, .tap), .button(.down, .longPressRepeat), .swipe(.down): selected = (selected + 1) % rows
        case .button(.left, .tap), .swipe(.right): cycleFilter(by: -1)
        case .button(.right, .tap), .swipe(.left): cycleFilter(by: 1)
        case .button(.action, .tap): startForm()
        case .button(.select, .tap):
            if selected == 0 { startForm() } else { mode = .detail(carID: shown[selected - 1].id) }
        default: return .ignored
        }
        return .handled
    }

    private func handleDetail(_ event: InputEvent, id: Int64) {
        let list = shown
        guard let index = list.firstIndex(where: { $0.id == id }) else { mode = .list; return }
        switch event {
        case .button(.up, .tap), .swipe(.up): if index > 0 { show(list[index - 1]) }
        case .button(.down, .tap), .swipe(.down): if index + 1 < list.count { show(list[index + 1]) }
        case .button(.back, .tap), .button(.select, .tap), .button(.left, .tap): mode = .list
        default: break
        }
    }

    private func show(_ car: StoredCar) {
        mode = .detail(carID: car.id)
        selected = (shown.firstIndex(of: car) ?? 0) + 1
    }

    /// All, then each body type, then All again.
    private func cycleFilter(by step: Int) {
        let choices: [CarBody?] = [nil] + CarBody.allCases.map(Optional.some)
        let index = choices.firstIndex(of: filter) ?? 0
        filter = choices[(index + step + choices.count) % choices.count]
        selected = 0
    }

    private func startForm() {
        mode = .form(CarForm(letters: host?.localizer.language == .en ? .latin : .cyrillic))
    }

    private func save(_ car: Car, form: CarForm) {
        guard let host else { return }
        do {
            let stored = try store.add(car, validator: validator)
            reload()
            // The new car must be visible: drop a filter that would hide it.
            if let filter, filter != stored.car.body { self.filter = nil }
            mode = .list
            selected = (shown.firstIndex(of: stored) ?? 0) + 1
        } catch let refusal as CarInputError {
            mode = .message(title: host.localizer(CarsText.checkTitle), text: refusal.message(host.localizer),
                            then: .form(form))
        } catch {
            let text = (error as? GadgetDatabaseError)?.message(host.localizer) ?? "\(error)"
            mode = .message(title: host.localizer(CarsText.storageTitle), text: text, then: .form(form))
        }
    }

    private func reload() {
        do {
            cars = try store.all()
        } catch {
            let text = (error as? GadgetDatabaseError)?.message(host?.localizer ?? Localizer(language: .en)) ?? "\(error)"
            mode = .message(title: host.map { $0.localizer(CarsText.storageTitle) } ?? "", text: text, then: .list)
        }
        selected = min(selected, shown.count)
    }

    private var validator: CarValidator {
        let year = Calendar(identifier: .gregorian).component(.year, from: host?.clock.wallTime() ?? Date())
        return CarValidator(currentYear: year)
    }

    public func render(_ canvas: Canvas) {
        guard let host else { return }
        CarsScreen(app: self, localizer: host.localizer).draw(on: canvas)
    }
}
