import GadgetBase
import Hardware
import Linux

/// FramebufferDisplay against the kernel's vfb on /dev/fb0, in each mode `fbset` can give it.
func runFramebufferChecks(_ runner: CheckRunner) {
    let path = "/dev/fb0"
    runner.check("fb probe /dev/fb0 (vfb)") {
        let info = try FramebufferDisplay.probe(path: path)
        runner.note(info.description)
        try require(info.identifier == "Virtual FB", "identifier is \"\(info.identifier)\"")
        try require(info.width > 0 && info.height > 0 && info.stride > 0, "empty geometry")
    }
    runner.check("fb 8 bpp pseudocolour is refused with the terminal fallback") {
        let info = try FramebufferDisplay.probe(path: path)
        try require(info.bitsPerPixel == 8, "vfb starts at \(info.bitsPerPixel) bpp, not 8")
        do {
            _ = try FramebufferDisplay(path: path)
            throw CheckFailure("an 8 bpp framebuffer was accepted")
        } catch let error as FramebufferError {
            try require(error.kind == .unsupportedFormat, "got \(error.kind): \(error)")
            try require(error.description.contains("8 bits per pixel") && error.description.contains("terminal"),
                        "message was: \(error)")
        }
    }

    let modes: [(fbset: [String], frame: PixelFormat, rotation: FramebufferRotation, label: String)] = [
        (["-g", "240", "240", "240", "240", "16"], .rgb565, .none, "16 bpp rgb565 frames"),
        (["-depth", "32"], .rgb565, .none, "32 bpp from rgb565 frames"),
        (["-depth", "32"], .xrgb8888, .none, "32 bpp xrgb8888 frames"),
        (["-depth", "24"], .rgb565, .none, "24 bpp from rgb565 frames"),
        (["-g", "320", "240", "320", "240", "16"], .rgb565, .clockwise90, "16 bpp 320x240 turned 90"),
        (["-depth", "16"], .rgb565, .clockwise270, "16 bpp 320x240 turned 270"),
        (["-g", "240", "240", "240", "240", "1"], .mono1, .none, "1 bpp from mono1 frames"),
        (["-depth", "1"], .rgb565, .upsideDown, "1 bpp from rgb565 frames turned 180"),
    ]
    for mode in modes {
        let status = run(["fbset", "-fb", path] + mode.fbset)
        guard status == 0 else {
            runner.check("fb \(mode.label)") { throw CheckFailure("fbset \(mode.fbset.joined(separator: " ")) exited \(status)") }
            continue
        }
        exercise(runner, path: path, frameFormat: mode.frame, rotation: mode.rotation, label: mode.label)
    }
}

/// Presents a full frame, then a frame differing in every pixel with only a rectangle damaged,
/// then closes; reads the device back after each step.
private func exercise(_ runner: CheckRunner, path: String, frameFormat: PixelFormat,
                      rotation: FramebufferRotation, label: String) {
    var opened: FramebufferDisplay?
    var first: (frame: PixelBuffer, readback: FramebufferReadback)?
    runner.check("fb \(label): full frame reads back") {
        let display = try FramebufferDisplay(path: path, rotation: rotation)
        opened = display
        runner.note(display.info.description + ", frames \(display.geometry)")
        let frame = gradient(width: display.geometry.width, height: display.geometry.height, format: frameFormat)
        try display.present(Frame(pixels: frame, texts: []), damage: display.geometry.bounds)
        let readback = try FramebufferReadback(display.info)
        if let problem = readback.mismatch(with: frame, in: display.geometry.bounds, rotation: rotation) {
            throw CheckFailure(problem)
        }
        first = (frame, readback)
    }
    guard let display = opened, let first else { return }

    runner.check("fb \(label): only the damaged rectangle changes") {
        let second = inverted(first.frame)
        let damage = PixelRect(x: 37, y: 50, width: 101, height: 61)
        try display.present(Frame(pixels: second, texts: []), damage: damage)
        let readback = try FramebufferReadback(display.info)
        if let problem = readback.mismatch(with: second, in: damage, rotation: rotation) {
            throw CheckFailure("inside the damage: " + problem)
        }
        if let problem = readback.mismatch(with: first.frame, in: display.geometry.bounds, rotation: rotation, skipping: damage) {
            throw CheckFailure("outside the damage: " + problem)
        }
        // Every frame pixel differs, but a mono panel shows some colour pairs alike.
        var differing = 0
        for y in damage.y..<damage.maxY {
            for x in damage.x..<damage.maxX where readback.distinguishes(first.frame.color(x: x, y: y), second.color(x: x, y: y)) {
                differing += 1
            }
        }
        if frameFormat == .mono1 || display.info.bitsPerPixel > 1 {
            try require(differing == damage.area, "only \(differing) of \(damage.area) damaged pixels differ; the check proves less")
        }
        let changed = readback.changedPixels(since: first.readback)
        try require(changed == differing, "\(changed) framebuffer pixels changed, expected \(differing)")
    }

    runner.check("fb \(label): close clears the screen") {
        let info = display.info
        display.close()
        let readback = try FramebufferReadback(info)
        let black = PixelBuffer(width: info.width, height: info.height, format: .rgb565)
        let whole = PixelRect(x: 0, y: 0, width: info.width, height: info.height)
        if let problem = readback.mismatch(with: black, in: whole, rotation: .none) { throw CheckFailure(problem) }
    }
}

/// A frame whose every pixel tells where it is: red grows to the right, green downwards, blue
/// along the diagonal; a mono frame gets a pattern of uneven stripes.
private func gradient(width: Int, height: Int, format: PixelFormat) -> PixelBuffer {
    var buffer = PixelBuffer(width: width, height: height, format: format)
    for y in 0..<height {
        for x in 0..<width {
            let row = y * buffer.stride
            switch format {
            case .rgb565:
                let r = UInt16(x * 31 / max(1, width - 1)), g = UInt16(y * 63 / max(1, height - 1)), b = UInt16((x + y) % 32)
                let value = r << 11 | g << 5 | b
                buffer.bytes[row + x * 2] = UInt8(truncatingIfNeeded: value)
                buffer.bytes[row + x * 2 + 1] = UInt8(truncatingIfNeeded: value >> 8)
            case .xrgb8888:
                buffer.bytes[row + x * 4] = UInt8(truncatingIfNeeded: x ^ y)
                buffer.bytes[row + x * 4 + 1] = UInt8(truncatingIfNeeded: y)
                buffer.bytes[row + x * 4 + 2] = UInt8(truncatingIfNeeded: x)
            case .mono1:
                if (x / 3 + y / 5 + x * y % 7) % 2 == 0 { buffer.bytes[row + x / 8] |= 0x80 >> UInt8(x % 8) }
            }
        }
    }
    return buffer
}

/// The same frame with every bit flipped: every pixel differs, in every format.
private func inverted(_ frame: PixelBuffer) -> PixelBuffer {
    var copy = frame
    for index in copy.bytes.indices { copy.bytes[index] = ~copy.bytes[index] }
    return copy
}
