import Logging

/// Answers a question the way the seed asks: the remote 8-ball when it answers within the
/// budget, otherwise one of the user's stored answers. It always answers.
public struct EightBallService: Sendable {
    private let client: any EightBallFetching
    private let store: AnswerStore
    private let logger: Logger

    public init(client: any EightBallFetching, store: AnswerStore, logger: Logger = Logger(label: "gadget.eightball")) {
        self.client = client
        self.store = store
        self.logger = logger
    }

    /// The remote answer, or on any failure a stored one that differs from `previous`
    /// (the answer on screen now), so a second shake visibly changes the answer.
    /// `source` tells which. The wait is at most the client's budget plus a local read.
    public func ask(
        _ question: String,
        previous: String?,
        using rng: inout some RandomNumberGenerator
    ) async -> EightBallAnswer {
        switch await client.fetch(question: question) {
        case .success(let answer):
            return answer
        case .failure(let error):
            logger.notice("remote 8-ball failed, answering from stored answers: \(error)")
            return storedAnswer(excluding: previous, using: &rng)
        }
    }

    /// A stored answer other than `previous`; should the database fail, a classic default.
    public func storedAnswer(excluding previous: String?, using rng: inout some RandomNumberGenerator) -> EightBallAnswer {
        do {
            let stored = try store.randomStoredAnswer(excluding: previous, using: &rng)
            return EightBallAnswer(text: stored.text, type: stored.type, source: .stored)
        } catch {
            logger.error("cannot read stored answers, using a built-in one: \(error)")
            let candidates = DefaultAnswers.all.filter { $0.text.en != previous }
            let pick = candidates.randomElement(using: &rng) ?? DefaultAnswers.all[0]
            return EightBallAnswer(text: pick.text.en, type: pick.type, source: .stored)
        }
    }
}
