@testable import Core
@testable import BoardProfiles
import Foundation
import Testing
import TestSupport

@testable import gadget
@testable import GadgetRuntime
import GadgetBase
import Hardware

/// The real binary, for what only shows at its edges: stdout, stderr, the exit status.
struct GadgetProcess {
    let status: Int32
    let output: String
    let errors: String

    /// - Parameter input: what the child reads on standard input (nothing when nil).
    /// - Parameter outputFile: where standard output goes instead of `output` (a full device).
    static func run(_ arguments: [String], environment: [String: String] = [:], in directory: String? = nil,
                    input: String? = nil, outputFile: FileHandle? = nil) throws -> GadgetProcess {
        let process = Process()
        process.executableURL = CarsPseudoTerminal.gadgetBinary
        if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
        process.arguments = arguments
        process.environment = ["PATH": "/usr/bin:/bin", "LANG": "C"].merging(sanitizerOptions) { $1 }.merging(environment) { $1 }
        let output = Pipe(), errors = Pipe()
        process.standardOutput = outputFile ?? output
        process.standardError = errors
        let inputPipe = Pipe()
        process.standardInput = input == nil ? FileHandle.nullDevice : inputPipe
        try process.run()
        if let input {
            inputPipe.fileHandleForWriting.write(Data(input.utf8))
            try inputPipe.fileHandleForWriting.close()
        }
        // Read both before waiting, so a full pipe cannot stall the child.
        let outputData = outputFile == nil ? output.fileHandleForReading.readDataToEndOfFile() : Data()
        let errorData = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return GadgetProcess(status: process.terminationStatus, output: String(decoding: outputData, as: UTF8.self),
                             errors: String(decoding: errorData, as: UTF8.self))
    }
}

@Suite("Root is refused only where a real board's devices are opened")
struct RootGuardTests {
    static let realBoard: BoardProfile = {
        var profile = BoardProfile.desktop
        profile.name = "Pimoroni Display HAT Mini"
        profile.accelerometerKind = .mpu6050
        return profile
    }()

    @Test func aRealBoardsDevicesAreRefusedToRootWithTheUdevRouteAndTheOverride() {
        let guardAsRoot = RootGuard(effectiveUserID: 0, environment: [:])
        #expect(throws: RootRefusal.self) { try guardAsRoot.checkBeforeOpeningDevices(of: Self.realBoard, allowFlag: false) }
        let english = RootRefusal(board: "Pimoroni Display HAT Mini").message(Localizer(language: .en))
        #expect(english.hasPrefix("Gadget does not open the devices of Pimoroni Display HAT Mini as root"))
        #expect(english.contains("udev/60-gadget.rules") && english.contains("usermod -aG i2c,gpio,video,input"))
        #expect(english.contains("`gadget doctor`, run as that user"))
        #expect(english.contains("--allow-root") && english.contains("GADGET_ALLOW_ROOT=1"))
        #expect(RootRefusal(board: "X").message(Localizer(language: .ru)).hasPrefix("Gadget не открывает устройства платы X от имени root"))
        #expect(RootRefusal(board: "X").message(Localizer(language: .uk)).hasPrefix("Gadget не відкриває пристрої плати X від імені root"))
    }

    @Test(arguments: ["1", "true", "TRUE", "yes", "Yes", "on"])
    func theFlagOrTheEnvironmentAllowsRoot(value: String) throws {
        try RootGuard(effectiveUserID: 0, environment: [:]).checkBeforeOpeningDevices(of: Self.realBoard, allowFlag: true)
        try RootGuard(effectiveUserID: 0, environment: ["GADGET_ALLOW_ROOT": value])
            .checkBeforeOpeningDevices(of: Self.realBoard, allowFlag: false)
    }

