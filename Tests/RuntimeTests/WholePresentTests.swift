import Testing

@testable import GadgetRuntime

@Suite("A display that lost its picture gets the whole frame at once")
struct WholePresentTests {
    /// A resized terminal: the launcher is idle, nothing on it changes, yet it must re-fit now.
    @Test func anUnchangedFrameIsPresentedAgainWhenTheDisplayAsks() throws {
        let run = try SimulatedRun(open: nil)
        try run.runner.run(.init(parsing: "expect Magic 8-ball", file: "resize"))
        let shown = run.session.framesPresented
        run.session.setNeedsDisplay()
        run.session.renderIfNeeded()
        #expect(run.session.framesPresented == shown, "an unchanged frame is not sent again")
        run.session.setNeedsWholePresent()
        run.session.renderIfNeeded()
        #expect(run.session.framesPresented == shown + 1)
        run.session.renderIfNeeded()
        #expect(run.session.framesPresented == shown + 1, "once")
    }
}
