import Core
import Foundation
import GadgetBase
import Hardware
import UI

/// TestfulApp on the board: the launch screen (the logo), the loading screen with its turning
/// loader, the move to the chats list, and a chat's full message. The chats come from any
/// `ChatsDataSource`; the screens never know which.
public final class ChatsApp: GadgetApp {
    public let identifier = "chats"
    public var title: LocalizedString { ChatsText.title }
    public var helpHint: LocalizedString? { detail == nil ? ChatsText.hint : ChatsText.detailHint }

    public let source: any ChatsDataSource
    public let timeline: ChatsTimeline
    /// Resolved when a date is first drawn: looking a zone up loads ICU's zone data (about 1.5 MB
    /// resident), which a run that never opens the chats should not pay for.
    private lazy var timeZone: TimeZone = resolveTimeZone()
    private let resolveTimeZone: () -> TimeZone
    private let report: @Sendable (String) -> Void
    let avatars: AvatarStore

    public enum Content: Equatable {
        case loading
        case loaded(ChatList)
        case failed(ChatsLoadError)
    }

    public private(set) var content = Content.loading
    private var host: (any AppHost)?
    private var openedAt = Instant.zero
    private var openingTimers: [TimerToken] = []
    /// Each start counts up, so a load that finishes after the app was left and reopened is dropped.
    private var generation = 0
    /// A load error can be longer than a small panel: it scrolls with up and down.
    private(set) var errorScroll = ScrollPosition()
    private var errorScrollStep = 10.0
    private(set) var list: ChatsListScreen?
    private(set) var detail: ChatDetailScreen?

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
        generation += 1
        openedAt = host.clock.now()
        content = .loading
        list = nil
        detail = nil
        let total = timeline.timings.total
        host.animate(until: openedAt + total)
        // Frames come at the display's rate; these make the screen change exactly on time too.
        openingTimers = [timeline.timings.launch, timeline.timings.launch + timeline.timings.loading, total].map {
            host.schedule(after: $0) { [weak host] in host?.setNeedsDisplay() }
        }
        let source = self.source, started = generation
        host.perform({ await source.loadChats() }) { [weak self] result in
            guard let self, self.generation == started else { return }
            self.received(result)
        }
    }

    public func stop() {
        for token in openingTimers { host?.cancelTimer(token) }
        openingTimers.removeAll()
        avatars.cancelWaiting()
        generation += 1
    }

    private func received(_ result: Result<ChatList, ChatsLoadError>) {
        switch result {
        case .success(let loaded):
            content = .loaded(loaded)
            list = ChatsListScreen(list: loaded)
            for warning in loaded.warnings { report("\(source.origin): \(warning.message(host?.localizer ?? .init(language: .en)))") }
        case .failure(let error):
            content = .failed(error)
            report(error.message(host?.localizer ?? .init(language: .en)))
        }
        host?.setNeedsDisplay()
    }

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
        if let detail {
            if detail.handle(event) == .close { self.detail = nil }
            return .handled
        }
        guard let list else {
            if case .failed = content { _ = errorScroll.follow(event, step: errorScrollStep) }
            return isBack ? .ignored : .handled
        }
        switch list.handle(event) {
        case .handled: return .handled
        case .ignored: return .ignored
        case .open(let index):
            detail = ChatDetailScreen(chat: list.chats[index])
            return .handled
        }
    }

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
        avatars.pixelSize = theme.isCompact ? 16 : Int((theme.lineHeight(.body) * 2.6).rounded(.up))
        let dates = MessageDateFormatter(language: host.localizer.language, timeZone: timeZone)
        let now = host.clock.wallTime()
        let environment = ChatsListScreen.Environment(
            localizer: host.localizer, dateText: { dates.string(for: $0, now: now) },
            avatar: { [avatars] in avatars.image(for: $0) })
        if let detail {
            detail.render(on: canvas, environment: environment,
                          fullDate: dates.string(for: detail.chat.sendingDate, now: now, style: .full))
        } else if let list {
            list.render(on: canvas, environment: environment)
        } else {
            drawStatus(on: canvas, localizer: host.localizer)
        }
    }

    /// Still loading after the opening, or nothing to show: a title and one message.
    private func drawStatus(on canvas: Canvas, localizer: Localizer) {
        let theme = canvas.theme
        let palette = ChatsPalette(theme: theme)
        canvas.clear(palette.background)
        var body = canvas.bounds
        if !theme.isCompact {
            let (headerRect, rest) = body.divided(atDistance: theme.headerHeight, from: .top)
            ChatsHeader.draw(localizer(ChatsText.title), in: headerRect, on: canvas, palette: palette)
            body = rest
        }
        let inset = body.insetBy(dx: theme.isCompact ? 2 : theme.spacing, dy: theme.isCompact ? 1 : theme.spacing)
        switch content {
        case .failed(let error):
            let (titleRect, messageRect) = inset.divided(atDistance: theme.lineHeight(.body) + 2, from: .top)
            canvas.text(localizer(ChatsText.cannotLoad), in: titleRect, role: .body, color: palette.text,
                        alignment: .leading, maxLines: 1, bold: true)
            drawScrolled(error.message(localizer), in: messageRect, on: canvas, palette: palette)
        default:
            canvas.text(localizer(ChatsText.loading), in: inset, role: .body, color: palette.secondaryText)
        }
    }

    /// The whole error, scrolled: on a 128x64 panel a path and its fix take more lines than fit.
    private func drawScrolled(_ message: String, in area: Rect, on canvas: Canvas, palette: ChatsPalette) {
        let theme = canvas.theme
        let barWidth: Double = theme.isCompact ? 2 : 3
        var column = area
        var height = canvas.measure(message, role: .caption, width: column.width).height.rounded(.up)
        if height > area.height {
            column = area.insetBy(top: 0, left: 0, bottom: 0, right: barWidth + 1)
            height = canvas.measure(message, role: .caption, width: column.width).height.rounded(.up)
        }
        errorScroll.update(content: height, viewport: area.height)
        errorScrollStep = theme.lineHeight(.caption) * 2
        canvas.clipped(to: area) { canvas in
            canvas.text(message, in: Rect(x: column.x, y: column.y - errorScroll.offset.rounded(), width: column.width,
                                          height: height),
                        role: .caption, color: palette.secondaryText, alignment: .leading, verticalAlignment: .top)
        }
        canvas.scrollIndicator(in: Rect(x: area.maxX - barWidth, y: area.y, width: barWidth, height: area.height),
                               position: errorScroll, color: palette.secondaryText)
    }
}
