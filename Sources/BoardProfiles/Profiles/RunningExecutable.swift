import Core
import Foundation

/// Where the running gadget binary is, for the files a checkout or a package keeps beside it.
public enum RunningExecutable {
    /// The kernel's answer, not argv[0]: started through PATH, argv[0] is a bare "gadget" that
    /// would be taken as a file in the current folder.
    public static var path: String {
        (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments.first ?? ""
    }

    /// Where a folder Gadget ships can be found beside the binary `executable`: in the checkout
    /// it was built in (`inCheckout`, e.g. "data/chats"), then installed as share/gadget/`installed`
    /// next to its bin folder, then under /usr/share/gadget.
    public static func shippedFolders(executable: String, inCheckout: String, installed: String) -> [String] {
        let binFolder = URL(fileURLWithPath: executable).resolvingSymlinksInPath().deletingLastPathComponent()
        return (checkout(containing: executable).map { [$0 + "/" + inCheckout] } ?? []) + [
            binFolder.appendingPathComponent("../share/gadget/" + installed).standardized.path,
            "/usr/share/gadget/" + installed,
        ]
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
