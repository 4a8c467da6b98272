import GadgetBase
import Hardware

/// Why the database could not be opened, with the path involved and what to do about it.
public enum GadgetDatabaseError: Error, Equatable, CustomStringConvertible {
    /// The data directory does not exist and could not be made.
    case cannotCreateDirectory(path: String, reason: SystemReason)
    /// The data directory, or a folder above it, is an existing file.
    case fileInTheWay(path: String, file: String)
    /// The file exists but this user may not write it, or the directory is read-only.
    case readOnly(path: String, reason: SystemReason)
    /// SQLite could not open the file (permission, a directory in its place, a full disk...).
    case cannotOpen(path: String, reason: SystemReason)
    /// The file was unreadable and moving it aside failed too.
    case cannotMoveAside(path: String, reason: SystemReason)
    /// An open database failed to read or save (disk full, file removed or made read-only).
    case accessFailed(path: String, reason: SystemReason)
    /// The open database turned out damaged (a page, or a table another tool removed); the next
    /// open sets the file aside and starts a new one.
    case damaged(path: String, reason: SystemReason)
    /// The file is damaged, but another process has it open: moving it aside now would leave
    /// that process saving into the file moved away.
    case damagedInUse(path: String)
    /// An SQLite database of another program (its own tables, none of Gadget's bookkeeping).
    case foreignDatabase(path: String, tables: [String])
    /// Written by a newer Gadget, with changes this one does not know.
    case newerSchema(path: String)
    /// The filesystem holding the database has no space left.
    case diskFull(path: String)
    /// The filesystem holding the database is mounted read-only.
    case readOnlyFileSystem(path: String)
    /// A pipe, socket or device where the database file should be.
    case notARegularFile(path: String)
    /// A symbolic link to a file in a folder that does not exist.
    case linkToNowhere(path: String, target: String)
    /// Another program held the database locked longer than Gadget waits.
    case busy(path: String)
    /// The same failure in a directory given with `--data-dir`: the advice names the flag, not
    /// XDG_DATA_HOME, which played no part.
    indirect case inDirectoryFromFlag(GadgetDatabaseError)

    /// The database may still be read though it cannot be written here (this user may not, the
    /// filesystem is read-only or full): a command that mostly reads may open it read-only.
    public var leavesReading: Bool {
        switch self {
        case .readOnly, .readOnlyFileSystem, .diskFull: true
        case let .inDirectoryFromFlag(error): error.leavesReading
        default: false
        }
    }

    /// The message in English, for logs.
    public var description: String { message(Localizer(language: .en)) }

    public func message(_ l: Localizer) -> String { message(l, fromFlag: false) }

    /// `fromFlag`: whether `--data-dir` chose the directory; the advice names what did.
    private func message(_ l: Localizer, fromFlag: Bool) -> String {
        let setting = fromFlag ? "--data-dir" : "XDG_DATA_HOME"
        return switch self {
        case let .cannotCreateDirectory(path, reason):
            l(Texts.cannotCreateDirectory, path, reason.text(l), setting)
        case let .fileInTheWay(path, file):
            l(Texts.fileInTheWay, path, file, fromFlag ? setting : l(Texts.eitherSetting))
        case let .readOnly(path, reason):
            l(Texts.readOnly, path, reason.text(l), setting)
        case let .cannotOpen(path, reason):
            l(Texts.cannotOpen, path, reason.text(l))
        case let .cannotMoveAside(path, reason):
            l(Texts.cannotMoveAside, path, reason.text(l))
        case let .accessFailed(path, reason):
            l(Texts.accessFailed, path, reason.text(l))
        case let .damaged(path, reason):
            l(Texts.damaged, path, reason.text(l))
        case let .damagedInUse(path):
            l(Texts.damagedInUse, path)
        case let .foreignDatabase(path, tables):
            l(Texts.foreignDatabase, path, tables.prefix(3).joined(separator: ", "), setting)
        case let .newerSchema(path):
            l(Texts.newerSchema, path)
        case let .diskFull(path):
            l(Texts.diskFull, path)
        case let .readOnlyFileSystem(path):
            l(Texts.readOnlyFileSystem, path, setting)
        case let .notARegularFile(path):
            l(Texts.notARegularFile, path, setting)
        case let .busy(path):
            l(Texts.busy, path)
        case let .linkToNowhere(path, target):
            l(Texts.linkToNowhere, path, target)
        case let .inDirectoryFromFlag(error):
            error.message(l, fromFlag: true)
        }
    }

    /// In a few words for a dialog on a panel: what went wrong and what to check, without the
    /// path (the log and the command line have it).
    public func screenMessage(_ l: Localizer) -> String {
        switch self {
        case .busy: l(Texts.busyScreen)
        case .diskFull: l(Texts.diskFullScreen)
        case .readOnlyFileSystem: l(Texts.readOnlyFileSystemScreen)
        case .linkToNowhere: l(Texts.linkToNowhereScreen)
        case let .damaged(_, reason): l(Texts.damagedScreen, reason.text(l))
        case let .accessFailed(_, reason):
            l(Texts.accessFailedScreen, reason.text(l).sentenceCased)
        case let .inDirectoryFromFlag(error): error.screenMessage(l)
        default: message(l)
        }
    }

