import GadgetBase
import Hardware
import Testing
@testable import UI

@Suite struct WidgetTests {
    static let rows = (0..<20).map { ListRow(title: "Row \($0)", detail: $0 % 2 == 0 ? "detail \($0)" : nil, accessory: "\($0)") }

    @Test func listWindowAlwaysContainsTheSelectedRow() {
        for count in [1, 3, 7, 20] {
            for fitting in [1, 2, 3, 5] {
                for selected in 0..<count {
                    let window = Canvas.listWindow(rowCount: count, selected: selected, height: Double(fitting) * 20 + 5, rowHeight: 20)
                    #expect(window.first <= selected && selected < window.first + window.visibleCount, "\(count) rows, \(fitting) fit, \(selected)")
                    #expect(window.first >= 0 && window.first + window.visibleCount <= count)
                    #expect(window.overflows == (count > fitting))
                }
            }
        }
        #expect(Canvas.listWindow(rowCount: 10, selected: nil, height: 60, rowHeight: 20).first == 0)
        #expect(Canvas.listWindow(rowCount: 10, selected: 99, height: 60, rowHeight: 20).first == 7)
    }

    @Test(arguments: [mono128x64, rgb240, xrgb320])
    func listScrollsToTheSelectedRow(geometry: DisplayGeometry) {
        let renderer = Renderer(geometry: geometry)
        let frame = renderer.render { $0.list(Self.rows, selected: 15, in: $0.bounds) }
        #expect(frame.texts.contains("Row 15"))
        #expect(!frame.texts.contains("Row 0"))
        let top = renderer.render { $0.list(Self.rows, selected: 0, in: $0.bounds) }
        #expect(top.texts.first == "0" || top.texts.first == "Row 0")
        #expect(top.texts.contains("Row 0"))
    }

    @Test func listShowsAScrollBarOnlyWhenItOverflows() {
        let renderer = Renderer(geometry: mono128x64)
        let rightEdge = PixelRect(x: 125, y: 0, width: 3, height: 64)
        let plain = Self.rows.map { ListRow(title: $0.title) }
        let overflowing = renderer.render { $0.list(plain, selected: 3, in: $0.bounds) }
        let fitting = renderer.render { $0.list(Array(plain.prefix(2)), selected: nil, in: $0.bounds) }
        #expect(overflowing.pixels.litCount(in: rightEdge) > 64)
        #expect(fitting.pixels.litCount(in: rightEdge) == 0)
    }

    @Test func selectedRowIsInvertedOnMono() {
        let frame = Renderer(geometry: mono128x64).render { canvas in
            canvas.list([ListRow(title: "A"), ListRow(title: "B")], selected: 1, in: canvas.bounds)
        }
        let rowHeight = Int(Theme(geometry: mono128x64).rowHeight(hasDetail: false))
        #expect(frame.pixels.litCount(in: PixelRect(x: 0, y: rowHeight, width: 128, height: rowHeight)) > 128 * rowHeight * 3 / 4)
        #expect(frame.pixels.litCount(in: PixelRect(x: 0, y: 0, width: 128, height: rowHeight)) < 128 * rowHeight / 8)
    }

    @Test func focusedButtonIsInvertedOnMono() {
        let frame = Renderer(geometry: mono128x64).render { canvas in
            canvas.button("Yes", in: Rect(x: 0, y: 0, width: 60, height: 16), focused: true)
            canvas.button("No", in: Rect(x: 64, y: 0, width: 60, height: 16), focused: false, style: .destructive)
        }
        let focused = frame.pixels.litCount(in: PixelRect(x: 0, y: 0, width: 60, height: 16))
        let unfocused = frame.pixels.litCount(in: PixelRect(x: 64, y: 0, width: 60, height: 16))
        #expect(focused > 60 * 16 * 3 / 4)
        #expect(unfocused < 60 * 16 / 3)
        #expect(frame.texts == ["Yes", "No"])
    }

