import Glibc
import GadgetBase
import Hardware
import Testing

@testable import Linux

@Suite("evdev decoding (keys, joysticks, touch)")
struct GPIOEvdevTests {
    func event(_ ms: Double, _ type: UInt16, _ code: UInt16, _ value: Int32) -> RawInputEvent {
        RawInputEvent(timestamp: .milliseconds(ms), type: type, code: code, value: value)
    }

    @Test func joystickKeysBecomeButtonEdgesAndRepeatsAreLeftToGestures() {
        var decoder = EvdevDecoder()
        let outputs = decoder.decode([
            event(1, 1, 103, 1), event(1, 0, 0, 0),      // KEY_UP down
            event(300, 1, 103, 2), event(300, 0, 0, 0),  // auto-repeat
            event(310, 1, 103, 0), event(310, 0, 0, 0),  // up
            event(400, 1, 28, 1), event(450, 1, 28, 0),  // Enter: select
            event(500, 1, 30, 1),                        // KEY_A: not a board button
        ])
        #expect(outputs == [
            .edge(ButtonEdge(button: .up, isPressed: true, timestamp: .milliseconds(1))),
            .edge(ButtonEdge(button: .up, isPressed: false, timestamp: .milliseconds(310))),
            .edge(ButtonEdge(button: .select, isPressed: true, timestamp: .milliseconds(400))),
            .edge(ButtonEdge(button: .select, isPressed: false, timestamp: .milliseconds(450))),
        ])
    }

    @Test func aTouchFromDownToUpIsOneStrokeInDisplayPixels() {
        var decoder = EvdevDecoder(touchAxes: (AxisRange(minimum: 0, maximum: 4095), AxisRange(minimum: 0, maximum: 4095)),
                                   displaySize: (240, 240))
        let outputs = decoder.decode([
            event(10, 1, 0x14A, 1), event(10, 3, 0, 0), event(10, 3, 1, 4095), event(10, 0, 0, 0),
            event(20, 3, 0, 4095), event(20, 0, 0, 0),
            event(30, 1, 0x14A, 0), event(30, 0, 0, 0),
        ])
        let first = StrokePoint(x: 0, y: 239, timestamp: .milliseconds(10))
        let second = StrokePoint(x: 239, y: 239, timestamp: .milliseconds(20))
        #expect(outputs == [.touch(.began, first), .touch(.moved, second), .stroke([first, second])])
    }

    /// A type B multitouch panel with no BTN_TOUCH: the first contact's tracking id says when the
    /// finger is down, and a second finger (slot 1) neither moves the stroke nor ends it.
    @Test func aMultitouchPanelsFirstContactIsAnnouncedPointByPointThenEndsAsAStroke() {
        var decoder = EvdevDecoder(touchAxes: (AxisRange(minimum: 0, maximum: 990), AxisRange(minimum: 0, maximum: 990)),
                                   displaySize: (100, 100))
        func position(_ ms: Double, _ x: Int32, _ y: Int32) -> [RawInputEvent] {
            [event(ms, 3, 0x35, x), event(ms, 3, 0x36, y), event(ms, 0, 0, 0)]
        }
        var outputs = decoder.decode([event(5, 3, 0x2F, 0), event(5, 3, 0x39, 7)] + position(5, 100, 100))
        #expect(outputs == [.touch(.began, StrokePoint(x: 10, y: 10, timestamp: .milliseconds(5)))])
        outputs = decoder.decode(position(15, 200, 100))
        outputs += decoder.decode([event(20, 3, 0x2F, 1), event(20, 3, 0x39, 8), event(20, 3, 0x35, 900),
                                   event(20, 3, 0x36, 900), event(20, 0, 0, 0)])
        outputs += decoder.decode([event(25, 3, 0x2F, 0)] + position(25, 300, 200))
        outputs += decoder.decode([event(30, 3, 0x2F, 1), event(30, 3, 0x39, -1), event(30, 0, 0, 0)])
        #expect(outputs == [
            // The second finger's reports leave the first where it was: no points, no end.
            .touch(.moved, StrokePoint(x: 20, y: 10, timestamp: .milliseconds(15))),
            .touch(.moved, StrokePoint(x: 30, y: 20, timestamp: .milliseconds(25))),
        ])
        outputs = decoder.decode([event(40, 3, 0x2F, 0), event(40, 3, 0x39, -1), event(40, 0, 0, 0)])
        #expect(outputs.count == 1)
        guard case .stroke(let stroke)? = outputs.first else { Issue.record("no stroke after the lift"); return }
        #expect(stroke.map(\.x) == [10, 20, 30])
        #expect(stroke.last?.timestamp == .milliseconds(25))
    }

    @Test func aTouchCutShortByItsDeviceIsCancelledAndTheNextStartsAfresh() {
        var decoder = EvdevDecoder(touchAxes: (AxisRange(minimum: 0, maximum: 99), AxisRange(minimum: 0, maximum: 99)),
                                   displaySize: (100, 100))
        #expect(decoder.cancelTouch() == nil, "no finger down, nothing to cancel")
        _ = decoder.decode([event(1, 1, 0x14A, 1), event(1, 3, 0, 10), event(1, 3, 1, 10), event(1, 0, 0, 0),
                            event(2, 3, 0, 20), event(2, 0, 0, 0)])
        #expect(decoder.cancelTouch() == StrokePoint(x: 20, y: 10, timestamp: .milliseconds(2)))
        let outputs = decoder.decode([event(9, 1, 0x14A, 1), event(9, 3, 0, 50), event(9, 0, 0, 0),
                                      event(10, 1, 0x14A, 0), event(10, 0, 0, 0)])
        let dot = StrokePoint(x: 50, y: 10, timestamp: .milliseconds(9))
        #expect(outputs == [.touch(.began, dot), .stroke([dot])])
    }

    @Test func eventsAfterAnOverflowAreDroppedUntilTheNextReport() {
        var decoder = EvdevDecoder()
        let outputs = decoder.decode([event(1, 0, 3, 0), event(1, 1, 103, 1), event(2, 0, 0, 0), event(3, 1, 108, 1)])
        #expect(outputs == [.edge(ButtonEdge(button: .down, isPressed: true, timestamp: .milliseconds(3)))])
    }

    @Test func inputEventStructsAreSplitWithSignedValues() {
        func bytes(seconds: Int, microseconds: Int, type: UInt16, code: UInt16, value: Int32) -> [UInt8] {
            withUnsafeBytes(of: seconds) { Array($0) } + withUnsafeBytes(of: microseconds) { Array($0) }
                + withUnsafeBytes(of: type.littleEndian) { Array($0) } + withUnsafeBytes(of: code.littleEndian) { Array($0) }
                + withUnsafeBytes(of: value.littleEndian) { Array($0) }
        }
        let raw = bytes(seconds: 12, microseconds: 345_678, type: 3, code: 0x35, value: -7)
            + bytes(seconds: 13, microseconds: 0, type: 0, code: 0, value: 0)
        #expect(raw.count == 2 * InputDevice.eventSize)
        let events = InputDevice.decode(raw[...])
        #expect(events == [
            RawInputEvent(timestamp: Instant(nanoseconds: 12_345_678_000), type: 3, code: 0x35, value: -7),
            RawInputEvent(timestamp: .seconds(13), type: 0, code: 0, value: 0),
        ])
    }

    /// Found by Fuzz/FuzzEvdev: bytes that are not a real event (a timeval of 2^62 seconds) made
    /// the seconds-to-nanoseconds product overflow and trap. They now saturate.
    @Test func timestampsBeyondSixtyFourBitNanosecondsSaturateInsteadOfTrapping() {
        #expect(InputDevice.instant(seconds: 1 << 62, microseconds: 0) == Instant(nanoseconds: .max))
        #expect(InputDevice.instant(seconds: -(1 << 62), microseconds: 5) == Instant(nanoseconds: .min))
        #expect(InputDevice.instant(seconds: 0, microseconds: .max) == Instant(nanoseconds: .max))
        #expect(InputDevice.instant(seconds: 9_223_372_036, microseconds: 999_999) == Instant(nanoseconds: .max))
        #expect(InputDevice.instant(seconds: 1_700_000_000, microseconds: 250_000)
                == Instant(nanoseconds: 1_700_000_000_250_000_000))
        let raw = withUnsafeBytes(of: Int.max) { Array($0) } + [UInt8](repeating: 0, count: InputDevice.eventSize - MemoryLayout<Int>.size)
        #expect(InputDevice.decode(raw[...]).map(\.timestamp) == [Instant(nanoseconds: .max)])
    }

    @Test func aMissingDeviceNameListsWhatIsThere() {
        #expect {
            _ = try InputDevice.open("Raspberry Pi Sense HAT Joystick", directory: "/nonexistent-input")
        } throws: { ($0 as? InputDeviceError)?.description.contains("there are none in /nonexistent-input") == true }
        #expect {
            _ = try InputDevice.open("Raspberry Pi Sense HAT Joystick", directory: "/nonexistent-input")
        } throws: {
            ($0 as? InputDeviceError)?.message(Localizer(language: .ru))
                .hasPrefix("нет устройства ввода «Raspberry Pi Sense HAT Joystick»; в /nonexistent-input их нет. ") == true
        }
    }

    @Test func ioctlNumbersMatchTheKernelHeaders() {
        #expect(Evdev.getName(length: 256) == 0x8100_4506)   // EVIOCGNAME(256)
        #expect(Evdev.setClock == 0x4004_45A0)               // EVIOCSCLOCKID
        #expect(Evdev.grab == 0x4004_4590)                   // EVIOCGRAB
        #expect(Evdev.getAbsolute(axis: 0) == 0x8018_4540)   // EVIOCGABS(ABS_X)
    }
}
