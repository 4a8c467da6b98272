import Drivers
import Foundation
import GadgetBase
import Hardware
import Logging

/// Says so when the panel stops taking frames (an OLED that no longer acknowledges) and when it
/// takes them again: once each way, on standard error and in the log, since the panel itself
/// cannot show it. The session meanwhile presents the refused frame again every half second.
struct PanelFaultReporter {
    private var reported: LocalizedMessage?

    mutating func update(_ display: any Display, localizer: Localizer, logger: Logger) {
        guard let panel = display as? any PanelFaultReporting else { return }
        let fault = panel.panelFault
        guard (fault == nil) != (reported == nil) else { return }
        let line = fault.map { LocalizedMessage(PanelFaultText.lost, $0) } ?? LocalizedMessage(PanelFaultText.back)
        reported = fault
        logger.warning("\(line.description)")
        // Not FileHandle.write, which traps when standard error is gone (EPIPE, EIO).
        _ = DescriptorWriting.writeAll(Array("gadget: \(line.text(localizer))\n".utf8), to: STDERR_FILENO)
    }
}

enum PanelFaultText {
    static let lost = LocalizedString(
        "the panel stopped taking frames, retrying: %@", ru: "панель перестала принимать кадры, повторяю: %@",
        uk: "панель перестала приймати кадри, повторюю: %@")
    static let back = LocalizedString(
        "the panel answers again", ru: "панель снова отвечает", uk: "панель знову відповідає")
}
