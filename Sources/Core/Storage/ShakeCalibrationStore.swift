import Foundation
import GRDB

/// The three strength thresholds a shake calibration sets (g), as stored. Every other shake
/// setting comes from the board profile's preset.
public struct CalibratedShakeThresholds: Sendable, Hashable {
    public var swing: Double
    public var quiet: Double
    public var burst: Double

    public init(swing: Double, quiet: Double, burst: Double) {
        self.swing = swing; self.quiet = quiet; self.burst = burst
    }
}

/// The shake calibration of one board profile, kept in the Gadget database.
public final class ShakeCalibrationStore: Sendable {
    public let board: String
    private let database: GadgetDatabase

    public init(database: GadgetDatabase, board: String) {
        self.database = database
        self.board = board
    }

    /// The calibrated thresholds, or nil when the board uses its preset.
    public func load() throws -> CalibratedShakeThresholds? {
        try database.read { db in
            try Row.fetchOne(db, sql: """
                SELECT swingThreshold, quietThreshold, burstThreshold FROM shake_calibration WHERE board = ?
                """, arguments: [board])
        }.map { CalibratedShakeThresholds(swing: $0[0], quiet: $0[1], burst: $0[2]) }
    }

    /// Replaces the board's calibration. On disk when this returns.
    public func save(_ thresholds: CalibratedShakeThresholds, at date: Date) throws {
        try database.write { db in
            try db.execute(
                sql: """
                    INSERT INTO shake_calibration (board, swingThreshold, quietThreshold, burstThreshold, calibratedAt)
                    VALUES (?, ?, ?, ?, ?)
                    ON CONFLICT (board) DO UPDATE SET swingThreshold = excluded.swingThreshold,
                        quietThreshold = excluded.quietThreshold, burstThreshold = excluded.burstThreshold,
                        calibratedAt = excluded.calibratedAt
                    """,
                arguments: [board, thresholds.swing, thresholds.quiet, thresholds.burst, date.timeIntervalSince1970])
        }
    }

    /// Forgets the board's calibration ("Restore default"); returns whether there was one.
    @discardableResult
    public func restoreDefault() throws -> Bool {
        try database.write { db in
            try db.execute(sql: "DELETE FROM shake_calibration WHERE board = ?", arguments: [board])
            return db.changesCount > 0
        }
    }
}
