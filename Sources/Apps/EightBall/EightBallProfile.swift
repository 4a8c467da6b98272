import Core
import Hardware

/// The 8-ball's table in a board profile, `[eightball]`: where answers come from over the
/// network and how long to wait for one before answering from the stored answers.
public struct EightBallProfile: Sendable, Equatable {
    public static let table = "eightball"

    /// `endpoint`: the answer service; nil keeps the built-in one.
    public var endpoint: String?
    /// `budget_s`: seconds to wait for the service.
    public var budget = 2.0

    public init() {}

    package init(reading reader: inout ProfileReader) throws(ProfileError) {
        endpoint = try reader.webAddress(Self.table, "endpoint")
        budget = try reader.number(Self.table, "budget_s", in: 0.1...30) ?? budget
    }
}
