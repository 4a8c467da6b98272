import Core
import Foundation
import GadgetBase
import Hardware
import UI

/// TestfulApp on the board: the launch screen (the logo), the loading screen with its turning
/// loader, the move to the chats list, and a chat's full message. The chats come from any
/// `ChatsDataSource`; the screens never know which. What is shown lives in a `ChatsModel`; the
/// app plays the opening on the clock, turns keys into the model's actions, loads and logs.
public final class ChatsApp: GadgetApp {
    public typealias Content = ChatsModel.Content

    public static let appIdentifier = "chats"
    public static var appTitle: LocalizedString { ChatsText.title }
    public let identifier = ChatsApp.appIdentifier
    public var title: LocalizedString { ChatsApp.appTitle }
    /// "Enter: open" only where there is a chat to open.
    public var helpHint: LocalizedString? {
        if model.detail != nil { return ChatsText.detailHint }
        if case .loaded(let list) = model.content, !list.chats.isEmpty { return ChatsText.hint }
        return nil
    }

    /// A chat scrolls and pages with the arrows; Enter and Space open only from the list.
    public var buttonsLeftOutOfHelp: Set<Button> { model.detail != nil ? [.select, .action] : [] }

    public let source: any ChatsDataSource
    public let timeline: ChatsTimeline
    /// Resolved when a date is first drawn: looking a zone up loads ICU's zone data (about 1.5 MB
    /// resident), which a run that never opens the chats should not pay for.
    private lazy var timeZone: TimeZone = resolveTimeZone()
    private let resolveTimeZone: () -> TimeZone
    private let report: @Sendable (String) -> Void
    let avatars: AvatarStore

    public private(set) var model = ChatsModel()
    private weak var host: (any AppHost)?
    private var openedAt = Instant.zero
    private var openingTimers: [TimerToken] = []
    /// The list's rows as measured, kept from frame to frame; a new one for each load.
    private var listScreen = ChatsListScreen()

    /// - Parameters:
    ///   - report: where warnings about the data go (the log); the screen shows only how many.
    public init(source: any ChatsDataSource, timings: ChatsTimings = ChatsTimings(),
                timeZone: @autoclosure @escaping () -> TimeZone = .current, avatarFetcher: AvatarFetcher = AvatarFetcher(),
                avatarCacheBytes: Int = 4 << 20, report: @escaping @Sendable (String) -> Void = { _ in }) {
        self.source = source
        self.timeline = ChatsTimeline(timings: timings)
        self.resolveTimeZone = timeZone
        self.report = report
        self.avatars = AvatarStore(fetcher: avatarFetcher, cacheBytes: avatarCacheBytes)
    }

    public func start(host: any AppHost) {
        self.host = host
        avatars.attach(to: host)
        openedAt = host.clock.now()
        listScreen = ChatsListScreen()
        let total = timeline.timings.total
        host.animate(until: openedAt + total)
        // Frames come at the display's rate; these make the screen change exactly on time too.
        openingTimers = [timeline.timings.launch, timeline.timings.launch + timeline.timings.loading, total].map {
            host.schedule(after: $0) { [weak host] in host?.setNeedsDisplay() }
        }
        send(.opened)
    }

    public func stop() {
        for token in openingTimers { host?.cancelTimer(token) }
        openingTimers.removeAll()
        avatars.cancelWaiting()
        send(.closed)
    }

    public var content: Content { model.content }
    var list: ChatsModel.ListState? { model.list }
    var detail: ChatsModel.Detail? { model.detail }
    var errorScroll: ScrollPosition { model.errorScroll }

    /// Where the opening is now.
    public var stage: ChatsStage {
        guard let host else { return .launch }
        return timeline.stage(at: host.clock.now() - openedAt)
    }

    public func handle(_ event: InputEvent) -> EventDisposition {
        guard let host else { return .ignored }
        let isBack = event == .button(.back, .tap)
        guard stage == .chats else { return isBack ? .ignored : .handled }
        defer { host.setNeedsDisplay() }
        // Back closes a chat; on the list (or what shows instead) it leaves the app.
        let leaves = isBack && model.detail == nil
        if let action = ChatsKeys.action(for: event, in: model) { send(action) }
        return leaves ? .ignored : .handled
    }

    // MARK: - Effects

    private func send(_ action: ChatsModel.Action) {
        for effect in model.reduce(action) { perform(effect) }
    }

