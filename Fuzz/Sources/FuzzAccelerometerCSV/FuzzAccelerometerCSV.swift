import FuzzSupport
import GadgetBase
import Hardware
import Sensing

/// Accelerometer recordings (`t_ms,ax_g,ay_g,az_g`). Promises: finite values, times that never
/// go backwards, and a recording that survives being written and read back (accelerations
/// exactly, times to the microsecond).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzAccelerometerCSV(_ data: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let text = fuzzText(data, count)
    let samples: [AccelerationSample]
    do {
        samples = try AccelerometerCSV.parse(text)
    } catch {
        invariant(error.line >= 1, "error at line \(error.line)")
        return 0
    }
    for (index, sample) in samples.enumerated() {
        let a = sample.acceleration
        invariant(a.x.isFinite && a.y.isFinite && a.z.isFinite, "sample \(index) not finite: \(a)")
        if index > 0 { invariant(samples[index - 1].timestamp <= sample.timestamp, "time went backwards at \(index)") }
    }
    let reread: [AccelerationSample]
    do {
        reread = try AccelerometerCSV.parse(AccelerometerCSV.format(samples))
    } catch {
        invariant(false, "the formatted recording does not parse: \(error)")
        return 0
    }
    invariant(reread.count == samples.count, "\(samples.count) samples written, \(reread.count) read back")
    for (original, copy) in zip(samples, reread) {
        invariant(original.acceleration == copy.acceleration, "\(original.acceleration) read back as \(copy.acceleration)")
        let drift = abs(original.timestamp.nanoseconds - copy.timestamp.nanoseconds)
        invariant(drift <= 1_000, "time \(original.timestamp) read back as \(copy.timestamp)")
    }
    return 0
}

@main enum FuzzAccelerometerCSVMain {
    static func main() { runLibFuzzer(fuzzAccelerometerCSV) }
}
