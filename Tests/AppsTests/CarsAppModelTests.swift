import Core
import GadgetBase
import Hardware
import Testing

@testable import Apps

/// The car catalogue as a value: every key as an action, every store read and write as an
/// effect, the store's answers as actions. No database is opened.
@Suite("Cars state machine")
struct CarsAppModelTests {
    static let corolla = StoredCar(id: 1, car: Car(manufacturer: "Toyota", model: "Corolla", body: .sedan, yearOfIssue: 2004))
    static let golf = StoredCar(id: 2, car: Car(manufacturer: "VW", model: "Golf", body: .hatchback, carNumber: "AB123"))
    static let lada = StoredCar(id: 3, car: Car(manufacturer: "Lada", model: "2107", body: .sedan))
    let select = InputEvent.button(.select, .tap)

    /// The catalogue as opened: three cars read from the store.
    func opened(language: Language = .en) -> CarsModel {
        var model = CarsModel(language: language)
        #expect(model.reduce(.opened) == [.reload])
        #expect(model.reduce(.loaded([Self.corolla, Self.golf, Self.lada])) == [])
        return model
    }

    /// Rows another program wrote with a body type this version does not know are said once,
    /// over the list, and again only when the rows left out change.
    @Test func rowsLeftOutAreToldOnceAndAgainWhenTheyChange() {
        var model = CarsModel(language: .en)
        _ = model.reduce(.opened)
        _ = model.reduce(.loaded([Self.corolla], unknownBodies: ["Cabrio"]))
        #expect(model.mode == .message(.notShown(unknownBodies: ["Cabrio"]), then: .list))
        _ = model.reduce(.choose)
        #expect(model.mode == .list)

        _ = model.reduce(.opened)
        _ = model.reduce(.loaded([Self.corolla], unknownBodies: ["Cabrio"]))
        #expect(model.mode == .list, "told already")
        _ = model.reduce(.opened)
        _ = model.reduce(.loaded([Self.corolla], unknownBodies: ["Cabrio", "Pickup"]))
        #expect(model.mode == .message(.notShown(unknownBodies: ["Cabrio", "Pickup"]), then: .list))
    }

    /// Types `text` into the form's field and submits it.
    func enter(_ text: String, into model: inout CarsModel) -> [CarsModel.Effect] {
        if !text.isEmpty { _ = model.reduce(.type(.text(text), currentYear: 2026)) }
        return model.reduce(.type(select, currentYear: 2026))
    }

    func form(of model: CarsModel) -> CarForm? {
        if case .form(let form) = model.mode { return form }
        if case .message(_, .form(let form)) = model.mode { return form }
        return nil
    }

    @Test func addingACarWalksTheStepsAsksToSaveItAndSelectsItOnceStored() {
        var model = opened()
        _ = model.reduce(.addCar)
        #expect(form(of: model)?.step == .manufacturer && model.acceptsText)
        #expect(enter("Ford", into: &model) == [])
        #expect(enter("Transit", into: &model) == [])
        #expect(form(of: model)?.step == .body && !model.acceptsText, "the body type is chosen from a list")
        _ = model.reduce(.type(.button(.down, .tap), currentYear: 2026))
        #expect(model.reduce(.type(select, currentYear: 2026)) == [])
        #expect(enter("", into: &model) == [], "an empty year is skipped")
        let transit = Car(manufacturer: "Ford", model: "Transit", body: .hatchback, carNumber: "X1")
        #expect(enter("x1", into: &model) == [.add(transit)])
        #expect(form(of: model)?.step == .number, "the form stays until the store answers")

        let stored = StoredCar(id: 4, car: transit)
        #expect(model.reduce(.added(stored)) == [.reload])
        #expect(model.mode == .list)
        _ = model.reduce(.loaded([Self.corolla, Self.golf, Self.lada, stored]))
        #expect(model.selected == 4)
    }

    @Test func aStorageFailureSaysWhyAndReturnsToTheWordsTyped() {
        var model = opened()
        _ = model.reduce(.addCar)
        for text in ["Ford", "T"] { _ = enter(text, into: &model) }
        _ = model.reduce(.type(select, currentYear: 2026))
        _ = enter("1999", into: &model)
        #expect(enter("", into: &model).count == 1)
        let typed = model.mode
        #expect(model.reduce(.addFailed(.storage("disk full"))) == [])
        #expect(model.mode == .message(.storageError("disk full"), then: typed))
        #expect(model.reduce(.choose) == [])
        #expect(model.mode == typed)
        #expect(form(of: model)?.step == .number)
        // Back on the empty number returns to the year, as typed.
        _ = model.reduce(.type(.button(.back, .tap), currentYear: 2026))
        #expect(form(of: model)?.step == .year && form(of: model)?.entry.text == "1999")
    }

