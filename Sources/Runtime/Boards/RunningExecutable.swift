import Foundation

/// Where the running gadget binary is, for the files a checkout or a package keeps beside it.
public enum RunningExecutable {
    /// The kernel's answer, not argv[0]: started through PATH, argv[0] is a bare "gadget" that
    /// would be taken as a file in the current folder.
    public static var path: String {
        (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments.first ?? ""
    }
}
