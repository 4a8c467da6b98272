import GadgetBase
import Hardware

// Core's errors that explain themselves in the reader's language (each defines `message(_:)`).
extension GadgetDatabaseError: UserFacingError {}
extension AnswerValidationError: UserFacingError {}
extension EightBallFetchError: UserFacingError {}
extension ChatsLoadError: UserFacingError {}
