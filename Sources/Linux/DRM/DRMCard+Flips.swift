import CDRM
import Glibc
import GadgetBase
import Hardware

/// Page flips, their completion events and the master role, on an open card.
extension DRMCard {
    /// Asks the driver to scan out `framebuffer` from the next vblank on and to queue a
    /// flip-complete event carrying `userData` on this file; 0 or a negative errno.
    func requestFlip(crtc: UInt32, framebuffer: UInt32, userData: UInt64) -> Int32 {
        var flip = drm_mode_crtc_page_flip()
        flip.crtc_id = crtc
        flip.fb_id = framebuffer
        flip.flags = gadget_drm_page_flip_event
        flip.user_data = userData
        return gadget_drm_page_flip(fd, &flip)
    }

    /// The user data of every flip-complete event queued on the card, read without waiting
    /// (the file is non-blocking once flips are used). Other events (vblank requests Gadget
    /// never makes) are skipped by their length.
    func readFlipCompletions() throws(DRMError) -> [UInt64] {
        var completed: [UInt64] = []
        var buffer = [UInt8](repeating: 0, count: 1024)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                if errno == EAGAIN { return completed }
                throw Self.failure("read", path, errno)
            }
            guard count > 0 else { return completed }
            buffer.withUnsafeBytes { bytes in
                var offset = 0
                // drm_event: type and length (of the whole event), then the event's own fields.
                while offset + MemoryLayout<drm_event>.size <= count {
                    let type = bytes.loadUnaligned(fromByteOffset: offset, as: UInt32.self)
                    let length = Int(bytes.loadUnaligned(fromByteOffset: offset + 4, as: UInt32.self))
                    guard length >= MemoryLayout<drm_event>.size, offset + length <= count else { break }
                    if type == gadget_drm_event_flip_complete, length >= MemoryLayout<drm_event_vblank>.size {
                        let userData = MemoryLayout<drm_event_vblank>.offset(of: \.user_data) ?? 8
                        completed.append(bytes.loadUnaligned(fromByteOffset: offset + userData, as: UInt64.self))
                    }
                    offset += length
                }
            }
        }
    }

    /// Reads stop waiting for events, so the event loop can read the card whenever poll says so.
    func makeNonBlocking() {
        let flags = fcntl(fd, F_GETFL)
        if flags >= 0 { _ = fcntl(fd, F_SETFL, flags | O_NONBLOCK) }
    }

    /// Takes the master role back (0 or a negative errno): the kernel allows it to the process
    /// that held it before on this file, or to root, and only while no other file is master.
    func setMaster() -> Int32 { gadget_drm_set_master(fd) }

    /// Gives the master role up, so another program (the console's, a desktop) may set modes.
    func dropMaster() -> Int32 { gadget_drm_drop_master(fd) }
}
