import Benchmark
import GadgetBase
import Hardware
import Linux

/// Presenting a frame to a framebuffer: the copy FramebufferDisplay does into the mapped device,
/// here into heap memory laid out like a 240x240 16 bpp panel.
func framebufferBenchmarks() {
    let frame = PixelBuffer(width: 240, height: 240, format: .rgb565,
                            bytes: (0..<240 * 240 * 2).map { UInt8(truncatingIfNeeded: $0 &* 31) })
    let full = PixelRect(x: 0, y: 0, width: 240, height: 240)
    let small = PixelRect(x: 96, y: 112, width: 48, height: 16)
    let panels: [(String, FramebufferChannel, FramebufferChannel)] = [
        ("RGB565 panel (same format)", FramebufferChannel(offset: 11, length: 5), FramebufferChannel(offset: 0, length: 5)),
        ("BGR565 panel (converting)", FramebufferChannel(offset: 0, length: 5), FramebufferChannel(offset: 11, length: 5)),
    ]
    for (name, red, blue) in panels {
        let info = FramebufferInfo(path: "memory", width: 240, height: 240, bitsPerPixel: 16, stride: 480,
                                   visual: .trueColor, red: red, green: FramebufferChannel(offset: 5, length: 6), blue: blue)
        for (label, damage) in [("full frame", full), ("48x16 damaged rectangle", small)] {
            Benchmark("framebuffer present, \(label), \(name)") { benchmark in
                let copier = try FramebufferCopier(info: info, rotation: .none)
                let memory = UnsafeMutableRawPointer.allocate(byteCount: copier.byteCount, alignment: 16)
                defer { memory.deallocate() }
                benchmark.startMeasurement()
                for _ in benchmark.scaledIterations {
                    blackHole(try copier.copy(frame, damage: damage, to: memory))
                }
            }
        }
    }
}
