import Core
import GadgetBase
import Hardware
import UI

/// The Cars app on screen: draws a `CarsModel` and turns keys into its actions. It holds
/// nothing and changes nothing; the app carries out what the model asks.
struct CarsScreen {
    let model: CarsModel
    let localizer: Localizer

    /// The action a key means on what is shown: the list moves its selection (held keys repeat)
    /// and its filter, the details step through the cars, the form takes every key, a message
    /// waits for OK or back.
    static func action(for event: InputEvent, in mode: CarsModel.Mode, currentYear: Int) -> CarsModel.Action? {
        switch (mode, event) {
        case (.form, _):
            return .type(event, currentYear: currentYear)
        case (.list, .button(.up, .tap)), (.list, .button(.up, .longPressRepeat)), (.list, .swipe(.up)):
            return .moveSelection(by: -1)
        case (.list, .button(.down, .tap)), (.list, .button(.down, .longPressRepeat)), (.list, .swipe(.down)):
            return .moveSelection(by: 1)
        case (.list, .button(.left, .tap)), (.list, .swipe(.right)):
            return .cycleFilter(by: -1)
        case (.list, .button(.right, .tap)), (.list, .swipe(.left)):
            return .cycleFilter(by: 1)
        case (.list, .button(.action, .tap)):
            return .addCar
        case (.list, .button(.select, .tap)), (.message, .button(.select, .tap)), (.message, .button(.action, .tap)):
            return .choose
        case (.detail, .button(.up, .tap)), (.detail, .swipe(.up)):
            return .showNeighbour(by: -1)
        case (.detail, .button(.down, .tap)), (.detail, .swipe(.down)):
            return .showNeighbour(by: 1)
        case (.detail, .button(.back, .tap)), (.detail, .button(.select, .tap)), (.detail, .button(.left, .tap)),
             (.message, .button(.back, .tap)):
            return .back
        default:
            return nil
        }
    }

    // MARK: - Drawing

    func draw(on canvas: Canvas) {
        canvas.clear(canvas.theme.background)
        switch model.mode {
        case .list: drawList(on: canvas)
        case .detail(let id): drawDetail(on: canvas, car: model.cars.first { $0.id == id })
        case .form(let form): drawForm(on: canvas, form: form)
        case .message(let notice, let then):
            switch then {
            case .form(let form): drawForm(on: canvas, form: form)
            default: drawList(on: canvas)
            }
            let (title, text) = words(for: notice)
            let short: String? = switch notice {
            case .check(let refusal): refusal.shortMessage(localizer)
            case .notShown(let bodies): localizer.plural(CarsText.notShownShort, count: bodies.count)
            case .storageError: nil
            }
            canvas.dialog(title: title, message: text, shortMessage: short, buttons: [localizer(CarsText.ok)], focused: 0)
        }
    }

    private func words(for notice: CarsModel.Notice) -> (title: String, text: String) {
        switch notice {
        case .check(let refusal): (localizer(CarsText.checkTitle), refusal.message(localizer))
        case .storageError(let reason): (localizer(CarsText.storageTitle), reason)
        case .notShown(let bodies):
            (localizer(CarsText.notShownTitle),
             localizer(CarsText.notShown, localizer.plural(CarsText.cars, count: bodies.count),
                       Array(Set(bodies)).sorted().map { localizer(CarsText.quoted, $0) }.joined(separator: ", ")))
        }
    }

    /// The title bar (the first of `titles` that fits, shorter wordings after it); returns the rest.
    private func header(_ titles: String..., on canvas: Canvas) -> Rect {
        header(titles, on: canvas)
    }

    private func header(_ titles: [String], on canvas: Canvas) -> Rect {
        let theme = canvas.theme
        let (bar, body) = canvas.bounds.divided(atDistance: theme.headerHeight, from: .top)
        canvas.header(titles, in: bar)
        return body
    }

