import GadgetBase
import Hardware

/// Everything terminal errors say, in every language Gadget speaks. Commands stay as they are:
/// the reader types them.
enum TerminalErrorText {
    static let notATerminal = LocalizedString(
        "the %@ (descriptor %@) is not a terminal, so there is nowhere to show the panel; run in a terminal, or use `gadget run --script <file>` for headless runs",
        ru: "%@ (дескриптор %@) не является терминалом, и показывать панель негде; запустите Gadget в терминале или используйте `gadget run --script <файл>` без экрана",
        uk: "%@ (дескриптор %@) не є терміналом, і показувати панель ніде; запустіть Gadget у терміналі або використайте `gadget run --script <файл>` без екрана")
    static let cannotDraw = LocalizedString(
        "TERM=%@ cannot move the cursor, so the panel cannot be drawn; run Gadget in a terminal emulator (TERM=xterm-256color) or the Linux console, or use `gadget run --script <file>` for headless runs",
        ru: "TERM=%@ не умеет перемещать курсор, и панель нарисовать нельзя; запустите Gadget в эмуляторе терминала (TERM=xterm-256color) или в консоли Linux либо используйте `gadget run --script <файл>` без экрана",
        uk: "TERM=%@ не вміє переміщувати курсор, і панель намалювати не можна; запустіть Gadget в емуляторі термінала (TERM=xterm-256color) або в консолі Linux чи використайте `gadget run --script <файл>` без екрана")
    static let input = LocalizedString("input", ru: "ввод", uk: "введення")
    static let output = LocalizedString("output", ru: "вывод", uk: "виведення")
    static let inUse = LocalizedString(
        "the terminal is already in use by another session; restore that one first",
        ru: "терминал уже занят другим сеансом; сначала восстановите тот",
        uk: "термінал уже зайнятий іншим сеансом; спершу відновіть той")
    static let cannotReadSettings = LocalizedString(
        "cannot read the terminal settings of descriptor %@: %@", ru: "не удаётся прочитать настройки терминала дескриптора %@: %@",
        uk: "не вдається прочитати налаштування термінала дескриптора %@: %@")
    static let cannotMakeRaw = LocalizedString(
        "cannot switch descriptor %@ to raw mode: %@", ru: "не удаётся перевести дескриптор %@ в сырой режим: %@",
        uk: "не вдається перевести дескриптор %@ у сирий режим: %@")
    static let cannotWrite = LocalizedString(
        "cannot write to the terminal (descriptor %@): %@", ru: "не удаётся писать в терминал (дескриптор %@): %@",
        uk: "не вдається писати в термінал (дескриптор %@): %@")
}
