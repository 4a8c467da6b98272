import Core
import GadgetBase
import Hardware
import TestSupport
import Testing
import UI

@testable import Apps

@Suite("Cars app", .serialized)
struct CarsAppTests {
    final class Opened {
        let app: CarsApp
        let host: FocusAppHost
        let store: CarStore
        let data: TemporaryDirectory

        init(language: Language = .en, cars: [Car] = []) throws {
            data = try TemporaryDirectory()
            store = CarStore(database: try GadgetDatabase(directory: data.path))
            for car in cars { try store.add(car, validator: CarValidator(currentYear: 2026)) }
            host = FocusAppHost(language: language)
            app = CarsApp(store: store)
            app.start(host: host)
        }

        deinit { data.remove() }

        func press(_ buttons: Button...) { for button in buttons { _ = app.handle(.button(button, .tap)) } }
        func type(_ text: String) { _ = app.handle(.text(text)) }
        var texts: [String] { app.frame(on: DisplayGeometry(width: 240, height: 240, format: .rgb565)).texts }
    }

    static let sample = [
        Car(manufacturer: "Toyota", model: "Corolla", body: .sedan, yearOfIssue: 2004),
        Car(manufacturer: "VW", model: "Golf", body: .hatchback, carNumber: "AB123"),
        Car(manufacturer: "Lada", model: "2107", body: .sedan),
    ]

    @Test func addingACarStepByStepSavesItToTheSharedStore() throws {
        let opened = try Opened()
        opened.press(.select)  // "+ Add a car"
        #expect(opened.app.inputPreferences.acceptsText)
        opened.type("Škoda")
        opened.press(.select)
        opened.type("Octavia")
        opened.press(.select)
        #expect(!opened.app.inputPreferences.acceptsText, "the body type is chosen from a list")
        opened.press(.down, .down, .select)  // Estate
        opened.press(.select)  // empty year: the keyboard starts on OK
        opened.type("ab-12")
        opened.press(.select)
        let saved = try opened.store.all()
        #expect(saved.map(\.car) == [Car(manufacturer: "Škoda", model: "Octavia", body: .wagon, carNumber: "AB-12")])
        #expect(opened.app.mode == .list && opened.app.selected == 1)
        #expect(opened.texts.contains("Škoda Octavia"))
    }

    @Test func aRefusedYearSaysWhyAndKeepsTheText() throws {
        let opened = try Opened()
        opened.press(.action)
        opened.type("Ford"); opened.press(.select)
        opened.type("T"); opened.press(.select)
        opened.press(.select)
        opened.type("1700"); opened.press(.select)
        #expect(opened.texts.contains { $0.contains("1700 is not a possible year of issue") })
        opened.press(.select)  // OK on the message
        guard case .form(let form) = opened.app.mode else { Issue.record("left the form"); return }
        #expect(form.step == .year && form.entry.text == "1700")
        #expect(try opened.store.all().isEmpty)
    }

    @Test func backOnAnEmptyFieldStepsBackAndFinallyLeaves() throws {
        let opened = try Opened()
        opened.press(.select)
        opened.type("Ford"); opened.press(.select)
        opened.press(.back)  // empty model: back to the manufacturer, its text kept
        guard case .form(let form) = opened.app.mode else { Issue.record("left the form"); return }
        #expect(form.step == .manufacturer && form.entry.text == "Ford")
        for _ in 0..<5 { opened.press(.back) }
        #expect(opened.app.mode == .list)
    }

    @Test func leftAndRightFilterByBodyType() throws {
        let opened = try Opened(cars: Self.sample)
        #expect(opened.app.shown.count == 3)
        opened.press(.right)
        #expect(opened.app.filter == .sedan && opened.app.shown.map(\.car.model) == ["Corolla", "2107"])
        #expect(opened.texts.contains { $0.contains("Sedan") })
        opened.press(.right)
        #expect(opened.app.shown.map(\.car.model) == ["Golf"])
        opened.press(.right)
        #expect(opened.app.shown.isEmpty && opened.texts.contains("No cars here yet."))
        opened.press(.left, .left, .left)
        #expect(opened.app.filter == nil)
        opened.press(.left)
        #expect(opened.app.filter == .pickup)
    }

