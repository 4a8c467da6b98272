import Glibc

/// Why a check failed, in words for the log.
struct CheckFailure: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

/// Runs named checks and prints one line for each: `ok <name>` or `FAIL <name>: <why>`.
/// The test script reads these lines from the guest's serial console.
final class CheckRunner {
    private(set) var passed = 0
    private(set) var failed = 0

    func check(_ name: String, _ body: () throws -> Void) {
        do {
            try body()
            passed += 1
            emit("ok \(name)")
        } catch {
            failed += 1
            emit("FAIL \(name): \(error)")
        }
    }

    /// A line that is not a result (device descriptions), marked so the script can tell them apart.
    func note(_ text: String) { emit("# \(text)") }

    func emit(_ line: String) {
        print(line)
        fflush(nil)  // every stream: the serial console must see each line before a crash could lose it
    }
}

func require(_ condition: Bool, _ why: @autoclosure () -> String) throws(CheckFailure) {
    if !condition { throw CheckFailure(why()) }
}

/// Runs a program from PATH and returns its exit status (-1 if it could not be started or was killed).
func run(_ arguments: [String]) -> Int32 {
    var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) }
    argv.append(nil)
    var environment: [UnsafeMutablePointer<CChar>?] = [strdup("PATH=/bin:/sbin:/usr/bin:/usr/sbin"), nil]
    defer {
        argv.forEach { free($0) }
        environment.forEach { free($0) }
    }
    var child = pid_t()
    guard posix_spawnp(&child, arguments[0], nil, nil, &argv, &environment) == 0 else { return -1 }
    var status: Int32 = 0
    while waitpid(child, &status, 0) < 0 {
        guard errno == EINTR else { return -1 }
    }
    // WIFEXITED / WEXITSTATUS, which Glibc exposes only as macros.
    return status & 0x7F == 0 ? (status >> 8) & 0xFF : -1
}
