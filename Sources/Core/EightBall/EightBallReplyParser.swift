import Foundation

/// Reads the service's reply, `{"magic": {"question": "...", "answer": "...", "type": "..."}}`,
/// trusting nothing in it. Public so the fuzz targets (Fuzz/) can feed it arbitrary bytes.
public enum EightBallReplyParser {
    public static func parse(_ body: Data) -> Result<EightBallAnswer, EightBallFetchError> {
        guard let root = try? JSONSerialization.jsonObject(with: body) else {
            return .failure(.notJSON)
        }
        guard let top = root as? [String: Any] else {
            return .failure(.wrongType(field: "(top level)", expected: .object))
        }
        guard let magicValue = top["magic"] else { return .failure(.missingField("magic")) }
        guard let magic = magicValue as? [String: Any] else {
            return .failure(.wrongType(field: "magic", expected: .object))
        }
        guard let answerValue = magic["answer"] else { return .failure(.missingField("magic.answer")) }
        guard let rawAnswer = answerValue as? String else {
            return .failure(.wrongType(field: "magic.answer", expected: .string))
        }
        guard let typeValue = magic["type"] else { return .failure(.missingField("magic.type")) }
        guard let rawType = typeValue as? String else {
            return .failure(.wrongType(field: "magic.type", expected: .string))
        }
        let trimmedType = rawType.trimmingCharacters(in: .whitespaces)
        guard let type = AnswerType.allCases.first(where: {
            $0.rawValue.caseInsensitiveCompare(trimmedType) == .orderedSame
        }) else {
            return .failure(.unknownType(rawType))
        }
        let text = TextSanitizer.clean(rawAnswer, maxLength: EightBallClient.maximumAnswerLength)
        guard !text.isEmpty else { return .failure(.emptyAnswer) }
        return .success(EightBallAnswer(text: text, type: type, source: .remote))
    }
}
