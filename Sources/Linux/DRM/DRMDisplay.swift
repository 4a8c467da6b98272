import CDRM
import Glibc
import GadgetBase
import Hardware

/// A panel behind a DRM/KMS driver (panel-mipi-dbi, ssd130x, vc4 HDMI, virtio-gpu), drawn into
/// dumb buffers. Drivers with a dirty hook (SPI and I2C panels) get one buffer, and after each
/// frame only the damaged rectangle is announced with DRM_IOCTL_MODE_DIRTYFB, so they push only
/// that rectangle over their bus. Drivers without one scan out by themselves (HDMI): drawing
/// into the buffer on screen would tear, so they get two, and each frame is drawn into the
/// hidden one and page-flipped onto the screen at vblank (`DRMPresentSchedule` decides which
/// buffer and which rectangle). A driver that refuses flips is drawn in place, as before.
/// The mode that was set before is put back on close.
public final class DRMDisplay: Display {
    public let geometry: DisplayGeometry
    public let cardPath: String
    public let driver: String
    public let connectorName: String
    /// The buffer's own format (a mono profile is drawn 1-bit and widened into it).
    public let bufferFormat: PixelFormat
    /// Rectangles announced with DIRTYFB.
    public private(set) var dirtyClips = 0
    /// Page flips asked for, and those whose completion event has been read.
    public private(set) var flipsRequested = 0
    public private(set) var flipsCompleted = 0
    /// Whether the driver has a dirty hook (DIRTYFB does not answer ENOSYS).
    public private(set) var driverHasDirty = true
    /// How frames reach the screen and why, for the debug log.
    public private(set) var presentationNote = ""
    /// Where a refused flip is told, for the debug log.
    public var debugLog: ((String) -> Void)?

    let card: DRMCard
    private let crtcID: UInt32
    private var connectorID: UInt32
    private let mode: drm_mode_modeinfo
    private let saved: drm_mode_crtc
    private var buffers: [DRMDumbBuffer]
    private var schedule: DRMPresentSchedule
    /// The newest frame presented: drawn later when it had to wait for a flip or the console.
    private var newest: PixelBuffer?
    /// Set after the console came back while another program was still the master.
    private var awaitingMaster = false
    private var isClosed = false

    /// `card` is a path or a driver's name, `connector` a connector's name; nil picks the only one.
    /// `format` is the profile's: rgb565 asks for an RGB565 buffer (half the bytes on an SPI bus),
    /// mono1 and xrgb8888 for XRGB8888, and the other is tried when the driver refuses.
    /// `forcePageFlips` uses two buffers and flips even when the driver has a dirty hook (the
    /// kernel tier's virtio-gpu has one, and its flips must be exercised too).
    public init(card wantedCard: String?, connector wantedConnector: String?, format: PixelFormat,
                devices: String = "/dev/dri", forcePageFlips: Bool = false) throws(DRMError) {
        var cards: [DRMCard] = []
        var summaries: [DRMCardSummary] = []
        for path in DRMCard.paths(in: devices) {
            guard let opened = try? DRMCard(path: path), let summary = try? opened.summary() else { continue }
            cards.append(opened)
            summaries.append(summary)
        }
        let chosen = try DRMSelection.choose(among: summaries, card: wantedCard, connector: wantedConnector)
        card = cards.first { $0.path == chosen.card.path }!
        cardPath = card.path
        driver = card.driver
        connectorName = chosen.connector.name
        connectorID = chosen.connector.id
        let connector = try card.connector(connectorID)
        // Read again, the connector's modes may have changed since the summary (a display
        // unplugged, or another one plugged in): the mode chosen is looked up again, not indexed.
        let wanted = chosen.connector.modes[chosen.mode]
        guard let index = connector.summary.modes.firstIndex(of: wanted), connector.modes.indices.contains(index) else {
            throw DRMError(.noConnector, LocalizedMessage(DRMText.notConnected, connectorName, cardPath))
        }
        mode = connector.modes[index]
        crtcID = try card.crtc(for: connector, among: try card.resources().crtcs)
        var current = drm_mode_crtc()
        current.crtc_id = crtcID
        _ = gadget_drm_get_crtc(card.fd, &current)
        saved = current

        let width = Int(mode.hdisplay), height = Int(mode.vdisplay)
        let order: [PixelFormat] = format == .rgb565 ? [.rgb565, .xrgb8888] : [.xrgb8888, .rgb565]
        var made: DRMDumbBuffer?
        var refusals: [LocalizedMessage] = []
        for candidate in order {
            do {
                made = try DRMDumbBuffer(card, width: width, height: height, format: candidate)
                break
            } catch {
                refusals.append(LocalizedMessage(DRMText.formatRefusal, candidate.rawValue, error.message))
            }
        }
        guard let made else {
            let reasons = refusals.dropFirst().reduce(refusals[0]) { LocalizedMessage(DRMText.formatRefusals, $0, $1) }
            throw DRMError(.unsupportedFormat, LocalizedMessage(DRMText.unsupportedFormat, "\(card.driver) \(connectorName)", reasons))
        }
        bufferFormat = made.format
        buffers = [made]
        geometry = DisplayGeometry(width: width, height: height, format: format == .mono1 ? .mono1 : made.format)
        schedule = DRMPresentSchedule(bounds: geometry.bounds, flips: false)

        let result = setMode(made.framebufferID)
        if result < 0 {
            made.release(card)
            if result == -EACCES || result == -EPERM { throw notMasterError() }
            try card.check(result, "DRM_IOCTL_MODE_SETCRTC")
        }
        // One pixel announced on the black buffer tells whether the driver has a dirty hook.
        driverHasDirty = announce(PixelRect(x: 0, y: 0, width: 1, height: 1), on: made) != -ENOSYS
        presentationNote = "\(cardPath) (\(driver)): one buffer, damage announced with DIRTYFB"
        if !driverHasDirty || forcePageFlips { addSecondBuffer(forced: driverHasDirty) }
    }

