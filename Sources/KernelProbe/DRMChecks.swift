import Glibc
import GadgetBase
import Hardware
import Linux

/// DRMDisplay against QEMU's virtio-gpu (the guest's /dev/dri/card0). The host reads the screen
/// back through the QEMU monitor's screendump when the probe prints `# drm-screendump N` and
/// checks it (kernel/run-kernel-tests.sh): after the whole pattern, after a second pattern
/// written everywhere but announced with one DIRTYFB clip (only the clip may reach the screen,
/// which shows the clip travelled to the driver and the driver sent no more), and after close
/// (the previous mode is back, so the second pattern is gone).
func runDRMChecks(_ runner: CheckRunner) {
    var display: DRMDisplay?
    runner.check("drm finds virtio_gpu's connector and mode") {
        let opened = try DRMDisplay(card: "virtio_gpu", connector: nil, format: .xrgb8888)
        display = opened
        runner.note("drm \(opened.cardPath) \(opened.driver) \(opened.connectorName) \(opened.geometry) buffer \(opened.bufferFormat.rawValue)")
        try require(opened.connectorName == "Virtual-1", "connector is \(opened.connectorName)")
        try require(opened.bufferFormat == .xrgb8888, "buffer is \(opened.bufferFormat)")
    }
    guard let display else { return }
    let width = display.geometry.width, height = display.geometry.height
    runner.check("drm whole pattern presented") {
        try display.present(Frame(pixels: drmPattern(width, height, inverted: false), texts: []), damage: display.geometry.bounds)
        try require(display.dirtyClips == 1, "\(display.dirtyClips) DIRTYFB calls")
    }
    screendump(runner, 1)
    runner.check("drm second pattern written whole, one clip announced") {
        try display.write(drmPattern(width, height, inverted: true), display.geometry.bounds)
        try display.flush(drmClip)
        try require(display.dirtyClips == 2, "\(display.dirtyClips) DIRTYFB calls")
    }
    screendump(runner, 2)
    display.close()
    screendump(runner, 3)
}

/// The rectangle of the second step; the host checks the same numbers.
let drmClip = PixelRect(x: 64, y: 48, width: 100, height: 60)

/// XRGB8888 pixels whose colour says where they are: red = x, green = y, blue = x ^ y (low
/// bytes), or 255 minus each for the inverted pattern.
func drmPattern(_ width: Int, _ height: Int, inverted: Bool) -> PixelBuffer {
    var pixels = PixelBuffer(width: width, height: height, format: .xrgb8888)
    for y in 0..<height {
        for x in 0..<width {
            var (r, g, b) = (UInt8(x & 0xFF), UInt8(y & 0xFF), UInt8((x ^ y) & 0xFF))
            if inverted { (r, g, b) = (255 - r, 255 - g, 255 - b) }
            let i = y * pixels.stride + x * 4
            pixels.bytes[i] = b; pixels.bytes[i + 1] = g; pixels.bytes[i + 2] = r
        }
    }
    return pixels
}

/// XRGB8888 pixels of the pattern, inverted inside `rects`.
func drmPattern(_ width: Int, _ height: Int, invertedIn rects: [PixelRect]) -> PixelBuffer {
    var pixels = drmPattern(width, height, inverted: false)
    let inverted = drmPattern(width, height, inverted: true)
    for rect in rects {
        for y in rect.y..<rect.maxY {
            let start = y * pixels.stride + rect.x * 4
            pixels.bytes.replaceSubrange(start..<start + rect.width * 4, with: inverted.bytes[start..<start + rect.width * 4])
        }
    }
    return pixels
}

/// Asks the host for a screendump and gives it time to take it (the guest runs under TCG).
func screendump(_ runner: CheckRunner, _ number: Int) {
    runner.note("drm-screendump \(number)")
    sleep(4)
}
