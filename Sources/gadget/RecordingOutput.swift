import Core
import Foundation
import GadgetBase
import Glibc
import Hardware
import Sensing

/// Where `gadget sense record` writes its CSV. The file is made before the first reading, so a
/// path that cannot be written is said at once rather than after the whole recording, and each
/// read is written as it arrives, so a recording cut short (a kill, a power cut, a failing chip)
/// keeps everything before it. "-" is standard output.
final class RecordingOutput {
    private let path: String
    private let descriptor: Int32

    init(path: String) throws {
        self.path = path
        if path == "-" {
            descriptor = STDOUT_FILENO
        } else {
            descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
            if descriptor < 0 { throw Self.cannotWrite(path, errorNumber: errno) }
        }
        try write(AccelerometerCSV.header + "\n")
    }

    deinit {
        if descriptor != STDOUT_FILENO { close(descriptor) }
    }

    func append(_ samples: [AccelerationSample]) throws {
        guard !samples.isEmpty else { return }
        try write(samples.map(AccelerometerCSV.row).joined())
    }

    private func write(_ text: String) throws {
        if let code = DescriptorWriting.writeAll(Array(text.utf8), to: descriptor) {
            throw Self.cannotWrite(path, errorNumber: code)
        }
    }

    private static func cannotWrite(_ path: String, errorNumber: Int32) -> CommandError {
        CommandError(LocalizedMessage(SenseCommandText.cannotWrite, path == "-" ? "stdout" : path,
                                      SystemReason(errorNumber: errorNumber)))
    }
}
