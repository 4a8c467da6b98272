/// Gadget's version, printed by `gadget --version`; scripts/build-deb numbers the package from it.
enum GadgetVersion {
    static let number = "0.1.0"
}
