import ArgumentParser
import Core
import Foundation
import Hardware

/// Gadget never needs root: the udev rules and groups (README, "Setting up a Raspberry Pi", step 2)
/// give an ordinary user the devices. Running as root would let a bug or a hostile reply from the
/// network do anything to the machine, and would leave root-owned files in the data directory
/// that the user's own Gadget later cannot write; so it is refused unless asked for explicitly.
struct RootGuard {
    /// The environment variable that allows root, for services and CI that cannot pass a flag.
    static let environmentVariable = "GADGET_ALLOW_ROOT"

    let effectiveUserID: uid_t
    let environment: [String: String]

    init(effectiveUserID: uid_t = geteuid(), environment: [String: String] = ProcessEnvironment.current()) {
        self.effectiveUserID = effectiveUserID
        self.environment = environment
    }

    /// Throws `RootRefusal` when running as root without `--allow-root` or GADGET_ALLOW_ROOT=1.
    func check(allowFlag: Bool) throws(RootRefusal) {
        guard effectiveUserID == 0 else { return }
        if allowFlag || environment[Self.environmentVariable] == "1" { return }
        throw RootRefusal()
    }
}

/// The refusal, with the route that makes root unnecessary and the override.
struct RootRefusal: Error, UserFacingError, CustomStringConvertible {
    var description: String { message(Localizer(language: .en)) }

    func message(_ l: Localizer) -> String { l(SecurityText.runningAsRoot) }
}

/// `--allow-root`, for every command that opens devices or the data directory.
struct RootPolicyOption: ParsableArguments {
    @Flag(name: .customLong("allow-root"),
          help: "Run even as root (also GADGET_ALLOW_ROOT=1). Not needed: the udev rules let your user open the devices.")
    var allowRoot = false

    func check() throws { try RootGuard().check(allowFlag: allowRoot) }
}
