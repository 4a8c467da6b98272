import Foundation
import GadgetBase
import Hardware
import Sensing
import Testing

/// Accelerometer recordings by real people (RealMotion/README.md says whose, under what terms,
/// and why these): Gadget's shake detector finds the phone shakes and the Wiimote shake, and
/// takes neither a walk in the pocket nor a pick-up for one.
@Suite struct RealShakeTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("RealMotion").path

    static func samples(_ name: String) throws -> [AccelerationSample] {
        try AccelerometerCSV.parse(try String(contentsOfFile: folder + "/" + name + ".csv", encoding: .utf8))
    }

    /// The times (ms) at which the normal preset's shakes begin.
    static func began(_ name: String) throws -> [Double] {
        var detector = ShakeDetector(settings: .normal)
        return try samples(name).compactMap { detector.process($0) == .began ? $0.timestamp.milliseconds : nil }
    }

    @Test func theFilesAreReadAsWrittenWithCRLFLineEndingsAndEmptyAxes() throws {
        let raw = try String(contentsOfFile: Self.folder + "/wiimote-shake-subj05-train20.csv", encoding: .utf8)
        #expect(raw.utf8.contains(13), "the copies keep the source's CRLF, so the reader is tested on it")
        let samples = try Self.samples("wiimote-shake-subj05-train20")
        #expect(samples.count == raw.split(whereSeparator: \.isNewline).count - 1)
        #expect(samples.allSatisfy { $0.acceleration.x == 0 && $0.acceleration.y == 0 }, "the Wiimote set has the Z axis only")
    }

    /// Labelled spans (ms) of the phone excerpts, as the source's labels give them; a shake is
    /// found by a `began` from 500 ms before the span to 500 ms after it.
    @Test(arguments: [("phone-seg001-115672", 115_672.0, 115_988.0), ("phone-seg001-187873", 187_873.0, 188_480.0)])
    func findsThePhoneShakeAndNothingElse(name: String, start: Double, end: Double) throws {
        let began = try Self.began(name)
        #expect(began.count == 1)
        #expect(began.allSatisfy { $0 >= start - 500 && $0 <= end + 500 }, "began at \(began)")
    }

    @Test func findsTheWiimoteShake() throws {
        #expect(try Self.began("wiimote-shake-subj05-train20").count == 1)
    }

    @Test(arguments: ["wiimote-pickup-subj05-test21", "pocket-walking-user04"])
    func takesNoShakeFrom(name: String) throws {
        #expect(try Self.began(name).isEmpty)
        #expect(try Self.samples(name).count > 100, "a recording long enough to mean something")
    }
}
