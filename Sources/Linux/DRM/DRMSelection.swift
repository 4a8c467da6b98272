import GadgetBase
import Hardware

/// One mode a connector offers, as the kernel lists it.
public struct DRMModeSummary: Hashable, Sendable {
    public var width: Int
    public var height: Int
    public var refresh: Int
    public var isPreferred: Bool
    public init(width: Int, height: Int, refresh: Int, isPreferred: Bool) {
        self.width = width; self.height = height; self.refresh = refresh; self.isPreferred = isPreferred
    }
}

/// One connector of a card: "HDMI-A-1", "SPI-1" (panel-mipi-dbi), "Unknown-1" (ssd130x), "Virtual-1".
public struct DRMConnectorSummary: Hashable, Sendable {
    public var id: UInt32
    public var name: String
    public var isConnected: Bool
    public var modes: [DRMModeSummary]
    public init(id: UInt32, name: String, isConnected: Bool, modes: [DRMModeSummary]) {
        self.id = id; self.name = name; self.isConnected = isConnected; self.modes = modes
    }

    /// The mode the panel asks for (a panel driver offers exactly one), else the first.
    public var preferredMode: Int? { modes.firstIndex(where: \.isPreferred) ?? (modes.isEmpty ? nil : 0) }
}

/// A DRM card: its device node, its driver's name ("panel-mipi-dbi", "ssd130x", "vc4", "virtio_gpu") and connectors.
public struct DRMCardSummary: Hashable, Sendable {
    public var path: String
    public var driver: String
    public var connectors: [DRMConnectorSummary]
    public init(path: String, driver: String, connectors: [DRMConnectorSummary]) {
        self.path = path; self.driver = driver; self.connectors = connectors
    }
}

/// Which card and connector a profile means. `card` is a path or a driver's name; `connector` a
/// connector's name. Either may be left out when there is only one that fits; a connector with
/// no display attached (an empty HDMI port) is never chosen.
public enum DRMSelection {
    public static func choose(among cards: [DRMCardSummary], card wantedCard: String?, connector wantedConnector: String?)
        throws(DRMError) -> (card: DRMCardSummary, connector: DRMConnectorSummary, mode: Int) {
        guard !cards.isEmpty else { throw DRMError(.noDevice, LocalizedMessage(DRMText.noDevice)) }
        let described = cards.map { "\($0.path) (\($0.driver): \($0.connectors.map(\.name).joined(separator: ", ")))" }
            .joined(separator: "; ")
        var candidates = cards
        if let wantedCard {
            candidates = cards.filter { $0.path == wantedCard || $0.driver == wantedCard }
            guard !candidates.isEmpty else {
                throw DRMError(.noDevice, LocalizedMessage(DRMText.noSuchCard, wantedCard, described))
            }
        }
        var matches: [(DRMCardSummary, DRMConnectorSummary)] = []
        for card in candidates {
            for connector in card.connectors where wantedConnector.map({ connector.name == $0 }) ?? connector.isConnected {
                matches.append((card, connector))
            }
        }
        guard let first = matches.first else {
            if let wantedConnector {
                throw DRMError(.noConnector, LocalizedMessage(DRMText.noSuchConnector, wantedConnector, described))
            }
            throw DRMError(.noConnector, LocalizedMessage(DRMText.nothingConnected, described))
        }
        guard matches.count == 1 else {
            let names = matches.map { "\($0.0.driver) \($0.1.name)" }.joined(separator: ", ")
            throw DRMError(.noConnector, LocalizedMessage(DRMText.ambiguous, names))
        }
        guard first.1.isConnected, let mode = first.1.preferredMode else {
            throw DRMError(.noConnector, LocalizedMessage(DRMText.notConnected, first.1.name, first.0.path))
        }
        return (first.0, first.1, mode)
    }
}
