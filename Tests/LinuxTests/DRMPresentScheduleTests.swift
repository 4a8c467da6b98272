import Hardware
import Testing
@testable import Linux

/// What a DRM display draws where, with one buffer announced by DIRTYFB and with two flipped at
/// vblank: which buffer, which rectangle (every change the buffer missed), and what waits.
@Suite struct DRMPresentScheduleTests {
    typealias Step = DRMPresentSchedule.Step
    static let bounds = PixelRect(x: 0, y: 0, width: 320, height: 240)
    static let top = PixelRect(x: 0, y: 0, width: 320, height: 20)
    static let button = PixelRect(x: 100, y: 200, width: 40, height: 30)

    @Test func oneBufferDrawsEachFrameInPlaceWithItsOwnDamage() {
        var schedule = DRMPresentSchedule(bounds: Self.bounds, flips: false)
        #expect(schedule.frameArrived(damage: Self.bounds) == Step(buffer: 0, rect: Self.bounds, reveal: .inPlace))
        #expect(schedule.frameArrived(damage: Self.button) == Step(buffer: 0, rect: Self.button, reveal: .inPlace))
        #expect(schedule.frameArrived(damage: Self.top) == Step(buffer: 0, rect: Self.top, reveal: .inPlace))
        #expect(schedule.framesHeld == 0 && schedule.pendingFlip == nil)
    }

    @Test func twoBuffersDrawTheHiddenOneWithEverythingItMissedThenFlip() {
        var schedule = DRMPresentSchedule(bounds: Self.bounds, flips: true)
        #expect(schedule.frameArrived(damage: Self.bounds) == Step(buffer: 1, rect: Self.bounds, reveal: .flip))
        #expect(schedule.pendingFlip == 1 && schedule.front == 0)
        #expect(schedule.flipCompleted() == nil)
        #expect(schedule.front == 1 && schedule.pendingFlip == nil)
        // Buffer 0 still shows the cleared screen: it gets the whole first frame, not just the button.
        #expect(schedule.frameArrived(damage: Self.button) == Step(buffer: 0, rect: Self.bounds, reveal: .flip))
        #expect(schedule.flipCompleted() == nil)
        // Buffer 1 missed only the button since it was drawn.
        #expect(schedule.frameArrived(damage: Self.top) == Step(buffer: 1, rect: Self.top.union(Self.button), reveal: .flip))
        #expect(schedule.flipCompleted() == nil)
        #expect(schedule.frameArrived(damage: Self.button) == Step(buffer: 0, rect: Self.button.union(Self.top), reveal: .flip))
    }

    @Test func framesDuringAFlipAreMergedAndTheNewestFollowsItsEvent() {
        var schedule = DRMPresentSchedule(bounds: Self.bounds, flips: true)
        _ = schedule.frameArrived(damage: Self.bounds)
        _ = schedule.flipCompleted()
        #expect(schedule.frameArrived(damage: Self.top) == Step(buffer: 0, rect: Self.bounds, reveal: .flip))
        // Two frames while buffer 0's flip is pending: nothing is drawn, both are remembered.
        #expect(schedule.frameArrived(damage: Self.button) == nil)
        #expect(schedule.frameArrived(damage: Self.top) == nil)
        #expect(schedule.framesHeld == 2 && schedule.hasHeldFrame)
        // Buffer 1 missed the first top change and both held frames.
        #expect(schedule.flipCompleted() == Step(buffer: 1, rect: Self.top.union(Self.button), reveal: .flip))
        #expect(!schedule.hasHeldFrame)
        #expect(schedule.flipCompleted() == nil)
        #expect(schedule.front == 1 && schedule.pendingFlip == nil)
        // An event with no flip asked for changes nothing.
        #expect(schedule.flipCompleted() == nil && schedule.front == 1)
    }

    @Test func aFrameWhoseOnlyChangeIsItsTextDrawsNothing() {
        var schedule = DRMPresentSchedule(bounds: Self.bounds, flips: true)
        _ = schedule.frameArrived(damage: Self.bounds)
        _ = schedule.flipCompleted()
        #expect(schedule.frameArrived(damage: PixelRect(x: 0, y: 0, width: 0, height: 0)) == nil)
        #expect(schedule.framesHeld == 0 && schedule.pendingFlip == nil)
    }

    @Test func aRefusedFlipFallsBackToTheBufferOnScreenWithWhatItMissed() {
        var schedule = DRMPresentSchedule(bounds: Self.bounds, flips: true)
        #expect(schedule.frameArrived(damage: Self.bounds) == Step(buffer: 1, rect: Self.bounds, reveal: .flip))
        // Buffer 0 is on screen and has had nothing: the whole frame goes there, in place.
        #expect(schedule.flipRefused() == Step(buffer: 0, rect: Self.bounds, reveal: .inPlace))
        #expect(!schedule.flips && schedule.pendingFlip == nil && schedule.front == 0)
        #expect(schedule.frameArrived(damage: Self.button) == Step(buffer: 0, rect: Self.button, reveal: .inPlace))
    }

    @Test func releasedFramesWaitAndTheConsoleComingBackSetsTheModeWithTheWholeFrame() {
        var schedule = DRMPresentSchedule(bounds: Self.bounds, flips: true)
        _ = schedule.frameArrived(damage: Self.bounds)
        _ = schedule.flipCompleted()
        schedule.released()
        #expect(schedule.frameArrived(damage: Self.button) == nil)
        #expect(schedule.frameArrived(damage: Self.top) == nil)
        #expect(schedule.framesHeld == 2 && !schedule.isActive)
        #expect(schedule.acquired() == Step(buffer: 0, rect: Self.bounds, reveal: .setMode))
        #expect(schedule.front == 0 && schedule.pendingFlip == nil && schedule.isActive)
        // After the mode, flips again; the other buffer was made whole too.
        #expect(schedule.frameArrived(damage: Self.button) == Step(buffer: 1, rect: Self.bounds, reveal: .flip))
    }

    @Test func theConsoleComingBackWithNoFrameYetStillSetsTheMode() {
        var schedule = DRMPresentSchedule(bounds: Self.bounds, flips: false)
        schedule.released()
        #expect(schedule.acquired() == Step(buffer: 0, rect: Self.bounds, reveal: .setMode))
        #expect(schedule.frameArrived(damage: Self.top) == Step(buffer: 0, rect: Self.top, reveal: .inPlace))
    }

    @Test func aFlipPendingAcrossTheSwitchCompletesBeforeTheModeIsSetAgain() {
        // Its event comes while released: the flipped buffer is on screen, nothing more is drawn.
        var late = DRMPresentSchedule(bounds: Self.bounds, flips: true)
        _ = late.frameArrived(damage: Self.bounds)
        late.released()
        #expect(late.flipCompleted() == nil)
        #expect(late.front == 1)
        #expect(late.acquired() == Step(buffer: 0, rect: Self.bounds, reveal: .setMode))
        // Acquired while the flip is still pending: the mode waits for its event.
        var pending = DRMPresentSchedule(bounds: Self.bounds, flips: true)
        _ = pending.frameArrived(damage: Self.bounds)
        pending.released()
        #expect(pending.acquired() == nil)
        #expect(pending.flipCompleted() == Step(buffer: 0, rect: Self.bounds, reveal: .setMode))
        #expect(pending.front == 0)
    }
}
