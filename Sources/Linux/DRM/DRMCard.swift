import CDRM
import Glibc
import GadgetBase
import Hardware

/// An open /dev/dri/cardN: its driver's name and connectors, read with the KMS ioctls.
final class DRMCard {
    let path: String
    let fd: Int32
    let driver: String

    init(path: String) throws(DRMError) {
        let descriptor = open(path, O_RDWR | O_CLOEXEC)
        guard descriptor >= 0 else { throw DRMCard.failure("open", path, errno) }
        fd = descriptor
        self.path = path
        var name = [CChar](repeating: 0, count: 64)
        var version = drm_version()
        let result = name.withUnsafeMutableBufferPointer { buffer in
            version.name = buffer.baseAddress
            version.name_len = UInt(buffer.count - 1)
            return gadget_drm_version(descriptor, &version)
        }
        driver = result == 0 ? String(decoding: name.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self) : "?"
    }

    deinit { close(fd) }

    /// /dev/dri/card* in numeric order (render nodes cannot set modes).
    static func paths(in directory: String = "/dev/dri") -> [String] {
        numberedNames("card", in: directory).map { "\(directory)/card\($0)" }
    }

    struct Resources {
        var crtcs: [UInt32]
        var connectors: [UInt32]
    }

    func resources() throws(DRMError) -> Resources {
        var counts = drm_mode_card_res()
        try check(gadget_drm_get_resources(fd, &counts), "DRM_IOCTL_MODE_GETRESOURCES")
        var crtcs = [UInt32](repeating: 0, count: Int(counts.count_crtcs))
        var connectors = [UInt32](repeating: 0, count: Int(counts.count_connectors))
        var filled = drm_mode_card_res()
        let result = crtcs.withUnsafeMutableBufferPointer { crtcBuffer in
            connectors.withUnsafeMutableBufferPointer { connectorBuffer in
                filled.count_crtcs = UInt32(crtcBuffer.count)
                filled.crtc_id_ptr = UInt64(UInt(bitPattern: crtcBuffer.baseAddress))
                filled.count_connectors = UInt32(connectorBuffer.count)
                filled.connector_id_ptr = UInt64(UInt(bitPattern: connectorBuffer.baseAddress))
                return gadget_drm_get_resources(fd, &filled)
            }
        }
        try check(result, "DRM_IOCTL_MODE_GETRESOURCES")
        return Resources(crtcs: Array(crtcs.prefix(Int(filled.count_crtcs))),
                         connectors: Array(connectors.prefix(Int(filled.count_connectors))))
    }

    struct Connector {
        var summary: DRMConnectorSummary
        var modes: [drm_mode_modeinfo]
        var encoders: [UInt32]
        var currentEncoder: UInt32
    }

    func connector(_ id: UInt32) throws(DRMError) -> Connector {
        var counts = drm_mode_get_connector()
        counts.connector_id = id
        try check(gadget_drm_get_connector(fd, &counts), "DRM_IOCTL_MODE_GETCONNECTOR")
        var modes = [drm_mode_modeinfo](repeating: drm_mode_modeinfo(), count: Int(counts.count_modes))
        var encoders = [UInt32](repeating: 0, count: Int(counts.count_encoders))
        var filled = drm_mode_get_connector()
        filled.connector_id = id
        let result = modes.withUnsafeMutableBufferPointer { modeBuffer in
            encoders.withUnsafeMutableBufferPointer { encoderBuffer in
                filled.count_modes = UInt32(modeBuffer.count)
                filled.modes_ptr = UInt64(UInt(bitPattern: modeBuffer.baseAddress))
                filled.count_encoders = UInt32(encoderBuffer.count)
                filled.encoders_ptr = UInt64(UInt(bitPattern: encoderBuffer.baseAddress))
                return gadget_drm_get_connector(fd, &filled)
            }
        }
        try check(result, "DRM_IOCTL_MODE_GETCONNECTOR")
        modes = Array(modes.prefix(Int(filled.count_modes)))
        let name = "\(Self.connectorTypeName(filled.connector_type))-\(filled.connector_type_id)"
        let summaries = modes.map { mode in
            DRMModeSummary(width: Int(mode.hdisplay), height: Int(mode.vdisplay), refresh: Int(mode.vrefresh),
                           isPreferred: mode.type & UInt32(DRM_MODE_TYPE_PREFERRED) != 0)
        }
        // 1 is DRM_MODE_CONNECTED; panels without hot-plug detection may say 3 (unknown) with a mode.
        let connected = filled.connection == 1 || (filled.connection == 3 && !modes.isEmpty)
        return Connector(summary: DRMConnectorSummary(id: id, name: name, isConnected: connected, modes: summaries),
                         modes: modes, encoders: Array(encoders.prefix(Int(filled.count_encoders))),
                         currentEncoder: filled.encoder_id)
    }

    /// The CRTC to drive `connector` with: the one it is on now, else the first its encoders can use.
    func crtc(for connector: Connector, among crtcs: [UInt32]) throws(DRMError) -> UInt32 {
        for encoderID in [connector.currentEncoder] + connector.encoders where encoderID != 0 {
            var encoder = drm_mode_get_encoder()
            encoder.encoder_id = encoderID
            guard gadget_drm_get_encoder(fd, &encoder) == 0 else { continue }
            if encoderID == connector.currentEncoder, encoder.crtc_id != 0 { return encoder.crtc_id }
            for (index, crtc) in crtcs.enumerated() where encoder.possible_crtcs & (1 << UInt32(index)) != 0 { return crtc }
        }
        throw DRMError(.noConnector, LocalizedMessage(DRMText.notConnected, connector.summary.name, path))
    }

    /// The summary DRMSelection chooses from.
    func summary() throws(DRMError) -> DRMCardSummary {
        let ids = try resources().connectors
        var connectors: [DRMConnectorSummary] = []
        for id in ids { connectors.append(try connector(id).summary) }
        return DRMCardSummary(path: path, driver: driver, connectors: connectors)
    }

    func check(_ result: Int32, _ operation: String) throws(DRMError) {
        guard result < 0 else { return }
        throw Self.failure(operation, path, -result)
    }

    static func failure(_ operation: String, _ path: String, _ code: Int32) -> DRMError {
        if code == EACCES || code == EPERM, operation == "open" {
            return DRMError(.deviceFailed, LocalizedMessage(DeviceAccessText.permissionDenied, path, "video"))
        }
        return DRMError(.deviceFailed, LocalizedMessage(DRMText.failed, operation, path, ErrnoWords.reason(code)))
    }

    /// The kernel's names for connector types (drm_connector_enum_list), by DRM_MODE_CONNECTOR_* value.
    static func connectorTypeName(_ type: UInt32) -> String {
        let names = ["Unknown", "VGA", "DVI-I", "DVI-D", "DVI-A", "Composite", "SVIDEO", "LVDS", "Component", "DIN", "DP",
                     "HDMI-A", "HDMI-B", "TV", "eDP", "Virtual", "DSI", "DPI", "Writeback", "SPI", "USB"]
        return Int(type) < names.count ? names[Int(type)] : "Unknown"
    }
}
