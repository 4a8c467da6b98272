import Glibc

// Runs inside the QEMU guest that kernel/run-kernel-tests.sh boots, against the kernel's own
// simulators (i2c-stub at 0x68, vfb as /dev/fb0, gpio-sim), and prints one line per check.
// With --app DIR it then runs the real gadget binary as the guest's app (see AppChecks.swift).
let runner = CheckRunner()
runI2CChecks(runner)
runAccelerometerChecks(runner)
runFramebufferChecks(runner)
runDRMChecks(runner)
runGPIOChecks(runner)
let arguments = CommandLine.arguments
if let flag = arguments.firstIndex(of: "--app"), flag + 1 < arguments.count {
    runAppChecks(runner, setup: AppCheckSetup(directory: arguments[flag + 1]))
}
runner.emit("kernel-checks: \(runner.passed) passed, \(runner.failed) failed")
exit(runner.failed == 0 ? 0 : 1)
