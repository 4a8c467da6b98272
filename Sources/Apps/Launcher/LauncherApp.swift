import Core
import GadgetBase
import Hardware
import UI

/// The home screen: the list of apps. Selecting one opens it; back in any app comes here.
public final class LauncherApp {
    public private(set) var selected = 0
    public let apps: [any GadgetApp]

    public init(apps: [any GadgetApp]) {
        self.apps = apps
    }

    public static let title = LocalizedString("Gadget", ru: "Gadget", uk: "Gadget")
    public static let hint = LocalizedString("Enter: open", ru: "Enter: открыть", uk: "Enter: відкрити")
    /// Back has nowhere to go from here; ← does nothing, and → and Space open like Enter.
    public static let buttonsLeftOutOfHelp: Set<Button> = [.left, .right, .back, .action]

    /// Handles an event; returns the app to open, if any.
    public func handle(_ event: InputEvent) -> (any GadgetApp)? {
        guard !apps.isEmpty else { return nil }
        switch event {
        case .button(.up, .tap), .button(.up, .longPressRepeat), .swipe(.up):
            selected = (selected - 1 + apps.count) % apps.count
        case .button(.down, .tap), .button(.down, .longPressRepeat), .swipe(.down):
            selected = (selected + 1) % apps.count
        case .button(.select, .tap), .button(.action, .tap), .button(.right, .tap):
            return apps[selected]
        default:
            break
        }
        return nil
    }

    public func render(_ canvas: Canvas, localizer: Localizer) {
        let theme = canvas.theme
        canvas.clear(theme.background)
        let (headerRect, body) = canvas.bounds.divided(atDistance: theme.fontSize(.title) * 1.6, from: .top)
        canvas.header(localizer(Self.title), in: headerRect)
        let rows = apps.map { ListRow(title: localizer($0.title), detail: nil, accessory: ListRow.disclosure) }
        canvas.list(rows, selected: selected, in: body)
    }
}
