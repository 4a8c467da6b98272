import Foundation
import GadgetBase
import Hardware
import Simulation
import Testing

@Suite struct TestClockTests {
    @Test func startsWhereToldAndMovesOnlyWhenAdvanced() {
        let clock = TestClock(start: .seconds(5))
        #expect(clock.now() == .seconds(5))
        clock.advance(by: .milliseconds(250))
        #expect(clock.now() == .milliseconds(5250))
        clock.advance(to: .seconds(7))
        #expect(clock.now() == .seconds(7))
    }

    @Test func neverGoesBackwards() {
        let clock = TestClock(start: .seconds(1))
        clock.advance(by: .milliseconds(-10))
        clock.advance(to: .zero)
        #expect(clock.now() == .seconds(1))
    }

    @Test func wallTimeMovesWithIt() {
        let clock = TestClock()
        let components = Calendar(identifier: .gregorian).dateComponents(
            in: TimeZone(identifier: "UTC")!, from: clock.wallTime())
        #expect(components.year == 2026 && components.month == 1 && components.day == 1 && components.hour == 12)
        clock.advance(by: .seconds(90))
        #expect(clock.wallTime().timeIntervalSince(TestClock.defaultWallStart) == 90)
        let custom = TestClock(start: .seconds(10), wallStart: Date(timeIntervalSince1970: 0))
        custom.advance(by: .seconds(2))
        #expect(custom.wallTime() == Date(timeIntervalSince1970: 2))
    }
}
