import BoardProfiles
import ArgumentParser
import Core
import Foundation
import GadgetRuntime
import GadgetBase
import Hardware

/// Root is refused in one place only: right before a real board's devices (panel, GPIO lines,
/// evdev devices, the accelerometer's bus) are opened. The udev rules and groups (README, "Setting
/// up a Raspberry Pi", step 2) give those to an ordinary user, and a program driving them with a
/// network client inside should not hold every other device of the machine too. Everything that
/// touches no device runs as root without a flag: the desktop board, scripts, the stores' commands,
/// and `gadget doctor`, which only reads the devices and is how a permission problem is told
/// apart from a missing device (`sudo gadget doctor`).
struct RootGuard {
    /// The environment variable that allows root, for services and CI that cannot pass a flag.
    static let environmentVariable = "GADGET_ALLOW_ROOT"

    let effectiveUserID: uid_t
    let environment: [String: String]

    init(effectiveUserID: uid_t = geteuid(), environment: [String: String] = ProcessEnvironment.current()) {
        self.effectiveUserID = effectiveUserID
        self.environment = environment
    }

    /// Throws `RootRefusal` when running as root, `profile`'s devices are about to be opened, and
    /// neither `--allow-root` nor GADGET_ALLOW_ROOT allows it.
    func checkBeforeOpeningDevices(of profile: BoardProfile, allowFlag: Bool) throws(RootRefusal) {
        guard effectiveUserID == 0, !allowFlag, !environmentAllows else { return }
        throw RootRefusal(board: profile.name)
    }

    private var environmentAllows: Bool {
        EnvironmentSwitch.isOn(environment[Self.environmentVariable])
    }
}

/// The refusal, naming the board, with the route that makes root unnecessary and the override.
struct RootRefusal: Error, UserFacingError, CustomStringConvertible {
    var board: String

    var description: String { message(Localizer(language: .en)) }

    func message(_ l: Localizer) -> String { l(SecurityText.runningAsRoot, board) }
}

/// `--allow-root`, for the commands that may open a real board's devices.
struct RootPolicyOption: ParsableArguments {
    @Flag(name: .customLong("allow-root"),
          help: ArgumentHelp(BoardHelpText.RootPolicy.allowRoot))
    var allowRoot = false

    func checkBeforeOpeningDevices(of profile: BoardProfile) throws {
        try RootGuard().checkBeforeOpeningDevices(of: profile, allowFlag: allowRoot)
    }
}
