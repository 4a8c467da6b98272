import Foundation
import GadgetBase
import Hardware
import Sensing

/// Whether picking the shake detector's values on real people generalizes to people it was not
/// picked on. A small grid of the four values that matter most (swing threshold, longest
/// half-swing, strength to add up to, calm threshold; the normal preset is one of its points)
/// is run over the Wiimote and pocket recordings. For each Wiimote subject in turn the values
/// are picked on the other subjects alone (the most shake files found, with at most 5 % of their
/// pick-ups taken and at most 1 false shake an hour in the pockets) and the subject left out is
/// scored with them; then the same for each pocket user (picked with the other users' pockets).
/// The phone log is one person, so it has no one to leave out; its figures are the report's.
enum ShakeLeaveOneOut {
    struct Point {
        var settings: ShakeSettings
        /// Per subject: shake files found, pick-up files taken, and files of each kind.
        var found: [String: Int] = [:], pickups: [String: Int] = [:], shakeFiles: [String: Int] = [:], pickupFiles: [String: Int] = [:]
        /// Per pocket user: false shakes and hours.
        var falseShakes: [String: Int] = [:], hours: [String: Double] = [:]

        func foundExcept(_ subject: String?) -> Int { found.filter { $0.key != subject }.values.reduce(0, +) }
        func pickupShareExcept(_ subject: String?) -> Double {
            let taken = pickups.filter { $0.key != subject }.values.reduce(0, +)
            let files = pickupFiles.filter { $0.key != subject }.values.reduce(0, +)
            return files == 0 ? 0 : Double(taken) / Double(files)
        }
        func pocketRateExcept(_ user: String?) -> Double {
            let count = falseShakes.filter { $0.key != user }.values.reduce(0, +)
            let time = hours.filter { $0.key != user }.values.reduce(0, +)
            return time == 0 ? 0 : Double(count) / time
        }
        var label: String {
            String(format: "swing %.1f g, half-swing %d ms, strength %.1f g, calm %.2f g", settings.swingThreshold,
                   Int(settings.maximumSwingInterval.milliseconds), settings.requiredStrength, settings.calmThreshold)
        }
    }

    static func grid() -> [ShakeSettings] {
        var points: [ShakeSettings] = []
        for swing in [0.3, 0.4, 0.5] {
            for interval in [200, 250, 300] {
                for strength in [1.5, 2.0, 3.0] {
                    for calm in [0.1, 0.15] {
                        var settings = ShakeSettings.normal
                        settings.swingThreshold = swing
                        settings.maximumSwingInterval = .milliseconds(interval)
                        settings.requiredStrength = strength
                        settings.calmThreshold = calm
                        points.append(settings)
                    }
                }
            }
        }
        return points
    }

    static func score(_ settings: ShakeSettings, on recordings: [RealMotionRecording]) -> Point {
        var point = Point(settings: settings)
        for recording in recordings where recording.source != .phone {
            var detector = ShakeDetector(settings: settings)
            let began = recording.samples.reduce(0) { $0 + (detector.process($1) == .began ? 1 : 0) }
            switch recording.source {
            case .wiimote where recording.labels.contains("shake"):
                point.shakeFiles[recording.subject, default: 0] += 1
                if began > 0 { point.found[recording.subject, default: 0] += 1 }
            case .wiimote where recording.labels.contains("pickup"):
                point.pickupFiles[recording.subject, default: 0] += 1
                if began > 0 { point.pickups[recording.subject, default: 0] += 1 }
            case .pocket:
                point.falseShakes[recording.subject, default: 0] += began
                point.hours[recording.subject, default: 0] += recording.duration / 3600
            default:
                break
            }
        }
        return point
    }

    /// The point picked without `subject` (a Wiimote subject) or `user` (a pocket user): the most
    /// shakes found within the limits, then the fewest false shakes, then the normal preset's.
    static func pick(_ points: [Point], leavingOut subject: String? = nil, user: String? = nil) -> Point? {
        points.filter { $0.pickupShareExcept(subject) <= 0.05 && $0.pocketRateExcept(user) <= 1 }
            .max { a, b in
                let keyA = (a.foundExcept(subject), -a.pocketRateExcept(user), a.settings == .normal ? 1 : 0)
                let keyB = (b.foundExcept(subject), -b.pocketRateExcept(user), b.settings == .normal ? 1 : 0)
                return keyA < keyB
            }
    }

    static func report(_ recordings: [RealMotionRecording]) -> String {
        let points = grid().map { score($0, on: recordings) }
        guard let any = points.first, !any.shakeFiles.isEmpty || !any.hours.isEmpty else { return "" }
        var lines = ["# Leaving one person out: values picked on the others, scored on the one left out (\(points.count) points of a grid)", ""]
        var found = 0, files = 0
        for subject in any.shakeFiles.keys.sorted() {
            guard let picked = pick(points, leavingOut: subject) else { continue }
            found += picked.found[subject] ?? 0
            files += picked.shakeFiles[subject] ?? 0
            lines.append("wiimote \(subject) left out: \(picked.found[subject] ?? 0)/\(picked.shakeFiles[subject] ?? 0) shakes found, "
                         + "\(picked.pickups[subject] ?? 0)/\(picked.pickupFiles[subject] ?? 0) pick-ups taken, with \(picked.label)")
        }
        if files > 0 {
            lines.append(String(format: "wiimote, every subject left out in turn: %d/%d shakes found (%.0f %%)", found, files,
                                100 * Double(found) / Double(files)))
        }
        var falseShakes = 0, hours = 0.0
        for user in any.hours.keys.sorted() {
            guard let picked = pick(points, user: user) else { continue }
            falseShakes += picked.falseShakes[user] ?? 0
            hours += picked.hours[user] ?? 0
            lines.append(String(format: "pocket %@ left out: false shakes %d in %.2f h, with %@", user,
                                picked.falseShakes[user] ?? 0, picked.hours[user] ?? 0, picked.label))
        }
        if hours > 0 {
            lines.append(String(format: "pocket, every user left out in turn: false shakes %d in %.2f h (%.1f/h)", falseShakes, hours,
                                Double(falseShakes) / hours))
        }
        if let normal = points.first(where: { $0.settings == .normal }) {
            lines.append(String(format: "the normal preset (%@), picked on everyone: %d/%d shakes found, false shakes in the pockets %d",
                                normal.label, normal.foundExcept(nil), normal.shakeFiles.values.reduce(0, +),
                                normal.falseShakes.values.reduce(0, +)))
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
