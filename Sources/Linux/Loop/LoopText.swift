import GadgetBase

/// Everything the event loop's errors say, in every language Gadget speaks. Descriptor and
/// signal numbers stay as they are: they are what `ls /proc/PID/fd` and `kill -l` show.
enum LoopText {
    static let cannotWait = LocalizedString(
        "cannot wait for descriptors %@: %@",
        ru: "не удаётся ждать дескрипторы %@: %@",
        uk: "не вдається чекати на дескриптори %@: %@")
    static let descriptorNotOpen = LocalizedString(
        "cannot wait for descriptor %@: it is not open",
        ru: "не удаётся ждать дескриптор %@: он не открыт",
        uk: "не вдається чекати на дескриптор %@: його не відкрито")
    static let notASignal = LocalizedString(
        "cannot watch signal %@: it is not a signal number (1 to 64)",
        ru: "не удаётся следить за сигналом %@: это не номер сигнала (от 1 до 64)",
        uk: "не вдається стежити за сигналом %@: це не номер сигналу (від 1 до 64)")
    static let signalTaken = LocalizedString(
        "signal %@ is already watched by another SignalWatcher; release that one first",
        ru: "за сигналом %@ уже следит другой SignalWatcher; сначала освободите его",
        uk: "за сигналом %@ уже стежить інший SignalWatcher; спершу звільніть його")
    static let cannotWatch = LocalizedString(
        "cannot watch signal %@: %@",
        ru: "не удаётся следить за сигналом %@: %@",
        uk: "не вдається стежити за сигналом %@: %@")
    static let cannotCreatePipe = LocalizedString(
        "cannot create a pipe for %@: %@",
        ru: "не удаётся создать канал для %@: %@",
        uk: "не вдається створити канал для %@: %@")
    static let cannotMakeNonBlocking = LocalizedString(
        "cannot make the pipe for %@ non-blocking: %@",
        ru: "не удаётся сделать канал для %@ неблокирующим: %@",
        uk: "не вдається зробити канал для %@ неблокувальним: %@")
    static let wakingTheLoop = LocalizedString(
        "waking the event loop", ru: "пробуждения цикла событий", uk: "пробудження циклу подій")
    static let watchingSignals = LocalizedString(
        "watching signals %@", ru: "слежения за сигналами %@", uk: "стеження за сигналами %@")
}
