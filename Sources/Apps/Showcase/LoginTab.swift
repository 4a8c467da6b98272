import Core
import GadgetBase
import Hardware
import UI

/// The third tab: a pretend sign-in. Login and Password fields (placeholders while empty, the
/// password as stars), and an Enter button that rises above the on-screen keyboard while the
/// keyboard slides in, and goes back down when it is dismissed (✕, Back on an empty field, or
/// OK on the password).
struct LoginTab: Equatable, Sendable {
    enum Field: Int, Equatable, Sendable, CaseIterable { case login, password, enter }

    /// What the dialog after Enter says.
    enum Notice: Equatable, Sendable {
        /// A login or the password is still empty.
        case missing
        /// Signed in, as the login (cleaned of what a name may not hold).
        case welcome(String)
    }

    var login = ""
    var password = ""
    var focus: Field = .login
    /// The text being typed, while the keyboard is up.
    var entry: TextEntry?
    /// When the keyboard last started to appear (true) or go (false).
    var keyboardMotion: (shown: Bool, since: Instant)?
    /// A dialog's message (welcome, or what is missing).
    var message: Notice?
    /// The keyboard as it was when dismissed, drawn while it slides away.
    var departingKeyboard: OnScreenKeyboard?

    static let keyboardSlide: Duration = .milliseconds(250)
    static let maximumLength = 32

    static func == (a: LoginTab, b: LoginTab) -> Bool {
        a.login == b.login && a.password == b.password && a.focus == b.focus && a.entry == b.entry
            && a.keyboardMotion?.shown == b.keyboardMotion?.shown && a.keyboardMotion?.since == b.keyboardMotion?.since
            && a.message == b.message
    }

    var isKeyboardShown: Bool { keyboardMotion?.shown ?? false }

    /// Handles `event`; returns the instant an animation must run until, if one started.
    mutating func handle(_ event: InputEvent, now: Instant, layout: OnScreenKeyboard.Layout)
        -> (handled: Bool, animateUntil: Instant?)
    {
        if message != nil {
            if case .button(let button, .tap) = event, [.select, .back, .action].contains(button) { message = nil }
            return (true, nil)
        }
        if var typing = entry {
            let outcome = typing.handle(event)
            entry = typing
            store(typing.text)
            switch outcome {
            case .editing: return (true, nil)
            case .cancelled: return (true, hideKeyboard(now: now))
            case .submitted:
                if focus == .login {
                    focus = .password
                    entry = TextEntry(text: password, maxLength: Self.maximumLength, layout: layout)
                    return (true, nil)
                }
                focus = .enter
                return (true, hideKeyboard(now: now))
            }
        }
        switch event {
        case .button(.up, .tap), .swipe(.up):
            focus = Field(rawValue: (focus.rawValue + 2) % 3)!
        case .button(.down, .tap), .swipe(.down):
            focus = Field(rawValue: (focus.rawValue + 1) % 3)!
        case .button(.select, .tap), .button(.action, .tap):
            if focus == .enter {
                let name = TextSanitizer.clean(login, maxLength: Self.maximumLength)
                message = name.isEmpty || password.isEmpty ? .missing : .welcome(name)
                return (true, nil)
            }
            entry = TextEntry(text: focus == .login ? login : password, maxLength: Self.maximumLength, layout: layout)
            keyboardMotion = (true, now)
            return (true, now + Self.keyboardSlide)
        default:
            return (false, nil)
        }
        return (true, nil)
    }

    private mutating func store(_ text: String) {
        if focus == .login { login = text } else if focus == .password { password = text }
    }

    private mutating func hideKeyboard(now: Instant) -> Instant {
        departingKeyboard = entry?.keyboard
        entry = nil
        keyboardMotion = (false, now)
        return now + Self.keyboardSlide
    }

    /// 0 with the keyboard away, 1 with it fully up, eased in between.
    func keyboardProgress(at now: Instant) -> Double {
        guard let motion = keyboardMotion else { return 0 }
        let t = min(1, max(0, (now - motion.since).seconds / Self.keyboardSlide.seconds))
        let eased = 1 - (1 - t) * (1 - t) * (1 - t)
        return motion.shown ? eased : 1 - eased
    }

    func draw(on canvas: Canvas, in area: Rect, bounds: Rect, now: Instant, localizer l: Localizer) {
        let progress = keyboardProgress(at: now)
        let layout = LoginLayout(theme: canvas.theme, area: area, bounds: bounds)
        let fields = layout.fields(keyboardUp: progress > 0.5, editing: focus)
        canvas.textField(login, placeholder: l(ShowcaseText.login), focused: focus == .login,
                         in: fields.login)
        canvas.textField(password, placeholder: l(ShowcaseText.password), focused: focus == .password,
                         secure: true, in: fields.password)
        let button = layout.enterButton(progress: progress)
        canvas.button(l(ShowcaseText.enter), in: button, focused: focus == .enter, style: .primary)
        if progress > 0, let keyboard = entry?.keyboard ?? departingKeyboard {
            let rect = layout.keyboard(progress: progress)
            canvas.fill(rect, color: canvas.theme.background)
            canvas.keyboard(keyboard, in: rect)
        }
        if let message {
            let text = switch message {
            case .missing: l(ShowcaseText.missing)
            case .welcome(let name): l(ShowcaseText.welcome, name)
            }
            canvas.dialog(title: "", message: text, buttons: [l(ShowcaseText.ok)], focused: 0)
        }
    }
}