    private func drawList(on canvas: Canvas) {
        let l = localizer
        let filterName = model.filter.map { l($0.name) } ?? l(CarsText.all)
        // The ‹ › say left and right change the filter, so they outlast the "Cars:" prefix when
        // a long filter name ("Внедорожники") leaves no room for both.
        let arrowsOnly = "‹ \(filterName) ›"
        let titles = switch canvas.theme.sizeClass {
        case .compact: [arrowsOnly]
        case .regular: ["\(l(CarsText.title)): \(arrowsOnly)", arrowsOnly]
        }
        let body = header(titles, on: canvas)
        var rows = [ListRow(title: l(CarsText.addCar), shorterTitles: [l(CarsText.addCarShort)])]
        rows += model.shown.map { stored in
            let car = stored.car
            let details = [l(car.body.name), car.yearOfIssue.map(String.init), car.carNumber].compactMap { $0 }
            return ListRow(title: car.displayName, detail: details.joined(separator: " · "), mayShorten: true)
        }
        canvas.list(rows, selected: model.selected, in: body)
        if model.shown.isEmpty {
            let theme = canvas.theme
            let rowHeight = theme.rowHeight(hasDetail: false)
            canvas.text(l(CarsText.noCars), in: body.insetBy(top: rowHeight, left: theme.spacing, right: theme.spacing),
                        role: theme.denseTextRole, color: theme.secondaryText)
        }
    }

    private func drawDetail(on canvas: Canvas, car: StoredCar?) {
        guard let car else { return drawList(on: canvas) }
        let theme = canvas.theme
        let role = theme.denseTextRole
        let fields = car.car.fields(localizer)
        func inset(_ rect: Rect) -> Rect {
            rect.insetBy(top: theme.smallGap, left: theme.padding, bottom: 0, right: theme.padding)
        }
        // The seed's format, `<Field>: <Value>`, one field a line (more on a narrow panel); long
        // names and numbers wrap up to three lines. Fields a line apart where there is room,
        // packed on a compact panel.
        let usualGap: Double = switch theme.sizeClass {
        case .compact: 0
        case .regular: 2
        }
        let withBar = inset(canvas.bounds.divided(atDistance: theme.headerHeight, from: .top).remainder)
        let wrapped = Self.detailLayout(fields.map(\.line), in: withBar, gap: usualGap, canvas: canvas, role: role)
        // The title bar only repeats the car's name, which the first two lines say anyway: a
        // short panel, or one where the bar would cut the values short, goes without it.
        let layout: DetailLayout, area: Rect
        if canvas.bounds.height >= 100, wrapped.isWhole {
            (layout, area) = (wrapped, withBar)
            _ = header(car.car.displayName, on: canvas)
        } else {
            area = inset(canvas.bounds)
            layout = Self.detailLayout(fields.map(\.line), in: area, gap: usualGap, canvas: canvas, role: role)
        }
        var y = area.minY
        for (field, (height, lines)) in zip(fields, zip(layout.heights, layout.lines)) {
            canvas.text(field.line, in: Rect(x: area.x, y: y, width: area.width, height: height), role: role,
                        color: theme.foreground, alignment: .leading, maxLines: lines, mayShorten: true)
            y += height + layout.gap
        }
    }

    /// How many lines each field of the car's detail gets, their heights and the gap between them.
    struct DetailLayout: Equatable {
        var lines: [Int]
        var heights: [Double]
        var gap: Double
        /// Every field shown in full, none cut with "…".
        var isWhole: Bool
    }

    /// Every field wrapped up to three lines where that fits `area`; otherwise the gap goes
    /// first, then the tallest field gives up a line at a time (the later of equals), so a long
    /// value is cut only as much as the height asks and the short ones keep their lines. Every
    /// field stays in sight, at least one line each.
    static func detailLayout(_ lines: [String], in area: Rect, gap usualGap: Double, canvas: Canvas,
                             role: FontRole) -> DetailLayout {
        let most = 3
        func height(_ line: String, _ maxLines: Int) -> Double {
            canvas.measure(line, role: role, width: area.width, maxLines: maxLines).height.rounded(.up)
        }
        func total(_ heights: [Double], _ gap: Double) -> Double {
            heights.reduce(0, +) + gap * Double(max(0, heights.count - 1))
        }
        var limits = Array(repeating: most, count: lines.count)
        var heights = lines.map { height($0, most) }
        let unlimited = lines.map { height($0, 0) }
        let isWhole = heights == unlimited && total(heights, usualGap) <= area.height
        var gap = usualGap
        if total(heights, gap) > area.height { gap = 0 }
        while total(heights, gap) > area.height {
            let shrinkable = heights.indices.filter { limits[$0] > 1 && heights[$0] > height(lines[$0], 1) }
            guard let tallest = shrinkable.max(by: { heights[$0] < heights[$1] || (heights[$0] == heights[$1] && $0 < $1) })
            else { break }
            limits[tallest] -= 1
            heights[tallest] = height(lines[tallest], limits[tallest])
        }
        return DetailLayout(lines: limits, heights: heights, gap: gap, isWhole: isWhole)
    }

