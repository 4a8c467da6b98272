import GadgetBase
import Hardware

/// The three kinds of answer the 8-ball gives, spelled as the remote service spells them.
public enum AnswerType: String, Sendable, CaseIterable {
    case affirmative = "Affirmative"
    case neutral = "Neutral"
    case contrary = "Contrary"
}

/// Where an answer came from: the remote service, or the user's stored answers
/// (used whenever the remote one fails or is too slow).
public enum AnswerSource: String, Sendable {
    case remote, stored
}

/// One answer as the ball shows it.
public struct EightBallAnswer: Sendable, Hashable {
    public var text: String
    public var type: AnswerType
    public var source: AnswerSource

    public init(text: String, type: AnswerType, source: AnswerSource) {
        self.text = text
        self.type = type
        self.source = source
    }

    /// The text as a reader of `language` sees it: a stored classic answer in their language;
    /// the remote service's words and the user's own as they are.
    public func text(in language: Language) -> String {
        source == .stored ? DefaultAnswers.shown(text, in: language) : text
    }
}