    /// Every card's driver and connectors, read without taking the card over (for doctor).
    public static func survey(devices: String = "/dev/dri") -> [DRMCardSummary] {
        DRMCard.paths(in: devices).compactMap { path in (try? DRMCard(path: path)).flatMap { try? $0.summary() } }
    }

    /// Whether frames are page-flipped between two buffers.
    public var usesPageFlips: Bool { schedule.flips }
    /// Whether a flip has been asked for and its event not read yet.
    public var isFlipPending: Bool { schedule.pendingFlip != nil }
    /// Frames that waited for a flip or for the console to come back; the newest of them is drawn.
    public var framesHeld: Int { schedule.framesHeld }

    /// The card, for the event loop to wait on while flips are used: it becomes readable when a
    /// flip-complete event is queued, and `serviceEvents` must then be called.
    public var eventDescriptor: Int32? { schedule.flips ? card.fd : nil }

    public func present(_ frame: Frame, damage: PixelRect) throws {
        newest = frame.pixels
        let step = schedule.frameArrived(damage: damage)
        if awaitingMaster {
            try regainMaster()
            return
        }
        try perform(step)
    }

    /// Reads the flip-complete events queued on the card; a frame that waited for one is drawn
    /// into the buffer now hidden and flipped in turn.
    public func serviceEvents() throws(DRMError) {
        guard !isClosed else { return }
        for _ in try card.readFlipCompletions() {
            flipsCompleted += 1
            try perform(schedule.flipCompleted())
        }
    }

    /// Copies `rect` of `pixels` into the buffer on screen, clipped to both; returns what was
    /// written. The panel shows none of it until `flush` (the kernel tier writes a frame whole
    /// and announces less, to see that only the announced rectangle reaches the screen).
    @discardableResult
    public func write(_ pixels: PixelBuffer, _ rect: PixelRect) throws(DRMError) -> PixelRect? {
        guard !isClosed else { throw DRMCard.failure("present", cardPath, EBADF) }
        return copy(pixels, rect, into: buffers[schedule.front])
    }

    /// Tells the driver that `rect` of the buffer on screen changed (DIRTYFB with that one clip):
    /// SPI and I2C panel drivers then send that rectangle, and only it, over their bus.
    public func flush(_ rect: PixelRect) throws(DRMError) {
        guard driverHasDirty, !isClosed else { return }
        let result = announce(rect, on: buffers[schedule.front])
        // A driver that scans out by itself has no dirty hook and says ENOSYS: nothing to flush.
        if result == -ENOSYS { driverHasDirty = false; return }
        try card.check(result, "DRM_IOCTL_MODE_DIRTYFB")
        dirtyClips += 1
    }

    /// Puts back the mode that was there before (the console's, or nothing), then frees the
    /// buffers. While the console is switched away the mode belongs to another program: only
    /// the buffers are freed.
    public func close() {
        guard !isClosed else { return }
        isClosed = true
        if schedule.isActive && !awaitingMaster {
            var restore = saved
            if restore.mode_valid != 0 {
                restore.count_connectors = 1
                _ = withUnsafeMutablePointer(to: &connectorID) { pointer in
                    restore.set_connectors_ptr = UInt64(UInt(bitPattern: pointer))
                    return gadget_drm_set_crtc(card.fd, &restore)
                }
            } else {
                var off = drm_mode_crtc()
                off.crtc_id = crtcID
                _ = gadget_drm_set_crtc(card.fd, &off)
            }
        }
        for buffer in buffers { buffer.release(card) }
        buffers = []
    }

    // MARK: Console switches (VirtualTerminalSwitching)

    /// The console is being switched away: stop drawing and give up the master role, so the
    /// program on the other console may set its mode. Returns why the role could not be given up.
    public func suspendForConsoleSwitch() -> DRMError? {
        schedule.released()
        awaitingMaster = false
        let result = card.dropMaster()
        return result < 0 ? DRMCard.failure("DRM_IOCTL_DROP_MASTER", cardPath, -result) : nil
    }

