import GadgetBase
import Hardware
import Testing
@testable import Linux

/// Which card and connector a profile's DRM display means, and what is said when it is not there.
@Suite struct DRMSelectionTests {
    static let hdmi = DRMCardSummary(path: "/dev/dri/card1", driver: "vc4", connectors: [
        DRMConnectorSummary(id: 32, name: "HDMI-A-1", isConnected: true, modes: [
            DRMModeSummary(width: 1920, height: 1080, refresh: 60, isPreferred: true),
            DRMModeSummary(width: 1280, height: 720, refresh: 60, isPreferred: false)]),
        DRMConnectorSummary(id: 40, name: "HDMI-A-2", isConnected: false, modes: [])])
    static let spi = DRMCardSummary(path: "/dev/dri/card2", driver: "panel-mipi-dbi", connectors: [
        DRMConnectorSummary(id: 31, name: "SPI-1", isConnected: true, modes: [
            DRMModeSummary(width: 240, height: 240, refresh: 60, isPreferred: true)])])

    @Test func theDriversNameOrTheConnectorsNameFindsThePanel() throws {
        let byDriver = try DRMSelection.choose(among: [Self.hdmi, Self.spi], card: "panel-mipi-dbi", connector: nil)
        #expect(byDriver.card.path == "/dev/dri/card2" && byDriver.connector.name == "SPI-1" && byDriver.mode == 0)
        let byConnector = try DRMSelection.choose(among: [Self.hdmi, Self.spi], card: nil, connector: "HDMI-A-1")
        #expect(byConnector.card.driver == "vc4" && byConnector.connector.modes[byConnector.mode].width == 1920)
        let byPath = try DRMSelection.choose(among: [Self.spi], card: "/dev/dri/card2", connector: nil)
        #expect(byPath.connector.id == 31)
        // The only card with something attached needs no name at all.
        #expect(try DRMSelection.choose(among: [Self.spi], card: nil, connector: nil).connector.name == "SPI-1")
    }

    @Test func eachMistakeNamesWhatIsThere() {
        func failure(_ cards: [DRMCardSummary], _ card: String?, _ connector: String?) -> DRMError? {
            do { _ = try DRMSelection.choose(among: cards, card: card, connector: connector); return nil } catch { return error }
        }
        #expect(failure([], nil, nil)?.kind == .noDevice)
        #expect(failure([], nil, nil)?.description.contains("no DRM device (/dev/dri/card*)") == true)
        let noCard = failure([Self.hdmi], "ssd130x", nil)
        #expect(noCard?.kind == .noDevice)
        #expect(noCard?.description.contains("/dev/dri/card1 (vc4: HDMI-A-1, HDMI-A-2)") == true)
        let noConnector = failure([Self.hdmi], "vc4", "DSI-1")
        #expect(noConnector?.kind == .noConnector)
        #expect(noConnector?.description.contains("no connector is called DSI-1") == true)
        #expect(failure([Self.hdmi], "vc4", "HDMI-A-2")?.description.contains("has no display attached") == true)
        #expect(failure([Self.hdmi, Self.spi], nil, nil)?.description.contains("more than one display is attached (vc4 HDMI-A-1, panel-mipi-dbi SPI-1)") == true)
    }

    @Test func aMachineWithoutDRMSaysSoInsteadOfFailingLater() {
        do {
            _ = try DRMDisplay(card: nil, connector: nil, format: .rgb565, devices: "/nonexistent/dri")
            Issue.record("a DRM display opened without any card")
        } catch {
            #expect(error.kind == .noDevice)
        }
        #expect(DRMCard.connectorTypeName(19) == "SPI" && DRMCard.connectorTypeName(11) == "HDMI-A")
    }

    @Test func aMonoFrameIsWidenedIntoTheBuffersFormat() {
        var frame = PixelBuffer(width: 8, height: 1, format: .mono1)
        frame.bytes[0] = 0b1000_0001
        var buffer = [UInt8](repeating: 0xAA, count: 8 * 2)
        buffer.withUnsafeMutableBytes { raw in
            DRMPixelCopy.copy(frame, PixelRect(x: 0, y: 0, width: 8, height: 1), into: raw.baseAddress!, stride: 16, format: .rgb565)
        }
        #expect(Array(buffer[0..<4]) == [0xFF, 0xFF, 0x00, 0x00])
        #expect(Array(buffer[14..<16]) == [0xFF, 0xFF])
    }
}