    /// "Cars: ‹ Внедорожник ›" is too wide for 240 and 160 pixels: the title drops "Cars:"
    /// rather than the › that says right changes the filter.
    @Test(arguments: [(240, 240), (160, 128), (320, 240)])
    func theFilterTitleKeepsItsArrowsInRussian(width: Int, height: Int) throws {
        let opened = try Opened(language: .ru)
        while opened.app.filter != .suv { opened.press(.right) }
        let frame = opened.app.frame(on: DisplayGeometry(width: width, height: height, format: .rgb565))
        #expect(frame.texts.contains { $0.hasPrefix("‹") || $0.contains(": ‹") } && frame.texts.contains { $0.hasSuffix("›") })
        #expect(frame.cutTexts.isEmpty, "\(frame.cutTexts)")
    }

    @Test func detailsFollowTheSeedsFormat() throws {
        let opened = try Opened(cars: Self.sample)
        opened.press(.down, .select)
        #expect(opened.texts == ["Toyota Corolla", "Manufacturer: Toyota", "Model: Corolla", "Body type: Sedan",
                                 "Year of issue: 2004"])
        opened.press(.down)
        #expect(opened.texts.contains("Year of issue: -") && opened.texts.contains("Registration number: AB123"))
        opened.press(.back)
        #expect(opened.app.mode == .list && opened.app.selected == 2)
    }

    @Test func russianBodyTypesAndCyrillicKeyboard() throws {
        let opened = try Opened(language: .ru, cars: Self.sample)
        opened.press(.right)
        #expect(opened.texts.contains { $0.contains("Седан") })
        opened.press(.action)
        guard case .form(let form) = opened.app.mode else { Issue.record("no form"); return }
        #expect(form.entry.keyboard.layout == .russian)
    }

    /// A long model name and registration number on the 128x64 OLED: every field stays on the
    /// panel, the long ones wrapped as far as the height allows, rather than the last ones
    /// falling off its bottom.
    @Test func aLongCarKeepsEveryFieldOnTheSmallestPanel() throws {
        let long = Car(manufacturer: "Автомобильный завод имени Лихачёва", model: "Очень длинное название модели машины",
                       body: .sedan, yearOfIssue: 2015, carNumber: "А 123 ВС 77")
        let opened = try Opened(language: .ru, cars: [long])
        opened.press(.down, .select)
        try Golden.check(opened.app.frame(on: GoldenDisplay.all[0].geometry), named: "cars-detail-long-128x64-landscape")
    }

    /// On 128x64 the placeholder is the field's only name: once typed over, it moves to the
    /// field's right end while the text leaves room, so the form still says what it asks for.
    @Test func theFieldKeepsItsNameWhileTypedOnTheSmallestPanel() throws {
        let opened = try Opened(cars: [])
        let small = DisplayGeometry(width: 128, height: 64, format: .mono1)
        opened.press(.action)
        opened.type("Ford")
        #expect(opened.app.frame(on: small).texts.prefix(2) == ["Ford", "Manufacturer"])
        opened.type(" Motor Company")
        #expect(!opened.app.frame(on: small).texts.contains("Manufacturer"))
        // A regular panel names the field above it instead.
        #expect(opened.texts.filter { $0 == "Manufacturer" }.count == 1)
    }

    /// Above the keyboard the field keeps at least a line of text's height on every panel; on
    /// 160x128 that leaves no room for the label, so the placeholder names the field there.
    @Test(arguments: [(128, 64), (128, 128), (160, 128), (240, 240), (320, 240), (480, 320)])
    func theFormsFieldHoldsALineOfTextAboveTheKeyboard(width: Int, height: Int) {
        _ = Renderer(geometry: DisplayGeometry(width: width, height: height, format: .rgb565)).render { canvas in
            let layout = CarsScreen.FormLayout(theme: canvas.theme, bounds: canvas.bounds)
            #expect(layout.field.height >= canvas.theme.lineHeight(.body), "\(layout.field)")
            #expect(layout.field.maxY <= layout.keyboard.minY)
            if let bar = layout.bar { #expect(bar.maxY <= layout.field.minY) }
            if let label = layout.label { #expect(label.maxY <= layout.field.minY) }
        }
    }

    @Test func whatIsTypedShowsWithTheFieldsNameOn160x128() throws {
        let opened = try Opened(cars: [])
        opened.press(.action)
        opened.type("Škoda")
        let texts = opened.app.frame(on: DisplayGeometry(width: 160, height: 128, format: .rgb565)).texts
        #expect(texts.contains("Škoda") && texts.contains("Manufacturer"), "\(texts)")
    }

    /// On 160x128 a long name wraps as on 128x128 instead of each value being cut with "…":
    /// the title bar, which only repeats the name, gives way to the fields.
    @Test(arguments: Language.allCases)
    func aLongCarWrapsWholeOn160x128(language: Language) throws {
        let long = Car(manufacturer: "Mercedes-Benz", model: "G-Class Professional Long Wheelbase", body: .suv)
        let opened = try Opened(language: language, cars: [long])
        opened.press(.down, .select)
        let lines = long.fields(Localizer(language: language)).map(\.line)
        _ = Renderer(geometry: DisplayGeometry(width: 160, height: 128, format: .rgb565)).render { canvas in
            let theme = canvas.theme
            let area = canvas.bounds.insetBy(top: theme.smallGap, left: theme.padding, bottom: 0, right: theme.padding)
            let layout = CarsScreen.detailLayout(lines, in: area, gap: 2, canvas: canvas, role: theme.denseTextRole)
            #expect(layout.isWhole, "\(layout)")
        }
        let texts = opened.app.frame(on: DisplayGeometry(width: 160, height: 128, format: .rgb565)).texts
        #expect(texts == lines, "\(texts)")
    }

    /// Where even wrapping leaves too little height, the longest field gives up lines first and
    /// the short ones keep theirs.
    @Test func theTallestFieldIsCutFirst() {
        _ = Renderer(geometry: DisplayGeometry(width: 128, height: 64, format: .mono1)).render { canvas in
            let lines = ["Model: a very long model name that takes three lines or more on this panel", "Year: 2015",
                         "Manufacturer: Lada Motors"]
            let role = canvas.theme.denseTextRole
            let line = canvas.theme.lineHeight(role)
            let area = Rect(x: 0, y: 0, width: 128, height: (line * 4).rounded(.up))
            let layout = CarsScreen.detailLayout(lines, in: area, gap: 2, canvas: canvas, role: role)
            #expect(!layout.isWhole && layout.gap == 0)
            #expect(layout.lines[1] == 3 && layout.lines[0] < 3, "\(layout)")
            #expect(layout.heights.reduce(0, +) <= area.height)
        }
    }

    @Test(arguments: GoldenDisplay.all.filter { !$0.isSquareDuplicate })
    func goldens(display: GoldenDisplay) throws {
        let opened = try Opened(cars: Self.sample)
        let name = "cars-%@-\(display)"
        func check(_ screen: String) throws {
            try Golden.check(opened.app.frame(on: display.geometry), named: name.replacingOccurrences(of: "%@", with: screen))
        }
        opened.press(.down)
        try check("list")
        opened.press(.right)
        try check("filtered")
        opened.press(.left, .down, .select)
        try check("detail")
        opened.press(.back, .action)
        opened.type("Ford")
        try check("form")
        opened.press(.select)
        opened.type("Transit")
        opened.press(.select, .down, .down, .down, .down, .down, .down)
        try check("body")
    }
}
