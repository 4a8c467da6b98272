import GadgetBase
import Glibc

/// The C library's words for the errnos a maker meets, in each language: English exactly as
/// glibc's strerror says them, Russian and Ukrainian capitalized as glibc's own translations are,
/// so a reason reads the same after any colon. One table for every layer: file errors
/// (`SystemReason`), I2C transfers, GPIO lines, DRM and framebuffer devices, input devices.
public enum ErrnoWords {
    static let table: [Int32: LocalizedString] = [
        EPERM: LocalizedString("Operation not permitted", ru: "Операция не разрешена", uk: "Операцію не дозволено"),
        ENOENT: LocalizedString("No such file or directory", ru: "Нет такого файла или каталога",
                                uk: "Немає такого файлу або каталогу"),
        EINTR: LocalizedString("Interrupted system call", ru: "Прерван системный вызов", uk: "Перерваний системний виклик"),
        EIO: LocalizedString("Input/output error", ru: "Ошибка ввода-вывода", uk: "Помилка введення-виведення"),
        ENXIO: LocalizedString("No such device or address", ru: "Нет такого устройства или адреса",
                               uk: "Немає такого пристрою або адреси"),
        EBADF: LocalizedString("Bad file descriptor", ru: "Неверный дескриптор файла", uk: "Неправильний дескриптор файлу"),
        EAGAIN: LocalizedString("Resource temporarily unavailable", ru: "Ресурс временно недоступен",
                                uk: "Ресурс тимчасово недоступний"),
        ENOMEM: LocalizedString("Cannot allocate memory", ru: "Не удаётся выделить память", uk: "Не вдається виділити пам’ять"),
        EACCES: LocalizedString("Permission denied", ru: "Отказано в доступе", uk: "Відмовлено в доступі"),
        EBUSY: LocalizedString("Device or resource busy", ru: "Устройство или ресурс заняты", uk: "Пристрій або ресурс зайнятий"),
        EEXIST: LocalizedString("File exists", ru: "Файл уже существует", uk: "Файл уже існує"),
        ENODEV: LocalizedString("No such device", ru: "Нет такого устройства", uk: "Немає такого пристрою"),
        ENOTDIR: LocalizedString("Not a directory", ru: "Это не каталог", uk: "Це не каталог"),
        EISDIR: LocalizedString("Is a directory", ru: "Это каталог", uk: "Це каталог"),
        EINVAL: LocalizedString("Invalid argument", ru: "Недопустимый аргумент", uk: "Неприпустимий аргумент"),
        EMFILE: LocalizedString("Too many open files", ru: "Слишком много открытых файлов", uk: "Забагато відкритих файлів"),
        ENOTTY: LocalizedString("Inappropriate ioctl for device", ru: "Неподходящий ioctl для устройства",
                                uk: "Невідповідний ioctl для пристрою"),
        ENOSPC: LocalizedString("No space left on device", ru: "На устройстве не осталось места",
                                uk: "На пристрої не залишилося місця"),
        EROFS: LocalizedString("Read-only file system", ru: "Файловая система только для чтения",
                               uk: "Файлова система лише для читання"),
        EPIPE: LocalizedString("Broken pipe", ru: "Обрыв канала", uk: "Розірваний канал"),
        ENAMETOOLONG: LocalizedString("File name too long", ru: "Слишком длинное имя файла", uk: "Задовге ім’я файлу"),
        ENOSYS: LocalizedString("Function not implemented", ru: "Функция не реализована", uk: "Функцію не реалізовано"),
        ELOOP: LocalizedString("Too many levels of symbolic links", ru: "Слишком много уровней символических ссылок",
                               uk: "Забагато рівнів символічних посилань"),
        EPROTO: LocalizedString("Protocol error", ru: "Ошибка протокола", uk: "Помилка протоколу"),
        EBADMSG: LocalizedString("Bad message", ru: "Неверное сообщение", uk: "Неправильне повідомлення"),
        EOPNOTSUPP: LocalizedString("Operation not supported", ru: "Операция не поддерживается", uk: "Операція не підтримується"),
        ETIMEDOUT: LocalizedString("Connection timed out", ru: "Истекло время ожидания соединения",
                                   uk: "Минув час очікування з’єднання"),
        EREMOTEIO: LocalizedString("Remote I/O error", ru: "Ошибка удалённого ввода-вывода",
                                   uk: "Помилка віддаленого введення-виведення"),
        EDQUOT: LocalizedString("Disk quota exceeded", ru: "Превышена дисковая квота", uk: "Перевищено дискову квоту"),
    ]

    /// The errno's words in every language, where the table has them.
    public static func words(for code: Int32) -> LocalizedString? { table[code] }

    /// Why, in the reader's language: the table's words, or the C library's for an errno the
    /// table leaves out (rare ones, which a search finds as they are).
    public static func reason(_ code: Int32) -> LocalizedMessage {
        words(for: code).map { LocalizedMessage($0) } ?? .verbatim(describeErrno(code))
    }
}
