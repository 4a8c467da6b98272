import GadgetBase
import Hardware
import Sensing
import Simulation
import Testing

/// Samples of `motion` at `rate` Hz over `[start, end)`.
private func record(_ motion: ScriptedMotion, rate: Double = 100, from start: Instant, until end: Instant) -> [AccelerationSample] {
    let step = Duration.nanoseconds(Int64((1_000_000_000 / rate).rounded()))
    var samples: [AccelerationSample] = []
    var time = start
    while time < end {
        samples.append(AccelerationSample(timestamp: time, acceleration: motion.acceleration(at: time)))
        time = time + step
    }
    return samples
}

/// One calibration attempt: a second of calm, then a shake of `amplitude` g lasting `duration`, then calm.
private func attempt(amplitude: Double, duration: Duration = .milliseconds(900), seed: UInt64 = 1,
                     noise: Double = 0.01) -> [AccelerationSample] {
    let motion = ScriptedMotion(noise: noise, seed: seed)
    motion.playShake(at: .seconds(1), duration: duration, amplitude: amplitude)
    return record(motion, from: .zero, until: .seconds(1) + duration + .seconds(1))
}

private func still(noise: Double = 0.01) -> [AccelerationSample] {
    record(ScriptedMotion(noise: noise, seed: 9), from: .zero, until: .seconds(1))
}

private func proposal(_ outcome: ShakeCalibrationOutcome) -> (ShakeSettings, [ShakeCalibration.Change])? {
    if case .proposed(let settings, let changes) = outcome { return (settings, changes) }
    return nil
}

@Suite struct ShakeCalibrationTests {
    @Test func aDeliberateShakeIsRecognizedWithItsStrength() {
        let measured = ShakeCalibration.assess(attempt(amplitude: 1.8))
        #expect(measured.verdict == .recognized)
        #expect(measured.reversals >= 3)
        #expect(measured.strength > 1.2 && measured.strength < 2.5)
        #expect(measured.duration > .milliseconds(500))
    }

    /// Movement under the gentlest swing is no attempt, but a hand's 0.2 g is felt; a still
    /// board's noise is not, and neither is a shake that makes an attempt.
    @Test func aShakeUnderTheSwingFloorIsFeltButNoAttempt() {
        func endingDuringShake(amplitude: Double) -> [AccelerationSample] {
            let motion = ScriptedMotion(noise: 0.01, seed: 3)
            motion.playShake(at: .seconds(1), duration: .milliseconds(900), amplitude: amplitude)
            return record(motion, from: .zero, until: .milliseconds(1800))
        }
        let faint = endingDuringShake(amplitude: 0.2)
        #expect(ShakeCalibration.attempts(in: faint).isEmpty)
        #expect(ShakeCalibration.movedTooGentlyForAnAttempt(faint))
        #expect(!ShakeCalibration.movedTooGentlyForAnAttempt(endingDuringShake(amplitude: 1.0)))
        #expect(!ShakeCalibration.movedTooGentlyForAnAttempt(still(noise: 0.02)))
        #expect(!ShakeCalibration.movedTooGentlyForAnAttempt([]))
        // Once the faint shake is more than an attempt's gap in the past, it is forgotten.
        let motion = ScriptedMotion(noise: 0.01, seed: 3)
        motion.playShake(at: .seconds(1), duration: .milliseconds(900), amplitude: 0.2)
        #expect(!ShakeCalibration.movedTooGentlyForAnAttempt(record(motion, from: .zero, until: .seconds(3))))
    }

    @Test func aFaintShakeIsTooGentleAndABriefOneTooShort() {
        #expect(ShakeCalibration.assess(attempt(amplitude: 0.33, duration: .milliseconds(600))).verdict == .tooGentle)
        #expect(ShakeCalibration.assess(attempt(amplitude: 1.8, duration: .milliseconds(150))).verdict == .tooShort)
        #expect(ShakeCalibration.assess(still()).verdict == .tooShort)
    }

