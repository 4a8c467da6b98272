import Dispatch
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Synchronization

/// One HTTP GET that is over, one way or another, within a time budget and a size limit.
///
/// URLSession's own timeout only measures idle time between packets, so a server that
/// trickles bytes could hold a request for ever; here a timer races the request and the
/// first to finish wins. The body is counted as it arrives and the transfer is cancelled
/// the moment it passes the limit, so a huge reply never sits in memory.
final class BoundedDownload: NSObject, URLSessionDataDelegate {
    private struct State {
        var continuation: CheckedContinuation<Result<Data, EightBallFetchError>, Never>?
        /// The outcome, once decided; later events (a late reply, the timer) are ignored.
        var outcome: Result<Data, EightBallFetchError>?
        var body = Data()
        var session: URLSession?
    }

    private let budget: Duration
    private let maxBodyBytes: Int
    private let state = Mutex(State())

    init(budget: Duration, maxBodyBytes: Int) {
        self.budget = budget
        self.maxBodyBytes = maxBodyBytes
    }

    func run(_ request: URLRequest) async -> Result<Data, EightBallFetchError> {
        await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                let alreadyOver = state.withLock { state -> Result<Data, EightBallFetchError>? in
                    if let outcome = state.outcome { return outcome }
                    state.continuation = continuation
                    return nil
                }
                if let alreadyOver {
                    continuation.resume(returning: alreadyOver)
                    return
                }
                start(request)
            }
        } onCancel: {
            finish(.failure(.cancelled))
        }
    }

    private func start(_ request: URLRequest) {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.urlCache = nil
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        // Only a backstop: our own timer enforces the budget. FoundationNetworking times out at
        // once when given a sub-second value (0.3 s fails in a few milliseconds), so round up.
        let backstop = (budget.seconds + 1).rounded(.up)
        configuration.timeoutIntervalForRequest = backstop
        configuration.timeoutIntervalForResource = backstop
        let delegateQueue = OperationQueue()
        delegateQueue.maxConcurrentOperationCount = 1
        let session = URLSession(configuration: configuration, delegate: self, delegateQueue: delegateQueue)

        // The task exists before the session is published: once it is, a concurrent finish may
        // invalidate the session, and a session refuses new tasks after that.
        let task = session.dataTask(with: request)
        let started = state.withLock { state in
            guard state.outcome == nil else { return false }
            state.session = session
            return true
        }
        guard started else {
            session.invalidateAndCancel()
            return
        }
        // Weak: once the outcome is decided nothing needs this object, and a late timer
        // finds it gone (or finished, which makes its finish a no-op).
        DispatchQueue.global().asyncAfter(deadline: .now() + budget.seconds) { [weak self] in
            guard let self else { return }
            finish(.failure(.timedOut(budget: budget)))
        }
        task.resume()
    }

    /// Decides the outcome once: resumes the waiting caller and tears the
    /// session down (which also releases the session's strong hold on this delegate).
    private func finish(_ outcome: Result<Data, EightBallFetchError>) {
        let (continuation, session) = state.withLock { state in
            guard state.outcome == nil else {
                return (CheckedContinuation<Result<Data, EightBallFetchError>, Never>?.none, URLSession?.none)
            }
            state.outcome = outcome
            defer {
                state.continuation = nil
                state.session = nil
                state.body = Data()
            }
            return (state.continuation, state.session)
        }
        session?.invalidateAndCancel()
        continuation?.resume(returning: outcome)
    }

    // MARK: - URLSessionDataDelegate

    func urlSession(
        _ session: URLSession,
        dataTask: URLSessionDataTask,
        didReceive response: URLResponse,
        completionHandler: @escaping @Sendable (URLSession.ResponseDisposition) -> Void
    ) {
        if let http = response as? HTTPURLResponse, !(200...299).contains(http.statusCode) {
            completionHandler(.cancel)
            finish(.failure(.httpStatus(http.statusCode)))
        } else if response.expectedContentLength > Int64(maxBodyBytes) {
            // The server announced a body over the limit: refuse it before a byte arrives.
            completionHandler(.cancel)
            finish(.failure(.bodyTooLarge(limit: maxBodyBytes)))
        } else {
            completionHandler(.allow)
        }
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        let overLimit = state.withLock { state in
            guard state.outcome == nil else { return false }
            state.body.append(data)
            return state.body.count > maxBodyBytes
        }
        if overLimit { finish(.failure(.bodyTooLarge(limit: maxBodyBytes))) }
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        if let error {
            finish(.failure(networkFailure(error, url: task.originalRequest?.url)))
        } else {
            let body = state.withLock { $0.body }
            finish(.success(body))
        }
    }

    private func networkFailure(_ error: any Error, url: URL?) -> EightBallFetchError {
        let host = url.map { "\($0.host ?? "?")\($0.port.map { ":\($0)" } ?? "")" } ?? "the server"
        guard let urlError = error as? URLError else {
            return .network(host: host, reason: .other(error.localizedDescription))
        }
        // URLSession's idle timeout is set to the budget too and may fire a moment before ours.
        if urlError.code == .timedOut { return .timedOut(budget: budget) }
        let reason: EightBallFetchError.NetworkFailure = switch urlError.code {
        case .cannotConnectToHost: .cannotConnect
        case .cannotFindHost, .dnsLookupFailed: .hostNotFound
        case .notConnectedToInternet: .offline
        case .networkConnectionLost: .connectionLost
        case .secureConnectionFailed, .serverCertificateUntrusted, .serverCertificateHasBadDate,
             .serverCertificateNotYetValid, .serverCertificateHasUnknownRoot:
            .secureConnectionFailed
        case .badServerResponse: .malformedReply
        default: .other(urlError.localizedDescription)
        }
        return .network(host: host, reason: reason)
    }
}
