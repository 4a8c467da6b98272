import GadgetBase
import Hardware

/// Whether the board moves, judged from the samples themselves the way a chip's motion
/// interrupt judges it: any axis more than `threshold` g away from a slowly followed resting
/// reading. The sampler keeps reading while the board moves, recognised or not: a shake's first
/// swings come some hundreds of milliseconds before the shake detector is sure of them, and a
/// sampler that waited for the detector could arm the interrupt and stop in the middle of them.
struct MotionStillness {
    /// The chip's wake threshold: what it would call motion, the sampler calls motion too.
    let threshold: Double
    /// How quickly the resting reading follows a board that was turned and then left still.
    static let restFollowing: Duration = .milliseconds(250)
    private var rest: Vector3?
    private var lastTime: Instant?

    init(threshold: Double) { self.threshold = threshold }

    /// Takes one sample; true when it is motion.
    mutating func isMoving(_ sample: AccelerationSample) -> Bool {
        guard let previous = rest, let last = lastTime, sample.timestamp > last else {
            if rest == nil { rest = sample.acceleration }
            lastTime = sample.timestamp
            return false
        }
        let away = sample.acceleration - previous
        let step = (sample.timestamp - last).seconds
        rest = previous + away * (step / (Self.restFollowing.seconds + step))
        lastTime = sample.timestamp
        return max(abs(away.x), abs(away.y), abs(away.z)) > threshold
    }
}
