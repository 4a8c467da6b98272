import GadgetBase
import Glibc
import Testing

@testable import Hardware

/// One table of errno words for every layer: English exactly as glibc's strerror says it, and
/// a translation of its own in Russian and Ukrainian, capitalized as glibc's translations are.
@Suite("Errno words")
struct ErrnoWordsTests {
    @Test(arguments: ErrnoWords.table.keys.sorted())
    func englishIsTheCLibrarysAndTheOthersAreTranslated(code: Int32) throws {
        let words = try #require(ErrnoWords.words(for: code))
        #expect(words.text(in: .en) == describeErrno(code))
        for language in [Language.ru, .uk] {
            let text = words.text(in: language)
            #expect(text != words.text(in: .en), "errno \(code) has no \(language) words")
            #expect(text.first?.isUppercase == true, "\(text)")
            #expect(!text.contains { $0.isASCII && $0.isLetter } || text.contains("ioctl"), "English left in: \(text)")
        }
    }

    @Test func aReasonIsTranslatedOrTheCLibrarysWordsAsTheyAre() {
        #expect(ErrnoWords.reason(EACCES).text(Localizer(language: .uk)) == "Відмовлено в доступі")
        #expect(ErrnoWords.reason(EBUSY).text(Localizer(language: .ru)) == "Устройство или ресурс заняты")
        // One the table leaves out reads in strerror's words in every language.
        #expect(ErrnoWords.words(for: ECHILD) == nil)
        #expect(ErrnoWords.reason(ECHILD).text(Localizer(language: .ru)) == describeErrno(ECHILD))
    }
}
