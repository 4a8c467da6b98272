import Glibc

// The fbdev ABI from <linux/fb.h>, which Glibc's module does not import. Swift lays stored
// properties out in declaration order with natural alignment, as C does, so these mirror the
// kernel's structs byte for byte; FramebufferStructLayoutTests pins the sizes and offsets.

/// FBIOGET_VSCREENINFO and FBIOGET_FSCREENINFO: plain numbers, not _IOR
/// encodings, because fbdev predates them; identical on every architecture.
let fbioGetVariableScreenInfo: UInt = 0x4600
let fbioGetFixedScreenInfo: UInt = 0x4602

/// KDSETMODE with KD_TEXT / KD_GRAPHICS from <linux/kd.h>: graphics mode stops the kernel's
/// text console from drawing its cursor and messages over the panel.
let kdSetMode: UInt = 0x4B3A
let kdText: CInt = 0x00
let kdGraphics: CInt = 0x01

/// FB_TYPE_PACKED_PIXELS: the only memory organisation Gadget draws into.
let fbTypePackedPixels: UInt32 = 0

/// struct fb_bitfield: where one colour channel sits inside a pixel value, counted from bit 0.
struct KernelFramebufferBitfield: Equatable {
    var offset: UInt32 = 0
    var length: UInt32 = 0
    var msbRight: UInt32 = 0
}

/// struct fb_var_screeninfo: 40 __u32 words, 160 bytes on every architecture.
struct KernelVariableScreenInfo {
    var xres: UInt32 = 0
    var yres: UInt32 = 0
    var xresVirtual: UInt32 = 0
    var yresVirtual: UInt32 = 0
    var xoffset: UInt32 = 0
    var yoffset: UInt32 = 0
    var bitsPerPixel: UInt32 = 0
    var grayscale: UInt32 = 0
    var red = KernelFramebufferBitfield()
    var green = KernelFramebufferBitfield()
    var blue = KernelFramebufferBitfield()
    var transp = KernelFramebufferBitfield()
    var nonstd: UInt32 = 0
    var activate: UInt32 = 0
    var heightMillimetres: UInt32 = 0
    var widthMillimetres: UInt32 = 0
    var accelFlags: UInt32 = 0
    var pixclock: UInt32 = 0
    var leftMargin: UInt32 = 0
    var rightMargin: UInt32 = 0
    var upperMargin: UInt32 = 0
    var lowerMargin: UInt32 = 0
    var hsyncLength: UInt32 = 0
    var vsyncLength: UInt32 = 0
    var sync: UInt32 = 0
    var vmode: UInt32 = 0
    var rotate: UInt32 = 0
    var colorspace: UInt32 = 0
    var reserved: (UInt32, UInt32, UInt32, UInt32) = (0, 0, 0, 0)
}

/// struct fb_fix_screeninfo. Its two `unsigned long` fields make it 80 bytes on 64-bit and 68 on
/// 32-bit Linux; Swift's UInt has the same width as C's long on both.
struct KernelFixedScreenInfo {
    var id: (UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8,
             UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8) =
        (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
    var smemStart: UInt = 0
    var smemLength: UInt32 = 0
    var type: UInt32 = 0
    var typeAux: UInt32 = 0
    var visual: UInt32 = 0
    var xpanstep: UInt16 = 0
    var ypanstep: UInt16 = 0
    var ywrapstep: UInt16 = 0
    var lineLength: UInt32 = 0
    var mmioStart: UInt = 0
    var mmioLength: UInt32 = 0
    var accel: UInt32 = 0
    var capabilities: UInt16 = 0
    var reserved: (UInt16, UInt16) = (0, 0)
    /// C pads the struct to its alignment; Swift's `size` would stop short of that, and the
    /// kernel writes sizeof(struct fb_fix_screeninfo) bytes into this value.
    var tailPadding: UInt16 = 0

    var identifier: String {
        withUnsafeBytes(of: id) { raw in
            let bytes = raw.prefix { $0 != 0 }
            return String(decoding: bytes, as: UTF8.self)
        }
    }
}

/// Reads both screen-info structs from an open framebuffer descriptor; on failure returns errno.
func readScreenInfo(fd: Int32) -> Result<(KernelVariableScreenInfo, KernelFixedScreenInfo), SystemErrno> {
    var variable = KernelVariableScreenInfo()
    var fixed = KernelFixedScreenInfo()
    guard withUnsafeMutablePointer(to: &variable, { ioctl(fd, fbioGetVariableScreenInfo, $0) }) == 0 else {
        return .failure(SystemErrno(errno))
    }
    guard withUnsafeMutablePointer(to: &fixed, { ioctl(fd, fbioGetFixedScreenInfo, $0) }) == 0 else {
        return .failure(SystemErrno(errno))
    }
    return .success((variable, fixed))
}
