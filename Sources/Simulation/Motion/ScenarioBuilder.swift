import Foundation
import GadgetBase
import Hardware

/// Lays out episodes, overlays and labels for one generated recording.
struct ScenarioBuilder {
    var random: MotionRandom
    var start = Rotation.identity
    var episodes: [any MotionEpisode] = []
    var overlays: [any MotionOverlay] = []
    var shakes: [LabelledShake] = []
    var knocks: [LabelledKnock] = []
    var notes: [String] = []
    private var current = Rotation.identity
    private var time = 0.0

    init(random: MotionRandom) { self.random = random }

    private mutating func begin(in pose: Rotation) { start = pose; current = pose }

    private mutating func add(_ episode: any MotionEpisode) {
        current = episode.state(at: episode.duration, from: current).orientation
        time += episode.duration
        episodes.append(episode)
    }

    private mutating func still(_ duration: Double, inHand: Bool) {
        add(Stillness(duration: duration, handTremor: inHand ? random.uniform(0.004...0.02) : 0, random: &random))
    }

    private mutating func pickUp() {
        let target = Pose.inHand(random: &random)
        let lift = Vector3(x: random.uniform(-0.15...0.15), y: random.uniform(-0.15...0.15), z: random.uniform(0.08...0.4))
        add(Reorientation(duration: random.uniform(0.35...1.0), to: target, displacement: lift))
    }

    private mutating func putDown() {
        let target = Pose.onTable(faceUp: random.chance(0.85), random: &random)
        let drop = Vector3(x: random.uniform(-0.15...0.15), y: random.uniform(-0.15...0.15), z: -random.uniform(0.08...0.4))
        add(Reorientation(duration: random.uniform(0.35...1.0), to: target, displacement: drop,
                          landing: random.uniform(0.2...2.0), landingWidth: random.uniform(0.004...0.015)))
    }

    func defaultRate(for activity: MotionActivity) -> Double {
        var dice = random
        switch activity {
        // The spread of rates boards really use, kept lean at the top so the files stay small.
        case .caseTaps: return dice.pick([100.0, 200, 200, 400, 1000])
        case .tableKnocks, .pickUpPutDown: return dice.pick([10.0, 50, 100, 100, 200])
        case .shake, .longShake: return dice.pick([10.0, 25, 50, 50, 100, 100, 100, 200, 400, 1000])
        case .walkThenShake: return dice.pick([10.0, 25, 50, 100, 100, 200])
        default: return dice.pick([10.0, 25, 50, 50, 100, 100, 200])
        }
    }

    /// A hand shake of the given strength class, its parameters drawn as people vary.
    private mutating func shake(strength: ShakeStrength, overlong: Bool) {
        let frequency = random.uniform(2.5...6.5)
        // Mostly a horizontal line, sometimes diagonal, now and then straight up and down.
        let elevation: Double = random.chance(0.7) ? random.uniform(-0.35...0.35)
            : random.chance(0.66) ? random.uniform(0.35...1.0) : random.uniform(1.0...1.57)
        let heading = random.uniform(0...(2 * .pi))
        let axis = Vector3(x: cos(elevation) * cos(heading), y: cos(elevation) * sin(heading), z: sin(elevation))
        let duration = overlong ? random.uniform(5.5...8) : random.uniform(0.6...2.5)
        let parameters = HandShake.Parameters(
            axis: axis, frequency: frequency, amplitude: random.uniform(strength.peakRange) / 1.1,
            duration: duration, rampIn: random.uniform(0.5...1.5) / frequency, rampOut: random.uniform(0.5...2) / frequency,
            strokeBalance: random.uniform(0.4...0.6), paceWander: random.uniform(0.03...0.15),
            strengthWander: random.uniform(0.05...0.2), wristTurn: random.uniform(0.03...0.4), sideShare: random.uniform(0.05...0.35))
        let episode = HandShake(parameters, random: &random)
        let measured = episode.peakAcceleration
        let label = ShakeStrength.allCases.last { measured >= $0.peakRange.lowerBound } ?? .gentle
        shakes.append(LabelledShake(start: .seconds(time), end: .seconds(time + duration), strength: label, overlong: overlong))
        notes.append(String(format: "shake %@ %.1f Hz peak %.2f g %.2f s elevation %.0f°", label.rawValue,
                            frequency, measured, duration, elevation * 180 / .pi))
        add(episode)
    }

    mutating func shakeSession(count: Int, overlong: Bool) {
        let fromTable = random.chance(0.4)
        begin(in: fromTable ? Pose.onTable(faceUp: true, random: &random)
              : random.chance(0.85) ? Pose.inHand(random: &random) : Pose.anyway(random: &random))
        still(random.uniform(0.8...2), inHand: !fromTable)
        if fromTable {
            pickUp()
            still(random.uniform(0.2...1.2), inHand: true)
        }
        for index in 0..<count {
            let strength = random.pick(ShakeStrength.allCases)
            shake(strength: strength, overlong: overlong)
            still(random.uniform(index + 1 < count ? 1.5...3 : 1.2...2.5), inHand: true)
        }
        if fromTable && random.chance(0.6) {
            putDown()
            still(random.uniform(0.8...1.5), inHand: false)
        }
    }

