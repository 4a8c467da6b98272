import Foundation
import GadgetBase
import Hardware

/// Which remote endpoints Gadget may talk to: https anywhere; plain http only to this machine
/// (local services, the tests' loopback server) unless GADGET_ALLOW_HTTP=1 says otherwise.
/// Plain HTTP across a network lets anyone on the way read the quiz's API key and rewrite the
/// answers, so it has to be asked for. One switch for every endpoint (8-ball, quiz, chats), in
/// the environment, so the flags, the profile and the systemd unit's /etc/default/gadget all
/// reach it the same way.
public struct EndpointPolicy: Sendable, Equatable {
    /// The environment variable that allows plain HTTP to other machines.
    public static let environmentVariable = "GADGET_ALLOW_HTTP"

    public let allowsPlainHTTP: Bool

    public init(allowsPlainHTTP: Bool) {
        self.allowsPlainHTTP = allowsPlainHTTP
    }

    public init(environment: [String: String]) {
        allowsPlainHTTP = EnvironmentSwitch.isOn(environment[Self.environmentVariable])
    }

    /// Throws when `url` is plain http to a host that is not loopback and plain HTTP is not allowed.
    /// - Parameter service: what the endpoint is for, in the reader's words ("the 8-ball").
    public func check(_ url: URL, service: LocalizedString) throws(InsecureEndpointError) {
        guard url.scheme?.lowercased() == "http", !allowsPlainHTTP else { return }
        if Self.isLoopback(host: url.host ?? "") { return }
        throw InsecureEndpointError(service: service, address: SecretRedaction.redactingCredentials(in: url))
    }

    /// localhost, 127.0.0.0/8 and ::1: traffic that never leaves the machine.
    public static func isLoopback(host: String) -> Bool {
        var name = host.lowercased()
        if name.hasPrefix("[") && name.hasSuffix("]") { name = String(name.dropFirst().dropLast()) }
        if name == "localhost" || name.hasSuffix(".localhost") || name == "::1" { return true }
        let octets = name.split(separator: ".", omittingEmptySubsequences: false)
        return octets.count == 4 && octets[0] == "127" && octets.allSatisfy { UInt8($0) != nil }
    }
}

/// A plain-http endpoint to another machine, refused.
public struct InsecureEndpointError: Error, Equatable, Sendable, CustomStringConvertible, UserFacingError {
    public let service: LocalizedString
    public let address: String

    public var description: String { message(Localizer(language: .en)) }

    public func message(_ l: Localizer) -> String {
        l(Self.text, l(service), address)
    }

    static let text = LocalizedString(
        "%@: %@ is plain http:// to another machine, where anyone on the way can read and change the traffic; use https://, or set GADGET_ALLOW_HTTP=1 to allow plain HTTP",
        ru: "%@: %@ — это незащищённый http:// к другой машине, где любой по пути может прочитать и изменить трафик; используйте https:// или задайте GADGET_ALLOW_HTTP=1, чтобы разрешить HTTP",
        uk: "%@: %@ — це незахищений http:// до іншої машини, де будь-хто на шляху може прочитати й змінити трафік; використовуйте https:// або задайте GADGET_ALLOW_HTTP=1, щоб дозволити HTTP")
}