    private func drawForm(on canvas: Canvas, form: CarForm) {
        let theme = canvas.theme
        let l = localizer
        let count = CarForm.Step.allCases.count
        if form.step == .body {
            // "New car 3/5 · Body type", or where that is too long the step and its name.
            let titles = switch theme.sizeClass {
            case .compact: [l(CarText.body)]
            case .regular: [l(CarsText.newCar, form.step.rawValue + 1, count) + " · " + l(CarText.body),
                            "\(form.step.rawValue + 1)/\(count) · " + l(CarText.body)]
            }
            let body = header(titles, on: canvas)
            canvas.list(CarBody.allCases.map { ListRow(title: l($0.name)) }, selected: form.bodyIndex, in: body)
            return
        }
        let layout = FormLayout(theme: theme, bounds: canvas.bounds)
        if let bar = layout.bar { canvas.header(l(CarsText.newCar, form.step.rawValue + 1, count), in: bar) }
        if let label = layout.label {
            // An optional field's label says so in fewer words where the panel is narrow.
            canvas.fittedText(form.fieldNames(l), in: label.insetBy(dx: theme.spacing, dy: 0), roles: [.caption],
                              color: theme.secondaryText, alignment: .leading, verticalAlignment: .bottom, maxLines: 1)
        }
        // With a label above already naming the field, repeated as the placeholder it would
        // only be cut at the field's edge.
        let labelled = layout.label != nil
        let placeholders = labelled ? [""] : form.fieldNames(l)
        canvas.textField(form.entry.text, placeholder: placeholders[0], shorterPlaceholders: Array(placeholders.dropFirst()),
                         namesWhileTyped: labelled ? [] : placeholders, focused: true, in: layout.field)
        canvas.keyboard(form.entry.keyboard, in: layout.keyboard)
    }

    /// Where the form's parts go: the keyboard at the bottom; above it, on a regular panel, a
    /// title bar, the field's name and the field; a compact one has room for the field alone.
    struct FormLayout: Equatable {
        var bar: Rect?
        var label: Rect?
        var field: Rect
        var keyboard: Rect

        init(theme: Theme, bounds: Rect) {
            let top: Rect
            (keyboard, top) = bounds.divided(atDistance: Canvas.preferredKeyboardHeight(theme: theme), from: .bottom)
            let fieldArea: Rect, usualFieldHeight: Double, fieldInset: Double
            let smallestField = theme.lineHeight(.body) + 3
            switch theme.sizeClass {
            case .compact:
                // No title bar and no label over the keyboard: the placeholder names the field.
                (fieldArea, usualFieldHeight, fieldInset) = (top, smallestField, 0)
            case .regular:
                let belowBar: Rect
                (bar, belowBar) = top.divided(atDistance: theme.headerHeight, from: .top)
                let labelHeight = theme.lineHeight(.caption) + theme.spacing / 2
                if belowBar.height - labelHeight >= smallestField + 2 {
                    let below: Rect
                    (label, below) = belowBar.divided(atDistance: labelHeight, from: .top)
                    (fieldArea, usualFieldHeight, fieldInset) = (below, theme.textFieldHeight, 1)
                } else {
                    // A short panel (160x128) has no height for a label between the title bar
                    // and the keyboard: it would squash the field until nothing typed showed,
                    // so the field takes the room and its placeholder names it.
                    let inset: Double = belowBar.height >= smallestField + 2 ? 1 : 0
                    (fieldArea, usualFieldHeight, fieldInset) = (belowBar, theme.textFieldHeight, inset)
                }
            }
            let fieldHeight = min(fieldArea.height, usualFieldHeight)
            field = Rect(x: fieldArea.x, y: (fieldArea.midY - fieldHeight / 2).rounded(), width: fieldArea.width,
                         height: fieldHeight).insetBy(dx: theme.smallGap, dy: fieldInset)
        }
    }
}