    @Test(arguments: [
        ("Delete chat?", "The messages cannot be restored afterwards.", ["Cancel", "Delete"]),
        ("A very long title that cannot possibly fit on one line", String(repeating: "Lots of words here. ", count: 20), ["One", "Two", "Three"]),
        ("", "Saved", ["OK"]),
        ("Wait", "", []),
    ])
    func dialogFitsA128x64Screen(title: String, message: String, buttons: [String]) {
        let renderer = Renderer(geometry: mono128x64)
        var layout: Canvas.DialogLayout?
        let frame = renderer.render { canvas in
            canvas.dialog(title: title, message: message, buttons: buttons, focused: 0)
            layout = canvas.dialogLayout(title: title, message: message, buttons: buttons)
        }
        let bounds = Rect(x: 0, y: 0, width: 128, height: 64)
        let card = try! #require(layout).card
        #expect(bounds.insetBy(dx: 1, dy: 1).intersection(card) == card)
        for part in [layout!.title, layout!.message] + layout!.buttons where !part.isEmpty {
            #expect(card.intersection(part) == part, "\(part) outside the card \(card)")
        }
        // On a black screen only the card is lit: nothing at the screen's edges.
        for x in 0..<128 { #expect(frame.pixels.color(x: x, y: 0) == .black && frame.pixels.color(x: x, y: 63) == .black) }
        for y in 0..<64 { #expect(frame.pixels.color(x: 0, y: y) == .black && frame.pixels.color(x: 127, y: y) == .black) }
        for text in [title, message] + buttons where !text.isEmpty { #expect(frame.texts.contains(text)) }
    }

    /// Two stacked buttons under a two-line title leave a 240x240 card room for only a few
    /// lines: a long message, with or without a shorter wording, takes a roomier card instead.
    @Test func aLongMessageTakesARoomierCardOnARegularPanel() {
        let renderer = Renderer(geometry: DisplayGeometry(width: 240, height: 240, format: .xrgb8888))
        let message = "Не удаётся связаться с сервисом фильмов 127.0.0.1:9: не удалось подключиться "
            + "(в соединении отказано или хост недоступен)"
        for shortMessage in [nil, "Сервис недоступен."] {
            var layout: Canvas.DialogLayout?
            let frame = renderer.render { canvas in
                layout = canvas.dialogLayout(title: "Что-то пошло не так", message: message, shortMessage: shortMessage,
                                             buttons: ["Попробовать ещё раз", "Встроенные фильмы"])
                canvas.dialog(title: "Что-то пошло не так", message: message, shortMessage: shortMessage,
                              buttons: ["Попробовать ещё раз", "Встроенные фильмы"], focused: 0)
            }
            #expect(layout?.showsWholeMessage == true && layout?.titleFits == true)
            #expect(frame.texts.contains(message) && frame.cutTexts.isEmpty, "\(frame.texts) \(frame.cutTexts)")
        }
    }

    @Test func dialogDimsWhatIsBehindIt() {
        let renderer = Renderer(geometry: DisplayGeometry(width: 240, height: 240, format: .xrgb8888))
        let frame = renderer.render { canvas in
            canvas.clear(.white)
            canvas.dialog(title: "Quit?", message: "", buttons: ["No", "Yes"], focused: 1)
        }
        let corner = frame.pixels.color(x: 2, y: 2)
        #expect(corner.luma > 60 && corner.luma < 140)
    }

    /// The one caption line of a terminal shows the first texts: the dialog's question, not the
    /// list it covers.
    @Test func aDialogsTextsComeBeforeWhatItCovers() {
        let renderer = Renderer(geometry: DisplayGeometry(width: 240, height: 240, format: .xrgb8888))
        let frame = renderer.render { canvas in
            canvas.text("Answers (21)", in: Rect(x: 0, y: 0, width: 240, height: 30), role: .body, color: .white)
            canvas.dialog(title: "Not saved", message: "Already there", buttons: ["OK"], focused: 0)
            canvas.text("after", in: Rect(x: 0, y: 200, width: 240, height: 30), role: .body, color: .white)
        }
        #expect(frame.texts == ["Not saved", "Already there", "OK", "Answers (21)", "after"])
    }

    /// The focused text is the one Enter acts on: the selected row, or a dialog's focused button
    /// over it (the list behind cannot be acted on). A disclosure chevron is not read.
    @Test func theFocusedTextIsTheOneEnterActsOn() {
        let renderer = Renderer(geometry: DisplayGeometry(width: 240, height: 240, format: .xrgb8888))
        let rows = ["Magic 8-ball", "Chats", "Cars"].map { ListRow(title: $0, accessory: ListRow.disclosure) }
        let list = renderer.render { $0.list(rows, selected: 1, in: $0.bounds) }
        #expect(list.texts == ["Magic 8-ball", "Chats", "Cars"])
        #expect(list.focusedText == 1)
        let covered = renderer.render { canvas in
            canvas.list(rows, selected: 2, in: canvas.bounds)
            canvas.dialog(title: "Delete?", message: "", buttons: ["Cancel", "Delete"], focused: 1)
        }
        #expect(covered.focusedText.map { covered.texts[$0] } == "Delete")
        #expect(renderer.render { $0.list(rows, selected: nil, in: $0.bounds) }.focusedText == nil)
        // A row with a detail line under its title: the title is the one marked.
        let cars = [ListRow(title: "Kia Ceed", detail: "Estate · 2019"), ListRow(title: "Lada Niva", detail: "SUV")]
        let detailed = renderer.render { $0.list(cars, selected: 1, in: $0.bounds) }
        #expect(detailed.focusedText.map { detailed.texts[$0] } == "Lada Niva")
        // A focused text field: its text (or placeholder).
        let field = renderer.render { $0.textField("", placeholder: "Login", focused: true, in: Rect(x: 0, y: 0, width: 200, height: 30)) }
        #expect(field.focusedText.map { field.texts[$0] } == "Login")
    }

    @Test func textFieldShowsPlaceholderOnlyWhenEmpty() {
        let renderer = Renderer(geometry: rgb240)
        let field = Rect(x: 10, y: 10, width: 200, height: 30)
        #expect(renderer.render { $0.textField("", placeholder: "Email", focused: false, in: field) }.texts == ["Email"])
        #expect(renderer.render { $0.textField("me@pi", placeholder: "Email", focused: false, in: field) }.texts == ["me@pi"])
        #expect(renderer.render { $0.textField("hunter2", placeholder: "Password", focused: true, secure: true, in: field) }.texts == ["*******"])
    }

    @Test func focusedTextFieldDrawsACaretAfterTheText() {
        let renderer = Renderer(geometry: mono128x64)
        let field = Rect(x: 0, y: 0, width: 128, height: 16)
        let focused = renderer.renderOnBlack { $0.textField("", placeholder: "", focused: true, in: field) }
        let unfocused = renderer.renderOnBlack { $0.textField("", placeholder: "", focused: false, in: field) }
        let inside = PixelRect(x: 2, y: 2, width: 124, height: 12)
        #expect(focused.pixels.litCount(in: inside) >= 8)
        #expect(unfocused.pixels.litCount(in: inside) == 0)
    }

    @Test func longTextScrollsSoItsEndStaysVisible() {
        let renderer = Renderer(geometry: mono128x64)
        let text = String(repeating: "abcdefghij", count: 6) + "WXYZ"
        let field = Rect(x: 0, y: 0, width: 128, height: 16)
        let frame = renderer.renderOnBlack { $0.textField(text, placeholder: "", focused: true, in: field) }
        let beginning = renderer.renderOnBlack { $0.textField("WXYZ", placeholder: "", focused: true, in: field) }
        // The tail "WXYZ" is drawn at the right end, so the field's right half is inked...
        #expect(frame.pixels.litCount(in: PixelRect(x: 90, y: 2, width: 36, height: 12)) > 20)
        // ...unlike a short text, which starts at the left.
        #expect(beginning.pixels.litCount(in: PixelRect(x: 90, y: 2, width: 30, height: 12)) == 0)
        // Left, the field shows the text's beginning, as a name is read, cut at the edge.
        let left = renderer.renderOnBlack { $0.textField(text, placeholder: "", focused: false, in: field) }
        let start = renderer.renderOnBlack { $0.textField("abcdefghij", placeholder: "", focused: false, in: field) }
        let head = PixelRect(x: 2, y: 2, width: 40, height: 12)
        #expect(left.pixels.litCount(in: head) == start.pixels.litCount(in: head))
        #expect(frame.pixels.litCount(in: head) != start.pixels.litCount(in: head))
    }

    /// A box three lines tall holds three lines: the text wraps, and past the box's end the
    /// first lines scroll up so the last one (where typing happens) stays in view.
    @Test func aTextAreaWrapsAndKeepsItsEndInView() {
        let renderer = Renderer(geometry: mono128x64)
        let box = Rect(x: 0, y: 0, width: 128, height: 44)
        let lines = renderer.renderOnBlack { $0.textArea("one two three four five six seven eight nine ten", placeholder: "",
                                                        focused: false, in: box) }
        // Ink on the first line and on the second: wrapped, not one line scrolled sideways.
        #expect(lines.pixels.litCount(in: PixelRect(x: 3, y: 3, width: 120, height: 10)) > 20)
        #expect(lines.pixels.litCount(in: PixelRect(x: 3, y: 16, width: 120, height: 10)) > 20)
        let long = String(repeating: "word ", count: 40) + "WXYZ"
        let end = renderer.renderOnBlack { $0.textArea(long, placeholder: "", focused: true, in: box) }
        #expect(end.texts == [long])
        // The last line, in the box's lowest band, is inked: the end stays in view.
        #expect(end.pixels.litCount(in: PixelRect(x: 3, y: 28, width: 120, height: 12)) > 20)
    }

    @Test func headerRecordsItsTitleAndStaysInItsRect() {
        let frame = Renderer(geometry: mono128x64).renderOnBlack { canvas in
            canvas.header("Settings", in: Rect(x: 0, y: 0, width: 128, height: canvas.theme.headerHeight))
        }
        #expect(frame.texts == ["Settings"])
        let header = Int(Theme(geometry: mono128x64).headerHeight)
        #expect(frame.pixels.litCount(in: PixelRect(x: 0, y: header, width: 128, height: 64 - header)) == 0)
        #expect(frame.pixels.litCount(in: PixelRect(x: 0, y: 0, width: 128, height: header)) > 128)
    }

    @Test(arguments: [mono128x64, rgb240, xrgb320])
    func keyboardFitsItsPreferredHeightAndRecordsTheHighlightedKey(geometry: DisplayGeometry) {
        let renderer = Renderer(geometry: geometry)
        var keyboard = OnScreenKeyboard(layout: .ukrainian)
        keyboard.row = 2
        keyboard.column = 10
        let frame = renderer.renderOnBlack { canvas in
            let height = Canvas.preferredKeyboardHeight(theme: canvas.theme)
            #expect(height < canvas.bounds.height * 0.8)
            canvas.keyboard(keyboard, in: canvas.bounds.divided(atDistance: height, from: .bottom).slice)
        }
        #expect(frame.texts == ["ґ"])
        let top = geometry.height - Int(Canvas.preferredKeyboardHeight(theme: Theme(geometry: geometry)))
        #expect(frame.pixels.litCount(in: PixelRect(x: 0, y: 0, width: geometry.width, height: top)) == 0)
    }
}
