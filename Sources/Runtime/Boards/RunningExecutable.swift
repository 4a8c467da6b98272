import Core
import Foundation

/// Where the running gadget binary is, for the files a checkout or a package keeps beside it.
public enum RunningExecutable {
    /// The kernel's answer, not argv[0]: started through PATH, argv[0] is a bare "gadget" that
    /// would be taken as a file in the current folder.
    public static var path: String {
        (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments.first ?? ""
    }

    /// The source checkout a binary was built in: the nearest folder above it holding
    /// Package.swift. Build folders nest at any depth (.build/<triple>/debug, .build/tsan/...,
    /// .build-board/...), so counting levels up is not enough. nil for an installed binary.
    public static func checkout(containing executable: String) -> String? {
        var folder = parentDirectory(of: URL(fileURLWithPath: executable).resolvingSymlinksInPath().path)
        while folder != "/" && folder != "." {
            if FileManager.default.fileExists(atPath: folder + "/Package.swift") { return folder }
            folder = parentDirectory(of: folder)
        }
        return nil
    }
}