    private func perform(_ effect: ChatsModel.Effect) {
        let localizer = host?.localizer ?? .init(language: .en)
        switch effect {
        case .load(let generation):
            let source = self.source
            host?.perform({ await source.loadChats() }) { [weak self] result in
                guard let self else { return }
                self.send(.loaded(generation: generation, result))
                self.host?.setNeedsDisplay()
            }
        case .reportWarnings(let loaded):
            for warning in loaded.warnings { report("\(source.origin): \(warning.message(localizer))") }
        case .reportFailure(let error):
            report(error.message(localizer))
        }
    }

    // MARK: - Drawing

    public func render(_ canvas: Canvas) {
        guard let host else { return }
        let opening = OpeningScreens(localizer: host.localizer)
        switch stage {
        case .launch:
            opening.drawLaunch(on: canvas)
        case .loading(let loader):
            opening.drawLoading(loader, on: canvas)
        case .transition(let progress, let loader):
            let pose = timeline.transitionPose(progress)
            canvas.clear(ChatsPalette(theme: canvas.theme).background)
            canvas.group(scale: pose.incomingScale) { drawChats(on: $0, host: host) }
            canvas.group(opacity: pose.outgoingOpacity, scale: pose.outgoingScale) { opening.drawLoading(loader, on: $0) }
        case .chats:
            drawChats(on: canvas, host: host)
        }
    }

    private func drawChats(on canvas: Canvas, host: any AppHost) {
        let theme = canvas.theme
        avatars.pixelSize = switch theme.sizeClass {
        case .compact: 16
        case .regular: Int((theme.lineHeight(.body) * 2.6).rounded(.up))
        }
        let dates = MessageDateFormatter(language: host.localizer.language, timeZone: timeZone)
        let now = host.clock.wallTime()
        let environment = ChatsListScreen.Environment(
            localizer: host.localizer, dateText: { dates.string(for: $0, now: now) },
            avatar: { [avatars] in avatars.image(for: $0) })
        // The drawing measures what the model scrolls by; it is told before the next key.
        if let detail = model.detail {
            let layout = ChatDetailScreen(detail: detail).render(
                on: canvas, environment: environment, fullDate: dates.string(for: detail.chat.sendingDate, now: now, style: .full))
            send(.laidOut(layout))
        } else if let list = model.list, case .loaded(let loaded) = model.content {
            if let layout = listScreen.render(loaded, state: list, on: canvas, environment: environment) { send(.laidOut(layout)) }
        } else {
            drawStatus(on: canvas, localizer: host.localizer)
        }
    }

    /// Still loading after the opening, or nothing to show: a title and one message.
    private func drawStatus(on canvas: Canvas, localizer: Localizer) {
        let theme = canvas.theme
        let palette = ChatsPalette(theme: theme)
        canvas.clear(palette.background)
        let body = ChatsHeader.drawIfRoom(localizer(ChatsText.title), on: canvas, palette: palette)
        let inset = body.insetBy(dx: theme.padding, dy: ChatsHeader.contentTop(theme))
        switch model.content {
        case .failed(let error):
            let (titleRect, messageRect) = inset.divided(atDistance: theme.lineHeight(.body) + 2, from: .top)
            canvas.fittedText([localizer(ChatsText.cannotLoad), localizer(ChatsText.cannotLoadShort)], in: titleRect,
                              roles: [.body, .caption], color: palette.text, alignment: .leading, maxLines: 1, bold: true)
            drawScrolled(error.message(localizer).sentenceCased, in: messageRect, on: canvas, palette: palette)
        default:
            canvas.text(localizer(ChatsText.loading), in: inset, role: .body, color: palette.secondaryText)
        }
    }

    /// The whole error, scrolled: on a 128x64 panel a path and its fix take more lines than fit.
    private func drawScrolled(_ message: String, in area: Rect, on canvas: Canvas, palette: ChatsPalette) {
        let theme = canvas.theme
        let (track, besideTrack) = area.divided(atDistance: theme.scrollIndicatorWidth, from: .right, gap: 1)
        var column = area
        var height = canvas.measure(message, role: .caption, width: column.width).height.rounded(.up)
        if height > area.height {
            column = besideTrack
            height = canvas.measure(message, role: .caption, width: column.width).height.rounded(.up)
        }
        var errorScroll = model.errorScroll
        errorScroll.update(content: height, viewport: area.height)
        send(.laidOut(.error(content: height, viewport: area.height, step: theme.lineHeight(.caption) * 2)))
        canvas.clipped(to: area) { canvas in
            canvas.text(message, in: Rect(x: column.x, y: column.y - errorScroll.offset.rounded(), width: column.width,
                                          height: height),
                        role: .caption, color: palette.secondaryText, alignment: .leading, verticalAlignment: .top)
        }
        canvas.scrollIndicator(in: track, position: errorScroll, color: palette.secondaryText)
    }
}
