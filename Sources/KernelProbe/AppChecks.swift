import Glibc
import GadgetBase
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
    /// The gpio-sim line boards/qemu-guest.toml names as the MPU-6050's INT pin.
    var interruptLine = "GPIO21"
    /// The user gadget runs as, with that user's groups (setpriv), as the systemd unit runs it;
    /// nil runs it as the probe's own user, root.
    var user: String?
    /// Whether `gadget doctor` must find no problem with the board's devices before gadget starts.
    var doctor = false

    /// The command line that runs gadget with `arguments`, as `user` if there is one.
    func gadget(_ arguments: [String]) -> [String] {
        guard let user else { return [binary] + arguments }
        return ["/usr/bin/setpriv", "--reuid=\(user)", "--regid=\(user)", "--init-groups", "--", binary] + arguments
    }

    var environment: [String] {
        var values = ["PATH=/bin:/sbin:/usr/bin:/usr/sbin", "HOME=/tmp", "FONTCONFIG_FILE=\(directory)/fonts.conf"]
        // Without a user the guest has only root, and Gadget refuses root unless told.
        if user == nil { values.append("GADGET_ALLOW_ROOT=1") }
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
        let listed = try ChildProcess.run(setup.gadget(["answers", "list", "--data-dir", setup.dataDirectory]),
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
    var chip: GPIOChip?
    runner.check("app gpio-sim chip \(GPIOSimulator.label) for the buttons") { chip = try GPIOChip.open(.label(GPIOSimulator.label)) }
    guard let framebuffer, let chip else { return }
    var interrupt: MotionInterruptEmulation?
    runner.check("app the MPU-6050's INT pin on gpio-sim \(setup.interruptLine), cleared on read through the kernel's smbus trace") {
        let offset = try chip.offset(of: .name(setup.interruptLine))
        interrupt = try MotionInterruptEmulation(pullPath: "/sys/bus/gpio/devices/\(chip.name)/sim_gpio\(offset)/pull",
                                                 chip: setup.chip)
    }
    guard let interrupt else { return }
    let emulation = MPU6050Emulation(path: setup.bus, chip: setup.chip, interrupt: interrupt)
    var emulating = false
    runner.check("app i2c-stub at 0x68 holds an MPU-6050's power-up registers and plays a board at rest") {
        try emulation.start()
        emulating = true
    }
    defer { if emulating { emulation.stop() } }
    guard emulating else { return }
    // The evdev devices boards/qemu-guest.toml names must exist before gadget opens them.
    var inputs: EvdevInputs?
    runner.check("app uinput keyboard \"\(EvdevInputs.keyboardName)\" and touchscreen \"\(EvdevInputs.touchscreenName)\" appear as evdev devices") {
        let made = try EvdevInputs()
        runner.note("keyboard \(try made.keyboard.waitForNode(timeout: .seconds(5))), "
                    + "touchscreen \(try made.touchscreen.waitForNode(timeout: .seconds(5)))")
        inputs = made
    }
    guard let inputs else { return }
    runner.check("app an evdev device another program has grabbed is refused, naming it, not left silent") {
        let path = try inputs.keyboard.waitForNode(timeout: .seconds(5))
        let holder = try InputDevice(path: path, grab: true)
        do {
            // By name, as the profile names it and gadget opens it.
            _ = try InputDevice.open(EvdevInputs.keyboardName, grab: true)
            throw CheckFailure("a second grab of \(path) was accepted")
        } catch let error as InputDeviceError {
            try require(error.description.contains("is held by another program"), "message was: \(error)")
        }
        withExtendedLifetime(holder) {}  // released here, before gadget opens the keyboard
    }
    if setup.doctor {
        // Every device of the profile is there now: the chip answers, the panel has its mode, the
        // buttons' lines are free and the evdev devices exist.
        runner.check("app gadget doctor --board qemu-guest.toml finds no problem\(setup.user.map { " as user \($0)" } ?? "")") {
            let doctor = try ChildProcess.run(setup.gadget(["doctor", "--board", "\(setup.directory)/qemu-guest.toml"]),
                                              environment: setup.environment, outputPath: "/tmp/gadget-doctor.out")
            for line in doctor.output.split(separator: "\n") { runner.note("doctor: \(line)") }
            try require(doctor.status == 0, "exit status \(doctor.status)")
        }
    }

    let gadget: ChildProcess
    do {
        gadget = try ChildProcess(setup.gadget(["run", "--board", "\(setup.directory)/qemu-guest.toml",
                                                "--data-dir", setup.dataDirectory, "--language", "en"]),
                                  environment: setup.environment, outputPath: "/tmp/gadget.out")
    } catch {
        runner.check("app gadget starts") { throw error }
        return
    }
    defer { gadget.terminate() }
    if let user = setup.user {
        runner.check("app gadget runs as user \(user), not root") {
            // The spawned process becomes setpriv, which drops to the user and then becomes gadget.
            var waits = 0
            while !readText("/proc/\(gadget.pid)/comm").hasPrefix("gadget"), waits < 200 { pause(.milliseconds(50)); waits += 1 }
            let status = readText("/proc/\(gadget.pid)/status")
            let uid = status.split(separator: "\n").first { $0.hasPrefix("Uid:") }
            let ids = uid?.split(whereSeparator: { $0 == " " || $0 == "\t" }).dropFirst() ?? []
            try require(!ids.isEmpty && !ids.contains("0"), "gadget's \(uid.map(String.init) ?? "status"): root")
        }
    }
    let session = AppSession(runner: runner, gadget: gadget, framebuffer: framebuffer, setup: setup)
    let failedBefore = runner.failed
    session.run(emulation: emulation, interrupt: interrupt, chip: chip, inputs: inputs)
    if runner.failed > failedBefore { session.quoteLogs() }
}

/// One run of the app, step by step; each step waits for the screen it should lead to.
private struct AppSession {
    let runner: CheckRunner
    let gadget: ChildProcess
    let framebuffer: FramebufferInfo
    let setup: AppCheckSetup
    let clock = SystemClock()

    func run(emulation: MPU6050Emulation, interrupt: MotionInterruptEmulation, chip: GPIOChip, inputs: EvdevInputs) {
        var going = true
        func step(_ name: String, _ body: () throws -> Void) {
            guard going else { return }
            let before = runner.failed
            runner.check(name, body)
            going = runner.failed == before
        }
        var enablesAfterShake = 0
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
        step("app a still board: gadget arms the motion interrupt, stops reading the chip and sleeps") {
            let armedAfter = try waitForQuiet(interrupt)
            try require(interrupt.armed.load(ordering: .acquiring), "quiet without MOT_EN set")
            let enables = interrupt.interruptEnableWrites.load(ordering: .relaxed)
            try require(enables >= 2, "quiet, but INT_ENABLE was written \(enables) time(s): not armed since start-up")
            let transfers = interrupt.gadgetTransfers.load(ordering: .relaxed)
            let (ticks, switches) = (try cpuTicks(gadget.pid), contextSwitches(gadget.pid))
            let idle = Duration.seconds(3)
            pause(idle)
            let readsWhileStill = interrupt.gadgetTransfers.load(ordering: .relaxed) - transfers
            let (busyTicks, wakeUps) = (try cpuTicks(gadget.pid) - ticks, contextSwitches(gadget.pid) - switches)
            let hertz = Int(sysconf(Int32(_SC_CLK_TCK)))
            runner.note("gadget quiet \(armedAfter) after the 8-ball opened; over the next \(idle): \(readsWhileStill) bus "
                        + "transfers by gadget, \(busyTicks * 1000 / hertz) ms of CPU, \(wakeUps) context switches")
            try require(readsWhileStill == 0, "gadget made \(readsWhileStill) bus transfers while the board lay still")
            try require(busyTicks * 1000 / hertz <= 100, "gadget used \(busyTicks * 1000 / hertz) ms of CPU in \(idle) asleep")
            try require(!interrupt.pinActive.load(ordering: .acquiring), "the INT pin is active before anything moved")
        }
        step("app a shake played into ACCEL_*OUT at 100 Hz becomes the stored answer, matching the capture") {
            let before = emulation.samplesWritten.load(ordering: .relaxed)
            let transfers = interrupt.gadgetTransfers.load(ordering: .relaxed)
            emulation.shake()
            // Woken during the shake; arming again comes three still seconds after it, which on a
            // slow guest can be before the answer below has been read back.
            enablesAfterShake = interrupt.interruptEnableWrites.load(ordering: .relaxed)
            let written = emulation.samplesWritten.load(ordering: .relaxed) - before
            runner.note("during the shake: motion interrupt raised \(interrupt.raised.load(ordering: .relaxed)) time(s), "
                        + "cleared \(interrupt.cleared.load(ordering: .relaxed)), pin active now: "
                        + "\(interrupt.pinActive.load(ordering: .relaxed)), gadget's bus transfers "
                        + "\(interrupt.gadgetTransfers.load(ordering: .relaxed) - transfers)")
            let waited: Duration
            do {
                waited = try waitForScreen(try setup.expected("answer"), timeout: .seconds(30))
            } catch {
                // What gadget read during the shake, to replay through ShakeDetector on a desktop.
                for reading in interrupt.recentReadings(150) {
                    runner.note("gadget read at \(reading.time): \(reading.counts.map(String.init).joined(separator: " "))")
                }
                throw error
            }
            runner.note("\(written) samples played in \(MPU6050Emulation.shakeLength); the answer settled \(waited) after the shake")
            try require(try setup.expected("eightball").mismatch(in: FramebufferReadback(framebuffer)) != nil,
                        "the answer screen also passes for the call-to-shake capture")
            if let failed = emulation.failure.withLock({ $0 }) { throw CheckFailure(failed) }
            let (raised, cleared) = (interrupt.raised.load(ordering: .relaxed), interrupt.cleared.load(ordering: .relaxed))
            runner.note("motion interrupt raised \(raised) time(s), INT_STATUS read and cleared \(cleared) time(s)")
            try require(raised >= 1 && cleared >= 1, "the answer came without the INT pin waking gadget")
        }
        step("app after the shake gadget sleeps again and leaves the INT pin released for the next motion") {
            let waited = try waitForQuiet(interrupt)
            runner.note("gadget quiet again \(waited) after the answer")
            try require(interrupt.interruptEnableWrites.load(ordering: .relaxed) > enablesAfterShake, "quiet without arming again")
            try require(interrupt.armed.load(ordering: .acquiring), "asleep without MOT_EN set")
            try require(!interrupt.pinActive.load(ordering: .acquiring),
                        "asleep with the INT pin still active: no edge could wake gadget again")
        }
        step("app a shake that starts the moment gadget arms the motion interrupt is answered") {
            try inputs.keyboard.tap(UInputDevice.Code.escape)
            _ = try waitForScreen(try setup.expected("eightball"), timeout: .seconds(20))
            pause(EvdevInputs.keyGap)
            // A push wakes gadget without being a shake; once the board has been still for the
            // sampler's three seconds it arms the interrupt again, and the shake starts right then.
            emulation.shakeWhenArmed()
            emulation.nudge()
            let armed = try waitFor(timeout: .seconds(20)) { emulation.shakeStartedOnArming.withLock { $0 } != nil }
            runner.note("gadget armed the motion interrupt \(armed) after the push; the shake started then")
            try require(try setup.expected("eightball").mismatch(in: FramebufferReadback(framebuffer)) == nil,
                        "the push alone changed the call-to-shake screen")
            let waited = try waitForScreen(try setup.expected("answer"), timeout: .seconds(30))
            runner.note("the answer settled \(waited) after the shake started")
            if let failed = emulation.failure.withLock({ $0 }) { throw CheckFailure(failed) }
        }
        step("app Esc on the uinput keyboard arrives through evdev as a back tap: the call to shake, then the launcher") {
            try inputs.keyboard.tap(UInputDevice.Code.escape)
            let first = try waitForScreen(try setup.expected("eightball"), timeout: .seconds(20))
            pause(EvdevInputs.keyGap)
            try inputs.keyboard.tap(UInputDevice.Code.escape)
            let second = try waitForScreen(try setup.expected("home"), timeout: .seconds(20))
            runner.note("call to shake \(first) after the first Esc, launcher \(second) after the second")
        }
        step("app Down four times and Enter on the uinput keyboard open the Playground") {
            for _ in 0..<EvdevInputs.downsToPlayground {
                try inputs.keyboard.tap(UInputDevice.Code.down)
                pause(EvdevInputs.keyGap)  // apart, so no two are taken for a double tap
            }
            try inputs.keyboard.tap(UInputDevice.Code.enter)
            let waited = try waitForScreen(try setup.expected("playground"), timeout: .seconds(20))
            runner.note("Playground \(waited) after Enter")
        }
        step("app a square drawn on the uinput touchscreen (ABS_MT_*) arrives as a stroke and is recognised") {
            try inputs.touchscreen.stroke(EvdevInputs.square.map { (Int32($0.x), Int32($0.y)) })
            let waited = try waitForScreen(try setup.expected("square"), timeout: .seconds(20))
            runner.note("the square's screen \(waited) after the finger lifted")
            try require(try setup.expected("playground").mismatch(in: FramebufferReadback(framebuffer)) != nil,
                        "the drawn square also passes for the empty Playground")
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

    /// Waits until gadget has made no bus transfer for 1.5 s (the sampler armed the interrupt
    /// and stopped); how long that took, the quiet included.
    private func waitForQuiet(_ interrupt: MotionInterruptEmulation) throws -> Duration {
        var last = interrupt.gadgetTransfers.load(ordering: .relaxed), quietSince = clock.now()
        return try waitFor(timeout: .seconds(30)) {
            let now = interrupt.gadgetTransfers.load(ordering: .relaxed)
            if now != last { (last, quietSince) = (now, clock.now()) }
            return clock.now() - quietSince >= .milliseconds(1500)
        }
    }

    /// Polls `condition` every 50 ms; how long it took to hold.
    private func waitFor(timeout: Duration, _ condition: () -> Bool) throws -> Duration {
        let start = clock.now()
        while !condition() {
            guard clock.now() - start < timeout else { throw CheckFailure("still not so after \(timeout)") }
            guard gadget.isRunning else { throw CheckFailure("gadget exited (status \(gadget.exitStatus ?? 0))") }
            pause(.milliseconds(50))
        }
        return clock.now() - start
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

/// utime + stime of a process, in clock ticks (/proc/PID/stat fields 14 and 15).
func cpuTicks(_ pid: pid_t) throws -> Int {
    let stat = readText("/proc/\(pid)/stat")
    // The command name in parentheses may hold spaces; the fields after it do not.
    guard let close = stat.lastIndex(of: ")") else { throw CheckFailure("cannot read /proc/\(pid)/stat") }
    let fields = stat[stat.index(after: close)...].split(separator: " ")
    guard fields.count > 13, let user = Int(fields[11]), let system = Int(fields[12]) else {
        throw CheckFailure("unexpected /proc/\(pid)/stat: \(stat)")
    }
    return user + system
}

/// Voluntary and involuntary context switches of every thread of a process: how often it woke.
func contextSwitches(_ pid: pid_t) -> Int {
    guard let directory = opendir("/proc/\(pid)/task") else { return 0 }
    defer { closedir(directory) }
    var total = 0
    while let entry = readdir(directory) {
        let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
        guard name.first?.isNumber == true else { continue }
        for line in readText("/proc/\(pid)/task/\(name)/status").split(separator: "\n")
        where line.hasPrefix("voluntary_ctxt_switches") || line.hasPrefix("nonvoluntary_ctxt_switches") {
            total += Int(String(line.split(separator: "\t").last ?? "").trimmingCharacters(in: " ")) ?? 0
        }
    }
    return total
}

/// The probe's uinput devices, named in boards/qemu-guest.toml's [input] section, and what the
/// host's capture script (kernel/run-kernel-tests.sh) plays in the same order.
final class EvdevInputs {
    static let keyboardName = "Gadget probe keyboard"
    static let touchscreenName = "Gadget probe touchscreen"
    /// The Playground is the fifth app in the launcher.
    static let downsToPlayground = 4
    static let keyGap: Duration = .milliseconds(500)
    /// A square in panel pixels (the touchscreen's axes run 0...239, one unit a pixel), drawn
    /// clockwise from its top-left corner; the capture script's `stroke` step has the same points.
    static let square: [(x: Int, y: Int)] = {
        let steps = Array(stride(from: 62, through: 182, by: 15))
        return steps.map { ($0, 62) } + steps.dropFirst().map { (182, $0) }
            + steps.reversed().dropFirst().map { ($0, 182) } + steps.reversed().dropFirst().map { (62, $0) }
    }()

    let keyboard: UInputDevice
    let touchscreen: UInputDevice

    init() throws(CheckFailure) {
        keyboard = try UInputDevice(name: Self.keyboardName, keys: [UInputDevice.Code.enter, UInputDevice.Code.escape,
                                                                   UInputDevice.Code.up, UInputDevice.Code.down])
        let axes = [UInputDevice.Code.x, UInputDevice.Code.y, UInputDevice.Code.positionX, UInputDevice.Code.positionY]
            .map { UInputDevice.Axis(code: $0, maximum: 239) }
            + [UInputDevice.Axis(code: UInputDevice.Code.slot, maximum: 0),
               UInputDevice.Axis(code: UInputDevice.Code.trackingID, maximum: 65535)]
        touchscreen = try UInputDevice(name: Self.touchscreenName, keys: [UInputDevice.Code.touch], axes: axes)
    }
}
