import Testing
@testable import Linux

/// The hand-declared fbdev structs must match <linux/fb.h> byte for byte: the kernel writes
/// sizeof(struct) bytes into them, so a short struct would be a memory overwrite.
@Suite struct FramebufferStructLayoutTests {
    @Test func bitfieldIsThreeWords() {
        #expect(MemoryLayout<KernelFramebufferBitfield>.size == 12)
    }

    @Test func variableScreenInfoIs160BytesEverywhere() {
        typealias Info = KernelVariableScreenInfo
        #expect(MemoryLayout<Info>.size == 160)
        #expect(MemoryLayout<Info>.offset(of: \.bitsPerPixel) == 24)
        #expect(MemoryLayout<Info>.offset(of: \.red) == 32)
        #expect(MemoryLayout<Info>.offset(of: \.green) == 44)
        #expect(MemoryLayout<Info>.offset(of: \.blue) == 56)
        #expect(MemoryLayout<Info>.offset(of: \.transp) == 68)
        #expect(MemoryLayout<Info>.offset(of: \.nonstd) == 80)
        #expect(MemoryLayout<Info>.offset(of: \.pixclock) == 100)
        #expect(MemoryLayout<Info>.offset(of: \.rotate) == 136)
        #expect(MemoryLayout<Info>.offset(of: \.colorspace) == 140)
        #expect(MemoryLayout<Info>.offset(of: \.reserved) == 144)
    }

    @Test func fixedScreenInfoFollowsTheWidthOfLong() {
        typealias Info = KernelFixedScreenInfo
        #if arch(x86_64) || arch(arm64)
        #expect(MemoryLayout<Info>.size == 80)
        #expect(MemoryLayout<Info>.offset(of: \.smemStart) == 16)
        #expect(MemoryLayout<Info>.offset(of: \.smemLength) == 24)
        #expect(MemoryLayout<Info>.offset(of: \.type) == 28)
        #expect(MemoryLayout<Info>.offset(of: \.visual) == 36)
        #expect(MemoryLayout<Info>.offset(of: \.xpanstep) == 40)
        #expect(MemoryLayout<Info>.offset(of: \.ywrapstep) == 44)
        #expect(MemoryLayout<Info>.offset(of: \.lineLength) == 48)
        #expect(MemoryLayout<Info>.offset(of: \.mmioStart) == 56)
        #expect(MemoryLayout<Info>.offset(of: \.mmioLength) == 64)
        #expect(MemoryLayout<Info>.offset(of: \.capabilities) == 72)
        #expect(MemoryLayout<Info>.offset(of: \.reserved) == 74)
        #else
        #expect(MemoryLayout<Info>.size == 68)
        #expect(MemoryLayout<Info>.offset(of: \.lineLength) == 44)
        #expect(MemoryLayout<Info>.offset(of: \.capabilities) == 60)
        #endif
    }

    @Test func identifierStopsAtTheFirstNul() {
        var fixed = KernelFixedScreenInfo()
        withUnsafeMutableBytes(of: &fixed.id) { raw in
            for (index, byte) in "Virtual FB".utf8.enumerated() { raw[index] = byte }
        }
        #expect(fixed.identifier == "Virtual FB")
        withUnsafeMutableBytes(of: &fixed.id) { raw in
            for index in raw.indices { raw[index] = UInt8(ascii: "x") }
        }
        #expect(fixed.identifier == String(repeating: "x", count: 16))
    }
}
