import BoardProfiles
import Core
import Sensing

extension ShakeSettings {
    /// These settings with a calibration's three thresholds in place of the preset's (and the
    /// strength a shake adds up to scaled with the swing threshold).
    public func calibrated(_ thresholds: CalibratedShakeThresholds?) -> ShakeSettings {
        guard let thresholds else { return self }
        var settings = self
        settings.requiredStrength = requiredStrength(forSwing: thresholds.swing)
        settings.swingThreshold = thresholds.swing
        settings.quietThreshold = thresholds.quiet
        settings.burstThreshold = thresholds.burst
        return settings
    }
}

extension CalibratedShakeThresholds {
    /// The thresholds a calibration proposed, as stored.
    public init(_ settings: ShakeSettings) {
        self.init(swing: settings.swingThreshold, quiet: settings.quietThreshold, burst: settings.burstThreshold)
    }
}

extension BoardProfile {
    /// The profile's preset and maximum duration, without any calibration.
    public var presetShakeSettings: ShakeSettings {
        var settings = ShakeSettings.preset(named: shakeSensitivity) ?? .normal
        if let maximum = shakeMaximumDuration { settings.maximumDuration = .milliseconds(Int64(maximum * 1000)) }
        return settings
    }
}
