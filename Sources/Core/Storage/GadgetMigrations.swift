import GRDB

/// The schema's history. Migrations run in the order registered and each runs once per
/// database; a released migration is never edited, a change is a new migration appended here.
enum GadgetMigrations {
    static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1-answers", migrate: AnswerSchema.createV1)
        migrator.registerMigration("v2-cars", migrate: CarSchema.createV1)
        migrator.registerMigration("v3-best-scores", migrate: BestScoreSchema.createV1)
        migrator.registerMigration("v4-moviequiz-rounds", migrate: QuizSchema.createV1)
        migrator.registerMigration("v5-shake-calibration", migrate: ShakeCalibrationSchema.createV1)
        return migrator
    }
}
