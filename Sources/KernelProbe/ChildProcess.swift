import Glibc
import GadgetBase
import Hardware

/// A program the probe starts and watches, with its output sent to a file so a failing check can
/// quote it (the serial console stays for result lines).
final class ChildProcess {
    let pid: pid_t
    let command: String
    /// The exit code once it exited; a negative signal number if a signal ended it.
    private(set) var exitStatus: Int32?

    /// With `terminal` (a virtual console's device) the program runs in a session of its own with
    /// that console as its standard input and controlling terminal, as a unit with TTYPath= does.
    init(_ arguments: [String], environment: [String], outputPath: String, terminal: String? = nil) throws {
        command = arguments.joined(separator: " ")
        var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) }
        argv.append(nil)
        var envp: [UnsafeMutablePointer<CChar>?] = environment.map { strdup($0) }
        envp.append(nil)
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        if terminal != nil {
            // POSIX_SPAWN_SETSID (spawn.h, _GNU_SOURCE): setsid() in the child before the opens
            // below, so opening the console makes it the controlling terminal.
            posix_spawnattr_setflags(&attributes, 0x80)
        }
        posix_spawn_file_actions_addopen(&actions, 0, terminal ?? "/dev/null", terminal == nil ? O_RDONLY : O_RDWR, 0)
        posix_spawn_file_actions_addopen(&actions, 1, outputPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_adddup2(&actions, 1, 2)
        var child = pid_t()
        let result = posix_spawn(&child, arguments[0], &actions, &attributes, &argv, &envp)
        guard result == 0 else { throw CheckFailure("cannot start \(command): \(String(cString: strerror(result)))") }
        pid = child
    }

    /// Whether it is still running (collects the status when it has exited).
    var isRunning: Bool {
        if exitStatus != nil { return false }
        var status: Int32 = 0
        let result = waitpid(pid, &status, WNOHANG)
        guard result == pid else { return result == 0 }
        // WIFEXITED / WEXITSTATUS / WTERMSIG, which Glibc exposes only as macros.
        exitStatus = status & 0x7F == 0 ? (status >> 8) & 0xFF : -(status & 0x7F)
        return false
    }

    /// Waits up to `timeout` for it to exit; its status, or nil if it is still running.
    func waitForExit(timeout: Duration) -> Int32? {
        let clock = SystemClock()
        let deadline = clock.now() + timeout
        while isRunning, clock.now() < deadline { pause(.milliseconds(50)) }
        return exitStatus
    }

    func send(_ signal: Int32) { if exitStatus == nil { kill(pid, signal) } }

    /// Ends it if it is still running (a failed check must not leave it drawing on the panel).
    func terminate() {
        guard isRunning else { return }
        send(SIGKILL)
        _ = waitForExit(timeout: .seconds(5))
    }

    /// Runs a program to its end; its exit status and what it printed.
    static func run(_ arguments: [String], environment: [String], outputPath: String,
                    timeout: Duration = .seconds(60)) throws -> (status: Int32, output: String) {
        let child = try ChildProcess(arguments, environment: environment, outputPath: outputPath)
        guard let status = child.waitForExit(timeout: timeout) else {
            child.terminate()
            throw CheckFailure("\(child.command) did not finish within \(timeout)")
        }
        return (status, readText(outputPath))
    }
}

/// A small text file's contents ("" when it cannot be read).
func readText(_ path: String) -> String {
    guard let file = fopen(path, "r") else { return "" }
    defer { fclose(file) }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 4096)
    while true {
        let count = fread(&chunk, 1, chunk.count, file)
        if count <= 0 { break }
        bytes += chunk[0..<count]
    }
    return String(decoding: bytes, as: UTF8.self)
}
