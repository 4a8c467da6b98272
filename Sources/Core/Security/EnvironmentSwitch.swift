/// An on/off environment variable (GADGET_ALLOW_ROOT, GADGET_ALLOW_HTTP): each reads the same
/// words as on, so `=yes` that works for one works for the other.
public enum EnvironmentSwitch {
    /// Values that turn a switch on, compared without case.
    public static let onValues: Set<String> = ["1", "true", "yes", "on"]

    public static func isOn(_ value: String?) -> Bool {
        value.map { onValues.contains($0.lowercased()) } ?? false
    }
}
