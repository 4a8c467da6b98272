import FuzzSupport
import GadgetBase
import Hardware
import Sensing

/// Drawings (`t_ms,x,y[,stroke]`). Promises: no empty stroke, finite points, and strokes that
/// survive being written (three decimals) and read back.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzStrokeCSV(_ data: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let text = fuzzText(data, count)
    let strokes: [[StrokePoint]]
    do {
        strokes = try StrokeCSV.parse(text)
    } catch {
        invariant(error.line >= 1, "error at line \(error.line)")
        return 0
    }
    for stroke in strokes {
        invariant(!stroke.isEmpty, "an empty stroke")
        invariant(stroke.allSatisfy { $0.x.isFinite && $0.y.isFinite }, "a point is not finite")
    }
    let reread: [[StrokePoint]]
    do {
        reread = try StrokeCSV.parse(StrokeCSV.format(strokes))
    } catch {
        invariant(false, "the formatted drawing does not parse: \(error)")
        return 0
    }
    invariant(reread.map(\.count) == strokes.map(\.count), "shape \(strokes.map(\.count)) read back as \(reread.map(\.count))")
    // Three decimals: half a thousandth off at most, plus the rounding of large values.
    func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) <= 0.0005 + abs(a) * 1e-12 }
    for (original, copy) in zip(strokes.joined(), reread.joined()) {
        invariant(close(original.x, copy.x) && close(original.y, copy.y)
                  && close(original.timestamp.milliseconds, copy.timestamp.milliseconds),
                  "\(original) read back as \(copy)")
    }
    return 0
}

@main enum FuzzStrokeCSVMain {
    static func main() { runLibFuzzer(fuzzStrokeCSV) }
}
