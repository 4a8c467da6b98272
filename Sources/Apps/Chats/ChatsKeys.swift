import Core
import GadgetBase
import Hardware

/// What a key means on the chats screen shown.
enum ChatsKeys {
    /// A chat scrolls its message (two lines, or a page with left and right) and closes with
    /// back; the list moves its selection (a page with left and right) and opens the selected
    /// chat; a load error scrolls. Back on the list or the error is no action: it leaves the app.
    static func action(for event: InputEvent, in model: ChatsModel) -> ChatsModel.Action? {
        if model.detail != nil {
            switch event {
            case .button(.up, .tap), .button(.up, .longPressRepeat), .swipe(.down): return .scrollDetail(lines: -1)
            case .button(.down, .tap), .button(.down, .longPressRepeat), .swipe(.up): return .scrollDetail(lines: 1)
            case .button(.left, .tap), .button(.left, .longPressRepeat): return .pageDetail(by: -1)
            case .button(.right, .tap), .button(.right, .longPressRepeat): return .pageDetail(by: 1)
            case .button(.back, .tap): return .back
            default: return nil
            }
        }
        if model.list != nil {
            switch event {
            case .button(.up, .tap), .button(.up, .longPressRepeat), .swipe(.down): return .moveSelection(by: -1)
            case .button(.down, .tap), .button(.down, .longPressRepeat), .swipe(.up): return .moveSelection(by: 1)
            case .button(.left, .tap), .button(.left, .longPressRepeat): return .movePage(by: -1)
            case .button(.right, .tap), .button(.right, .longPressRepeat): return .movePage(by: 1)
            case .button(.select, .tap), .button(.action, .tap): return .open
            default: return nil
            }
        }
        switch event {
        case .button(.up, .tap), .button(.up, .longPressRepeat), .swipe(.down): return .scrollError(lines: -1)
        case .button(.down, .tap), .button(.down, .longPressRepeat), .swipe(.up): return .scrollError(lines: 1)
        default: return nil
        }
    }
}
