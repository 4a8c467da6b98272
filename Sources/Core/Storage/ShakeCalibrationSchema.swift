import GRDB

/// The `shake_calibration` table: one row per board profile, the shake thresholds calibrated
/// on it. Keyed by the profile's name because the same hands shake a Pi in a case and a
/// breakout on a breadboard differently; no row means the profile's preset.
enum ShakeCalibrationSchema {
    static func createV1(_ db: Database) throws {
        try db.execute(sql: """
            CREATE TABLE shake_calibration (
                board TEXT PRIMARY KEY NOT NULL CHECK (length(board) BETWEEN 1 AND 200),
                swingThreshold REAL NOT NULL CHECK (swingThreshold > 0 AND swingThreshold <= 16),
                quietThreshold REAL NOT NULL CHECK (quietThreshold > 0 AND quietThreshold <= 16),
                burstThreshold REAL NOT NULL CHECK (burstThreshold > 0 AND burstThreshold <= 16),
                calibratedAt REAL NOT NULL
            )
            """)
    }
}
