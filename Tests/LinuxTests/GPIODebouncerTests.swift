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
