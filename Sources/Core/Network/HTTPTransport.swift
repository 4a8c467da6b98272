import Foundation
import Synchronization

/// One GET a network client wants: the address and the request headers.
public struct HTTPRequest: Sendable, Equatable {
    public let url: URL
    public private(set) var headers: [String: String] = [:]

    public init(url: URL) {
        self.url = url
    }

    /// Sets (or replaces) one request header, as URLRequest's method of the same name does.
    public mutating func setValue(_ value: String, forHTTPHeaderField field: String) {
        headers[field] = value
    }
}

/// The limits a transfer must keep: the whole exchange within `budget`, no more than
/// `maxBodyBytes` of body ever held.
struct HTTPLimits: Sendable, Equatable {
    let budget: Duration
    let maxBodyBytes: Int
}

/// Set by whoever stops waiting for a transfer (budget over, caller cancelled); the transport
/// checks it while the transfer runs and ends it early.
final class TransferAbort: Sendable {
    private let flag = Atomic<Bool>(false)
    var isRequested: Bool { flag.load(ordering: .relaxed) }
    func request() { flag.store(true, ordering: .relaxed) }
}

/// Moves the bytes of one GET. `get` blocks its thread until the transfer is over and keeps
/// the limits itself; `BoundedDownload` runs it off the caller's thread and races it against a
/// timer, so a transport that misbehaves still cannot hold a caller past the budget.
protocol HTTPTransport: Sendable {
    func get(_ request: HTTPRequest, limits: HTTPLimits, abort: TransferAbort) -> Result<Data, EightBallFetchError>
}

extension URL {
    /// "host:port" (the port only when the URL names one), for error messages.
    var hostAndPort: String { "\(host ?? "?")\(port.map { ":\($0)" } ?? "")" }
}
