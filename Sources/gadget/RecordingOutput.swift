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
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
            if written < 0, errno == EINTR { continue }
            if written < 0 { throw Self.cannotWrite(path, errorNumber: errno) }
            bytes = bytes.dropFirst(written)
        }
    }

    private static func cannotWrite(_ path: String, errorNumber: Int32) -> CommandError {
        CommandError(LocalizedMessage(SenseCommandText.cannotWrite, path == "-" ? "stdout" : path,
                                      SystemReason(errorNumber: errorNumber)))
    }
}
