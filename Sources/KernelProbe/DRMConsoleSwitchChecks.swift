import CDRM
import Glibc
import GadgetBase
import Hardware
import Linux

/// The real gadget on the guest's second virtual console with virtio-gpu as its panel
/// (boards/qemu-guest-drm.toml), its controlling terminal /dev/tty2 as a systemd unit's TTYPath=
/// would make it. The probe switches to the third console, as Ctrl+Alt+F3 would: the switch only
/// completes once gadget has answered the kernel's release signal, and the probe, another
/// process, must then become the card's master and set its own mode, and lets the card go again
/// with its pattern still on the screen. Back on the second console gadget must hold the card
/// again; the host compares the screens (dumps 5, 6, 7): gadget's, the probe's pattern, and
/// gadget's again, identical to the first, so gadget set its mode and drew its whole frame.
func runDRMConsoleSwitchChecks(_ runner: CheckRunner, setup: AppCheckSetup) {
    var consoles: GuestConsoles?
    runner.check("drm console: the guest has virtual consoles, tty2 made active") {
        let opened = try GuestConsoles()
        try opened.activate(2)
        consoles = opened
    }
    guard let consoles else { return }
    let dataDirectory = "/tmp/gadget-drm"
    let log = "\(dataDirectory)/gadget.log"
    let gadget: ChildProcess
    do {
        gadget = try ChildProcess(setup.gadget(["run", "--board", "\(setup.directory)/qemu-guest-drm.toml",
                                                "--data-dir", dataDirectory, "--language", "en"]),
                                  environment: setup.environment, outputPath: "/tmp/gadget-drm.out", terminal: "/dev/tty2")
    } catch {
        runner.check("drm console: gadget starts on tty2") { throw error }
        return
    }
    defer { gadget.terminate() }
    let failedBefore = runner.failed
    defer {
        if runner.failed > failedBefore {
            for (name, path) in [("output", "/tmp/gadget-drm.out"), ("log", log)] {
                for line in readText(path).split(separator: "\n").suffix(15) { runner.note("gadget \(name): \(line)") }
            }
        }
    }
    var shown = false
    runner.check("drm console: gadget on tty2 takes virtio_gpu and the console's switching") {
        try waitFor(log, toContain: "console switches on /dev/tty2 release and regain", gadget, timeout: .seconds(60))
        try requireHeldByGadget()
        shown = true
    }
    guard shown else { return }
    // The launcher's first frame: drawn right after start-up, given time under TCG.
    pause(.seconds(3))
    screendump(runner, 5)
    // The probe's display stays open, its pattern on the screen, until gadget has drawn again:
    // were gadget not to set its mode after the switch back, dump 7 would still show the pattern.
    var other: DRMDisplay?
    defer { other?.close() }
    runner.check("drm console: chvt 3 completes once gadget let go, and another program sets a mode meanwhile") {
        try consoles.activate(3)
        let opened = try DRMDisplay(card: "virtio_gpu", connector: nil, format: .xrgb8888)
        other = opened
        try opened.present(Frame(pixels: drmPattern(opened.geometry.width, opened.geometry.height, invertedIn: []), texts: []),
                           damage: opened.geometry.bounds)
        screendump(runner, 6)
        // As a program on tty3 does when it is switched away from: the card is let go, the picture stays.
        if let problem = opened.suspendForConsoleSwitch() { throw problem }
    }
    runner.check("drm console: chvt 2 gives gadget the card back, its mode set again") {
        try consoles.activate(2)
        try waitFor(log, toContain: "the panel is Gadget's again", gadget, timeout: .seconds(10))
        try requireHeldByGadget()
    }
    pause(.seconds(1))
    screendump(runner, 7)
    runner.check("drm console: SIGTERM ends gadget with status 0 and tty2 switches by itself again (VT_AUTO)") {
        gadget.send(SIGTERM)
        let status = gadget.waitForExit(timeout: .seconds(20))
        try require(status == 0, "exit status \(status.map { "\($0)" } ?? "none: still running")")
        let mode = try GuestConsoles.mode(of: "/dev/tty2")
        try require(mode == gadget_vt_auto, "tty2 is left in mode \(mode) (VT_PROCESS is \(gadget_vt_process))")
    }
}

/// Gadget must be the card's master: another program's attempt to set a mode is refused, naming it.
private func requireHeldByGadget() throws {
    do {
        let intruder = try DRMDisplay(card: "virtio_gpu", connector: nil, format: .xrgb8888)
        intruder.close()
        throw CheckFailure("another process could set virtio_gpu's mode: gadget is not its master")
    } catch let error as DRMError {
        try require(error.kind == .notMaster && error.description.contains("gadget"), "\(error)")
    }
}

/// Waits until gadget's log says `text`; fails early if gadget exited.
private func waitFor(_ log: String, toContain text: String, _ gadget: ChildProcess, timeout: Duration) throws {
    let clock = SystemClock()
    let deadline = clock.now() + timeout
    while !readText(log).contains(text) {
        guard gadget.isRunning else { throw CheckFailure("gadget exited (\(gadget.exitStatus ?? 0)) before logging \"\(text)\"") }
        guard clock.now() < deadline else { throw CheckFailure("gadget did not log \"\(text)\" within \(timeout)") }
        pause(.milliseconds(100))
    }
}

/// The guest's virtual consoles through /dev/tty0, as chvt drives them.
private final class GuestConsoles {
    private let fd: Int32

    init() throws {
        fd = open("/dev/tty0", O_RDWR | O_NOCTTY | O_CLOEXEC)
        guard fd >= 0 else { throw CheckFailure("cannot open /dev/tty0: \(String(cString: strerror(errno)))") }
    }

    deinit { close(fd) }

    var active: Int? {
        var state = vt_stat()
        return gadget_vt_get_state(fd, &state) == 0 ? Int(state.v_active) : nil
    }

    /// VT_ACTIVATE, then waits for the switch: a console in VT_PROCESS mode switches only once
    /// its process has answered the release signal.
    func activate(_ number: Int) throws {
        let result = gadget_vt_activate(fd, Int32(number))
        try require(result == 0, "VT_ACTIVATE \(number): \(String(cString: strerror(-result)))")
        let clock = SystemClock()
        let deadline = clock.now() + .seconds(10)
        while active != number {
            guard clock.now() < deadline else {
                throw CheckFailure("still on tty\(active.map { "\($0)" } ?? "?") 10 s after VT_ACTIVATE \(number)")
            }
            pause(.milliseconds(50))
        }
    }

    static func mode(of path: String) throws -> Int32 {
        let console = open(path, O_RDWR | O_NOCTTY | O_CLOEXEC)
        guard console >= 0 else { throw CheckFailure("cannot open \(path): \(String(cString: strerror(errno)))") }
        defer { close(console) }
        var mode = vt_mode()
        let result = gadget_vt_get_mode(console, &mode)
        try require(result == 0, "VT_GETMODE \(path): \(String(cString: strerror(-result)))")
        return Int32(mode.mode)
    }
}
