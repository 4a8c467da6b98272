import Foundation

/// A fresh directory under the system's temporary directory, removed by `remove()`.
public struct TemporaryDirectory {
    public let path: String

    public init() throws {
        path = (NSTemporaryDirectory() as NSString).appendingPathComponent("gadget-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    public func appending(_ component: String) -> String {
        (path as NSString).appendingPathComponent(component)
    }

    public func contents() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: path).sorted()
    }

    public func remove() {
        try? FileManager.default.removeItem(atPath: path)
    }
}
