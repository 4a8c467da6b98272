import FuzzSupport
import GadgetBase
import Hardware
import Linux

/// Input devices (/dev/input/event*): raw bytes split into events, then decoded into button
/// edges and touch strokes. Promises: touch points land on the display, strokes are never
/// empty, and button edges carry the event's own time.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzEvdev(_ data: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let bytes = fuzzInput(data, count)
    let events = InputDevice.decode(bytes[...])
    let axes = (x: AxisRange(minimum: 0, maximum: 4095), y: AxisRange(minimum: -100, maximum: 100))
    var decoder = EvdevDecoder(touchAxes: axes, displaySize: (240, 135))
    func onDisplay(_ point: StrokePoint) -> Bool {
        (0...239).contains(point.x) && (0...134).contains(point.y)
    }
    for output in decoder.decode(events) {
        switch output {
        case .edge(let edge):
            invariant(events.contains { $0.timestamp == edge.timestamp }, "edge at \(edge.timestamp), no such event")
        case .touch(_, let point):
            invariant(onDisplay(point), "touch at \(point)")
        case .stroke(let points):
            invariant(!points.isEmpty && points.allSatisfy(onDisplay), "stroke \(points)")
        }
    }
    return 0
}

@main enum FuzzEvdevMain {
    static func main() { runLibFuzzer(fuzzEvdev) }
}
