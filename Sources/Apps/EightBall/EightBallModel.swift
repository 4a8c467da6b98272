import Core
import GadgetBase
import Hardware

/// The magic 8-ball's state machine: shake in, answer out. Pure: time arrives in actions,
/// and everything that touches the world (network, storage, timers) leaves as effects.
public struct EightBallModel: Equatable, Sendable {
    public enum Phase: Equatable, Sendable {
        /// The call to shake.
        case idle
        /// The board is being shaken; the ball wobbles.
        case shaking(since: Instant)
        /// Shaking ended; waiting for the endpoint (at most the budget).
        case asking(request: Int, since: Instant)
        /// An answer is on screen, fading in from `at`.
        case answered(EightBallAnswer, at: Instant)
    }

    public enum Action: Sendable {
        case shakeBegan(Instant)
        case shakeEnded(Instant)
        case shakeCancelled(Instant)
        case remoteAnswered(request: Int, Result<EightBallAnswer, EightBallFetchError>, at: Instant)
        case deadlinePassed(request: Int, at: Instant)
        case storedAnswerPicked(request: Int, EightBallAnswer, at: Instant)
        /// Back to the call to shake (the user dismissed the answer).
        case dismiss
    }

    public enum Effect: Equatable, Sendable {
        case fetchRemote(request: Int)
        case startDeadline(request: Int, after: Duration)
        case pickStoredAnswer(request: Int, excluding: String?)
        case animate(until: Instant)
    }

    public private(set) var phase: Phase = .idle
    /// The answer shown last, so a stored one is never repeated twice in a row.
    public private(set) var lastAnswerText: String?
    /// Why the last remote attempt failed (shown nowhere prominent; logged).
    public private(set) var lastFailure: String?
    public let budget: Duration
    public static let fadeInDuration: Duration = .milliseconds(400)
    private var nextRequest = 1

    public init(budget: Duration = .seconds(2)) {
        self.budget = budget
    }

    public mutating func reduce(_ action: Action) -> [Effect] {
        switch action {
        case .shakeBegan(let now):
            if case .asking = phase { return [] }  // an answer is on its way; let it land
            phase = .shaking(since: now)
            return [.animate(until: now + .seconds(10))]

        case .shakeEnded(let now):
            guard case .shaking = phase else { return [] }
            let request = nextRequest
            nextRequest += 1
            phase = .asking(request: request, since: now)
            return [.fetchRemote(request: request), .startDeadline(request: request, after: budget)]

        case .shakeCancelled:
            guard case .shaking = phase else { return [] }
            phase = .idle
            return []

        case .remoteAnswered(let request, let result, let now):
            guard case .asking(request, _) = phase else { return [] }
            switch result {
            case .success(let answer):
                return show(answer, at: now)
            case .failure(let error):
                lastFailure = error.description
                return [.pickStoredAnswer(request: request, excluding: lastAnswerText)]
            }

        case .deadlinePassed(let request, _):
            guard case .asking(request, _) = phase else { return [] }
            lastFailure = "no answer within \(budget.seconds) s"
            return [.pickStoredAnswer(request: request, excluding: lastAnswerText)]

        case .storedAnswerPicked(let request, let answer, let now):
            guard case .asking(request, _) = phase else { return [] }
            return show(answer, at: now)

        case .dismiss:
            if case .answered = phase { phase = .idle }
            return []
        }
    }

    private mutating func show(_ answer: EightBallAnswer, at now: Instant) -> [Effect] {
        phase = .answered(answer, at: now)
        lastAnswerText = answer.text
        return [.animate(until: now + Self.fadeInDuration)]
    }
}
