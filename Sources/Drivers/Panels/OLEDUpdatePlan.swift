import ChipCatalog
/// A rectangle of the controller's RAM the driver rewrites: `columns` (panel columns, before the
/// controller's column offset) of every page in `pages`, sent page after page.
public struct OLEDWindow: Hashable, Sendable {
    public var pages: ClosedRange<Int>
    public var columns: ClosedRange<Int>

    public init(pages: ClosedRange<Int>, columns: ClosedRange<Int>) {
        self.pages = pages
        self.columns = columns
    }

    public var dataBytes: Int { pages.count * columns.count }
}

/// Which parts of the RAM to rewrite for a new picture, and what that costs on the wire. Only
/// pages that changed are sent, each from its first to its last changed column. On an SSD1306,
/// neighbouring pages are sent as one window (one set of address commands, the data streaming
/// across the pages) when that is fewer bytes than sending them apart; the SH1106 has no windows
/// and is told the page and column for each page.
public enum OLEDUpdatePlan {
    /// SMBus block writes carry at most 32 bytes after the control byte.
    public static let bytesPerTransaction = 32

    /// The windows that turn `old` into `new`; everything when the RAM's content is unknown.
    public static func windows(from old: OLEDPages?, to new: OLEDPages, controller: OLEDController) -> [OLEDWindow] {
        guard let old else {
            let all = 0...(new.width - 1)
            return controller.hasWindowAddressing ? [OLEDWindow(pages: 0...(new.pages - 1), columns: all)]
                : (0..<new.pages).map { OLEDWindow(pages: $0...$0, columns: all) }
        }
        let changed = (0..<new.pages).compactMap { page in
            new.changedColumns(onPage: page, comparedTo: old).map { OLEDWindow(pages: page...page, columns: $0) }
        }
        guard controller.hasWindowAddressing else { return changed }
        var merged: [OLEDWindow] = []
        for window in changed {
            if let last = merged.last, last.pages.upperBound + 1 == window.pages.lowerBound {
                let joined = OLEDWindow(
                    pages: last.pages.lowerBound...window.pages.upperBound,
                    columns: min(last.columns.lowerBound, window.columns.lowerBound)...max(last.columns.upperBound, window.columns.upperBound))
                if wireBytes(joined, controller) <= wireBytes(last, controller) + wireBytes(window, controller) {
                    merged[merged.count - 1] = joined
                    continue
                }
            }
            merged.append(window)
        }
        return merged
    }

    /// The commands that point the controller's RAM at the window's first byte (SSD1306) or at
    /// one page's first column (SH1106, where `page` says which).
    static func addressCommands(for window: OLEDWindow, page: Int, controller: OLEDController) -> [UInt8] {
        let first = window.columns.lowerBound + controller.columnOffset
        if controller.hasWindowAddressing {
            let last = window.columns.upperBound + controller.columnOffset
            return [0x21, UInt8(first), UInt8(last), 0x22, UInt8(window.pages.lowerBound), UInt8(window.pages.upperBound)]
        }
        return [0xB0 | UInt8(page), 0x00 | UInt8(first & 0x0F), 0x10 | UInt8(first >> 4)]
    }

    /// Bytes on the wire for one window: per transaction the address byte and the control byte,
    /// then the commands or up to 32 bytes of data.
    public static func wireBytes(_ window: OLEDWindow, _ controller: OLEDController) -> Int {
        let commandRuns = controller.hasWindowAddressing ? 1 : window.pages.count
        let commandBytes = controller.hasWindowAddressing ? 6 : 3
        let perRun = controller.hasWindowAddressing ? window.dataBytes : window.columns.count
        let dataTransactions = (perRun + bytesPerTransaction - 1) / bytesPerTransaction * commandRuns
        return commandRuns * (2 + commandBytes) + window.dataBytes + 2 * dataTransactions
    }

    /// Bytes on the wire for a whole update.
    public static func wireBytes(_ windows: [OLEDWindow], _ controller: OLEDController) -> Int {
        windows.reduce(0) { $0 + wireBytes($1, controller) }
    }

    /// SCL cycles for `bytes` bytes sent as `transactions` transactions: nine per byte (eight
    /// bits and the acknowledge), and about one each for every start and stop condition.
    public static func clockCycles(bytes: Int, transactions: Int) -> Int { bytes * 9 + transactions * 2 }
}
