import Foundation

/// Turns the bytes of a chats file or reply into chats: a property list (UTF-8 XML or binary) or JSON
/// array of dictionaries with the keys identifier, fullname, avatarURL, message,
/// unreadMessagesCount and sendingDate. Every entry is read on its own, so one bad entry costs
/// only itself.
public enum ChatRecords {
    /// Messages longer than this are cut with "…": a chat's message is read on a small screen.
    public static let maximumMessageLength = 4_000
    public static let maximumNameLength = 120

    public enum Format: Sendable { case propertyList, json }

    /// Space, tab, line feed and carriage return: what may stand around either format.
    static let whitespace: Set<UInt8> = [0x20, 0x09, 0x0A, 0x0D]

    /// JSON starts with [ or {, or is a file named .json; anything else is tried as a property list.
    public static func format(of data: Data, origin: String = "") -> Format {
        let first = data.first { !whitespace.contains($0) && ![0xEF, 0xBB, 0xBF].contains($0) }
        if first == UInt8(ascii: "[") || first == UInt8(ascii: "{") { return .json }
        return origin.lowercased().hasSuffix(".json") ? .json : .propertyList
    }

    /// Decodes `data`; `base` resolves relative avatar paths (the file's folder, the service's URL).
    public static func decode(_ data: Data, origin: String, base: URL?) -> Result<ChatList, ChatsLoadError> {
        if data.allSatisfy(whitespace.contains) { return .failure(.notAChatList(origin: origin, problem: .empty)) }
        if data.starts(with: [0xFF, 0xFE]) || data.starts(with: [0xFE, 0xFF]) {
            return .failure(.notAChatList(origin: origin, problem: .utf16))
        }
        let format = format(of: data, origin: origin)
        let entries: [Entry]
        do {
            switch format {
            case .propertyList:
                // Foundation's property list readers trap instead of throwing on some damaged
                // input (both found by Fuzz/FuzzChats): a binary list whose objects run past the
                // data, and an XML list with invalid UTF-8 inside an <integer>. Such data is
                // refused here first; XML property lists must be UTF-8.
                let sound = BinaryPropertyListCheck.isBinary(data)
                    ? BinaryPropertyListCheck.isSound(data) : String(validating: data, as: UTF8.self) != nil
                guard sound else { return .failure(.notAChatList(origin: origin, problem: .notAPropertyList)) }
                entries = try PropertyListDecoder().decode([Entry].self, from: data)
            case .json:
                let decoder = JSONDecoder()
                decoder.dateDecodingStrategy = .custom(decodeJSONDate)
                entries = try decoder.decode([Entry].self, from: data)
            }
        } catch let error as DecodingError {
            return .failure(.notAChatList(origin: origin, problem: listProblem(error, format: format, data: data)))
        } catch {
            return .failure(.notAChatList(origin: origin, problem: format == .json ? .notJSON : .notAPropertyList))
        }
        var list = ChatList(chats: [])
        for (index, entry) in entries.enumerated() {
            switch entry.outcome {
            case .decoded(let raw):
                var warnings: [ChatEntryWarning.Problem] = []
                list.chats.append(chat(from: raw, base: base, problems: &warnings))
                list.warnings += warnings.map { ChatEntryWarning(entry: index + 1, problem: $0) }
            case .skipped(let problem):
                list.warnings.append(ChatEntryWarning(entry: index + 1, problem: problem))
            }
        }
        return .success(list)
    }

    // MARK: - Entries

    struct RawEntry: Decodable {
        let identifier: Int
        let fullname: String
        let avatarURL: String
        let message: String
        let unreadMessagesCount: Int
        let sendingDate: Date

        enum CodingKeys: String, CodingKey, CaseIterable {
            case identifier, fullname, avatarURL, message, unreadMessagesCount, sendingDate
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            // Every absent key at once: a hand-written entry often lacks more than one.
            let missing = CodingKeys.allCases.filter { !container.contains($0) }
            if !missing.isEmpty { throw MissingKeys(names: missing.map(\.stringValue)) }
            identifier = try Self.wholeNumber(container, .identifier)
            fullname = try container.decode(String.self, forKey: .fullname)
            avatarURL = try container.decode(String.self, forKey: .avatarURL)
            message = try container.decode(String.self, forKey: .message)
            unreadMessagesCount = try Self.wholeNumber(container, .unreadMessagesCount)
            sendingDate = try container.decode(Date.self, forKey: .sendingDate)
        }

        /// A number read as Double first: on Linux, JSONDecoder fails the whole document, not the
        /// entry, when a number meant for an Int has a fraction or is too big (2.5, 1e23). Read
        /// so, such a value is this entry's mistyped key, and the other chats still show.
        private static func wholeNumber(_ container: KeyedDecodingContainer<CodingKeys>, _ key: CodingKeys) throws -> Int {
            let value = try container.decode(Double.self, forKey: key)
            guard value.rounded() == value, abs(value) < 0x1p63 else {
                throw DecodingError.typeMismatch(Int.self, DecodingError.Context(
                    codingPath: container.codingPath + [key], debugDescription: "\(value) is not a whole number Gadget can count"))
            }
            // Past 2^53 a Double skips integers: such an identifier is read again, exactly.
            return abs(value) < 0x1p53 ? Int(value) : try container.decode(Int.self, forKey: key)
        }
    }

    struct MissingKeys: Error {
        let names: [String]
    }

    /// One element of the top-level array, decoded or failed, without failing the array.
    struct Entry: Decodable {
        enum Outcome { case decoded(RawEntry), skipped(ChatEntryWarning.Problem) }
        let outcome: Outcome

