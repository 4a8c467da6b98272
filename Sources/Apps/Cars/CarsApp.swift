import Core
import Foundation
import GadgetBase
import Hardware
import UI

/// The car catalogue on the board: the list (filtered by body type with left and right), a
/// car's details, and adding a car on the on-screen keyboard. The cars live in the same
/// database as the console's `gadget cars`, so either sees what the other added. The screen
/// draws a `CarsModel`; the app turns keys into its actions and carries out its reads and writes.
public final class CarsApp: GadgetApp {
    typealias Mode = CarsModel.Mode

    public let identifier = "cars"
    public var title: LocalizedString { CarsText.title }

    private(set) var model = CarsModel(language: .en)
    private let store: CarStore
    private weak var host: (any AppHost)?

    public init(store: CarStore) {
        self.store = store
    }

    var mode: Mode { model.mode }
    var selected: Int { model.selected }
    /// nil shows every body type.
    public var filter: CarBody? { model.filter }
    /// The cars the filter lets through.
    var shown: [StoredCar] { model.shown }

    public var inputPreferences: InputPreferences { InputPreferences(acceptsText: model.acceptsText) }

    public var helpHint: LocalizedString? { model.mode == .list ? CarsText.hint : nil }
    /// The hint names ←→ (body type) on the list, so the arrows' "move" is only ↑↓ there.
    public var buttonsLeftOutOfHelp: Set<Button> { model.mode == .list ? [.left, .right] : [] }

    public func start(host: any AppHost) {
        self.host = host
        // Reopened, the app keeps its filter and selection; only a new language starts afresh.
        if model.language != host.localizer.language { model = CarsModel(language: host.localizer.language) }
        send(.opened)
    }

    public func stop() {
        host = nil
    }

    public func handle(_ event: InputEvent) -> EventDisposition {
        guard let host else { return .ignored }
        defer { host.setNeedsDisplay() }
        guard let action = CarsScreen.action(for: event, in: model.mode, currentYear: currentYear) else {
            // Keys the list has no use for (back among them) go to the shell; every other screen keeps them.
            return model.mode == .list ? .ignored : .handled
        }
        send(action)
        return .handled
    }

    public func render(_ canvas: Canvas) {
        guard let host else { return }
        CarsScreen(model: model, localizer: host.localizer).draw(on: canvas)
    }

    // MARK: - Effects

    private func send(_ action: CarsModel.Action) {
        for effect in model.reduce(action) { perform(effect) }
    }

    /// Carries out what the model asks of the store and tells it how it went.
    private func perform(_ effect: CarsModel.Effect) {
        let localizer = host?.localizer ?? Localizer(language: .en)
        switch effect {
        case .add(let car):
            do {
                send(.added(try store.add(car, validator: validator)))
            } catch let refusal as CarInputError {
                send(.addFailed(.refused(refusal)))
            } catch {
                send(.addFailed(.storage((error as? GadgetDatabaseError)?.screenMessage(localizer) ?? "\(error)")))
            }
        case .reload:
            do {
                let listing = try store.listing()
                send(.loaded(listing.cars, unknownBodies: listing.unknownBodies))
            } catch {
                send(.loadFailed((error as? GadgetDatabaseError)?.screenMessage(localizer) ?? "\(error)"))
            }
        }
    }

    private var validator: CarValidator { CarValidator(currentYear: currentYear) }

    private var currentYear: Int {
        Calendar(identifier: .gregorian).component(.year, from: host?.clock.wallTime() ?? Date())
    }
}
