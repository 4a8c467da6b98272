import Foundation

extension URL {
    /// An address Gadget can fetch: http or https, a host, and a port a socket can have. URL
    /// reads "http://:80/x" (no host) and "http://h:99999/x" (no such port) without complaint,
    /// and curl would only refuse them at the first request, in its own English words.
    public var isWebAddress: Bool {
        guard let scheme = scheme?.lowercased(), scheme == "http" || scheme == "https",
              let host, !host.isEmpty else { return false }
        return port.map { (1...65535).contains($0) } ?? true
    }
}
