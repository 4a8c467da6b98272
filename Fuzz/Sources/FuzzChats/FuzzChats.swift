import Core
import Foundation
import FuzzSupport

/// Chats files and replies (property list or JSON). Promises: names and messages are clean
/// (no ESC or other controls; messages keep only their line breaks) and capped, unread counts
/// are never negative, and avatars are http(s) or file URLs.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzChats(_ data: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let bytes = Data(fuzzInput(data, count))
    for base in [URL(fileURLWithPath: "/tmp/chats/"), URL(string: "https://example.com/api/")] {
        guard case .success(let list) = ChatRecords.decode(bytes, origin: "fuzz", base: base) else { continue }
        for chat in list.chats {
            invariant(!containsControlCharacters(chat.fullName), "control character in name \(chat.fullName.debugDescription)")
            invariant(!containsControlCharacters(chat.message, allowingNewlines: true),
                      "control character in message \(chat.message.debugDescription)")
            invariant(chat.fullName.count <= ChatRecords.maximumNameLength, "name of \(chat.fullName.count) characters")
            invariant(chat.message.count <= ChatRecords.maximumMessageLength, "message of \(chat.message.count) characters")
            invariant(chat.unreadCount >= 0, "unread count \(chat.unreadCount)")
            if let scheme = chat.avatarURL?.scheme?.lowercased() {
                invariant(["http", "https", "file"].contains(scheme), "avatar scheme \(scheme)")
            }
        }
        for warning in list.warnings {
            invariant(warning.entry >= 1, "warning for entry \(warning.entry)")
        }
    }
    return 0
}

@main enum FuzzChatsMain {
    static func main() { runLibFuzzer(fuzzChats) }
}
