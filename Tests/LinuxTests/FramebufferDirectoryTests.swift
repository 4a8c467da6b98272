import Glibc
import GadgetBase
import Hardware
import Testing
@testable import Linux

/// Framebuffers found by their driver's name in a sysfs-shaped folder, and a mono panel behind a
/// 32-bit framebuffer drawn white on black.
@Suite struct FramebufferDirectoryTests {
    /// /sys/class/graphics as a Pi 5 with HDMI, an SSD1306 on the DRM ssd130x driver and an
    /// SPI panel on panel-mipi-dbi shows it (plus fbcon, which is not a framebuffer).
    static func fakeSysfs(_ names: [Int: String]) -> String {
        var template = Array("/tmp/gadget-sysfs-XXXXXX".utf8CString)
        let root = template.withUnsafeMutableBufferPointer { String(cString: mkdtemp($0.baseAddress!)!) }
        mkdir(root + "/fbcon", 0o755)
        for (index, name) in names {
            mkdir("\(root)/fb\(index)", 0o755)
            let fd = open("\(root)/fb\(index)/name", O_WRONLY | O_CREAT | O_TRUNC, 0o644)
            let line = Array((name + "\n").utf8)
            _ = line.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
            close(fd)
        }
        return root
    }

    @Test func aDriversNameFindsItsFramebufferWhateverItsNumber() throws {
        let root = Self.fakeSysfs([0: "vc4drmfb", 1: "ssd130xdrmfb", 2: "panel-mipi-dbid", 10: "fb_st7789v"])
        #expect(FramebufferDirectory.list(sysfs: root).map(\.device) == ["/dev/fb0", "/dev/fb1", "/dev/fb2", "/dev/fb10"])
        #expect(try FramebufferDirectory.resolve("ssd130xdrmfb", sysfs: root) == "/dev/fb1")
        #expect(try FramebufferDirectory.resolve("ssd130x", sysfs: root) == "/dev/fb1")
        #expect(try FramebufferDirectory.resolve("panel-mipi-dbi", sysfs: root) == "/dev/fb2")
        #expect(try FramebufferDirectory.resolve("fb_st7789v", sysfs: root) == "/dev/fb10")
        #expect(try FramebufferDirectory.resolve("/dev/fb7", sysfs: root) == "/dev/fb7")
    }

    @Test func aMissingNameSaysWhatIsThere() {
        let root = Self.fakeSysfs([0: "vc4drmfb"])
        do {
            _ = try FramebufferDirectory.resolve("fb_ili9341", sysfs: root)
            Issue.record("a framebuffer that is not there was found")
        } catch {
            #expect(error.description.contains("no framebuffer is called \"fb_ili9341\" (here: /dev/fb0 \"vc4drmfb\")"))
            #expect(error.kind == .cannotOpen)
        }
        #expect(throws: FramebufferError.self) { try FramebufferDirectory.resolve("ssd130x", sysfs: "/nonexistent") }
    }

    @Test func aMonoFrameBecomesWhiteAndBlackInAThirtyTwoBitFramebuffer() throws {
        let fb = HeapFramebuffer(info: .argb8888(width: 16, height: 2, stride: 68))
        var frame = PixelBuffer(width: 16, height: 2, format: .mono1)
        frame.bytes[0] = 0b1010_0000
        frame.bytes[3] = 0b0000_0001
        try fb.copier().copy(frame, damage: PixelRect(x: 0, y: 0, width: 16, height: 2), to: fb.base)
        #expect(fb.value(x: 0, y: 0) & 0xFFFFFF == 0xFFFFFF)
        #expect(fb.value(x: 1, y: 0) & 0xFFFFFF == 0)
        #expect(fb.value(x: 2, y: 0) & 0xFFFFFF == 0xFFFFFF)
        #expect(fb.value(x: 15, y: 1) & 0xFFFFFF == 0xFFFFFF)
        #expect(fb.value(x: 14, y: 1) & 0xFFFFFF == 0)
        #expect(fb.paddingIsUntouched())
    }
}
