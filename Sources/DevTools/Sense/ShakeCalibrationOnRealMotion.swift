import Foundation
import GadgetBase
import Hardware
import Sensing

/// What "Calibrate shake" does for real people: each person calibrates with three of their own
/// shakes and a still second from their own recordings, starting from the normal preset, as
/// the 8-ball's settings and `gadget sense calibrate` do, and is scored on their other shakes.
/// Beside it, the normal preset on the same shakes, and what the calibrated values cost: every
/// Wiimote pick-up and every pocket recording run with them (other people's motion, so a board
/// tuned to a gentle hand is judged on walks it would also meet).
///
/// - Wiimote: for each subject, every three consecutive shake files (in name order, wrapping
///   round) are one calibration; the other seven are scored. The still second is the calmest
///   second of any Wiimote file (it measures the remote's noise; few files hold a second
///   without the gesture).
/// - phone: every three consecutive labelled shakes (their spans, with `attemptGap` either
///   side) are one calibration; the other labelled shakes are scored as the main table scores
///   them, and false shakes counted over the time outside every label. The still second is the
///   calmest second outside the labels.
enum ShakeCalibrationOnRealMotion {
    /// One person's calibrations added up.
    struct Tally {
        var calibrations = 0, refused = 0
        /// Why calibrations were refused: too few shakes recognized, a still second that moved.
        var tooFewShakes = 0, notStill = 0
        /// Their other shakes found with what each calibration leaves the board with (the
        /// proposal, or the normal preset when it was refused), and with the normal preset.
        var found = 0, foundByNormal = 0, scored = 0
        /// The costs of the proposals: pick-ups taken, false shakes in pockets (or on the phone).
        var pickups = 0, pickupFiles = 0, falseShakes = 0, hours = 0.0
        var swings: [Double] = []

        var summary: String {
            let range = swings.isEmpty ? "" : swings.min() == swings.max()
                ? String(format: ", swing %.2f g", swings[0]) : String(format: ", swing %.2f-%.2f g", swings.min()!, swings.max()!)
            let reasons = refused == 0 ? "" : " (refused: \(tooFewShakes) too few shakes recognized, \(notStill) not still)"
            return "\(calibrations - refused) of \(calibrations) calibrations proposed\(range)\(reasons); other shakes found \(found)/\(scored)"
                + " (normal preset \(foundByNormal)/\(scored))"
        }
    }

    static func report(_ recordings: [RealMotionRecording]) -> String {
        var lines: [String] = []
        var scores: [ShakeSettings: ShakeLeaveOneOut.Point] = [:]
        func costs(_ settings: ShakeSettings) -> ShakeLeaveOneOut.Point {
            if let known = scores[settings] { return known }
            let point = ShakeLeaveOneOut.score(settings, on: recordings)
            scores[settings] = point
            return point
        }
        let wiimote = recordings.filter { $0.source == .wiimote }
        // The still second measures the board, not the hand, and most files hold no second
        // without the gesture: the calmest second of any remote's recording stands for all.
        let remoteStill = calmestSecond(wiimote.map(\.samples))
        var all = Tally()
        for subject in Set(wiimote.map(\.subject)).sorted() {
            let shakes = wiimote.filter { $0.subject == subject && $0.labels.contains("shake") }
            guard shakes.count > ShakeCalibration.requiredShakes, let still = remoteStill else { continue }
            var tally = Tally()
            for first in shakes.indices {
                let chosen = Set((0..<ShakeCalibration.requiredShakes).map { (first + $0) % shakes.count })
                let settings = calibrate(chosen.sorted().map { shakes[$0].samples }, still: still, into: &tally)
                for index in shakes.indices where !chosen.contains(index) {
                    tally.scored += 1
                    if ShakeCalibration.finds(settings, in: shakes[index].samples) { tally.found += 1 }
                    if ShakeCalibration.finds(.normal, in: shakes[index].samples) { tally.foundByNormal += 1 }
                }
                let point = costs(settings)
                tally.pickups += point.pickups.values.reduce(0, +)
                tally.pickupFiles += point.pickupFiles.values.reduce(0, +)
                tally.falseShakes += point.falseShakes.values.reduce(0, +)
                tally.hours += point.hours.values.reduce(0, +)
            }
            lines.append("wiimote \(subject): " + tally.summary + String(
                format: "; with the proposals, pick-ups taken %d/%d, pocket false shakes %d in %.1f h",
                tally.pickups, tally.pickupFiles, tally.falseShakes, tally.hours))
            all.add(tally)
        }
        if all.scored > 0 {
            lines.append(String(format: "wiimote, all: other shakes found %d/%d (%.0f %%; normal preset %d/%d), pick-ups taken %d/%d, "
                                + "pocket false shakes %.1f/h", all.found, all.scored, 100 * Double(all.found) / Double(all.scored),
                                all.foundByNormal, all.scored, all.pickups, all.pickupFiles,
                                all.hours > 0 ? Double(all.falseShakes) / all.hours : 0))
        }
        if let phone = RealMotionEvaluation.longestPhoneRecording(recordings), let line = phoneReport(phone) {
            lines.append(line)
        }
        guard !lines.isEmpty else { return "" }
        return (["# Calibrated to the person: \"Calibrate shake\" with three of their own shakes and a still second, "
                 + "from the normal preset, scored on their other shakes", ""] + lines).joined(separator: "\n") + "\n"
    }

