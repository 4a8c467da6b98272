import GadgetBase
import Hardware
import Sensing
import Simulation
import Testing

/// Timestamps that go backwards or repeat (a sensor's clock reset, a FIFO spread over a
/// stalled read, a clock stepped back) must not wedge a recognizer: whatever it makes of the
/// glitch, it recognises the next gesture as usual.
@Suite("Faults: timestamps that go backwards or repeat")
struct FaultTimestampTests {
    /// 100 Hz samples of `motion` from `start` for `length`, with a glitch in the middle: the
    /// timestamps jump back by `back`, then repeat one instant ten times.
    static func samples(_ motion: ScriptedMotion, from start: Instant, for length: Duration,
                        glitchAt glitch: Instant, back: Duration) -> [AccelerationSample] {
        var samples: [AccelerationSample] = []
        var time = start
        while time < start + length {
            let reading = motion.acceleration(at: time)
            if time == glitch {
                for _ in 0..<10 { samples.append(AccelerationSample(timestamp: time.advanced(by: .zero - back), acceleration: reading)) }
            }
            samples.append(AccelerationSample(timestamp: time, acceleration: reading))
            time = time + .milliseconds(10)
        }
        return samples
    }

    @Test(arguments: [Duration.milliseconds(30), .seconds(5), .seconds(3600)])
    func aShakeAfterAGlitchIsStillAShake(back: Duration) {
        let motion = ScriptedMotion(seed: 5)
        let start = Instant.zero + .seconds(7200)
        // A shake that the glitch lands in the middle of, then one well after it.
        motion.playShake(at: start + .seconds(1), duration: .milliseconds(900))
        motion.playShake(at: start + .seconds(6), duration: .milliseconds(900))
        var detector = ShakeDetector(settings: .normal)
        var orientation = OrientationDetector()
        var knocks = SoftwareKnockDetector()
        var phases: [(ShakePhase, Instant)] = []
        for sample in Self.samples(motion, from: start, for: .seconds(9), glitchAt: start + .milliseconds(1400), back: back) {
            if let phase = detector.process(sample) { phases.append((phase, sample.timestamp)) }
            _ = orientation.process(sample)
            _ = knocks.process(sample)
            _ = knocks.advance(to: sample.timestamp)
        }
        let late = phases.filter { $0.1 >= start + .seconds(6) }.map(\.0)
        #expect(late == [.began, .ended], "after the glitch: \(phases)")
        #expect(!detector.isShaking)
    }

    @Test func aReleaseStampedBeforeItsPressLeavesNoButtonStuck() {
        var recognizer = ButtonGestureRecognizer()
        recognizer.doubleTapButtons = [.select]
        var events: [InputEvent] = []
        let t = Instant.zero + .seconds(100)
        events += recognizer.handle(ButtonEdge(button: .select, isPressed: true, timestamp: t))
        events += recognizer.handle(ButtonEdge(button: .select, isPressed: false, timestamp: t.advanced(by: .seconds(-30))))
        events += recognizer.handle(ButtonEdge(button: .select, isPressed: false, timestamp: t.advanced(by: .seconds(-30))))
        events += recognizer.advance(to: t + .seconds(1))
        #expect(!events.contains(.button(.select, .longPressRepeat)), "\(events)")
        events = []
        // A clean press a while later is a tap.
        let later = t + .seconds(5)
        events += recognizer.handle(ButtonEdge(button: .select, isPressed: true, timestamp: later))
        events += recognizer.handle(ButtonEdge(button: .select, isPressed: false, timestamp: later + .milliseconds(80)))
        events += recognizer.advance(to: later + .seconds(1))
        #expect(events == [.button(.select, .tap)])
        #expect(recognizer.nextDeadline == nil)
    }

    @Test func aButtonHeldAcrossAnHoursJumpRepeatsAFewTimesNotThousands() {
        var recognizer = ButtonGestureRecognizer()
        let t = Instant.zero + .seconds(10)
        var events = recognizer.handle(ButtonEdge(button: .down, isPressed: true, timestamp: t))
        events += recognizer.advance(to: t + .seconds(3 * 3600))
        let repeats = events.filter { $0 == .button(.down, .longPressRepeat) }.count
        #expect(repeats <= 12, "\(repeats) repeats after the jump")
        #expect(events.contains(.button(.down, .longPress)))
    }
}
