import Glibc
import Hardware
import Linux

/// The real `gadget` binary as the guest's app, on boards/qemu-guest.toml: the probe plays the
/// hardware's side (an MPU-6050 in i2c-stub, buttons through gpio-sim) and compares what lands
/// in /dev/fb0 with the screens the host captured with `gadget run --script` beforehand.
///
/// `directory` (made by kernel/run-kernel-tests.sh) holds the board profile, fonts.conf,
/// answer.txt (the one stored answer) and expected/<screen>.ppm; the data directory, on tmpfs,
/// already holds the database that answer is stored in.
struct AppCheckSetup {
    var directory = "/etc/gadget"
    var binary = "/bin/gadget"
    var dataDirectory = "/var/lib/gadget"
    var framebuffer = "/dev/fb0"
    var bus = "/dev/i2c-0"
    var chip: UInt8 = 0x68
    var selectLine = "GPIO13"

    var environment: [String] {
        // The guest has only root, and Gadget refuses root unless told.
        var values = ["PATH=/bin:/sbin:/usr/bin:/usr/sbin", "HOME=/tmp", "FONTCONFIG_FILE=\(directory)/fonts.conf",
                      "GADGET_ALLOW_ROOT=1"]
        if let libraries = getenv("LD_LIBRARY_PATH") { values.append("LD_LIBRARY_PATH=" + String(cString: libraries)) }
        return values
    }

    func expected(_ name: String) throws -> ExpectedScreen {
        try ExpectedScreen(ppm: "\(directory)/expected/\(name).ppm", name: name)
    }
}

func runAppChecks(_ runner: CheckRunner, setup: AppCheckSetup = AppCheckSetup()) {
    let answer = readText("\(setup.directory)/answer.txt").trimmingCharacters(in: "\n ")
    runner.check("app gadget answers list in the guest gives the one stored answer") {
        let listed = try ChildProcess.run([setup.binary, "answers", "list", "--data-dir", setup.dataDirectory],
                                          environment: setup.environment, outputPath: "/tmp/gadget-answers.out")
        try require(listed.status == 0, "exit status \(listed.status): \(listed.output)")
        try require(!answer.isEmpty && listed.output == answer + "\n", "listed \"\(listed.output)\", expected \"\(answer)\"")
    }
    var framebuffer: FramebufferInfo?
    runner.check("app fbset /dev/fb0 to 240x240 at 16 bpp") {
        let status = run(["fbset", "-fb", setup.framebuffer, "-g", "240", "240", "240", "240", "16"])
        try require(status == 0, "fbset exited \(status)")
        let info = try FramebufferDisplay.probe(path: setup.framebuffer)
        try require(info.width == 240 && info.height == 240 && info.bitsPerPixel == 16, info.description)
        framebuffer = info
    }
    let emulation = MPU6050Emulation(path: setup.bus, chip: setup.chip)
    var emulating = false
    runner.check("app i2c-stub at 0x68 holds an MPU-6050's power-up registers and plays a board at rest") {
        try emulation.start()
        emulating = true
    }
    var chip: GPIOChip?
    runner.check("app gpio-sim chip \(GPIOSimulator.label) for the buttons") { chip = try GPIOChip.open(.label(GPIOSimulator.label)) }
    defer { if emulating { emulation.stop() } }
    guard let framebuffer, emulating, let chip else { return }

    let gadget: ChildProcess
    do {
        gadget = try ChildProcess([setup.binary, "run", "--board", "\(setup.directory)/qemu-guest.toml",
                                   "--data-dir", setup.dataDirectory, "--language", "en"],
                                  environment: setup.environment, outputPath: "/tmp/gadget.out")
    } catch {
        runner.check("app gadget starts") { throw error }
        return
    }
    defer { gadget.terminate() }
    let session = AppSession(runner: runner, gadget: gadget, framebuffer: framebuffer, setup: setup)
    let failedBefore = runner.failed
    session.run(emulation: emulation, chip: chip)
    if runner.failed > failedBefore { session.quoteLogs() }
}

/// One run of the app, step by step; each step waits for the screen it should lead to.
private struct AppSession {
    let runner: CheckRunner
    let gadget: ChildProcess
    let framebuffer: FramebufferInfo
    let setup: AppCheckSetup
    let clock = SystemClock()

