import DevTools
import BoardProfiles
import ArgumentParser
import Core
import Foundation
import GadgetBase
import Hardware
import GadgetRuntime
import Sensing

struct SenseCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sense",
        abstract: "Run Gadget's motion and gesture recognizers on recordings, and record new ones.",
        subcommands: [Shake.self, Calibrate.self, Knocks.self, Orientation.self, Strokes.self, Record.self, MakeDatasets.self,
                      Evaluate.self, Benchmark.self, FitStrokes.self])

    struct Shake: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "shake",
            abstract: "Print `began T`, `ended T`, `cancelled T` (ms, the file's clock) for the shakes in a recording.",
            discussion: "FILE is CSV with the header t_ms,ax_g,ay_g,az_g: total or gravity-free acceleration, any rate.")
        @Argument(help: ArgumentHelp(SharedHelpText.accelerometerRecording)) var file: String
        @Option(name: [.customLong("sensitivity"), .customLong("preset")],
                help: ArgumentHelp("gentle, normal or firm, as [shake] sensitivity in a profile.", valueName: "sensitivity"))
        var preset = "normal"
        @Option(help: "Seconds of shaking after which a shake is cancelled (default: the preset's 4).")
        var maxDuration: Double?
        @Flag(help: "Also print every swing the detector saw and what it made of it, and why each shake began and ended or a series of swings did not begin one.") var trace = false
        @OptionGroup var languageChoice: LanguageOption

        func run() throws {
            var settings = try SenseCommandText.preset(named: preset)
            if let maxDuration {
                guard maxDuration.isFinite, maxDuration >= 0.5, maxDuration <= 600 else {
                    throw ValidationError(Localizer.current(SenseCommandText.maxDurationRange))
                }
                settings.maximumDuration = .milliseconds(Int64(maxDuration * 1000))
            }
            var detector = ShakeDetector(settings: settings)
            if trace {
                let localizer = Localizer.current
                detector.trace = { TerminalOutput.line("  " + $0.text(localizer)) }
            }
            var began: Instant?, last: Instant?
            for sample in try readAccelerometer(file, forAtLeast: ShakeDetector.slowestRate, recognizing: SenseCommandText.shakes) {
                last = sample.timestamp
                guard let phase = detector.process(sample) else { continue }
                TerminalOutput.line("\(phase.rawValue) \(milliseconds(sample.timestamp))")
                began = phase == .began ? sample.timestamp : nil
            }
            // A recording cut off mid-shake: said on standard error, so the lines above stay
            // pairs a script can read.
            if detector.isShaking, let began, let last {
                TerminalOutput.error(Localizer.current(SenseCommandText.shakeOpenAtEnd, file, milliseconds(last), milliseconds(began)))
            }
            // What the swings above are measured against, and what to do when there are none.
            if trace {
                func g(_ value: Double) -> String { String(format: "%.2f", value) }
                TerminalOutput.line("  " + Localizer.current(SenseCommandText.traceSummary, g(detector.largestMovement), preset,
                                                             g(settings.swingThreshold), "\(settings.requiredReversals)",
                                                             g(settings.requiredStrength)))
            }
        }
    }

    struct Knocks: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "knocks",
            abstract: "Print `knock T COUNT` for taps on the case in a recording, T when the first tap began (needs 80 Hz or more).")
        @Argument(help: "An accelerometer recording (t_ms,ax_g,ay_g,az_g).") var file: String
        @OptionGroup var languageChoice: LanguageOption

        func run() throws {
            var detector = SoftwareKnockDetector()
            let samples = try readAccelerometer(file, forAtLeast: KnockSettings().minimumSampleRate, recognizing: SenseCommandText.knocks)
            func show(_ events: [InputEvent]) {
                for case .knock(let count) in events {
                    TerminalOutput.line("knock \(milliseconds(detector.lastKnockStart ?? .zero)) \(count)")
                }
            }
            for sample in samples { show(detector.process(sample)) }
            if let deadline = detector.nextDeadline { show(detector.advance(to: deadline)) }
        }
    }

    struct Orientation: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "orientation", abstract: "Print `T ORIENTATION` each time the board's orientation changes.")
        @Argument(help: "An accelerometer recording (t_ms,ax_g,ay_g,az_g), gravity included.") var file: String
        @OptionGroup var languageChoice: LanguageOption

        func run() throws {
            var detector = OrientationDetector()
            let samples = try readAccelerometer(file)
            var found = false
            for sample in samples {
                guard let orientation = detector.process(sample) else { continue }
                TerminalOutput.line("\(milliseconds(sample.timestamp)) \(orientation.scriptName)")
                found = true
            }
            // Silence from a recording without gravity (a phone's "linear acceleration") would
            // read as "the board never moved"; say why instead.
            guard !found else { return }
            let medianG = medianMagnitude(samples)
            if !samples.isEmpty, medianG < 0.5 {
                TerminalOutput.error(Localizer.current(SenseCommandText.noGravity, file, String(format: "%.2f", medianG)))
            }
        }
    }

    struct Strokes: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "strokes",
            abstract: "Print FILE<TAB>LABEL for each drawing; LABEL is circle, aim, square or none.",
            discussion: "Each FILE is CSV with the header t_ms,x,y or t_ms,x,y,stroke (pixels, y down).")
        @Argument(help: "Drawings.") var files: [String]
        @Flag(help: "Also print the measures behind each decision.") var explain = false
        @OptionGroup var languageChoice: LanguageOption

        func run() throws {
            let classifier = StrokeClassifier()
            var failed = false
            for file in files {
                do {
                    let strokes = try readStrokes(file)
                    TerminalOutput.line("\(file)\t\(classifier.classify(strokes).rawValue)")
                    if explain { TerminalOutput.line(classifier.explain(strokes, localizer: .current)) }
                } catch {
                    failed = true
                    TerminalOutput.error(GadgetErrors.message(error))
                }
            }
            if failed { throw ExitCode(1) }
        }
    }

    struct Record: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "record",
            abstract: "Record the board's accelerometer at its rate to CSV (t_ms,ax_g,ay_g,az_g); Ctrl-C stops early and keeps it.",
            discussion: "On the desktop board this records the simulated MPU-6050 through the real driver; "
                + "--shake-at plays shakes into it.")
        @Option(help: "Where to write the CSV (- for standard output).") var out: String
        @Option(help: ArgumentHelp(SharedHelpText.boardProfile)) var board = "desktop"
        @Option(help: "How long to record, in seconds.") var seconds = 5.0
        @Option(parsing: .singleValue, help: "Simulated boards only: shake the board this many seconds in (repeatable).")
        var shakeAt: [Double] = []
        @OptionGroup var root: RootPolicyOption
        @OptionGroup var languageChoice: LanguageOption

        func run() throws {
            guard seconds.isFinite, seconds > 0, seconds <= 3600 else { throw ValidationError(Localizer.current(SenseCommandText.secondsRange)) }
            if let late = shakeAt.first(where: { !($0 >= 0 && $0 < seconds) }) {
                throw ValidationError(Localizer.current(SenseCommandText.shakeAfterEnd, "\(late)", "\(seconds)"))
            }
            let profile = try BoardCatalog().load(board)
            Localizer.adoptLanguage(of: profile)
            if profile.accelerometerKind.isHardware { try root.checkBeforeOpeningDevices(of: profile) }
            let clock = SystemClock()
            let accelerometer = try AccelerometerRecorder.accelerometer(
                for: profile, clock: clock, shakesAt: shakeAt.map { .milliseconds(Int64($0 * 1000)) })
            let recorder = AccelerometerRecorder(accelerometer: accelerometer, clock: clock) { sleepUntil($0) }
            RecordingInterrupt.install()
            let samples = try recorder.record(for: .milliseconds(Int64(seconds * 1000)), stopRequested: { RecordingInterrupt.wasRequested })
            let csv = AccelerometerCSV.format(samples)
            do {
                if out == "-" {
                    FileHandle.standardOutput.write(Data(csv.utf8))
                } else {
                    try csv.write(toFile: out, atomically: true, encoding: .utf8)
                }
            } catch {
                throw CommandError(LocalizedMessage(SenseCommandText.cannotWrite, out, fileErrorReason(error)))
            }
            let l = Localizer.current
            let summary = l(SenseCommandText.recorded, l.plural(SenseCommandText.samples, count: samples.count), accelerometer.name,
                            "\(accelerometer.sampleRate)", out)
            TerminalOutput.error(summary)
        }
    }

    struct MakeDatasets: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "make-datasets",
            abstract: "Write the generated labelled test sets (motion and strokes; tuning and held-out halves).")
        @Option(help: "The data set folder.") var out = "datasets"
        @OptionGroup var languageChoice: LanguageOption

        func run() throws {
            do {
                for split in SensingDatasets.Split.allCases {
                    try SensingDatasets.writeMotion(split: split, to: "\(out)/motion/\(split.rawValue)")
                    try SensingDatasets.writeStrokes(split: split, to: "\(out)/strokes/\(split.rawValue)")
                }
            } catch {
                // Foundation's own text ("Error Domain=NSCocoaErrorDomain Code=512") names no fix.
                throw CommandError(LocalizedMessage(SenseCommandText.cannotWrite, out, fileErrorReason(error)))
            }
        }
    }

    struct Evaluate: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "evaluate", abstract: "Precision and recall of every recognizer on a data set.")
        @Option(help: "The data set folder (default: ./datasets, else the one in the source folder this gadget was built in).")
        var datasets: String?
        @Option(help: "tuning or heldout.") var split = "heldout"
        @Option(help: "Also run the shake presets over this many hours of freshly generated motion with no shake.")
        var generatedHours = 0.0
        @Option(help: "Real recordings (holding accel/labels.csv and strokes/labels.csv): shakes scored per subject beside seismic's rule, strokes one subject left out at a time (default ../shared/datasets/real, when there).")
        var real: String?
        @OptionGroup var languageChoice: LanguageOption

        func run() throws {
            guard ["tuning", "heldout"].contains(split) else { throw ValidationError(Localizer.current(SenseCommandText.splitChoice)) }
            guard generatedHours >= 0, generatedHours <= 100 else { throw ValidationError(Localizer.current(SenseCommandText.hoursRange)) }
            let realFolder = real ?? "../shared/datasets/real"
            let hasMotion = FileManager.default.fileExists(atPath: realFolder + "/accel/labels.csv")
            let hasStrokes = FileManager.default.fileExists(atPath: realFolder + "/strokes/labels.csv")
            // A --real folder with neither is said before the generated sets' minute of work.
            if let real, !hasMotion, !hasStrokes {
                throw CommandError(LocalizedMessage(SenseCommandText.noRealLabels, real))
            }
            let datasets = datasets ?? SenseCommand.defaultDatasets
            print(try SensingEvaluation.report(datasets: datasets, split: split), terminator: "")
            if generatedHours > 0 { print("\n" + SensingEvaluation.generatedFalseShakes(hours: generatedHours), terminator: "") }
            if real == nil, !hasMotion, !hasStrokes {
                print("\n" + Localizer.current(SenseCommandText.noRealRecordings, realFolder))
                return
            }
            if hasMotion {
                print("\n" + (try RealMotionEvaluation.report(real: realFolder)), terminator: "")
            }
            if hasStrokes {
                print("\n" + (try RealStrokeEvaluation.report(real: realFolder, generatedTuning: datasets + "/strokes/tuning")),
                      terminator: "")
            }
        }
    }
}