    @Test(arguments: ["0", "false", "no", "off", ""])
    func aValueThatSaysNoDoesNotAllowRoot(value: String) {
        #expect(throws: RootRefusal.self) {
            try RootGuard(effectiveUserID: 0, environment: ["GADGET_ALLOW_ROOT": value])
                .checkBeforeOpeningDevices(of: Self.realBoard, allowFlag: false)
        }
    }

    @Test func anOrdinaryUserIsNeverAsked() throws {
        try RootGuard(effectiveUserID: 1000, environment: [:]).checkBeforeOpeningDevices(of: Self.realBoard, allowFlag: false)
    }

    /// What touches no device runs as root with no flag; doctor runs too (it only reads the
    /// devices). This process is root in CI and in containers; elsewhere the same commands must
    /// simply work.
    @Test func theBinaryRunsWhatOpensNoRealBoardsDevicesAsAnyone() throws {
        let data = try TemporaryDirectory()
        defer { data.remove() }
        let answers = try GadgetProcess.run(["answers", "list", "--data-dir", data.path])
        #expect(answers.status == 0 && answers.output.split(separator: "\n").count == 20, "\(answers.errors)")
        let script = data.appending("home.gadget")
        try "expect Magic 8-ball\n".write(toFile: script, atomically: true, encoding: .utf8)
        let scripted = try GadgetProcess.run(["run", "--script", script, "--data-dir", data.path])
        #expect(scripted.status == 0, "\(scripted.errors)")
        let doctor = try GadgetProcess.run(["doctor", "--board", "pimoroni-display-hat-mini"])
        // (Its fix for the missing panel says to run the firmware command as root: not a refusal.)
        #expect(!doctor.output.contains("does not open the devices") && !doctor.errors.contains("does not open the devices"),
                "\(doctor.errors)")
        #expect(doctor.output.contains("Pimoroni"), "\(doctor.output)")
    }

    /// A real board's devices are refused to root before anything is created.
    @Test(.enabled(if: geteuid() == 0, "only root is refused"))
    func theBinaryRefusesRootWhereARealBoardsDevicesAreOpened() throws {
        let empty = try TemporaryDirectory()
        defer { empty.remove() }
        let board = try GadgetProcess.run(["run", "--board", "pimoroni-display-hat-mini", "--data-dir", empty.path])
        #expect(board.status == 1)
        #expect(board.errors.contains("devices of Pimoroni Display HAT Mini (320x240, 4 buttons) as root") && board.errors.contains("--allow-root"),
                "\(board.errors)")
        #expect(try empty.contents().isEmpty, "nothing may be created before the refusal")
        let record = try GadgetProcess.run(["sense", "record", "--board", "pi-mpu6050-oled", "--out", empty.appending("r.csv")])
        #expect(record.status == 1 && record.errors.contains("as root"), "\(record.errors)")
    }
}

