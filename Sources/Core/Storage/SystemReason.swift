import Foundation
import GadgetBase
import Hardware

/// Why the system refused a file operation, in the reader's language. The refusals a maker meets
/// (a missing folder, no permission, a full or read-only disk) are translated; any other errno
/// reads in the C library's words, and a library's own message (SQLite's) as it came.
public struct SystemReason: Sendable, Hashable, CustomStringConvertible, LocalizableArgument {
    private let translation: LocalizedString?
    private let words: String

    public init(errorNumber: Int32) {
        translation = Self.translations[errorNumber]
        words = strerror(errorNumber).map { String(cString: $0) } ?? "error \(errorNumber)"
    }

    /// A reason another library gave in its own words.
    public init(_ words: String) {
        translation = nil
        self.words = words
    }

    public func text(_ l: Localizer) -> String {
        translation.map { l($0) } ?? words
    }

    /// English, for logs.
    public var description: String { text(Localizer(language: .en)) }

    public var localizableArgument: LocalizedMessage.Argument {
        translation.map { .message(LocalizedMessage($0)) } ?? .text(words)
    }

    private static let translations: [Int32: LocalizedString] = [
        EACCES: LocalizedString("Permission denied", ru: "Отказано в доступе", uk: "Відмовлено в доступі"),
        EPERM: LocalizedString("Operation not permitted", ru: "Операция не разрешена", uk: "Операцію не дозволено"),
        ENOENT: LocalizedString("No such file or directory", ru: "Нет такого файла или каталога",
                                uk: "Немає такого файлу або каталогу"),
        ENOTDIR: LocalizedString("Not a directory", ru: "Это не каталог", uk: "Це не каталог"),
        EISDIR: LocalizedString("Is a directory", ru: "Это каталог", uk: "Це каталог"),
        EEXIST: LocalizedString("File exists", ru: "Файл уже существует", uk: "Файл уже існує"),
        ENOSPC: LocalizedString("No space left on device", ru: "На устройстве не осталось места",
                                uk: "На пристрої не залишилося місця"),
        EDQUOT: LocalizedString("Disk quota exceeded", ru: "Превышена дисковая квота", uk: "Перевищено дискову квоту"),
        EROFS: LocalizedString("Read-only file system", ru: "Файловая система только для чтения",
                               uk: "Файлова система лише для читання"),
        EIO: LocalizedString("Input/output error", ru: "Ошибка ввода-вывода", uk: "Помилка введення-виведення"),
        ENAMETOOLONG: LocalizedString("File name too long", ru: "Слишком длинное имя файла", uk: "Задовге ім’я файлу"),
        ELOOP: LocalizedString("Too many levels of symbolic links", ru: "Слишком много уровней символических ссылок",
                               uk: "Забагато рівнів символічних посилань"),
        EBUSY: LocalizedString("Device or resource busy", ru: "Устройство или ресурс заняты",
                               uk: "Пристрій або ресурс зайнятий"),
    ]
}

/// Why a file operation failed, from the errno underneath (Foundation on Linux wraps it in an
/// error whose description is a generic "The operation could not be completed"; the errno is
/// what a user can act on). Errors that carry no errno keep Foundation's words.
public func fileErrorReason(_ error: any Error) -> SystemReason {
    let nsError = error as NSError
    // On Linux the underlying error is kept as a Swift value (POSIXError, or another Error), which
    // `as? NSError` does not bridge; `as NSError` on the Error does.
    if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? any Error {
        let underlyingError = underlying as NSError
        if underlyingError.domain == NSPOSIXErrorDomain { return SystemReason(errorNumber: Int32(underlyingError.code)) }
    }
    if nsError.domain == NSPOSIXErrorDomain { return SystemReason(errorNumber: Int32(nsError.code)) }
    return SystemReason(nsError.localizedDescription)
}
