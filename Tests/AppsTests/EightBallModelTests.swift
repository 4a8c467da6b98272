import Core
import GadgetBase
import Hardware
import Testing

@testable import Apps

@Suite("8-ball state machine")
struct EightBallModelTests {
    let t0 = Instant.seconds(10)
    let remote = EightBallAnswer(text: "Yes", type: .affirmative, source: .remote)
    let stored = EightBallAnswer(text: "Ask again later", type: .neutral, source: .stored)

    @Test func shakeThenRemoteAnswer() {
        var model = EightBallModel(budget: .seconds(2))
        #expect(model.phase == .idle)
        #expect(model.reduce(.shakeBegan(t0)) == [.animate(until: t0 + .seconds(10))])
        #expect(model.phase == .shaking(since: t0))
        let effects = model.reduce(.shakeEnded(t0 + .milliseconds(900)))
        #expect(effects == [.fetchRemote(request: 1), .startDeadline(request: 1, after: .seconds(2))])
        let shownAt = t0 + .seconds(1)
        #expect(model.reduce(.remoteAnswered(request: 1, .success(remote), at: shownAt))
            == [.animate(until: shownAt + EightBallModel.fadeInDuration)])
        #expect(model.phase == .answered(remote, at: shownAt))
        #expect(model.lastAnswerText == "Yes")
    }

    @Test func failureFallsBackToAStoredAnswerThatIsNotTheLastOne() {
        var model = EightBallModel()
        _ = model.reduce(.shakeBegan(t0))
        _ = model.reduce(.shakeEnded(t0))
        _ = model.reduce(.remoteAnswered(request: 1, .success(remote), at: t0))
        _ = model.reduce(.shakeBegan(t0 + .seconds(5)))
        _ = model.reduce(.shakeEnded(t0 + .seconds(6)))
        let effects = model.reduce(.remoteAnswered(request: 2, .failure(.httpStatus(500)), at: t0 + .seconds(6)))
        #expect(effects == [.pickStoredAnswer(request: 2, excluding: "Yes")])
        _ = model.reduce(.storedAnswerPicked(request: 2, stored, at: t0 + .seconds(6)))
        #expect(model.phase == .answered(stored, at: t0 + .seconds(6)))
    }

    @Test func deadlineWinsOverASlowEndpointAndTheLateReplyIsIgnored() {
        var model = EightBallModel(budget: .seconds(2))
        _ = model.reduce(.shakeBegan(t0))
        _ = model.reduce(.shakeEnded(t0))
        #expect(model.reduce(.deadlinePassed(request: 1, at: t0 + .seconds(2)))
            == [.pickStoredAnswer(request: 1, excluding: nil)])
        _ = model.reduce(.storedAnswerPicked(request: 1, stored, at: t0 + .seconds(2)))
        #expect(model.reduce(.remoteAnswered(request: 1, .success(remote), at: t0 + .seconds(3))).isEmpty)
        #expect(model.phase == .answered(stored, at: t0 + .seconds(2)))
    }

    @Test func cancelledShakeGoesBackToTheCallToShake() {
        var model = EightBallModel()
        _ = model.reduce(.shakeBegan(t0))
        #expect(model.reduce(.shakeCancelled(t0 + .seconds(1))).isEmpty)
        #expect(model.phase == .idle)
        // An ended without a began is not a shake.
        #expect(model.reduce(.shakeEnded(t0 + .seconds(2))).isEmpty)
        #expect(model.phase == .idle)
    }

    @Test func aNewShakeWhileAskingIsIgnoredAndDismissReturnsToIdle() {
        var model = EightBallModel()
        _ = model.reduce(.shakeBegan(t0))
        _ = model.reduce(.shakeEnded(t0))
        #expect(model.reduce(.shakeBegan(t0 + .milliseconds(100))).isEmpty)
        _ = model.reduce(.remoteAnswered(request: 1, .success(remote), at: t0 + .milliseconds(200)))
        _ = model.reduce(.dismiss)
        #expect(model.phase == .idle)
    }
}