@Suite("Plain HTTP endpoints, readable secrets, hostile text at the command line", .serialized)
struct SecurityWiringTests {
    @Test func aPlainHTTPEndpointToAnotherMachineIsRefusedAtSetup() {
        #expect(throws: InsecureEndpointError.self) {
            try AppAssembly.resolveEndpoint(flag: "http://8ball.example.org/magic", environment: [:], profile: .desktop)
        }
        #expect(throws: InsecureEndpointError.self) {
            try AppAssembly.resolveMovieQuiz(profile: .desktop, environment: [:], urlFlag: "http://imdb.example.org/API",
                                             keyFlag: "k_plain1")
        }
    }

    @Test func loopbackAndExplicitPermissionAreAccepted() throws {
        _ = try AppAssembly.resolveEndpoint(flag: "http://127.0.0.1:9/magic", environment: [:], profile: .desktop)
        _ = try AppAssembly.resolveEndpoint(flag: "http://8ball.example.org/magic",
                                            environment: ["GADGET_ALLOW_HTTP": "1"], profile: .desktop)
        // With no key the quiz never goes online, so its address is not judged.
        _ = try AppAssembly.resolveMovieQuiz(profile: .desktop, environment: [:], urlFlag: "http://imdb.example.org/API")
    }

    /// `export GADGET_EIGHTBALL_URL=` (blank) is taken as unset, as GADGET_IMDB_URL is: the next
    /// place (the profile, then the default) names the service, not an error about "".
    @Test func aBlankEndpointVariableCountsAsUnset() throws {
        let url = try AppAssembly.resolveEndpoint(flag: nil, environment: ["GADGET_EIGHTBALL_URL": " "], profile: .desktop)
        #expect(url.absoluteString == AppAssembly.defaultEightBallEndpoint)
    }

    /// A service address with no key: the quiz plays the bundled movies, and `moviequiz movies`
    /// says so instead of letting them pass for the service's.
    @Test func aServiceWithoutAKeyIsSaidNotSilentlySkipped() throws {
        let run = try GadgetProcess.run(["moviequiz", "movies", "--imdb-url", "https://imdb.example/API"],
                                        environment: ["GADGET_IMDB_KEY": ""])
        #expect(run.status == 0 && run.output.hasPrefix("The Shawshank Redemption\t1994"), "\(run)")
        #expect(run.errors.contains("no API key (--imdb-key, GADGET_IMDB_KEY or [moviequiz] api_key), so "
            + "https://imdb.example/API is not asked; these are the bundled movies"), "\(run.errors)")
        #expect(try GadgetProcess.run(["moviequiz", "movies"], environment: ["GADGET_IMDB_KEY": "", "GADGET_IMDB_URL": ""]).errors.isEmpty)
    }

    @Test func aChatsServiceOverPlainHTTPIsRefused() throws {
        let profile = try BoardProfile(document: ProfileDocument(
            parsing: "[chats]\nsource = \"http\"\nurl = \"http://chats.example.org/chats.json\"\n", file: "p.toml"))
        #expect {
            try ChatsConfiguration(flag: nil, profile: profile, environment: [:])
        } throws: { error in
            "\(error)".hasPrefix("p.toml:3: [chats] url: the chats service: http://chats.example.org/chats.json is plain http://")
        }
        _ = try ChatsConfiguration(flag: nil, profile: profile, environment: ["GADGET_ALLOW_HTTP": "1"])
    }

    @Test func postersAndAvatarsFollowTheSameSwitch() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        for (environment, allowed) in [([String: String](), false), (["GADGET_ALLOW_HTTP": "1"], true)] {
            let assembly = try AppAssembly(profile: .desktop, dataDirectory: directory.path, endpointFlag: nil,
                                           environment: environment)
            #expect(assembly.endpointPolicy.allowsPlainHTTP == allowed)
            #expect(assembly.chats.endpointPolicy.allowsPlainHTTP == allowed)
        }
    }

    @Test func aProfileHoldingTheKeyThatOthersCanReadDrawsAWarning() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.appending("quiz.toml")
        try "[moviequiz]\napi_key = \"k_readable7\"\n".write(toFile: path, atomically: true, encoding: .utf8)
        chmod(path, 0o644)
        let warning = try #require(try BoardCatalog.load(path: path).readableSecretWarning)
        #expect(warning.description == "warning: \(path) holds the movie quiz's api_key but other users can read it (mode 644); make it private: chmod 600 \(path)")
        #expect(!warning.description.contains("k_readable7"))
        chmod(path, 0o600)
        #expect(try BoardCatalog.load(path: path).readableSecretWarning == nil)

        // And the binary says so on stderr, before it does anything else.
        chmod(path, 0o640)
        let server = try LoopbackHTTPServer(routes: [
            "/API/Top250Movies/k_readable7": .json(#"{"items":[],"errorMessage":"Invalid API Key k_readable7"}"#),
        ])
        defer { server.stop() }
        let run = try GadgetProcess.run(
            ["moviequiz", "movies", "--board", path, "--imdb-url", server.baseURL.absoluteString + "/API"])
        #expect(run.errors.contains("chmod 600 \(path)"))
        #expect(run.errors.contains("Invalid API Key ***"), "\(run.errors)")
        #expect(!run.errors.contains("k_readable7") && !run.output.contains("k_readable7"))
    }

    @Test func moviesFromTheNetworkReachTheTerminalWithoutEscapes() throws {
        let titles = #"{"items":[{"id":"tt1","title":"Heat\u001b]0;pwned\u0007\u001b[2J","year":"1995","imDbRating":"8.3"}],"errorMessage":""}"#
        let server = try LoopbackHTTPServer(routes: ["/API/Top250Movies/k_net": .json(titles)])
        defer { server.stop() }
        let run = try GadgetProcess.run(
            ["moviequiz", "movies", "--imdb-url", server.baseURL.absoluteString + "/API", "--imdb-key", "k_net"],
            environment: ["GADGET_IMDB_URL": ""])
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.output == "Heat\t1995\t8.3\n")
    }

    /// `boards validate` refuses what a run on the profile would refuse: a service address in
    /// plain http to another machine, named by file and key, unless GADGET_ALLOW_HTTP=1.
    @Test func validateRefusesPlainHTTPServiceAddressesAsARunDoes() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let profiles = [
            ("chats.toml", "[chats]\nsource = \"http\"\nurl = \"http://example.com/chats.json\"\n", "[chats] url: "),
            ("ball.toml", "[eightball]\nendpoint = \"http://10.0.0.5/magic\"\n", "[eightball] endpoint: "),
            ("local.toml", "[eightball]\nendpoint = \"http://127.0.0.1:8080/magic\"\n", nil),
        ]
        for (file, text, key) in profiles {
            let path = directory.appending(file)
            try ("name = \"\(file)\"\n" + text).write(toFile: path, atomically: true, encoding: .utf8)
            let strict = try GadgetProcess.run(["boards", "validate", path])
            if let key {
                // The key's own line: the name is line 1, the table line 2.
                let line = file == "chats.toml" ? 4 : 3
                #expect(strict.status == 1 && strict.output.contains("\(path):\(line): \(key)") && strict.output.contains("is plain http://"),
                        "\(strict.output)")
            } else {
                #expect(strict.status == 0, "\(strict.output)")
            }
            let allowed = try GadgetProcess.run(["boards", "validate", path], environment: ["GADGET_ALLOW_HTTP": "1"])
            #expect(allowed.status == 0, "\(allowed.output)")
        }
    }

    /// `boards validate` (and doctor) reads a profile's chats file as the app would, and warns, as a run
    /// does, about an api_key others can read.
    @Test func validateReadsTheChatsFileAndWarnsAboutAReadableKey() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.appending("mine.toml")
        try "name = \"Mine\"\n[chats]\nfile = \"chats.json\"\n[moviequiz]\napi_key = \"k_mine\"\n"
            .write(toFile: path, atomically: true, encoding: .utf8)
        chmod(path, 0o644)
        let missing = try GadgetProcess.run(["boards", "validate", path])
        #expect(missing.status == 1 && missing.output.contains("\(path):3: [chats] file: cannot read the chats file "
            + "\(directory.appending("chats.json")): no such file"), "\(missing.output)")
        // doctor checks what validate does, besides the devices.
        let doctor = try GadgetProcess.run(["doctor", "--board", path])
        #expect(doctor.status == 1 && doctor.output.contains("PROBLEM profile: \(path):3: [chats] file: cannot read"), "\(doctor.output)")
        try #"[{"identifier": 1, "fullname": "Ann", "avatarURL": "", "sendingDate": "2025-12-31T10:00:00Z"}]"#
            .write(toFile: directory.appending("chats.json"), atomically: true, encoding: .utf8)
        let valid = try GadgetProcess.run(["boards", "validate", path])
        #expect(valid.status == 0 && valid.output == "ok\t\(path)\tMine\n", "\(valid.output)")
        #expect(valid.errors.contains("holds the movie quiz's api_key but other users can read it (mode 644)"), "\(valid.errors)")
        #expect(valid.errors.contains("warning: \(directory.appending("chats.json")): entry 1: the keys \"message\", "
            + "\"unreadMessagesCount\" are missing; the chat is skipped"), "\(valid.errors)")
    }

    @Test func profileTextReachesTheTerminalWithoutEscapes() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try "name = \"Evil\u{1B}]0;owned\u{07}board\u{1B}[2J\"\n".write(toFile: directory.appending("evil.toml"), atomically: true, encoding: .utf8)
        try "[display]\nwi\u{1B}[31mdth = 1\n".write(toFile: directory.appending("typo.toml"), atomically: true, encoding: .utf8)
        let list = try GadgetProcess.run(["boards", "list"], environment: ["GADGET_BOARDS_DIR": directory.path])
        let validate = try GadgetProcess.run(["boards", "validate", directory.appending("typo.toml")])
        for text in [list.output, list.errors, validate.output, validate.errors] {
            #expect(!text.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 }, "\(text.debugDescription)")
        }
        #expect(list.output.contains("Evilboard") || list.output.contains("does not validate"), "\(list.output)")
        #expect(validate.output.contains("typo.toml:2"), "\(validate.output)")
    }

    @Test func aHandEditedAnswerAndABadRecordingReachTheTerminalWithoutEscapes() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        // An answer written into the database behind the store's back (by hand, by another program).
        let database = try GadgetDatabase(directory: directory.path)
        try database.write { db in
            try db.execute(sql: "INSERT INTO answer (text, foldKey, type) VALUES (?, ?, 'Neutral')",
                           arguments: ["Yes\u{1B}]0;pwned\u{07}\u{1B}[2J indeed", "hand-edited"])
        }
        let answers = try GadgetProcess.run(["answers", "list", "--data-dir", directory.path])
        #expect(answers.status == 0, "\(answers.errors)")
        #expect(answers.output.split(separator: "\n").last == "Yes indeed")

        let recording = directory.appending("walk.csv")
        try "t_ms,ax_g,ay_g,az_g\n0,0,0,1\n10,\u{1B}[31mzero\u{1B}]2;x\u{07},0,1\n".write(toFile: recording, atomically: true, encoding: .utf8)
        let shake = try GadgetProcess.run(["sense", "shake", recording])
        #expect(shake.status != 0)
        #expect(shake.errors.contains("walk.csv, line 3, column 2: ax_g"), "\(shake.errors)")
        for text in [answers.output, answers.errors, shake.output, shake.errors] {
            #expect(!text.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 }, "\(text.debugDescription)")
        }
    }

    @Test func logLinesLoseEscapesNewlinesAndSecrets() {
        SecretRedaction.register("k_logged5")
        #expect(LogText.clean("reply \u{1B}[2Jcleared\nsecond line for k_logged5") == "reply cleared second line for ***")
    }

    /// A log file that cannot be opened (here a folder in its place) says why, so a live run
    /// can tell the user its log is not kept instead of losing every line in silence.
    @Test func aLogThatCannotBeOpenedSaysWhy() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        #expect(LogSink(path: directory.path).openFailure == EISDIR)
        #expect(LogSink(path: directory.appending("gadget.log")).openFailure == nil)
    }
}
