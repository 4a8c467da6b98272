import Core
import Foundation
import FuzzSupport
import GadgetBase
import Hardware

/// The 8-ball service's reply. Promises: an answer is non-empty, clean and capped; every
/// failure has a message in every language.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzEightBallReply(_ data: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    switch EightBallReplyParser.parse(Data(fuzzInput(data, count))) {
    case .success(let answer):
        invariant(!answer.text.isEmpty, "empty answer")
        invariant(!containsControlCharacters(answer.text), "control character in \(answer.text.debugDescription)")
        invariant(answer.text.count <= EightBallClient.maximumAnswerLength, "answer of \(answer.text.count) characters")
        invariant(answer.text == answer.text.trimmingCharacters(in: .whitespacesAndNewlines), "untrimmed answer")
    case .failure(let error):
        for language in Language.allCases {
            invariant(!error.message(Localizer(language: language)).isEmpty, "empty \(language) message")
        }
    }
    return 0
}

@main enum FuzzEightBallReplyMain {
    static func main() { runLibFuzzer(fuzzEightBallReply) }
}
