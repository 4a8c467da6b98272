import Glibc
import GadgetBase
import Hardware
import Testing
@testable import Linux

/// Which framebuffers Gadget accepts, what it renders for them, and what it says when it cannot.
@Suite struct FramebufferFormatTests {
    @Test func eightBitPseudocolourIsRefusedWithTheTerminalFallback() {
        let info = FramebufferInfo(path: "/dev/fb0", width: 640, height: 480, bitsPerPixel: 8, stride: 640,
                                   visual: .pseudoColor)
        let error = #expect(throws: FramebufferError.self) { try FramebufferPixelLayout(info) }
        #expect(error?.kind == .unsupportedFormat)
        #expect(error?.description
            == "/dev/fb0 uses 8 bits per pixel (FB_VISUAL_PSEUDOCOLOR), which Gadget cannot draw into; Gadget will use the terminal display instead")
        #expect(info.renderFormat == nil)
    }

    @Test func renderFormatsFollowTheFramebuffer() {
        #expect(FramebufferInfo.rgb565(width: 240, height: 240, stride: 480).renderFormat == .rgb565)
        #expect(FramebufferInfo.argb8888(width: 240, height: 240, stride: 960).renderFormat == .xrgb8888)
    }

    @Test func onlyIdenticalLayoutsTakeTheMemcpyPath() throws {
        let rgb565 = try FramebufferPixelLayout(.rgb565(width: 1, height: 1, stride: 2))
        #expect(rgb565.storesExactly(.rgb565))
        #expect(!rgb565.storesExactly(.xrgb8888))
        let argb = try FramebufferPixelLayout(.argb8888(width: 1, height: 1, stride: 4))
        #expect(argb.storesExactly(.xrgb8888))
        #expect(!argb.storesExactly(.mono1))
    }

    @Test func colourBitfieldsOutsideThePixelAreRefused() {
        let info = FramebufferInfo(path: "/dev/fb1", width: 1, height: 1, bitsPerPixel: 16, stride: 2, visual: .trueColor,
                                   red: .init(offset: 12, length: 8), green: .init(offset: 5, length: 6),
                                   blue: .init(offset: 0, length: 5))
        let error = #expect(throws: FramebufferError.self) { try FramebufferPixelLayout(info) }
        #expect(error?.kind == .unsupportedFormat)
        #expect(error?.description.contains("16 bits per pixel") == true)
    }

    @Test func aStrideShorterThanARowIsADeviceError() {
        let error = #expect(throws: FramebufferError.self) {
            try FramebufferCopier(info: .rgb565(width: 240, height: 240, stride: 240), rotation: .none)
        }
        #expect(error?.kind == .deviceFailed)
    }

    @Test func aMissingFramebufferNamesItAndTheOverlay() {
        let error = #expect(throws: FramebufferError.self) { try FramebufferDisplay(path: "/dev/fb97") }
        #expect(error?.kind == .cannotOpen)
        #expect(error?.description.hasPrefix("framebuffer /dev/fb97 does not exist: add the panel's overlay") == true)
        #expect(error?.description.contains("dtoverlay=") == true)
        let custom = #expect(throws: FramebufferError.self) {
            try FramebufferDisplay.probe(path: "/dev/fb97", overlayHint: "dtoverlay=mipi-dbi-spi")
        }
        #expect(custom?.description.contains("(dtoverlay=mipi-dbi-spi)") == true)
    }

    @Test func aDeviceThatIsNotAFramebufferSaysSo() {
        let error = #expect(throws: FramebufferError.self) { try FramebufferDisplay.probe(path: "/dev/null") }
        #expect(error?.kind == .cannotOpen)
        #expect(error?.description == "/dev/null is not a framebuffer device")
    }

    @Test func permissionDeniedPointsAtTheVideoGroup() {
        let error = FramebufferError.opening("/dev/fb1", errno: 13, overlayHint: "")
        #expect(error.kind == .permissionDenied)
        #expect(error.description.contains("permission denied: add your user to the video group"))
    }

    @Test func errorsReadInTheUsersLanguage() {
        let missing = FramebufferError.opening("/dev/fb1", errno: ENOENT, overlayHint: "dtoverlay=ssd1306")
        #expect(missing.message(Localizer(language: .ru)) == "фреймбуфера /dev/fb1 нет: добавьте оверлей панели в "
            + "/boot/firmware/config.txt (dtoverlay=ssd1306) и перезагрузитесь")
        let error = #expect(throws: FramebufferError.self) { try FramebufferDisplay.probe(path: "/dev/null") }
        #expect(error?.message(Localizer(language: .uk)) == "/dev/null не є пристроєм фреймбуфера")
    }

    @Test func doctorDescriptionNamesGeometryAndLayout() {
        let info = FramebufferInfo(path: "/dev/fb1", identifier: "fb_st7789v", width: 240, height: 240, bitsPerPixel: 16,
                                   stride: 480, visual: .trueColor, red: .init(offset: 11, length: 5),
                                   green: .init(offset: 5, length: 6), blue: .init(offset: 0, length: 5))
        #expect(info.description == "/dev/fb1 \"fb_st7789v\" 240x240, 16 bpp truecolour, stride 480 (R 11/5 G 5/6 B 0/5)")
        #expect(FramebufferInfo.argb8888(width: 2, height: 2, stride: 8).description
            == "/dev/fb-test \"\" 2x2, 32 bpp truecolour, stride 8 (R 16/8 G 8/8 B 0/8 A 24/8)")
    }
}
