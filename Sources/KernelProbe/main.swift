import Glibc

// Runs inside the QEMU guest that kernel/run-kernel-tests.sh boots, against the kernel's own
// simulators (i2c-stub at 0x68, vfb as /dev/fb0), and prints one line per check.
let runner = CheckRunner()
runI2CChecks(runner)
runAccelerometerChecks(runner)
runFramebufferChecks(runner)
runGPIOChecks(runner)
runner.emit("kernel-checks: \(runner.passed) passed, \(runner.failed) failed")
exit(runner.failed == 0 ? 0 : 1)
