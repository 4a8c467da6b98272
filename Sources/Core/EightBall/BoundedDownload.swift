import Dispatch
import Foundation
import GadgetBase
import Hardware

/// One HTTP GET that is over, one way or another, within a time budget and a size limit.
///
/// The transport enforces both limits itself (libcurl's whole-transfer timeout, a body counted
/// as it streams in), but the caller does not depend on it: the transfer runs on its own thread
/// while a timer races it, and the first to finish decides. Cancelling the calling task ends the
/// wait at once and tells the transport to stop.
final class BoundedDownload: Sendable {
    /// Calls `fire` once `budget` has passed. Replaceable so that a test can end the budget
    /// itself instead of racing the clock of a loaded machine.
    typealias BudgetTimer = @Sendable (_ budget: Duration, _ fire: @escaping @Sendable () -> Void) -> Void

    static let dispatchTimer: BudgetTimer = { budget, fire in
        DispatchQueue.global().asyncAfter(deadline: .now() + budget.seconds, execute: fire)
    }

    private struct State {
        var continuation: CheckedContinuation<Result<Data, EightBallFetchError>, Never>?
        /// The outcome, once decided; later events (a late reply, the timer) are ignored.
        var outcome: Result<Data, EightBallFetchError>?
    }

    private let limits: HTTPLimits
    private let transport: any HTTPTransport
    private let startTimer: BudgetTimer
    private let abort = TransferAbort()
    private let state = LockedValue(State())

    init(budget: Duration, maxBodyBytes: Int, transport: any HTTPTransport = CurlTransport.shared,
         timer: @escaping BudgetTimer = BoundedDownload.dispatchTimer) {
        self.limits = HTTPLimits(budget: budget, maxBodyBytes: maxBodyBytes)
        self.transport = transport
        self.startTimer = timer
    }

    func run(_ request: HTTPRequest) async -> Result<Data, EightBallFetchError> {
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

    private func start(_ request: HTTPRequest) {
        // A thread of its own: the transfer blocks it, and a pool thread (Dispatch, the
        // cooperative pool) must not be held by network waits.
        let transfer = Thread { [self, transport, limits, abort] in
            finish(transport.get(request, limits: limits, abort: abort))
        }
        transfer.name = "gadget-http"
        transfer.start()
        // Weak: once the outcome is decided nothing needs this object, and a late timer
        // finds it gone (or finished, which makes its finish a no-op).
        let budget = limits.budget
        startTimer(budget) { [weak self] in
            self?.finish(.failure(.timedOut(budget: budget)))
        }
    }

    /// Decides the outcome once, resumes the waiting caller and asks the transport to stop.
    private func finish(_ outcome: Result<Data, EightBallFetchError>) {
        let continuation = state.withLock { state in
            guard state.outcome == nil else { return CheckedContinuation<Result<Data, EightBallFetchError>, Never>?.none }
            state.outcome = outcome
            defer { state.continuation = nil }
            return state.continuation
        }
        abort.request()
        continuation?.resume(returning: outcome)
    }
}
