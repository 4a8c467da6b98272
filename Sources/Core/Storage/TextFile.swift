import Foundation
import GadgetBase
import Hardware

/// A text file a person named (a script, a recording, a profile), read whole. Its errors say
/// which of the usual mistakes it was: no such file, a folder, no permission (the system's
/// reason, translated), or bytes that are not UTF-8 text.
public enum TextFile {
    /// The most Gadget reads: an hour of 1 kHz recording is about 40 MiB, and `/dev/zero` or a
    /// disk image named by mistake would otherwise be read until memory runs out.
    public static let sizeLimit = 256 << 20

    /// `-` is standard input, as for most Unix tools (`cat steps.txt | gadget run --script -`).
    public static func read(_ path: String, sizeLimit: Int = sizeLimit) throws(TextFileError) -> String {
        let bytes = try readBytes(path == "-" ? "/dev/stdin" : path, naming: path, sizeLimit: sizeLimit)
        guard let text = String(validating: bytes, as: UTF8.self) else { throw TextFileError(path: path, reason: nil) }
        return text
    }

    /// Every byte up to the end, read as a stream: a pipe or a terminal (`/dev/stdin`, a shell's
    /// `<(...)`) has no size to read up to, and Foundation's Data(contentsOf:) refuses them.
    private static func readBytes(_ path: String, naming name: String, sizeLimit: Int) throws(TextFileError) -> Data {
        var bytes = Data()
        do {
            let handle = try FileHandle(forReadingFrom: URL(fileURLWithPath: path))
            defer { try? handle.close() }
            while let chunk = try handle.read(upToCount: 1 << 20), !chunk.isEmpty {
                bytes += chunk
                if bytes.count > sizeLimit { break }
            }
        } catch {
            throw TextFileError(path: name, reason: fileErrorReason(error))
        }
        if bytes.count > sizeLimit { throw TextFileError(path: name, reason: nil, sizeLimit: sizeLimit) }
        return bytes
    }
}

public struct TextFileError: Error, Equatable, UserFacingError, CustomStringConvertible {
    public let path: String
    /// Why the system refused to read it; nil when it was read but is not UTF-8 text, or too large.
    public let reason: SystemReason?
    /// The size it is larger than, when it is.
    public var sizeLimit: Int?

    public init(path: String, reason: SystemReason?, sizeLimit: Int? = nil) {
        self.path = path
        self.reason = reason
        self.sizeLimit = sizeLimit
    }

    /// What is wrong, without the path (for messages that name the file themselves).
    public var problem: LocalizedMessage {
        if let sizeLimit { return LocalizedMessage(Texts.tooLarge, "\(sizeLimit >> 20)") }
        return reason.map { LocalizedMessage(Texts.cannotRead, $0) } ?? LocalizedMessage(Texts.notUTF8)
    }

    public func message(_ l: Localizer) -> String { l(Texts.withPath, path, problem.text(l)) }
    public var description: String { message(Localizer(language: .en)) }

    enum Texts {
        static let withPath = LocalizedString("%@: %@", ru: "%@: %@", uk: "%@: %@")
        static let cannotRead = LocalizedString(
            "cannot read it (%@)", ru: "не удаётся прочитать (%@)", uk: "не вдається прочитати (%@)")
        static let tooLarge = LocalizedString(
            "larger than the %@ MiB Gadget reads; is it the file you meant?",
            ru: "больше %@ МиБ, которые читает Gadget; это тот файл?",
            uk: "більше %@ МіБ, які читає Gadget; це той файл?")
        static let notUTF8 = LocalizedString(
            "not UTF-8 text; save it as UTF-8", ru: "это не текст в UTF-8; сохраните его в UTF-8",
            uk: "це не текст в UTF-8; збережіть його в UTF-8")
    }
}