    func run(emulation: MPU6050Emulation, chip: GPIOChip) {
        var going = true
        func step(_ name: String, _ body: () throws -> Void) {
            guard going else { return }
            let before = runner.failed
            runner.check(name, body)
            going = runner.failed == before
        }
        step("app gadget starts on boards/qemu-guest.toml and draws the launcher like the host capture") {
            let waited = try waitForScreen(try setup.expected("launcher"), timeout: .seconds(60))
            runner.note("launcher on /dev/fb0 after \(waited) (start-up included)")
        }
        step("app select pressed through gpio-sim arrives as a tap and opens the 8-ball") {
            let offset = try chip.offset(of: .name(setup.selectLine))
            try GPIOSimulator.press(chip, offset: offset)
            pause(.milliseconds(120))
            try GPIOSimulator.release(chip, offset: offset)
            let waited = try waitForScreen(try setup.expected("eightball"), timeout: .seconds(20))
            runner.note("8-ball call to shake on /dev/fb0 \(waited) after the press")
            // The comparison must tell screens apart, or a match would prove nothing.
            try require(try setup.expected("launcher").mismatch(in: FramebufferReadback(framebuffer)) != nil,
                        "the 8-ball screen also passes for the launcher capture")
        }
        step("app the MPU-6050 driver brought the chip up through DEVICE_RESET") {
            try require(emulation.resetsCompleted.load(ordering: .relaxed) >= 1, "no reset was seen; is the driver reading the chip?")
            if let failed = emulation.failure.withLock({ $0 }) { throw CheckFailure(failed) }
        }
        step("app a shake played into ACCEL_*OUT at 100 Hz becomes the stored answer, matching the capture") {
            let before = emulation.samplesWritten.load(ordering: .relaxed)
            emulation.shake()
            let written = emulation.samplesWritten.load(ordering: .relaxed) - before
            let waited = try waitForScreen(try setup.expected("answer"), timeout: .seconds(30))
            runner.note("\(written) samples played in \(MPU6050Emulation.shakeLength); the answer settled \(waited) after the shake")
            try require(try setup.expected("eightball").mismatch(in: FramebufferReadback(framebuffer)) != nil,
                        "the answer screen also passes for the call-to-shake capture")
            if let failed = emulation.failure.withLock({ $0 }) { throw CheckFailure(failed) }
        }
        step("app SIGTERM: gadget exits 0 and clears the panel") {
            gadget.send(SIGTERM)
            guard let status = gadget.waitForExit(timeout: .seconds(20)) else {
                throw CheckFailure("still running 20 s after SIGTERM")
            }
            try require(status == 0, status < 0 ? "ended by signal \(-status)" : "exit status \(status)")
            let readback = try FramebufferReadback(framebuffer)
            let black = ExpectedScreen.black(width: framebuffer.width, height: framebuffer.height)
            if let problem = black.mismatch(in: readback, tolerance: 0) { throw CheckFailure(problem) }
        }
        step("app gadget.log names the chip it read and the signal it left on") {
            let log = readText("\(setup.dataDirectory)/gadget.log")
            try require(log.contains("accelerometer ready"), "no \"accelerometer ready\" line")
            try require(log.contains("leaving on signal \(SIGTERM)"), "no \"leaving on signal \(SIGTERM)\" line")
        }
    }

    /// Reads /dev/fb0 back until it shows `screen` or `timeout` passes; how long that took.
    private func waitForScreen(_ screen: ExpectedScreen, timeout: Duration) throws -> Duration {
        let start = clock.now()
        var last = "nothing read"
        while clock.now() - start < timeout {
            guard gadget.isRunning else {
                throw CheckFailure("gadget exited (status \(gadget.exitStatus ?? 0)) before showing the \(screen.name) screen")
            }
            let readback = try FramebufferReadback(framebuffer)
            guard let problem = screen.mismatch(in: readback) else {
                let waited = clock.now() - start
                runner.note("\(screen.name): every pixel within \(screen.largestDifference(in: readback)) step(s) of the capture")
                return waited
            }
            last = problem
            pause(.milliseconds(200))
        }
        throw CheckFailure("after \(timeout): \(last)")
    }

    /// The last lines gadget printed and logged, for the console.
    func quoteLogs() {
        for (name, path) in [("output", "/tmp/gadget.out"), ("log", "\(setup.dataDirectory)/gadget.log")] {
            let lines = readText(path).split(separator: "\n").suffix(15)
            for line in lines { runner.note("gadget \(name): \(line)") }
        }
    }
}

extension String {
    /// Without leading and trailing characters from `set` (the probe does without Foundation).
    func trimmingCharacters(in set: String) -> String {
        let unwanted = Set(set)
        guard let first = firstIndex(where: { !unwanted.contains($0) }),
              let last = lastIndex(where: { !unwanted.contains($0) }) else { return "" }
        return String(self[first...last])
    }
}
