import Foundation

/// Where a shake detector goes wrong on the real recordings, one line per kind of mistake, so
/// that the next change can start from the very moments (`gadget sense shake --trace FILE`
/// explains each one) instead of from a percentage.
enum RealMotionMistakes {
    /// Lines such as `Gadget normal's false shakes: cijogeorge_m/seg001 at 12.7 s, ...`.
    static func report(_ recordings: [RealMotionRecording], detector: RealMotionEvaluation.Detector, name: String) -> [String] {
        var falseShakes: [String] = [], missed: [String] = [], pickUps: [String] = [], falseCount = 0
        for recording in recordings {
            let began = detector(recording.samples)
            let file = shortName(recording.file)
            switch recording.source {
            case .phone:
                for shake in recording.shakes where !began.contains(where: { RealMotionEvaluation.finds($0, shake) }) {
                    missed.append(String(format: "%@ %.1f-%.1f s", file, shake.start / 1000, shake.end / 1000))
                }
                let wrong = began.filter { time in !recording.shakes.contains { RealMotionEvaluation.finds(time, $0) } }
                if !wrong.isEmpty { falseShakes.append(file + " at " + seconds(wrong)) }
                falseCount += wrong.count
            case .wiimote:
                if recording.labels.contains("shake"), began.isEmpty { missed.append(file) }
                if recording.labels.contains("pickup"), !began.isEmpty { pickUps.append(file + " at " + seconds(began)) }
            case .pocket:
                if !began.isEmpty { falseShakes.append(file + " at " + seconds(began)) }
                falseCount += began.count
            }
        }
        func line(_ what: String, _ count: Int, _ items: [String]) -> String {
            "\(name)'s \(what) (\(count)): " + (items.isEmpty ? "none" : items.joined(separator: "; "))
        }
        return [line("false shakes", falseCount, falseShakes), line("missed shakes", missed.count, missed),
                line("pick-ups taken for shakes", pickUps.count, pickUps)]
    }

    /// `cijogeorge_m/seg001` for `csv/cijogeorge_m/seg001.csv`: the folder says which collection.
    private static func shortName(_ file: String) -> String {
        let parts = ((file as NSString).deletingPathExtension as NSString).pathComponents
        return parts.suffix(2).joined(separator: "/")
    }

    private static func seconds(_ times: [Double]) -> String {
        times.map { String(format: "%.1f s", $0 / 1000) }.joined(separator: ", ")
    }
}
