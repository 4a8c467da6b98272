import Glibc
import GadgetBase
import Hardware

/// Copies a rectangle of a frame into a dumb buffer: row by row when the formats match, widened
/// pixel by pixel when a 1-bit frame goes into a 16- or 32-bit buffer (ssd130x, a mono profile).
enum DRMPixelCopy {
    static func copy(_ frame: PixelBuffer, _ rect: PixelRect, into base: UnsafeMutableRawPointer, stride: Int,
                     format: PixelFormat) {
        let bytesPerPixel = format.bitsPerPixel / 8
        if frame.format == format {
            frame.bytes.withUnsafeBytes { source in
                for y in rect.y..<rect.maxY {
                    memcpy(base + y * stride + rect.x * bytesPerPixel,
                           source.baseAddress! + y * frame.stride + rect.x * bytesPerPixel, rect.width * bytesPerPixel)
                }
            }
            return
        }
        for y in rect.y..<rect.maxY {
            for x in rect.x..<rect.maxX {
                let color = frame.color(x: x, y: y)
                let pixel = base + y * stride + x * bytesPerPixel
                if format == .rgb565 {
                    let value = UInt16(color.r >> 3) << 11 | UInt16(color.g >> 2) << 5 | UInt16(color.b >> 3)
                    pixel.storeBytes(of: value.littleEndian, as: UInt16.self)
                } else {
                    pixel.storeBytes(of: (UInt32(color.r) << 16 | UInt32(color.g) << 8 | UInt32(color.b)).littleEndian, as: UInt32.self)
                }
            }
        }
    }
}