    @Test func aYearFromTheFutureIsRefusedAndKeptForCorrection() {
        var model = opened()
        _ = model.reduce(.addCar)
        for text in ["Ford", "T"] { _ = enter(text, into: &model) }
        _ = model.reduce(.type(select, currentYear: 2026))
        _ = model.reduce(.type(.text("2031"), currentYear: 2026))
        let typed = model.mode
        #expect(model.reduce(.type(select, currentYear: 2026)) == [])
        // Next year's cars are on sale already; the year after is not.
        #expect(model.mode == .message(.check(.yearOutOfRange(2031, latest: 2027)), then: typed))
        _ = model.reduce(.back)
        #expect(form(of: model)?.step == .year && form(of: model)?.entry.text == "2031")
        // The same year is fine a few years on: the year comes with the key.
        _ = model.reduce(.type(select, currentYear: 2031))
        #expect(form(of: model)?.step == .number)
    }

    @Test func aNewCarHiddenByTheFilterDropsTheFilter() {
        var model = opened()
        _ = model.reduce(.cycleFilter(by: 1))
        #expect(model.filter == .sedan && model.shown == [Self.corolla, Self.lada])
        let golf2 = StoredCar(id: 4, car: Car(manufacturer: "VW", model: "Golf", body: .hatchback))
        _ = model.reduce(.addCar)
        #expect(model.reduce(.added(golf2)) == [.reload])
        #expect(model.filter == nil)
        _ = model.reduce(.loaded([Self.corolla, Self.golf, Self.lada, golf2]))
        #expect(model.selected == 4)
    }

    @Test func theFilterCyclesThroughEveryBodyTypeAndStartsAtTheTop() {
        var model = opened()
        _ = model.reduce(.moveSelection(by: 2))
        _ = model.reduce(.cycleFilter(by: -1))
        #expect(model.filter == CarBody.allCases.last && model.selected == 0)
        _ = model.reduce(.cycleFilter(by: 1))
        #expect(model.filter == nil)
        for _ in CarBody.allCases { _ = model.reduce(.cycleFilter(by: 1)) }
        #expect(model.filter == CarBody.allCases.last)
        _ = model.reduce(.cycleFilter(by: 1))
        #expect(model.filter == nil, "all, each body type, then all again")
    }

    @Test func theSelectionWrapsThroughTheAddRowAndTheShownCars() {
        var model = opened()
        _ = model.reduce(.moveSelection(by: -1))
        #expect(model.selected == 3)
        _ = model.reduce(.moveSelection(by: 1))
        #expect(model.selected == 0)
        _ = model.reduce(.choose)
        #expect(form(of: model)?.step == .manufacturer, "row 0 adds a car")
    }

    @Test func detailsStepThroughTheShownCarsAndBackLandsOnTheLastShown() {
        var model = opened()
        _ = model.reduce(.cycleFilter(by: 1))  // sedans: Corolla, 2107
        _ = model.reduce(.moveSelection(by: 1))
        _ = model.reduce(.choose)
        #expect(model.mode == .detail(carID: 1))
        _ = model.reduce(.showNeighbour(by: -1))
        #expect(model.mode == .detail(carID: 1), "no row above the first car")
        _ = model.reduce(.showNeighbour(by: 1))
        #expect(model.mode == .detail(carID: 3), "the hatchback between them is filtered out")
        _ = model.reduce(.showNeighbour(by: 1))
        #expect(model.mode == .detail(carID: 3))
        _ = model.reduce(.back)
        #expect(model.mode == .list && model.selected == 2)
    }

    @Test func aFailedReadSaysWhyOverTheList() {
        var model = CarsModel(language: .en)
        _ = model.reduce(.opened)
        #expect(model.reduce(.loadFailed("database is locked")) == [])
        #expect(model.mode == .message(.storageError("database is locked"), then: .list))
        _ = model.reduce(.back)
        #expect(model.mode == .list && model.shown.isEmpty)
    }

    @Test func theFormTypesInTheReadersAlphabet() {
        var model = opened(language: .ru)
        _ = model.reduce(.addCar)
        #expect(form(of: model)?.entry.keyboard.layout == .russian)
    }

    @Test func keysMeanWhatTheScreenShows() {
        func action(_ event: InputEvent, _ mode: CarsModel.Mode) -> CarsModel.Action? {
            CarsScreen.action(for: event, in: mode, currentYear: 2026)
        }
        let message = CarsModel.Mode.message(.storageError("x"), then: .list)
        #expect(action(.button(.down, .longPressRepeat), .list) == .moveSelection(by: 1))
        #expect(action(.swipe(.left), .list) == .cycleFilter(by: 1))
        #expect(action(.button(.action, .tap), .list) == .addCar)
        #expect(action(.button(.back, .tap), .list) == nil, "back on the list leaves the app")
        #expect(action(.button(.up, .tap), .detail(carID: 1)) == .showNeighbour(by: -1))
        #expect(action(.button(.left, .tap), .detail(carID: 1)) == .back)
        #expect(action(.button(.back, .tap), .form(CarForm(letters: .latin))) == .type(.button(.back, .tap), currentYear: 2026))
        #expect(action(.button(.action, .tap), message) == .choose)
        #expect(action(.button(.up, .tap), message) == nil)
    }
}
