import Core
import FuzzSupport
import GadgetRuntime
import GadgetBase
import Hardware

/// Scripts (docs/scripts/*.txt): one step a line. Promises: steps keep the file's order and
/// point at real lines; an error names a line of the file and reads in every language.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzScript(_ data: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let text = fuzzText(data, count)
    // Counted as the readers count them: any line ending, a byte-order mark dropped.
    let lineCount = TextLines.split(text).count
    do {
        let script = try Script(parsing: text, file: "fuzz.txt")
        var previousLine = 0
        for step in script.steps {
            invariant(step.line > previousLine && step.line <= lineCount, "step at line \(step.line) after \(previousLine)")
            previousLine = step.line
            switch step.command {
            case .wait(let duration):
                invariant(duration >= .zero, "negative wait \(duration)")
            case .shake(let peak):
                invariant(peak.map { $0.isFinite && $0 >= 0.1 && $0 <= 8 } ?? true, "shake peaking at \(String(describing: peak)) g")
            case .knock(let count):
                invariant(count >= 1, "knock \(count) times")
            case .stroke(let points), .scaledStroke(let points), .drag(let points, _):
                invariant(!points.isEmpty, "stroke without points")
                invariant(points.allSatisfy { $0.x.isFinite && $0.y.isFinite }, "stroke point not finite: \(points)")
            default:
                break
            }
        }
    } catch {
        invariant((1...lineCount).contains(error.line), "error at line \(error.line) of \(lineCount)")
        for language in Language.allCases {
            invariant(!error.message(Localizer(language: language)).isEmpty, "empty \(language) message")
        }
    }
    return 0
}

@main enum FuzzScriptMain {
    static func main() { runLibFuzzer(fuzzScript) }
}
