import Glibc
import GadgetBase
import Hardware

/// One framebuffer the kernel offers: /dev/fbN and the name its driver gave it, as
/// /sys/class/graphics/fbN/name shows ("vc4drmfb", "ssd130xdrmfb", "panel-mipi-dbid", "fb_st7789v").
public struct FramebufferEntry: Hashable, Sendable {
    public var index: Int
    public var name: String
    public var device: String { "/dev/fb\(index)" }

    public init(index: Int, name: String) { self.index = index; self.name = name }
}

/// Finds framebuffers by their driver's name. Under KMS the numbers are not stable: fb0 may be
/// HDMI, the panel, or absent, depending on which driver probed first, so a profile that names
/// the driver finds its panel where a profile naming /dev/fb1 may find the wrong screen.
public enum FramebufferDirectory {
    public static let sysfs = "/sys/class/graphics"

    /// Every fbN in `sysfs`, by number.
    public static func list(sysfs: String = sysfs) -> [FramebufferEntry] {
        numberedNames("fb", in: sysfs).map { index in
            FramebufferEntry(index: index, name: readFirstLine("\(sysfs)/fb\(index)/name") ?? "")
        }
    }

    /// Whether `entry` is the framebuffer of the driver `wanted`. DRM drivers' emulated
    /// framebuffers are called "<driver>drmfb", cut to the 15 characters fix.id holds, so
    /// "ssd130x" finds "ssd130xdrmfb" and "panel-mipi-dbi" finds "panel-mipi-dbid".
    public static func matches(_ entry: FramebufferEntry, _ wanted: String) -> Bool {
        entry.name == wanted || entry.name == String((wanted + "drmfb").prefix(15))
    }

    /// The device a profile's `display.device` means: a path as it is, or a driver's name
    /// looked up in sysfs.
    public static func resolve(_ device: String, sysfs: String = sysfs,
                               overlayHint: any LocalizableArgument = FramebufferError.defaultOverlayHint) throws(FramebufferError) -> String {
        if device.hasPrefix("/") { return device }
        let entries = list(sysfs: sysfs)
        if let match = entries.first(where: { matches($0, device) }) { return match.device }
        let present: any LocalizableArgument = entries.isEmpty ? LocalizedMessage(FramebufferText.noFramebuffers)
            : entries.map { "\($0.device) \"\($0.name)\"" }.joined(separator: ", ")
        throw FramebufferError(.cannotOpen, device: device, LocalizedMessage(FramebufferText.noneNamed, device, present, overlayHint))
    }

    /// The first line of a small sysfs file, without its newline; nil when unreadable.
    static func readFirstLine(_ path: String) -> String? {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var buffer = [UInt8](repeating: 0, count: 256)
        let count = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
        guard count >= 0 else { return nil }
        let text = String(decoding: buffer.prefix(count), as: UTF8.self)
        return String(text.prefix { $0 != "\n" })
    }
}
