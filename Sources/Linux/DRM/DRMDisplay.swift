import CDRM
import Glibc
import GadgetBase
import Hardware

/// A panel behind a DRM/KMS driver (panel-mipi-dbi, ssd130x, vc4 HDMI, virtio-gpu), drawn into a
/// dumb buffer. After each frame only the damaged rectangle is announced to the driver with
/// DRM_IOCTL_MODE_DIRTYFB, so SPI and I2C panel drivers push only that rectangle over their bus;
/// drivers that scan out continuously (HDMI) have no dirty hook, and the call is skipped for them.
/// The mode that was set before is put back on close.
public final class DRMDisplay: Display {
    public let geometry: DisplayGeometry
    public let cardPath: String
    public let driver: String
    public let connectorName: String
    /// The buffer's own format (a mono profile is drawn 1-bit and widened into it).
    public let bufferFormat: PixelFormat
    /// Rectangles announced with DIRTYFB, and frames whose driver has no dirty hook.
    public private(set) var dirtyClips = 0

    private let card: DRMCard
    private let crtcID: UInt32
    private var connectorID: UInt32
    private let saved: drm_mode_crtc
    private var framebufferID: UInt32 = 0
    private var handle: UInt32 = 0
    private let stride: Int
    private let size: Int
    private var mapping: UnsafeMutableRawPointer?
    private var driverHasDirty = true

    /// `card` is a path or a driver's name, `connector` a connector's name; nil picks the only one.
    /// `format` is the profile's: rgb565 asks for an RGB565 buffer (half the bytes on an SPI bus),
    /// mono1 and xrgb8888 for XRGB8888, and the other is tried when the driver refuses.
    public init(card wantedCard: String?, connector wantedConnector: String?, format: PixelFormat,
                devices: String = "/dev/dri") throws(DRMError) {
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
        let mode = connector.modes[chosen.mode]
        crtcID = try card.crtc(for: connector, among: try card.resources().crtcs)
        var current = drm_mode_crtc()
        current.crtc_id = crtcID
        _ = gadget_drm_get_crtc(card.fd, &current)
        saved = current

        let width = Int(mode.hdisplay), height = Int(mode.vdisplay)
        let order: [PixelFormat] = format == .rgb565 ? [.rgb565, .xrgb8888] : [.xrgb8888, .rgb565]
        var made: (format: PixelFormat, handle: UInt32, pitch: Int, size: Int, fb: UInt32)?
        var refusals: [String] = []
        for candidate in order {
            do {
                made = try Self.makeBuffer(card, width: width, height: height, format: candidate)
                break
            } catch {
                refusals.append("\(candidate.rawValue): \(error.message.description)")
            }
        }
        guard let made else {
            throw DRMError(.unsupportedFormat, LocalizedMessage(DRMText.unsupportedFormat, "\(card.driver) \(connectorName)",
                                                                refusals.joined(separator: "; ")))
        }
        bufferFormat = made.format
        handle = made.handle
        stride = made.pitch
        size = made.size
        framebufferID = made.fb
        geometry = DisplayGeometry(width: width, height: height, format: format == .mono1 ? .mono1 : made.format)

        var map = drm_mode_map_dumb()
        map.handle = handle
        try card.check(gadget_drm_map_dumb(card.fd, &map), "DRM_IOCTL_MODE_MAP_DUMB")
        let mapped = mmap(nil, size, PROT_READ | PROT_WRITE, MAP_SHARED, card.fd, off_t(map.offset))
        guard let mapped, mapped != UnsafeMutableRawPointer(bitPattern: -1) else {
            throw DRMCard.failure("mmap", cardPath, errno)
        }
        mapping = mapped
        memset(mapped, 0, size)

        var set = drm_mode_crtc()
        set.crtc_id = crtcID
        set.fb_id = framebufferID
        set.mode = mode
        set.mode_valid = 1
        set.count_connectors = 1
        let result = withUnsafeMutablePointer(to: &connectorID) { pointer in
            set.set_connectors_ptr = UInt64(UInt(bitPattern: pointer))
            return gadget_drm_set_crtc(card.fd, &set)
        }
        if result == -EACCES || result == -EPERM {
            let holders = DRMMasterHolders.processes(holding: cardPath)
            let named: any LocalizableArgument = holders.isEmpty ? LocalizedMessage(DRMText.unknownHolder) : holders.joined(separator: ", ")
            releaseBuffer()
            throw DRMError(.notMaster, LocalizedMessage(DRMText.notMaster, cardPath, named))
        }
        if result < 0 { releaseBuffer() }
        try card.check(result, "DRM_IOCTL_MODE_SETCRTC")
    }

