import Apps
import Core
import Foundation
import GadgetBase
import Hardware
import Sensing

/// The 8-ball's "Calibrate shake" on this board: the pipeline's own samples while it listens,
/// and the result stored per board profile and put in force at once.
extension Session: ShakeCalibrationHost {
    public var canCalibrateShake: Bool { motion != nil && shakeCalibration != nil }

    public var presetShakeSettings: ShakeSettings { shakeCalibration?.preset ?? .normal }

    public var isShakeCalibrated: Bool { ((try? shakeCalibration?.store.load()) ?? nil) != nil }

    public func startRecordingMotion() {
        guard let motion else { return }
        motion.recording = []
        // A sleeping sampler would miss the first swings: be awake from now on.
        if isMotionAsleep { motionInterrupt(at: clock.now()) }
    }

    public func recordedMotion() -> [AccelerationSample] { motion?.recording ?? [] }

    public func stopRecordingMotion() { motion?.recording = nil }

    public func applyShakeCalibration(_ settings: ShakeSettings?) throws {
        guard let shakeCalibration else { return }
        if let settings {
            try shakeCalibration.store.save(CalibratedShakeThresholds(settings), at: Date())
        } else {
            try shakeCalibration.store.restoreDefault()
        }
        motion?.apply(settings ?? shakeCalibration.preset)
    }
}
