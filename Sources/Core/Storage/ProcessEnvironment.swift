import Glibc

/// The process's environment variables, read from the C library's `environ`.
/// `ProcessInfo.environment` gives the same through Foundation.
public enum ProcessEnvironment {
    /// NAME=value pairs; the first of a repeated name wins, as getenv(3) finds it.
    public static func current() -> [String: String] {
        var variables: [String: String] = [:]
        var entry = environ
        while let pair = entry.pointee {
            let text = String(cString: pair)
            if let equals = text.firstIndex(of: "="), equals != text.startIndex {
                let name = String(text[..<equals])
                if variables[name] == nil { variables[name] = String(text[text.index(after: equals)...]) }
            }
            entry += 1
        }
        return variables
    }
}