    enum Texts {
        static let busyScreen = LocalizedString(
            "Another program has the database locked; try again.",
            ru: "База данных занята другой программой; попробуйте ещё раз.",
            uk: "База даних зайнята іншою програмою; спробуйте ще раз.")
        static let diskFullScreen = LocalizedString(
            "The disk is full; free some space.", ru: "Диск переполнен; освободите место.", uk: "Диск переповнений; звільніть місце.")
        static let readOnlyFileSystemScreen = LocalizedString(
            "The disk is read-only.", ru: "Диск только для чтения.", uk: "Диск лише для читання.")
        static let accessFailedScreen = LocalizedString(
            "%@. Check that the disk is not full.", ru: "%@. Проверьте, не переполнен ли диск.",
            uk: "%@. Перевірте, чи не переповнений диск.")
        static let cannotCreateDirectory = LocalizedString(
            "cannot create the data directory %@: %@; create it yourself and make it writable by this user, or set %@ to a writable directory",
            ru: "не удаётся создать каталог данных %@: %@; создайте его сами и дайте этому пользователю право записи или укажите в %@ каталог, доступный для записи",
            uk: "не вдається створити каталог даних %@: %@; створіть його самостійно й надайте цьому користувачеві право запису або вкажіть у %@ каталог, доступний для запису"
        )
        static let fileInTheWay = LocalizedString(
            "cannot use %@ as the data directory: %@ is a file, not a directory; choose another data directory (%@) or move that file away",
            ru: "не удаётся использовать %@ как каталог данных: %@ — это файл, а не каталог; выберите другой каталог данных (%@) или уберите этот файл",
            uk: "не вдається використати %@ як каталог даних: %@ — це файл, а не каталог; виберіть інший каталог даних (%@) або приберіть цей файл"
        )
        static let eitherSetting = LocalizedString(
            "--data-dir or XDG_DATA_HOME", ru: "--data-dir или XDG_DATA_HOME", uk: "--data-dir або XDG_DATA_HOME")
        static let readOnly = LocalizedString(
            "cannot write the database %@: %@; make the file and its directory writable by this user (chown/chmod), or set %@ to a writable directory",
            ru: "не удаётся записать базу данных %@: %@; дайте этому пользователю право записи в файл и его каталог (chown/chmod) или укажите в %@ каталог, доступный для записи",
            uk: "не вдається записати базу даних %@: %@; надайте цьому користувачеві право запису у файл і його каталог (chown/chmod) або вкажіть у %@ каталог, доступний для запису"
        )
        static let cannotOpen = LocalizedString(
            "cannot open the database %@: %@; check that the path is a regular file, that it and its directory are readable and writable by this user, and that the disk is not full",
            ru: "не удаётся открыть базу данных %@: %@; проверьте, что по этому пути обычный файл, что он и его каталог доступны этому пользователю для чтения и записи и что диск не переполнен",
            uk: "не вдається відкрити базу даних %@: %@; перевірте, що за цим шляхом звичайний файл, що він і його каталог доступні цьому користувачеві для читання й запису і що диск не переповнений"
        )
        static let cannotMoveAside = LocalizedString(
            "the database %@ is damaged and could not be moved aside: %@; move or delete it yourself and start again",
            ru: "база данных %@ повреждена, и её не удалось переместить: %@; переместите или удалите её вручную и запустите программу снова",
            uk: "база даних %@ пошкоджена, і її не вдалося перемістити: %@; перемістіть або видаліть її вручну й запустіть програму знову"
        )
        static let accessFailed = LocalizedString(
            "could not read or save the database %@: %@; check that the disk is not full and that the file is still there and writable by this user",
            ru: "не удалось прочитать или сохранить базу данных %@: %@; проверьте, что диск не переполнен, а файл на месте и доступен этому пользователю для записи",
            uk: "не вдалося прочитати або зберегти базу даних %@: %@; перевірте, що диск не переповнений, а файл на місці й доступний цьому користувачеві для запису"
        )
        static let damaged = LocalizedString(
            "the database %@ is damaged (%@); restart Gadget, which sets the damaged file aside and starts a new one",
            ru: "база данных %@ повреждена (%@); перезапустите Gadget, и он отложит повреждённый файл и создаст новый",
            uk: "база даних %@ пошкоджена (%@); перезапустіть Gadget, і він відкладе пошкоджений файл та створить новий"
        )
        static let damagedScreen = LocalizedString(
            "The saved data is damaged (%@); restart Gadget.", ru: "Сохранённые данные повреждены (%@); перезапустите Gadget.",
            uk: "Збережені дані пошкоджено (%@); перезапустіть Gadget.")
        static let damagedInUse = LocalizedString(
            "the database %@ is damaged, but another Gadget process has it open (the app, or a command still running); stop it (sudo systemctl stop gadget) and run this again: the damaged file is then kept aside and a new one started",
            ru: "база данных %@ повреждена, но её держит открытой другой процесс Gadget (приложение или ещё работающая команда); остановите его (sudo systemctl stop gadget) и запустите это снова: повреждённый файл будет отложен, а новый создан",
            uk: "база даних %@ пошкоджена, але її тримає відкритою інший процес Gadget (застосунок або ще запущена команда); зупиніть його (sudo systemctl stop gadget) і запустіть це знову: пошкоджений файл буде відкладено, а новий створено"
        )
        static let foreignDatabase = LocalizedString(
            "%@ is a database of another program (tables: %@); Gadget leaves it as it is: move it away, or set %@ to Gadget's own directory",
            ru: "%@ — база данных другой программы (таблицы: %@); Gadget её не меняет: уберите этот файл или укажите в %@ собственный каталог Gadget",
            uk: "%@ — база даних іншої програми (таблиці: %@); Gadget її не змінює: приберіть цей файл або вкажіть у %@ власний каталог Gadget"
        )
        static let newerSchema = LocalizedString(
            "the database %@ was written by a newer Gadget; update Gadget to use it (this one would not understand its changes)",
            ru: "базу данных %@ записала более новая версия Gadget; обновите Gadget, чтобы работать с ней (эта версия не поймёт её изменений)",
            uk: "базу даних %@ записала новіша версія Gadget; оновіть Gadget, щоб працювати з нею (ця версія не зрозуміє її змін)"
        )
        static let diskFull = LocalizedString(
            "cannot open the database %@: the disk is full; free some space on it and run again (nothing stored is lost)",
            ru: "не удаётся открыть базу данных %@: диск переполнен; освободите на нём место и запустите снова (сохранённое не потеряно)",
            uk: "не вдається відкрити базу даних %@: диск переповнений; звільніть на ньому місце й запустіть знову (збережене не втрачено)"
        )
        static let readOnlyFileSystem = LocalizedString(
            "cannot write the database %@: its filesystem is mounted read-only; remount it read-write (sudo mount -o remount,rw MOUNTPOINT), or set %@ to a directory on a writable one",
            ru: "не удаётся записать базу данных %@: её файловая система смонтирована только для чтения; перемонтируйте её для записи (sudo mount -o remount,rw ТОЧКА_МОНТИРОВАНИЯ) или укажите в %@ каталог на другой файловой системе",
            uk: "не вдається записати базу даних %@: її файлову систему змонтовано лише для читання; перемонтуйте її для запису (sudo mount -o remount,rw ТОЧКА_МОНТУВАННЯ) або вкажіть у %@ каталог на іншій файловій системі"
        )
        static let notARegularFile = LocalizedString(
            "%@ is not a regular file (a pipe, socket or device); move it away, or set %@ to another directory",
            ru: "%@ — не обычный файл (канал, сокет или устройство); уберите его или укажите в %@ другой каталог",
            uk: "%@ — не звичайний файл (канал, сокет або пристрій); приберіть його або вкажіть у %@ інший каталог"
        )
        static let linkToNowhere = LocalizedString(
            "the database %@ is a link to %@, whose folder does not exist; mount or create that folder, or remove the link to start a fresh database in its place",
            ru: "база данных %@ — ссылка на %@, а такой папки нет; смонтируйте или создайте эту папку либо удалите ссылку, чтобы на её месте появилась новая база",
            uk: "база даних %@ — посилання на %@, а такої теки немає; змонтуйте або створіть цю теку чи видаліть посилання, щоб на його місці з’явилася нова база"
        )
        static let linkToNowhereScreen = LocalizedString(
            "The database is a link to a missing folder.", ru: "База данных — ссылка на несуществующую папку.",
            uk: "База даних — посилання на неіснуючу теку.")
        static let busy = LocalizedString(
            "another program kept the database %@ locked for more than 5 s; close it (an sqlite3 shell, a backup) and try again",
            ru: "другая программа держит базу данных %@ заблокированной дольше 5 с; закройте её (оболочку sqlite3, резервное копирование) и попробуйте снова",
            uk: "інша програма тримає базу даних %@ заблокованою довше ніж 5 с; закрийте її (оболонку sqlite3, резервне копіювання) і спробуйте знову"
        )
        static let recovered = LocalizedString(
            "the database %@ was damaged or not a database, so a fresh one was created; the old file was kept as %@",
            ru: "база данных %@ была повреждена или не являлась базой данных, поэтому создана новая; старый файл сохранён как %@",
            uk: "база даних %@ була пошкоджена або не була базою даних, тому створено нову; старий файл збережено як %@"
        )
    }
}
