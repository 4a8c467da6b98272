import CDRM
import Glibc
import GadgetBase
import Hardware

/// One dumb buffer: allocated by the driver, added as a framebuffer the CRTC can scan out, and
/// mapped into Gadget's memory, cleared to black.
struct DRMDumbBuffer {
    let format: PixelFormat
    let handle: UInt32
    let framebufferID: UInt32
    let stride: Int
    let size: Int
    let mapping: UnsafeMutableRawPointer

    init(_ card: DRMCard, width: Int, height: Int, format: PixelFormat) throws(DRMError) {
        var dumb = drm_mode_create_dumb()
        dumb.width = UInt32(width)
        dumb.height = UInt32(height)
        dumb.bpp = UInt32(format.bitsPerPixel)
        try card.check(gadget_drm_create_dumb(card.fd, &dumb), "DRM_IOCTL_MODE_CREATE_DUMB")
        var destroy = drm_mode_destroy_dumb(handle: dumb.handle)
        var command = drm_mode_fb_cmd2()
        command.width = UInt32(width)
        command.height = UInt32(height)
        command.pixel_format = format == .rgb565 ? gadget_drm_format_rgb565 : gadget_drm_format_xrgb8888
        command.handles.0 = dumb.handle
        command.pitches.0 = dumb.pitch
        let added = gadget_drm_add_fb2(card.fd, &command)
        guard added == 0 else {
            _ = gadget_drm_destroy_dumb(card.fd, &destroy)
            throw DRMCard.failure("DRM_IOCTL_MODE_ADDFB2", card.path, -added)
        }
        var map = drm_mode_map_dumb()
        map.handle = dumb.handle
        let mapped = gadget_drm_map_dumb(card.fd, &map)
        let memory = mapped == 0 ? mmap(nil, Int(dumb.size), PROT_READ | PROT_WRITE, MAP_SHARED, card.fd, off_t(map.offset)) : nil
        guard let memory, memory != UnsafeMutableRawPointer(bitPattern: -1) else {
            let code = mapped < 0 ? -mapped : errno
            var id = command.fb_id
            _ = gadget_drm_remove_fb(card.fd, &id)
            _ = gadget_drm_destroy_dumb(card.fd, &destroy)
            throw DRMCard.failure(mapped < 0 ? "DRM_IOCTL_MODE_MAP_DUMB" : "mmap", card.path, code)
        }
        memset(memory, 0, Int(dumb.size))
        self.format = format
        handle = dumb.handle
        framebufferID = command.fb_id
        stride = Int(dumb.pitch)
        size = Int(dumb.size)
        mapping = memory
    }

    /// Unmaps it and gives it back to the driver (a framebuffer on screen is turned off by RMFB).
    func release(_ card: DRMCard) {
        munmap(mapping, size)
        var id = framebufferID
        _ = gadget_drm_remove_fb(card.fd, &id)
        var destroy = drm_mode_destroy_dumb(handle: handle)
        _ = gadget_drm_destroy_dumb(card.fd, &destroy)
    }
}
