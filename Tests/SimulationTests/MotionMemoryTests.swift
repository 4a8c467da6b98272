import GadgetBase
import Hardware
import Simulation
import Testing

/// Hours of played gestures: old ones are forgotten as new ones are played, without changing
/// where the board ends up.
@Suite struct MotionMemoryTests {
    @Test func aThousandTurnsLeaveTheBoardWhereTheLastOnePutIt() {
        let motion = ScriptedMotion(noise: 0)
        let ups = [Vector3(x: 0, y: 1, z: 0), Vector3(x: 1, y: 0, z: 0), Vector3(x: 0, y: 0, z: -1),
                   Vector3(x: -1, y: 0, z: 0), Vector3(x: 0, y: 0, z: 1)]
        var time = Instant.zero
        for index in 0..<1000 {
            motion.playTurn(to: ups[index % ups.count], at: time)
            motion.playShake(at: time + .seconds(1))
            motion.playKnock(at: time + .seconds(3))
            time = time + .seconds(5)
        }
        let last: Vector3 = ups[999 % ups.count]
        let reading: Vector3 = motion.acceleration(at: time)
        let error: Double = (reading - last).magnitude
        #expect(error < 1e-6, "\(reading) instead of \(last)")
        let lastPlayed: Instant = time.advanced(by: .seconds(-2))
        #expect((motion.activeUntil ?? .zero) >= lastPlayed)
    }
}