    /// Every card's driver and connectors, read without taking the card over (for doctor).
    public static func survey(devices: String = "/dev/dri") -> [DRMCardSummary] {
        DRMCard.paths(in: devices).compactMap { path in (try? DRMCard(path: path)).flatMap { try? $0.summary() } }
    }

    private static func makeBuffer(_ card: DRMCard, width: Int, height: Int, format: PixelFormat)
        throws(DRMError) -> (format: PixelFormat, handle: UInt32, pitch: Int, size: Int, fb: UInt32) {
        var dumb = drm_mode_create_dumb()
        dumb.width = UInt32(width)
        dumb.height = UInt32(height)
        dumb.bpp = UInt32(format.bitsPerPixel)
        try card.check(gadget_drm_create_dumb(card.fd, &dumb), "DRM_IOCTL_MODE_CREATE_DUMB")
        var command = drm_mode_fb_cmd2()
        command.width = UInt32(width)
        command.height = UInt32(height)
        command.pixel_format = format == .rgb565 ? gadget_drm_format_rgb565 : gadget_drm_format_xrgb8888
        command.handles.0 = dumb.handle
        command.pitches.0 = dumb.pitch
        let added = gadget_drm_add_fb2(card.fd, &command)
        guard added == 0 else {
            var destroy = drm_mode_destroy_dumb(handle: dumb.handle)
            _ = gadget_drm_destroy_dumb(card.fd, &destroy)
            throw DRMCard.failure("DRM_IOCTL_MODE_ADDFB2", card.path, -added)
        }
        return (format, dumb.handle, Int(dumb.pitch), Int(dumb.size), command.fb_id)
    }

    public func present(_ frame: Frame, damage: PixelRect) throws {
        guard let rect = try write(frame.pixels, damage) else { return }
        try flush(rect)
    }

    /// Copies `rect` of `pixels` into the buffer, clipped to both; returns what was written.
    /// The panel shows none of it until `flush`.
    @discardableResult
    public func write(_ pixels: PixelBuffer, _ rect: PixelRect) throws(DRMError) -> PixelRect? {
        guard let mapping else { throw DRMCard.failure("present", cardPath, EBADF) }
        let x0 = max(0, rect.x), y0 = max(0, rect.y)
        let x1 = min(rect.maxX, geometry.width, pixels.width), y1 = min(rect.maxY, geometry.height, pixels.height)
        guard x1 > x0, y1 > y0 else { return nil }
        let clipped = PixelRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
        DRMPixelCopy.copy(pixels, clipped, into: mapping, stride: stride, format: bufferFormat)
        return clipped
    }

    /// Tells the driver that `rect` of the buffer changed (DIRTYFB with that one clip): SPI and
    /// I2C panel drivers then send that rectangle, and only it, over their bus.
    public func flush(_ rect: PixelRect) throws(DRMError) {
        guard driverHasDirty else { return }
        var clip = drm_clip_rect(x1: UInt16(rect.x), y1: UInt16(rect.y), x2: UInt16(rect.maxX), y2: UInt16(rect.maxY))
        var dirty = drm_mode_fb_dirty_cmd()
        dirty.fb_id = framebufferID
        dirty.num_clips = 1
        let result = withUnsafeMutablePointer(to: &clip) { pointer in
            dirty.clips_ptr = UInt64(UInt(bitPattern: pointer))
            return gadget_drm_dirty_fb(card.fd, &dirty)
        }
        // A driver that scans out by itself has no dirty hook and says ENOSYS: nothing to flush.
        if result == -ENOSYS { driverHasDirty = false; return }
        try card.check(result, "DRM_IOCTL_MODE_DIRTYFB")
        dirtyClips += 1
    }

    /// Puts back the mode that was there before (the console's, or nothing), then frees the buffer.
    public func close() {
        guard mapping != nil else { return }
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
        releaseBuffer()
    }

    private func releaseBuffer() {
        if let mapping { munmap(mapping, size) }
        mapping = nil
        if framebufferID != 0 { _ = gadget_drm_remove_fb(card.fd, &framebufferID) }
        framebufferID = 0
        var destroy = drm_mode_destroy_dumb(handle: handle)
        if handle != 0 { _ = gadget_drm_destroy_dumb(card.fd, &destroy) }
        handle = 0
    }
}
