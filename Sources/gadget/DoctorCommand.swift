import BoardProfiles
import ArgumentParser
import Core
import GadgetRuntime
import GadgetBase
import Hardware

struct DoctorCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "doctor",
        abstract: BoardHelpText.Doctor.abstract.current,
        discussion: BoardHelpText.Doctor.discussion.current)

    @Option(help: ArgumentHelp(SharedHelpText.boardProfile))
    var board = "desktop"
    @OptionGroup var languageChoice: LanguageOption

    func run() throws {
        let profile = try BoardCatalog().load(board)
        Localizer.adoptLanguage(of: profile)
        let l = Localizer.current
        TerminalOutput.line(l(CommandText.doctorBoard, profile.name, profile.fileShown(l)))
        let findings = Doctor(profile: profile).run() + Self.profileFindings(profile, l)
        for finding in findings { TerminalOutput.line(finding.text(l)) }
        let problems = findings.filter { $0.status == .problem }.count
        TerminalOutput.line(problems == 0 ? l(CommandText.noProblems) : l.plural(CommandText.problemsFound, count: problems))
        if problems > 0 { throw ExitCode(1) }
    }

    /// What `boards validate` checks beyond the devices, so a board that doctor passes has no
    /// service address a run refuses and no chats file the app cannot read.
    static func profileFindings(_ profile: BoardProfile, _ l: Localizer) -> [DoctorFinding] {
        let subject = LocalizedMessage(CommandText.doctorProfile)
        do {
            let warnings = try AppAssembly.checkBeyondDevices(of: profile, environment: ProcessEnvironment.current())
            let chats = warnings.chatEntries.map { DoctorFinding(.info, subject, .verbatim("\(profile.chats.file ?? ""): \($0.message(l))")) }
            return chats + (warnings.readableSecret.map { [DoctorFinding(.info, subject, .verbatim($0.message(l)))] } ?? [])
        } catch {
            return [DoctorFinding(.problem, subject, .verbatim(GadgetErrors.message(error)))]
        }
    }
}
