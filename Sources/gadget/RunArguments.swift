/// `gadget run`'s settings, as RunCommand declares them (their help, defaults and spelling live
/// there), in a plain value that runs them.
struct RunArguments: Equatable {
    var board = "desktop"
    var app: String?
    var script: String?
    var dataDirectory: String?
    var endpoint: String?
    var imdbURL: String?
    var imdbKey: String?
    var chatsData: String?
    var language: String?
    var seed: UInt64 = 1
    var verbose = false
    var allowRoot = false
}