    private static func phoneReport(_ phone: RealMotionRecording) -> String? {
        let shakes = phone.shakes.sorted { $0.start < $1.start }
        let samples = phone.samples
        let gap = ShakeCalibration.attemptGap.milliseconds
        func range(_ shake: (start: Double, end: Double)) -> ClosedRange<Int>? {
            guard let first = samples.firstIndex(where: { $0.timestamp.milliseconds >= shake.start - gap }),
                  let last = samples.lastIndex(where: { $0.timestamp.milliseconds <= shake.end + gap }), first <= last else { return nil }
            return first...last
        }
        let ranges = shakes.compactMap(range)
        guard ranges.count == shakes.count, shakes.count > ShakeCalibration.requiredShakes,
              let stillRange = ShakeCalibration.stillMoment(in: samples, outside: ranges) else { return nil }
        let still = Array(samples[stillRange])
        func isFound(_ shake: (start: Double, end: Double), by times: [Double]) -> Bool {
            times.contains { $0 >= shake.start - RealMotionEvaluation.slack && $0 <= shake.end + RealMotionEvaluation.slack }
        }
        func falseShakes(_ times: [Double]) -> Int { times.filter { time in !shakes.contains { isFound($0, by: [time]) } }.count }
        let detectWithNormal = RealMotionEvaluation.detector(.normal)
        let byNormal = detectWithNormal(samples)
        var tally = Tally(), falseByNormal = 0
        for first in stride(from: 0, to: shakes.count - ShakeCalibration.requiredShakes + 1, by: ShakeCalibration.requiredShakes) {
            let chosen = first..<(first + ShakeCalibration.requiredShakes)
            let settings = calibrate(chosen.map { Array(samples[ranges[$0]]) }, still: still, into: &tally)
            let detectWithProposal = RealMotionEvaluation.detector(settings)
            let began = detectWithProposal(samples)
            for index in shakes.indices where !chosen.contains(index) {
                tally.scored += 1
                if isFound(shakes[index], by: began) { tally.found += 1 }
                if isFound(shakes[index], by: byNormal) { tally.foundByNormal += 1 }
            }
            tally.falseShakes += falseShakes(began)
            falseByNormal += falseShakes(byNormal)
            tally.hours += phone.unannotated / 3600
        }
        func rate(_ count: Int) -> Double { tally.hours > 0 ? Double(count) / tally.hours : 0 }
        return "phone: " + tally.summary
            + String(format: "; false shakes %.0f/h (normal preset %.0f/h)", rate(tally.falseShakes), rate(falseByNormal))
    }

    /// The proposal from `attempts` and `still`, or the normal preset when there is none (what
    /// the board keeps after a refused calibration).
    private static func calibrate(_ attempts: [[AccelerationSample]], still: [AccelerationSample],
                                  into tally: inout Tally) -> ShakeSettings {
        tally.calibrations += 1
        switch ShakeCalibration.propose(attempts: attempts, still: still, base: .normal) {
        case .proposed(let settings, _):
            tally.swings.append(settings.swingThreshold)
            return settings
        case .needsMoreShakes:
            tally.tooFewShakes += 1
        case .notStill:
            tally.notStill += 1
        }
        tally.refused += 1
        return .normal
    }

    /// The calmest second of any of the recordings, nil when none lasts a second.
    private static func calmestSecond(_ recordings: [[AccelerationSample]]) -> [AccelerationSample]? {
        recordings.compactMap { samples in ShakeCalibration.stillMoment(in: samples, outside: []).map { Array(samples[$0]) } }
            .min { ShakeCalibration.stillMovement($0) < ShakeCalibration.stillMovement($1) }
    }
}

extension ShakeCalibrationOnRealMotion.Tally {
    mutating func add(_ other: Self) {
        calibrations += other.calibrations
        refused += other.refused
        tooFewShakes += other.tooFewShakes
        notStill += other.notStill
        found += other.found
        foundByNormal += other.foundByNormal
        scored += other.scored
        pickups += other.pickups
        pickupFiles += other.pickupFiles
        falseShakes += other.falseShakes
        hours += other.hours
        swings += other.swings
    }
}
