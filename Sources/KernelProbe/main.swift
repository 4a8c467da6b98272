import Glibc

// Runs inside the QEMU guest that kernel/run-kernel-tests.sh boots, against the kernel's own
// simulators (i2c-stub at 0x68, vfb as /dev/fb0, gpio-sim), and prints one line per check.
// With --app DIR it then runs the real gadget binary as the guest's app (see AppChecks.swift);
// --user NAME runs gadget as that user, --doctor first runs `gadget doctor` on the app's board.
let runner = CheckRunner()
let arguments = CommandLine.arguments
// --only-app: the app's checks alone (the devices' own were run in an earlier boot).
if !arguments.contains("--only-app") {
    runI2CChecks(runner)
    runAccelerometerChecks(runner)
    runFramebufferChecks(runner)
    runDRMChecks(runner)
    runDRMPageFlipChecks(runner)
    runGPIOChecks(runner)
}
if let flag = arguments.firstIndex(of: "--app"), flag + 1 < arguments.count {
    var setup = AppCheckSetup(directory: arguments[flag + 1])
    if let user = arguments.firstIndex(of: "--user"), user + 1 < arguments.count { setup.user = arguments[user + 1] }
    setup.doctor = arguments.contains("--doctor")
    runAppChecks(runner, setup: setup)
    // The device boot only: virtio-gpu and the virtual consoles are the guest's, not the installed system's.
    if !arguments.contains("--only-app") { runDRMConsoleSwitchChecks(runner, setup: setup) }
}
runner.emit("kernel-checks: \(runner.passed) passed, \(runner.failed) failed")
exit(runner.failed == 0 ? 0 : 1)