    /// The console is back: take the master role again, set the mode and draw the whole newest
    /// frame. If another program still holds the card, each later present tries again.
    public func resumeAfterConsoleSwitch() throws(DRMError) {
        awaitingMaster = true
        try regainMaster()
    }

    // MARK: Drawing

    private func regainMaster() throws(DRMError) {
        let result = card.setMaster()
        if result == -EBUSY || result == -EACCES || result == -EPERM { throw notMasterError() }
        try card.check(result, "DRM_IOCTL_SET_MASTER")
        awaitingMaster = false
        try perform(schedule.acquired())
    }

    private func perform(_ step: DRMPresentSchedule.Step?) throws(DRMError) {
        guard let step, !isClosed else { return }
        let buffer = buffers[step.buffer]
        let drawn = step.rect.flatMap { rect in newest.flatMap { copy($0, rect, into: buffer) } }
        switch step.reveal {
        case .inPlace:
            if let drawn { try flush(drawn) }
        case .setMode:
            let result = setMode(buffer.framebufferID)
            if result == -EACCES || result == -EPERM { throw notMasterError() }
            try card.check(result, "DRM_IOCTL_MODE_SETCRTC")
            if driverHasDirty { try flush(geometry.bounds) }
        case .flip:
            let result = card.requestFlip(crtc: crtcID, framebuffer: buffer.framebufferID, userData: UInt64(step.buffer))
            if result == 0 {
                flipsRequested += 1
            } else if [EINVAL, ENOSYS, EOPNOTSUPP, EBUSY].contains(-result) {
                presentationNote = "\(cardPath) (\(driver)) refused a page flip (\(describeErrno(-result))): drawing into the buffer on screen"
                debugLog?(presentationNote)
                try perform(schedule.flipRefused())
            } else {
                try card.check(result, "DRM_IOCTL_MODE_PAGE_FLIP")
            }
        }
    }

    /// The second buffer flips need; without it (the driver will not make one) frames are drawn in place.
    private func addSecondBuffer(forced: Bool) {
        do {
            buffers.append(try DRMDumbBuffer(card, width: geometry.width, height: geometry.height, format: bufferFormat))
            card.makeNonBlocking()
            schedule = DRMPresentSchedule(bounds: geometry.bounds, flips: true)
            presentationNote = "\(cardPath) (\(driver)): two buffers, frames page-flipped at vblank"
                + (forced ? " (asked for; the driver has a dirty hook)" : " (the driver has no dirty hook)")
        } catch {
            presentationNote = "\(cardPath) (\(driver)): no second buffer (\(error.message.description)): drawing into the buffer on screen"
        }
    }

    private func copy(_ pixels: PixelBuffer, _ rect: PixelRect, into buffer: DRMDumbBuffer) -> PixelRect? {
        let x0 = max(0, rect.x), y0 = max(0, rect.y)
        let x1 = min(rect.maxX, geometry.width, pixels.width), y1 = min(rect.maxY, geometry.height, pixels.height)
        guard x1 > x0, y1 > y0 else { return nil }
        let clipped = PixelRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
        DRMPixelCopy.copy(pixels, clipped, into: buffer.mapping, stride: buffer.stride, format: bufferFormat)
        return clipped
    }

    /// DIRTYFB with one clip; 0 or a negative errno.
    private func announce(_ rect: PixelRect, on buffer: DRMDumbBuffer) -> Int32 {
        var clip = drm_clip_rect(x1: UInt16(rect.x), y1: UInt16(rect.y), x2: UInt16(rect.maxX), y2: UInt16(rect.maxY))
        var dirty = drm_mode_fb_dirty_cmd()
        dirty.fb_id = buffer.framebufferID
        dirty.num_clips = 1
        return withUnsafeMutablePointer(to: &clip) { pointer in
            dirty.clips_ptr = UInt64(UInt(bitPattern: pointer))
            return gadget_drm_dirty_fb(card.fd, &dirty)
        }
    }

    /// SETCRTC: the connector at the chosen mode, scanning out `framebuffer`; 0 or a negative errno.
    private func setMode(_ framebuffer: UInt32) -> Int32 {
        var set = drm_mode_crtc()
        set.crtc_id = crtcID
        set.fb_id = framebuffer
        set.mode = mode
        set.mode_valid = 1
        set.count_connectors = 1
        return withUnsafeMutablePointer(to: &connectorID) { pointer in
            set.set_connectors_ptr = UInt64(UInt(bitPattern: pointer))
            return gadget_drm_set_crtc(card.fd, &set)
        }
    }

    /// Another program is the card's master: named when it can be seen.
    private func notMasterError() -> DRMError {
        let holders = DRMMasterHolders.processes(holding: cardPath)
        let named: any LocalizableArgument = holders.isEmpty ? LocalizedMessage(DRMText.unknownHolder) : holders.joined(separator: ", ")
        return DRMError(.notMaster, LocalizedMessage(DRMText.notMaster, cardPath, named))
    }
}
