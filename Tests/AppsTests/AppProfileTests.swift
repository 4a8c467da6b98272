@testable import Apps
import Core
import GadgetBase
import Hardware
import Testing

/// Each app reads its own table of a board profile; the board profile only hands the reader on.
@Suite("Apps' profile tables")
struct AppProfileTests {
    private func reader(_ text: String, file: String = "/etc/gadget/board.toml") throws -> ProfileReader {
        ProfileReader(document: try ProfileDocument(parsing: text, file: file))
    }

    @Test func theQuizReadsItsServiceAndAnswerButtons() throws {
        var reader = try reader("[moviequiz]\nlist = \"popular\"\nyes_button = \"select\"\nno_button = \"action\"\nposter_cache_mb = 8\n")
        let quiz = try MovieQuizProfile(reading: &reader)
        #expect(quiz.list == "popular" && quiz.yesButton == .select && quiz.noButton == .action)
        #expect(quiz.posterCacheMegabytes == 8 && quiz.apiKey == nil)
    }

    @Test func yesAndNoOnOneButtonIsRefusedInTheReadersLanguage() throws {
        var reader = try reader("[moviequiz]\nyes_button = \"left\"\n")
        #expect(throws: ProfileError.self) { try MovieQuizProfile(reading: &reader) }
        var again = try self.reader("[moviequiz]\nyes_button = \"left\"\n")
        do {
            _ = try MovieQuizProfile(reading: &again)
        } catch {
            #expect(error.line == 2 && error.key == "moviequiz.no_button")
            #expect(error.message(Localizer(language: .uk)).contains("обидві на \"left\""))
        }
    }

    @Test func chatsFileIsFoundBesideTheProfileAndImpliesTheFileSource() throws {
        var reader = try reader("[chats]\nfile = \"my.plist\"\n")
        let chats = try ChatsProfile(reading: &reader)
        #expect(chats.source == .file && chats.file == "/etc/gadget/my.plist")
    }

    @Test func aServiceWithoutAnAddressNamesTheMissingKey() throws {
        var reader = try reader("[chats]\nsource = \"http\"\n")
        #expect(throws: ProfileError.self) { try ChatsProfile(reading: &reader) }
    }

    @Test func theEightBallKeepsItsDefaultsForWhatIsNotSaid() throws {
        var reader = try reader("[eightball]\nbudget_s = 1.5\n")
        let eightBall = try EightBallProfile(reading: &reader)
        #expect(eightBall.budget == 1.5 && eightBall.endpoint == nil)
    }
}
