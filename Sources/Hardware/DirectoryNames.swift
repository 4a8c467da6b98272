import GadgetBase
import Glibc

/// The names in `folder` except "." and "..", in the order the filesystem gives them; nil when
/// the folder cannot be opened, with `errno` saying why. Device discovery (/dev, /dev/input)
/// lists folders through it.
public func directoryNames(_ folder: String) -> [String]? {
    guard let directory = opendir(folder) else { return nil }
    defer { closedir(directory) }
    var names: [String] = []
    while let entry = readdir(directory) {
        let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
        if name != "." && name != ".." { names.append(name) }
    }
    return names
}
