import GadgetBase
import Hardware
import Testing

@testable import Linux

@Suite("Software debouncer")
struct GPIODebouncerTests {
    func edge(_ pressed: Bool, at milliseconds: Double, _ button: Button = .select) -> ButtonEdge {
        ButtonEdge(button: button, isPressed: pressed, timestamp: .milliseconds(milliseconds))
    }

    @Test func theFirstEdgePassesAndItsBounceDoesNot() {
        var debouncer = SoftwareDebouncer(period: .milliseconds(5))
        #expect(debouncer.process(edge(true, at: 100)) == edge(true, at: 100))
        #expect(debouncer.process(edge(false, at: 101)) == nil)
        #expect(debouncer.process(edge(true, at: 102)) == nil)
        #expect(debouncer.nextDeadline == nil, "the contacts settled where they were accepted")
        #expect(debouncer.process(edge(false, at: 180)) == edge(false, at: 180))
        #expect(debouncer.advance(to: .milliseconds(1000)).isEmpty)
    }

    @Test func aTapShorterThanThePeriodIsReleasedWhenTheWindowCloses() {
        var debouncer = SoftwareDebouncer(period: .milliseconds(30))
        #expect(debouncer.process(edge(true, at: 10)) != nil)
        #expect(debouncer.process(edge(false, at: 20)) == nil)
        #expect(debouncer.nextDeadline == .milliseconds(40))
        #expect(debouncer.advance(to: .milliseconds(39)).isEmpty)
        #expect(debouncer.advance(to: .milliseconds(40)) == [edge(false, at: 40)])
        #expect(debouncer.nextDeadline == nil)
    }

    /// After the kernel lost events the line's level is read; read inside the bounce window it
    /// may catch the contacts apart, so it waits for the window like any bounce edge would.
    @Test func aLevelReadDuringTheBounceIsBelievedOnlyWhenTheWindowCloses() {
        var debouncer = SoftwareDebouncer(period: .milliseconds(10))
        #expect(debouncer.process(edge(true, at: 100)) != nil)
        #expect(debouncer.resynchronise(.select, isPressed: false, at: .milliseconds(102)) == nil)
        #expect(debouncer.process(edge(true, at: 103)) == nil)
        #expect(debouncer.advance(to: .milliseconds(110)).isEmpty, "the contacts settled closed: no release")
        #expect(debouncer.resynchronise(.select, isPressed: false, at: .milliseconds(300)) == edge(false, at: 300),
                "outside the window the level is the truth")
    }

    @Test func buttonsAreDebouncedApart() {
        var debouncer = SoftwareDebouncer(period: .milliseconds(20))
        #expect(debouncer.process(edge(true, at: 0, .up)) != nil)
        #expect(debouncer.process(edge(true, at: 1, .down)) != nil, "another button's window does not apply")
    }

    @Test func aButtonHeldAtStartUpIsNotPressedTwice() {
        var debouncer = SoftwareDebouncer(period: .milliseconds(5))
        debouncer.setInitialState(.back, isPressed: true)
        #expect(debouncer.process(edge(true, at: 0, .back)) == nil)
        #expect(debouncer.process(edge(false, at: 50, .back)) == edge(false, at: 50, .back))
    }

    @Test func withoutAPeriodOnlyRepeatsAreDropped() {
        var debouncer = SoftwareDebouncer(period: .zero)
        #expect(debouncer.process(edge(true, at: 0)) != nil)
        #expect(debouncer.process(edge(true, at: 0.1)) == nil)
        #expect(debouncer.process(edge(false, at: 0.2)) != nil)
        #expect(debouncer.nextDeadline == nil)
    }
}
