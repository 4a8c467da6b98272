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
        abstract: SenseHelpText.abstract.current,
        subcommands: [Shake.self, Calibrate.self, Knocks.self, Orientation.self, Strokes.self, Record.self, MakeDatasets.self,
                      Evaluate.self, Benchmark.self, FitStrokes.self])

    struct Shake: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "shake",
            abstract: SenseHelpText.Shake.abstract.current,
            discussion: SenseHelpText.Shake.discussion.current)
        @Argument(help: ArgumentHelp(SharedHelpText.accelerometerRecording)) var file: String
        @Option(name: [.customLong("sensitivity"), .customLong("preset")],
                help: ArgumentHelp(SenseHelpText.Shake.preset, valueName: "sensitivity"))
        var preset = "normal"
        @Option(help: ArgumentHelp(SenseHelpText.Shake.maxDuration))
        var maxDuration: Double?
        @Flag(help: ArgumentHelp(SenseHelpText.Shake.trace)) var trace = false
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
                func g(_ value: Double) -> String { Localizer.current.language.number(value, format: "%.2f") }
                TerminalOutput.line("  " + Localizer.current(SenseCommandText.traceSummary, g(detector.largestMovement), preset,
                                                             g(settings.swingThreshold), "\(settings.requiredReversals)",
                                                             g(settings.requiredStrength)))
            }
        }
    }

    struct Knocks: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "knocks",
            abstract: SenseHelpText.Knocks.abstract.current)
        @Argument(help: ArgumentHelp(SenseHelpText.Knocks.file)) var file: String
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
            commandName: "orientation", abstract: SenseHelpText.Orientation.abstract.current)
        @Argument(help: ArgumentHelp(SenseHelpText.Orientation.file)) var file: String
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
                throw CommandError(LocalizedMessage(SenseCommandText.noGravity, file, LocalizedMessage.number(medianG, format: "%.2f")))
            }
        }
    }

    struct Strokes: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "strokes",
            abstract: SenseHelpText.Strokes.abstract.current,
            discussion: SenseHelpText.Strokes.discussion.current)
        @Argument(help: ArgumentHelp(SenseHelpText.Strokes.files)) var files: [String]
        @Flag(help: ArgumentHelp(SenseHelpText.Strokes.explain)) var explain = false
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
            abstract: SenseHelpText.Record.abstract.current,
            discussion: SenseHelpText.Record.discussion.current)
        @Option(help: ArgumentHelp(SenseHelpText.Record.out)) var out: String
        @Option(help: ArgumentHelp(SharedHelpText.boardProfile)) var board = "desktop"
        @Option(help: ArgumentHelp(SenseHelpText.Record.seconds)) var seconds = 5.0
        @Option(parsing: .singleValue, help: ArgumentHelp(SenseHelpText.Record.shakeAt))
        var shakeAt: [Double] = []
        @OptionGroup var root: RootPolicyOption
        @OptionGroup var languageChoice: LanguageOption

        func run() throws {
            guard seconds.isFinite, seconds > 0, seconds <= 3600 else { throw ValidationError(Localizer.current(SenseCommandText.secondsRange)) }
            if let late = shakeAt.first(where: { !($0 >= 0 && $0 < seconds) }) {
                let language = Localizer.current.language
                throw ValidationError(Localizer.current(SenseCommandText.shakeAfterEnd, language.number(late), language.number(seconds)))
            }
            let profile = try BoardCatalog().load(board)
            Localizer.adoptLanguage(of: profile)
            if profile.accelerometerKind.isHardware { try root.checkBeforeOpeningDevices(of: profile) }
            let clock = SystemClock()
            let accelerometer = try AccelerometerRecorder.accelerometer(
                for: profile, clock: clock, shakesAt: shakeAt.map { .milliseconds(Int64($0 * 1000)) })
            let recorder = AccelerometerRecorder(accelerometer: accelerometer, clock: clock) { sleepUntil($0) }
            let output = try RecordingOutput(path: out)
            RecordingInterrupt.install()
            let destination = out == "-" ? "stdout" : out
            // A long recording is otherwise silent until it ends.
            let l = Localizer.current
            // "100" Hz or "0,5" s, as the reader writes numbers.
            func number(_ value: Double) -> String { l.language.number(value) }
            let rate = number(accelerometer.sampleRate)
            TerminalOutput.error(l(SenseCommandText.recording, number(seconds), accelerometer.describe.text(l), rate, destination))
            let samples = try recorder.record(for: .milliseconds(Int64(seconds * 1000)),
                                              stopRequested: { RecordingInterrupt.wasRequested }, received: output.append)
            let summary = l(SenseCommandText.recorded, l.plural(SenseCommandText.samples, count: samples.count), accelerometer.describe.text(l),
                            rate, destination)
            TerminalOutput.error(summary)
        }
    }

    struct MakeDatasets: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "make-datasets",
            abstract: SenseHelpText.MakeDatasets.abstract.current)
        @Option(help: ArgumentHelp(SenseHelpText.MakeDatasets.out)) var out = "datasets"
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
            commandName: "evaluate", abstract: SenseHelpText.Evaluate.abstract.current)
        @Option(help: ArgumentHelp(SenseHelpText.Evaluate.datasets))
        var datasets: String?
        @Option(help: ArgumentHelp(SenseHelpText.Evaluate.split)) var split = "heldout"
        @Option(help: ArgumentHelp(SenseHelpText.Evaluate.generatedHours))
        var generatedHours = 0.0
        @Option(help: ArgumentHelp(SenseHelpText.Evaluate.real))
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
            abstract: SenseHelpText.Benchmark.abstract.current)
        @Option(help: ArgumentHelp(SenseHelpText.Benchmark.datasets))
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