    @Test func gentleShakesLowerTheThresholdsAndStillFindEveryShake() throws {
        // Swings of 0.4 g: the normal preset's threshold, which they do not cross.
        let attempts = (1...3).map { attempt(amplitude: 0.4, seed: $0) }
        #expect(!attempts.contains { samples in
            var detector = ShakeDetector(settings: .normal)
            return samples.contains { detector.process($0) == .began }
        })
        let (settings, changes) = try #require(proposal(ShakeCalibration.propose(attempts: attempts, still: still())))
        #expect(settings.swingThreshold < ShakeSettings.normal.swingThreshold)
        #expect(settings.swingThreshold >= ShakeSettings.gentle.swingThreshold)
        #expect(settings.quietThreshold <= ShakeSettings.normal.quietThreshold)
        #expect(changes.contains { $0.threshold == .swing && $0.from == ShakeSettings.normal.swingThreshold && $0.to == settings.swingThreshold })
        for samples in attempts {
            var detector = ShakeDetector(settings: settings)
            #expect(samples.contains { detector.process($0) == .began })
        }
        #expect(settings.requiredReversals == ShakeSettings.normal.requiredReversals)
        #expect(settings.maximumSwingInterval == ShakeSettings.normal.maximumSwingInterval)
    }

    @Test func shakesThePresetFindsLeaveItAsItIs() throws {
        for amplitude in [1.8, 4.0] {
            let attempts = (1...3).map { attempt(amplitude: amplitude, seed: $0) }
            let (settings, changes) = try #require(proposal(ShakeCalibration.propose(attempts: attempts, still: still())))
            #expect(settings == .normal, "amplitude \(amplitude)")
            #expect(changes.isEmpty)
        }
    }

    @Test func theThresholdsScaleWithTheWeakestShakeOverTheMargin() throws {
        // Swings of 1.1 g, which the firm preset (1.2 g) misses, calibrated from it.
        let attempts = (1...3).map { attempt(amplitude: 1.1, seed: $0) }
        let measured = attempts.map { ShakeCalibration.assess($0).strength }.min()!
        let firm = ShakeSettings.firm
        let (settings, changes) = try #require(proposal(ShakeCalibration.propose(attempts: attempts, still: still(), base: firm)))
        let proportional = firm.swingThreshold * measured / ShakeCalibration.margin
            / (firm.requiredStrength / Double(firm.requiredReversals))
        #expect(proportional > ShakeSettings.gentle.swingThreshold && proportional < firm.swingThreshold)
        #expect(abs(settings.swingThreshold - proportional) <= 0.01)
        #expect(settings.requiredStrength < firm.requiredStrength)
        #expect(changes.allSatisfy { $0.from != $0.to })
    }

    @Test func tooFewShakesOrAMovingStillMomentProposeNothing() {
        let two = (1...2).map { attempt(amplitude: 1.8, seed: $0) } + [attempt(amplitude: 0.2)]
        #expect(ShakeCalibration.propose(attempts: two, still: still()) == .needsMoreShakes(recognized: 2))
        let three = (1...3).map { attempt(amplitude: 1.8, seed: $0) }
        let restless = ScriptedMotion(seed: 4)
        restless.playShake(at: .milliseconds(100), duration: .milliseconds(800), amplitude: 0.6)
        guard case .notStill(let movement) = ShakeCalibration.propose(
            attempts: three, still: record(restless, from: .zero, until: .seconds(1))) else {
            Issue.record("a moving still moment was accepted"); return
        }
        #expect(movement > 0.3)
    }

    @Test func aNoisyBoardKeepsTheSwingThresholdFarAboveItsNoise() throws {
        let attempts = (1...3).map { attempt(amplitude: 1.1, seed: $0) }
        let noise = ShakeCalibration.stillMovement(still(noise: 0.06))
        let (settings, _) = try #require(proposal(ShakeCalibration.propose(attempts: attempts, still: still(noise: 0.06))))
        #expect(noise * ShakeCalibration.noiseMargin > ShakeSettings.gentle.swingThreshold)
        #expect(settings.swingThreshold >= min(ShakeSettings.firm.swingThreshold, noise * ShakeCalibration.noiseMargin) - 0.01)
    }

    @Test func aRecordingSplitsIntoItsAttemptsAndItsStillMoment() throws {
        let motion = ScriptedMotion(seed: 5)
        for (index, start) in [2.0, 5.0, 8.0].enumerated() {
            motion.playShake(at: .milliseconds(start * 1000), amplitude: 1.4 + 0.2 * Double(index))
        }
        let recording = record(motion, from: .zero, until: .seconds(12))
        let (attempts, stillMoment) = try #require(ShakeCalibration.split(recording))
        #expect(attempts.count == 3)
        #expect(attempts.allSatisfy { ShakeCalibration.assess($0).verdict == .recognized })
        let stillSpan = stillMoment.last!.timestamp - stillMoment.first!.timestamp
        #expect(stillSpan >= .milliseconds(980) && stillSpan <= .seconds(1))
        #expect(ShakeCalibration.stillMovement(stillMoment) < 0.1)
        #expect(ShakeCalibration.split(record(motion, from: .seconds(2), until: .milliseconds(2800))) == nil)
    }

    @Test func theStillMomentIsSoughtOnlyWhereItIsAskedFor() throws {
        let motion = ScriptedMotion(seed: 5)
        motion.playShake(at: .seconds(3), amplitude: 1.6)
        let recording = record(motion, from: .zero, until: .seconds(7))
        let attempts = ShakeCalibration.attempts(in: recording)
        let shake = try #require(attempts.first)
        #expect(attempts.count == 1)
        let anywhere = try #require(ShakeCalibration.stillMoment(in: recording, outside: attempts))
        let after = try #require(ShakeCalibration.stillMoment(in: recording, outside: attempts, from: shake.upperBound + 1))
        #expect(!anywhere.overlaps(shake.lowerBound..<(shake.upperBound + 1)))
        #expect(after.lowerBound > shake.upperBound)
        // Less than a still moment left after the shake: nothing to take.
        let cut = Array(recording.prefix(shake.upperBound + 50))
        #expect(ShakeCalibration.stillMoment(in: cut, outside: ShakeCalibration.attempts(in: cut), from: shake.upperBound + 1) == nil)
    }

    @Test func thresholdsAreShownWithTwoDecimals() {
        #expect(ShakeCalibration.shown(0.4) == "0.40")
        #expect(ShakeCalibration.shown(0.594) == "0.59")
        #expect(ShakeCalibration.shown(1.005) == "1.00" || ShakeCalibration.shown(1.005) == "1.01")
        #expect(ShakeCalibration.shown(2) == "2.00")
        #expect(ShakeCalibration.shown(0.07) == "0.07")
        #expect(ShakeCalibration.shown(-0.5) == "-0.50")
        // As a Russian or Ukrainian reader writes them; the stored and logged form stays "0.40".
        #expect(ShakeCalibration.shown(0.4, in: .ru) == "0,40")
        #expect(ShakeCalibration.shown(1.3, in: .uk) == "1,30")
        #expect(ShakeCalibration.shown(0.4, in: .en) == "0.40")
    }
}
