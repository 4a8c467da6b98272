import Foundation
import GRDB
import TestSupport
import Testing

@testable import Core

/// Calibrated shake thresholds in the Gadget database: one set per board profile, replaced by
/// a new calibration, gone after "Restore default", refused when absurd.
@Suite("Shake calibration storage")
struct ShakeCalibrationStoreTests {
    let date = Date(timeIntervalSince1970: 1_767_268_800)

    @Test func eachBoardKeepsItsOwnCalibrationAcrossReopening() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        do {
            let database = try GadgetDatabase(directory: directory.path)
            let pi = ShakeCalibrationStore(database: database, board: "pi-zero-case")
            #expect(try pi.load() == nil)
            try pi.save(CalibratedShakeThresholds(swing: 1.2, quiet: 0.36, burst: 1.56), at: date)
            try pi.save(CalibratedShakeThresholds(swing: 0.8, quiet: 0.25, burst: 1.04), at: date)
        }
        let database = try GadgetDatabase(directory: directory.path)
        #expect(try ShakeCalibrationStore(database: database, board: "pi-zero-case").load()
                == CalibratedShakeThresholds(swing: 0.8, quiet: 0.25, burst: 1.04))
        #expect(try ShakeCalibrationStore(database: database, board: "desktop").load() == nil)
        let migrations = try database.queue.read { try GadgetMigrations.migrator.appliedMigrations($0) }
        #expect(migrations.contains("v5-shake-calibration"))
    }

    @Test func restoreDefaultForgetsOnlyThatBoard() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let database = try GadgetDatabase(directory: directory.path)
        let one = ShakeCalibrationStore(database: database, board: "one")
        let other = ShakeCalibrationStore(database: database, board: "other")
        try one.save(CalibratedShakeThresholds(swing: 1.2, quiet: 0.36, burst: 1.56), at: date)
        try other.save(CalibratedShakeThresholds(swing: 1.5, quiet: 0.4, burst: 1.8), at: date)
        #expect(try one.restoreDefault())
        #expect(try !one.restoreDefault(), "nothing left to forget")
        #expect(try one.load() == nil)
        #expect(try other.load()?.swing == 1.5)
    }

    @Test func absurdThresholdsAreRefusedBySQLite() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let store = ShakeCalibrationStore(database: try GadgetDatabase(directory: directory.path), board: "desktop")
        #expect(throws: (any Error).self) { try store.save(CalibratedShakeThresholds(swing: 0, quiet: 0.3, burst: 1.3), at: date) }
        #expect(throws: (any Error).self) { try store.save(CalibratedShakeThresholds(swing: 1, quiet: .nan, burst: 1.3), at: date) }
        #expect(try store.load() == nil)
    }
}