extension SenseCommand {
    /// ./datasets when there; else the datasets folder of the checkout this binary was built in,
    /// so `evaluate` and `benchmark` work from any folder during development.
    static var defaultDatasets: String {
        let here = "datasets"
        guard !FileManager.default.fileExists(atPath: here),
              let checkout = RunningExecutable.checkout(containing: RunningExecutable.path),
              FileManager.default.fileExists(atPath: checkout + "/datasets") else { return here }
        return checkout + "/datasets"
    }

    struct Benchmark: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "benchmark",
            abstract: "Time the shake detector and the stroke classifier (time the release build: scripts/evaluate-sensing does).")
        @Option(help: "The data set folder, whose held-out drawings are timed (default: ./datasets, else the one in the source folder this gadget was built in).")
        var datasets: String?
        @OptionGroup var languageChoice: LanguageOption

        func run() throws {
            let datasets = datasets ?? SenseCommand.defaultDatasets
            // Checked before the shake detector's timing, which runs first and takes a while:
            // a missing data set is said at once.
            let labels = datasets + "/strokes/heldout/labels.tsv"
            do {
                _ = try TextFile.read(labels)
            } catch {
                throw CommandError(LocalizedMessage(SenseCommandText.noDatasets, labels, error.problem))
            }
            do {
                print(try SensingBenchmark.run(datasets: datasets), terminator: "")
            } catch let error as any UserFacingError {
                throw error
            } catch {
                // The data set's files are read with Foundation, whose error names no fix.
                throw CommandError(LocalizedMessage(SenseCommandText.noDatasets, datasets, fileErrorReason(error)))
            }
        }
    }
}

/// Milliseconds without needless decimals: 1250, 1250.5.
private func milliseconds(_ instant: Instant) -> String {
    let ms = (instant.milliseconds * 1000).rounded() / 1000
    return ms == ms.rounded() ? String(Int64(ms)) : String(ms)
}
