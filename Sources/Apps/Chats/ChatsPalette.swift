import UI

/// The chats app's colours: a light, iOS-like look with the logo's orange on colour panels;
/// on one-bit panels the theme's black and white, so nothing is lost to thresholding.
struct ChatsPalette {
    static let orange = Color(hex: 0xFF8A00)
    /// The avatar circle while its picture loads, or when there is none.
    static let placeholder = Color(hex: 0xC8C8C8)

    let isMonochrome: Bool
    let background: Color
    let text: Color
    let secondaryText: Color
    let separator: Color
    let accent: Color
    let selection: Color
    let selectedText: Color
    let badgeText: Color

    init(theme: Theme) {
        isMonochrome = theme.isMonochrome
        if theme.isMonochrome {
            background = .black
            text = .white
            secondaryText = .white
            separator = .white
            accent = .white
            selection = .white
            selectedText = .black
            badgeText = .black
        } else {
            background = .white
            text = Color(hex: 0x1B1B1F)
            secondaryText = Color(hex: 0x7C7C84)
            separator = Color(hex: 0xE3E3E8)
            accent = Self.orange
            selection = Color(hex: 0xFFEBD3)
            selectedText = Color(hex: 0x1B1B1F)
            badgeText = .white
        }
    }
}