    mutating func walkThenShake() {
        begin(in: Pose.inHand(random: &random))
        let walk = gaitParameters(.walking, .hand, duration: random.uniform(6...12))
        add(Gait(walk, random: &random))
        still(random.uniform(0.4...1.5), inHand: true)
        shake(strength: random.pick([.normal, .firm]), overlong: false)
        still(random.uniform(0.6...1.5), inHand: true)
        add(Gait(gaitParameters(.walking, .hand, duration: random.uniform(5...10)), random: &random))
        notes.append("walking in hand before and after")
    }

    private mutating func gaitParameters(_ kind: Gait.Kind, _ carry: Gait.Carry, duration: Double) -> Gait.Parameters {
        let running = kind == .running
        let stepFrequency: Double = switch kind {
        case .walking: random.uniform(1.5...2.3)
        case .running: random.uniform(2.4...3.3)
        case .stairsUp: random.uniform(1.2...1.9)
        case .stairsDown: random.uniform(1.5...2.3)
        }
        let jolt: Double = switch kind {
        case .walking: random.uniform(0.1...0.6)
        case .running: random.uniform(0.5...1.5)
        case .stairsUp: random.uniform(0.1...0.4)
        case .stairsDown: random.uniform(0.4...1.2)
        }
        return Gait.Parameters(
            kind: kind, carry: carry, duration: duration, stepFrequency: stepFrequency,
            bounce: running ? 0 : random.uniform(0.12...0.4) * (kind == .stairsUp ? 1.3 : 1),
            // Recreational runners' feet are down 200-300 ms of each 300-420 ms step, so the
            // ground pushes at most 2.5-3 body weights (the half-sine peak is pi / (2 share)).
            jolt: jolt, joltWidth: random.uniform(0.015...0.04), stanceShare: random.uniform(0.5...0.68),
            forward: running ? random.uniform(0.3...0.8) : random.uniform(0.08...0.3),
            sideways: running ? random.uniform(0.1...0.4) : random.uniform(0.04...0.15),
            // The thigh swings about ±20° walking, up to ±30° on stairs and ±25-32° jogging.
            swing: carry == .pocket ? random.uniform(running ? 0.4...0.55 : kind == .walking ? 0.25...0.4 : 0.3...0.5)
                : random.uniform(running ? 0.1...0.3 : 0.03...0.12),
            pocketRadius: random.uniform(0.15...0.3))
    }

    mutating func gait(_ kind: Gait.Kind, _ carry: Gait.Carry) {
        begin(in: carry == .pocket ? Pose.inPocket(random: &random) : Pose.inHand(random: &random))
        still(random.uniform(0.5...1.5), inHand: true)
        let parameters = gaitParameters(kind, carry, duration: random.uniform(12...24))
        add(Gait(parameters, random: &random))
        still(random.uniform(0.5...1.5), inHand: true)
        notes.append(String(format: "%@ in %@, %.2f steps/s, jolt %.2f g", kind.rawValue, carry.rawValue,
                            parameters.stepFrequency, parameters.jolt))
    }

    mutating func pickUpsAndPutDowns() {
        begin(in: Pose.onTable(faceUp: true, random: &random))
        still(random.uniform(1...2), inHand: false)
        let rounds = Int.random(in: 1...3, using: &random)
        for _ in 0..<rounds {
            pickUp()
            still(random.uniform(1...4), inHand: true)
            putDown()
            still(random.uniform(1...2.5), inHand: false)
        }
        notes.append("\(rounds) pick-ups and put-downs")
    }

    mutating func tableKnocks() {
        begin(in: Pose.onTable(faceUp: random.chance(0.8), random: &random))
        let duration = random.uniform(8...14)
        still(duration, inHand: false)
        var at = random.uniform(0.8...1.5)
        var count = 0
        while at < duration - 1 {
            overlays.append(TableKnock(at: at, amplitude: random.uniform(0.1...1.2), frequency: random.uniform(30...120),
                                       decay: random.uniform(0.006...0.03)))
            count += 1
            at += random.chance(0.3) ? random.uniform(0.15...0.4) : random.uniform(0.8...2.5)
        }
        notes.append("\(count) knocks on the table")
    }

    mutating func caseTaps() {
        let held = random.chance(0.35)
        begin(in: held ? Pose.inHand(random: &random) : Pose.onTable(faceUp: true, random: &random))
        let duration = random.uniform(5...8)
        still(duration, inHand: held)
        var at = random.uniform(0.8...1.5)
        while at < duration - 1.2 {
            let count = random.chance(0.6) ? 1 : 2
            knocks.append(LabelledKnock(time: .seconds(at), count: count))
            var tapTime = at
            for _ in 0..<count {
                let onScreen = random.chance(0.7)
                let direction = onScreen ? Vector3(x: 0, y: 0, z: -1)
                    : random.pick([Vector3(x: 1, y: 0, z: 0), Vector3(x: -1, y: 0, z: 0), Vector3(x: 0, y: 1, z: 0), Vector3(x: 0, y: -1, z: 0)])
                overlays.append(CaseTap(at: tapTime, direction: direction, amplitude: random.uniform(0.8...3.5),
                                        width: random.uniform(0.003...0.008), ringFrequency: random.uniform(60...200),
                                        ringDecay: random.uniform(0.004...0.015), handGive: held ? random.uniform(0.03...0.15) : 0))
                tapTime += random.uniform(0.13...0.35)
            }
            at = tapTime + random.uniform(1.0...2.0)
        }
        notes.append("taps on the case, \(held ? "held in a hand" : "lying on a table")")
    }
}