        init(from decoder: any Decoder) throws {
            do {
                outcome = .decoded(try RawEntry(from: decoder))
            } catch let error as MissingKeys {
                outcome = .skipped(.missingKeys(error.names))
            } catch let error as DecodingError {
                outcome = .skipped(entryProblem(error))
            }
        }
    }

    static func chat(from raw: RawEntry, base: URL?, problems: inout [ChatEntryWarning.Problem]) -> Chat {
        let avatarText = raw.avatarURL.trimmingCharacters(in: .whitespacesAndNewlines)
        let avatar = avatarURL(avatarText, base: base)
        if avatar == nil && !avatarText.isEmpty { problems.append(.unusableAvatarURL(avatarText)) }
        if raw.unreadMessagesCount < 0 { problems.append(.negativeUnreadCount(raw.unreadMessagesCount)) }
        return Chat(id: raw.identifier,
                    fullName: TextSanitizer.clean(raw.fullname, maxLength: maximumNameLength),
                    avatarURL: avatar,
                    message: cleanMessage(raw.message),
                    unreadCount: max(0, raw.unreadMessagesCount),
                    sendingDate: raw.sendingDate)
    }

    /// http(s) with a host, file, or a relative path when there is something to resolve it against.
    static func avatarURL(_ text: String, base: URL?) -> URL? {
        guard !text.isEmpty, !text.contains(where: \.isWhitespace), text.count <= 2_048,
              let url = URL(string: text) else { return nil }
        switch url.scheme?.lowercased() {
        case "http", "https": return url.host.map { _ in url }
        case "file": return url.path.isEmpty ? nil : url
        case nil:
            guard let base else { return nil }
            if base.isFileURL { return URL(fileURLWithPath: text, relativeTo: base).standardizedFileURL }
            return URL(string: text, relativeTo: base)?.absoluteURL
        default: return nil
        }
    }

    /// Line breaks survive (a message may have paragraphs); everything else that could upset a
    /// screen or a terminal goes, as in any text from outside.
    static func cleanMessage(_ text: String) -> String {
        let lines = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
            .prefix(maximumMessageLength)
            .map { TextSanitizer.normalize(String($0)) }
        var kept: [String] = []
        for line in lines where !(line.isEmpty && (kept.last?.isEmpty ?? true)) { kept.append(line) }
        while kept.last?.isEmpty == true { kept.removeLast() }
        return TextSanitizer.cap(kept.joined(separator: "\n"), maxLength: maximumMessageLength)
    }

    // MARK: - Errors

    static func entryProblem(_ error: DecodingError) -> ChatEntryWarning.Problem {
        let path: [any CodingKey]
        switch error {
        case let .keyNotFound(key, context):
            return context.codingPath.count <= 1 ? .missingKeys([key.stringValue]) : .notADictionary
        case let .typeMismatch(_, context), let .valueNotFound(_, context), let .dataCorrupted(context):
            path = context.codingPath
        @unknown default:
            return .notADictionary
        }
        guard path.count >= 2 else { return .notADictionary }
        let key = path[1].stringValue
        return .wrongType(key: key, expected: kind(ofKey: key))
    }

    static func kind(ofKey key: String) -> ChatValueKind {
        switch key {
        case "identifier", "unreadMessagesCount": .integer
        case "sendingDate": .date
        default: .text
        }
    }

    static func listProblem(_ error: DecodingError, format: Format, data: Data) -> ChatsLoadError.ListProblem {
        if case .typeMismatch(_, let context) = error, context.codingPath.isEmpty { return .topLevelNotAnArray }
        guard format == .json else { return .notAPropertyList }
        return syntaxErrorPosition(inJSON: data).map { .notJSONAt(line: $0.line, column: $0.column) } ?? .notJSON
    }

    /// Where JSON stops being JSON, for a person to find it in the file. JSONDecoder does not say;
    /// JSONSerialization does, as "... around character N." (a byte offset), so it is asked
    /// again only once decoding has failed.
    static func syntaxErrorPosition(inJSON data: Data) -> (line: Int, column: Int)? {
        do {
            _ = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
            return nil
        } catch {
            let words = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? ""
            // A file cut short ends in the middle of a value: the place to look is its end.
            let offset = words.contains("end of file") ? data.count
                : words.range(of: "around character ").flatMap { Int(words[$0.upperBound...].prefix { $0.isNumber }) }
            guard let offset, offset <= data.count else { return nil }
            let before = data.prefix(offset)
            let line = before.count { $0 == 0x0A } + 1
            let lineStart = before.lastIndex(of: 0x0A).map { $0 + 1 } ?? data.startIndex
            // Columns count characters, not bytes, as an editor shows them.
            let column = String(decoding: data[lineStart..<(data.startIndex + offset)], as: UTF8.self).count + 1
            return (line, column)
        }
    }

    /// Seconds since 1970, or ISO 8601 text (with or without fractions of a second).
    @Sendable static func decodeJSONDate(_ decoder: any Decoder) throws -> Date {
        let container = try decoder.singleValueContainer()
        if let seconds = try? container.decode(Double.self), seconds.isFinite, abs(seconds) < 1e11 {
            return Date(timeIntervalSince1970: seconds)
        }
        let text = try container.decode(String.self)
        if let date = try? Date(text, strategy: .iso8601) { return date }
        if let date = try? Date(text, strategy: Date.ISO8601FormatStyle(includingFractionalSeconds: true)) { return date }
        throw DecodingError.dataCorruptedError(in: container, debugDescription: "not an ISO 8601 date")
    }
}
