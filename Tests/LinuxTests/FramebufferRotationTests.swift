import GadgetBase
import Hardware
import Testing
@testable import Linux

/// Rotation from the frame (as the user holds the panel) to framebuffer memory, checked against
/// hand-rotated pictures rather than against the formulas themselves.
@Suite struct FramebufferRotationTests {
    /// The frame, 3 wide and 2 tall, pixel values 1...6:
    ///     1 2 3
    ///     4 5 6
    private func numberedFrame() -> PixelBuffer {
        var frame = PixelBuffer(width: 3, height: 2, format: .rgb565)
        for index in 0..<6 { frame.bytes[index * 2] = UInt8(index + 1) }
        return frame
    }

    private func physical(_ rotation: FramebufferRotation) throws -> [[UInt32]] {
        let width = rotation.swapsAxes ? 2 : 3, height = rotation.swapsAxes ? 3 : 2
        let fb = HeapFramebuffer(info: .rgb565(width: width, height: height, stride: width * 2 + 6))
        let copier = try fb.copier(rotation: rotation)
        #expect(copier.logicalWidth == 3 && copier.logicalHeight == 2)
        try copier.copy(numberedFrame(), damage: PixelRect(x: 0, y: 0, width: 3, height: 2), to: fb.base)
        #expect(fb.paddingIsUntouched())
        return (0..<height).map { y in (0..<width).map { x in fb.value(x: x, y: y) } }
    }

    @Test func noRotationKeepsThePicture() throws {
        #expect(try physical(.none) == [[1, 2, 3], [4, 5, 6]])
    }

    @Test func clockwise90PutsTheTopLeftAtTheTopRight() throws {
        #expect(try physical(.clockwise90) == [[4, 1], [5, 2], [6, 3]])
    }

    @Test func upsideDownReversesBothAxes() throws {
        #expect(try physical(.upsideDown) == [[6, 5, 4], [3, 2, 1]])
    }

    @Test func clockwise270PutsTheTopLeftAtTheBottomLeft() throws {
        #expect(try physical(.clockwise270) == [[3, 6], [2, 5], [1, 4]])
    }

    @Test(arguments: FramebufferRotation.allCases)
    func theReportedRectangleIsExactlyWhatChanged(rotation: FramebufferRotation) throws {
        let logicalWidth = 9, logicalHeight = 5
        let width = rotation.swapsAxes ? logicalHeight : logicalWidth
        let height = rotation.swapsAxes ? logicalWidth : logicalHeight
        let fb = HeapFramebuffer(info: .argb8888(width: width, height: height, stride: width * 4 + 8))
        let copier = try fb.copier(rotation: rotation)
        try copier.copy(patternFrame565(width: 9, height: 5, seed: 1), damage: PixelRect(x: 0, y: 0, width: 9, height: 5), to: fb.base)
        let before = fb.bytes()
        let damage = PixelRect(x: 1, y: 2, width: 4, height: 2)
        let written = try copier.copy(patternFrame565(width: 9, height: 5, seed: 2), damage: damage, to: fb.base)
        let after = fb.bytes()
        var changed: PixelRect?
        for y in 0..<height {
            for x in 0..<width where before[(y * fb.info.stride + x * 4)..<(y * fb.info.stride + x * 4 + 4)]
                != after[(y * fb.info.stride + x * 4)..<(y * fb.info.stride + x * 4 + 4)] {
                changed = (changed ?? PixelRect(x: x, y: y, width: 1, height: 1)).union(PixelRect(x: x, y: y, width: 1, height: 1))
            }
        }
        #expect(written == changed)
        #expect(changed?.area == damage.area)
    }

    @Test func boardProfileAnglesBecomeQuarterTurns() {
        #expect(FramebufferRotation(degrees: 0) == FramebufferRotation.none)
        #expect(FramebufferRotation(degrees: 90) == .clockwise90)
        #expect(FramebufferRotation(degrees: -90) == .clockwise270)
        #expect(FramebufferRotation(degrees: 450) == .clockwise90)
        #expect(FramebufferRotation(degrees: 45) == nil)
    }
}
