import GadgetBase
import Hardware
import Sensing

/// What "Calibrate shake" needs of the host beyond `AppHost`: the board's own accelerometer
/// samples while it listens, and a place to keep the result for this board. A host without an
/// accelerometer or a database does not offer it.
public protocol ShakeCalibrationHost: AnyObject {
    /// Whether this board can be calibrated here (it has an accelerometer and a database).
    var canCalibrateShake: Bool { get }
    /// The board profile's preset: what a calibration starts from and "Restore default" returns to.
    var presetShakeSettings: ShakeSettings { get }
    /// Whether a calibration of this board is in force.
    var isShakeCalibrated: Bool { get }
    /// Keeps every accelerometer sample from now on, and keeps the sampler awake, until stopped.
    func startRecordingMotion()
    /// The samples kept since `startRecordingMotion`, oldest first.
    func recordedMotion() -> [AccelerationSample]
    func stopRecordingMotion()
    /// Stores `settings` as this board's calibration and puts them in force at once; nil
    /// forgets the calibration and brings the preset back.
    func applyShakeCalibration(_ settings: ShakeSettings?) throws
}
