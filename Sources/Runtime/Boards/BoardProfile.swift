import Core
import Foundation
import Hardware

/// What is wired where on one board: the display, the accelerometer, the buttons, and the
/// settings apps need. Read from boards/NAME.toml; every key has a default, so a profile only
/// says what differs from the simulated desktop board.
public struct BoardProfile: Sendable, Equatable {
    public enum DisplayKind: String, Sendable, CaseIterable { case terminal, framebuffer }
    public enum AccelerometerKind: String, Sendable, CaseIterable {
        /// A register-accurate MPU-6050 model driven by simulated motion (the desktop board).
        case simulatedMPU6050 = "simulated-mpu6050"
        case none
    }

    public var name = "Desktop (simulated hardware)"
    public var file = "built-in"

    public var displayKind = DisplayKind.terminal
    public var display = DisplayGeometry(width: 240, height: 240, format: .rgb565)
    public var displayDevice = "/dev/fb0"
    public var rotation = 0
    public var framesPerSecond = 30.0

    public var accelerometerKind = AccelerometerKind.simulatedMPU6050
    public var accelerometerBus = "/dev/i2c-1"
    public var accelerometerAddress: UInt8 = 0x68
    public var sampleRate = 100.0
    public var rangeG = 4

    public var shakeSensitivity = "normal"
    public var shakeMaximumDuration: Double?

    public var eightBallEndpoint: String?
    public var eightBallBudget = 2.0

    public var language: String?

    /// Where the chats app reads its chats: the built-in sample, a file, or a web service.
    public enum ChatsSourceKind: String, Sendable, CaseIterable { case sample, file, http }
    public var chatsSource = ChatsSourceKind.sample
    public var chatsFile: String?
    public var chatsURL: String?
    public var chatsBudget = 5.0

    public init() {}

    /// The simulated desktop board, used when no profile is named.
    public static let desktop = BoardProfile()
}

extension BoardProfile {
    /// Builds a profile from a parsed document, refusing unknown tables and keys, wrong types and
    /// impossible values, each with the line and what was expected.
    public init(document: ProfileDocument) throws(ProfileError) {
        self.init()
        file = document.file
        var reader = ProfileReader(document: document)
        try reader.allowTables(["", "display", "accelerometer", "shake", "eightball", "chats"])

        name = try reader.string("", "name") ?? name
        language = try reader.oneOf("", "language", ["en", "ru", "uk"]) ?? language

        if let kind = try reader.oneOf("display", "kind", DisplayKind.allCases.map(\.rawValue)) {
            displayKind = DisplayKind(rawValue: kind)!
        }
        let width = try reader.integer("display", "width", in: 8...4096) ?? display.width
        let height = try reader.integer("display", "height", in: 8...4096) ?? display.height
        let format = try reader.oneOf("display", "format", PixelFormat.allCases.map(\.rawValue))
            .flatMap(PixelFormat.init(rawValue:)) ?? display.format
        display = DisplayGeometry(width: width, height: height, format: format)
        displayDevice = try reader.string("display", "device") ?? displayDevice
        rotation = try reader.integer("display", "rotation", oneOf: [0, 90, 180, 270]) ?? rotation
        framesPerSecond = try reader.number("display", "fps", in: 1...120) ?? framesPerSecond

        if let kind = try reader.oneOf("accelerometer", "kind", AccelerometerKind.allCases.map(\.rawValue)) {
            accelerometerKind = AccelerometerKind(rawValue: kind)!
        }
        accelerometerBus = try reader.string("accelerometer", "bus") ?? accelerometerBus
        if let address = try reader.integer("accelerometer", "address", in: 0x03...0x77) {
            accelerometerAddress = UInt8(address)
        }
        sampleRate = try reader.number("accelerometer", "rate_hz", in: 10...1000) ?? sampleRate
        rangeG = try reader.integer("accelerometer", "range_g", oneOf: [2, 4, 8, 16]) ?? rangeG

        shakeSensitivity = try reader.oneOf("shake", "sensitivity", ["gentle", "normal", "firm"]) ?? shakeSensitivity
        shakeMaximumDuration = try reader.number("shake", "max_duration_s", in: 0.5...60) ?? shakeMaximumDuration

        eightBallEndpoint = try reader.string("eightball", "endpoint") ?? eightBallEndpoint
        eightBallBudget = try reader.number("eightball", "budget_s", in: 0.1...30) ?? eightBallBudget

        try readChats(&reader, document: document)

        try reader.refuseUnreadKeys()
    }
}

extension BoardProfile {
    /// [chats]: source = "sample" | "file" | "http", file = "PATH" (relative to the profile),
    /// url = "http://...", budget_s = seconds to wait for the service.
    fileprivate mutating func readChats(_ reader: inout ProfileReader, document: ProfileDocument) throws(ProfileError) {
        let kind = try reader.oneOf("chats", "source", ChatsSourceKind.allCases.map(\.rawValue))
            .flatMap(ChatsSourceKind.init(rawValue:))
        if let file = try reader.string("chats", "file") {
            let folder = (document.file as NSString).deletingLastPathComponent
            chatsFile = file.hasPrefix("/") || folder.isEmpty ? file : folder + "/" + file
        }
        chatsURL = try reader.string("chats", "url") ?? chatsURL
        chatsBudget = try reader.number("chats", "budget_s", in: 0.1...60) ?? chatsBudget
        chatsSource = kind ?? (chatsFile != nil ? .file : .sample)
        let line = document.tableLines["chats"] ?? 0
        if chatsSource == .file && chatsFile == nil {
            throw ProfileError(file: document.file, line: line, key: "chats.file",
                               LocalizedMessage(ProfileText.chatsFileNeeded))
        }
        if chatsSource == .http && chatsURL == nil {
            throw ProfileError(file: document.file, line: line, key: "chats.url",
                               LocalizedMessage(ProfileText.chatsURLNeeded))
        }
    }
}
