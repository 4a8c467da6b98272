import Core
import GadgetBase
import Hardware
import Testing
import UI

@testable import Apps

/// The opening on the test clock: launch, the loader dissolving frame into frame every 0.1 s,
/// and the 0.3 s move to the chats after 2.0 s of loading. Times in the issue count from the
/// loading screen's first frame, which comes `timings.launch` after the app opens.
@Suite struct ChatsTimelineTests {
    let timings = ChatsTimings()
    var timeline: ChatsTimeline { ChatsTimeline(timings: timings) }

    func afterLaunch(_ seconds: Double) -> Duration { timings.launch + .nanoseconds(Int64(seconds * 1e9)) }

    @Test func theSettingsAreTheSeedsNumbers() {
        #expect(timings.loaderFrame == .milliseconds(100))
        #expect(timings.loading == .seconds(2))
        #expect(timings.transition == .milliseconds(300))
        #expect(timings.outgoingFinalScale == 1.2 && timings.incomingInitialScale == 0.7)
    }

    @Test func theLaunchScreenComesFirst() {
        #expect(timeline.stage(at: .zero) == .launch)
        #expect(timeline.stage(at: timings.launch - .milliseconds(1)) == .launch)
        #expect(timeline.stage(at: timings.launch) == .loading(LoaderBlend(from: 0, to: 1, mix: 0)))
    }

    @Test func at50MillisecondsTheLoaderIsHalfWayBetweenTwoFrames() throws {
        guard case .loading(let blend) = timeline.stage(at: afterLaunch(0.05)) else { Issue.record(); return }
        #expect(blend.from == 0 && blend.to == 1)
        #expect(abs(blend.mix - 0.5) < 1e-9)
        guard case .loading(let later) = timeline.stage(at: afterLaunch(0.375)) else { Issue.record(); return }
        #expect(later.from == 3 && later.to == 4 && abs(later.mix - 0.75) < 1e-9)
    }

    @Test func theLoaderLoops() {
        guard case .loading(let blend) = timeline.stage(at: afterLaunch(0.75)) else { Issue.record(); return }
        #expect(blend.from == 7 && blend.to == 0)
        guard case .loading(let again) = timeline.stage(at: afterLaunch(0.85)) else { Issue.record(); return }
        #expect(again.from == 0 && again.to == 1)
    }

    @Test func at2_15SecondsTheTransitionIsHalfway() throws {
        guard case .transition(let progress, _) = timeline.stage(at: afterLaunch(2.15)) else { Issue.record(); return }
        #expect(abs(progress - 0.5) < 1e-9)
        let pose = timeline.transitionPose(progress)
        #expect(abs(pose.outgoingScale - 1.1) < 1e-9)
        #expect(abs(pose.outgoingOpacity - 0.5) < 1e-9)
        #expect(abs(pose.incomingScale - 0.85) < 1e-9)
        #expect(timeline.stage(at: afterLaunch(1.999)) != .chats)
        #expect(timeline.stage(at: afterLaunch(2.3)) == .chats)
        #expect(timeline.transitionPose(0) == (1, 1, 0.7))
        #expect(timeline.transitionPose(1) == (1.2, 0, 1))
    }

    @Test func everyDurationIsAdjustable() {
        var slow = ChatsTimings()
        slow.launch = .zero
        slow.loaderFrame = .milliseconds(250)
        slow.loading = .seconds(1)
        slow.transition = .seconds(1)
        let timeline = ChatsTimeline(timings: slow)
        #expect(timeline.stage(at: .milliseconds(125)) == .loading(LoaderBlend(from: 0, to: 1, mix: 0.5)))
        guard case .transition(let progress, _) = timeline.stage(at: .milliseconds(1500)) else { Issue.record(); return }
        #expect(abs(progress - 0.5) < 1e-9)
        #expect(timeline.stage(at: .seconds(2)) == .chats)
    }

    /// The frame drawn at 0.05 s is, pixel by pixel, the average of loader frames 0 and 1.
    @Test func theDrawnFrameAt50MillisecondsMixesTwoLoaderFrames() {
        let host = ChatsTestHost()
        let app = ChatsFixtures.app([ChatsFixtures.chat(1)])
        app.start(host: host)
        let renderer = Renderer(geometry: DisplayGeometry(width: 240, height: 240, format: .xrgb8888))
        func frame(at seconds: Double) -> PixelBuffer {
            host.advance(to: .zero + afterLaunch(seconds))
            return renderer.render { app.render($0) }.pixels
        }
        let first = frame(at: 0), middle = frame(at: 0.05), second = frame(at: 0.1)
        var differing = 0
        for y in 0..<240 {
            for x in 0..<240 {
                let a = first.color(x: x, y: y), b = second.color(x: x, y: y), m = middle.color(x: x, y: y)
                let average = RGB(r: UInt8((Int(a.r) + Int(b.r)) / 2), g: UInt8((Int(a.g) + Int(b.g)) / 2),
                                  b: UInt8((Int(a.b) + Int(b.b)) / 2))
                #expect(m.distance(to: average) <= 2, "(\(x),\(y))")
                if a.distance(to: b) > 60 { differing += 1 }
            }
        }
        #expect(differing > 50)
        #expect(host.animationDeadline == Instant.zero + timings.total)
    }

    /// Halfway through the move both screens are on the frame; after it only the chats are.
    @Test func theTransitionDrawsBothScreensThenOnlyTheChats() async {
        let host = ChatsTestHost()
        let app = ChatsFixtures.app([ChatsFixtures.chat(1, name: "Mia Wong")])
        app.start(host: host)
        await host.settle()
        let renderer = Renderer(geometry: DisplayGeometry(width: 240, height: 240, format: .rgb565))
        host.advance(to: .zero + afterLaunch(2.15))
        let halfway = renderer.render { app.render($0) }
        #expect(halfway.texts.contains("Loading chats…") && halfway.texts.contains("Mia Wong"))
        host.advance(to: .zero + afterLaunch(2.3))
        let after = renderer.render { app.render($0) }
        #expect(!after.texts.contains("Loading chats…") && after.texts.contains("Mia Wong"))
        #expect(halfway.pixels != after.pixels)
    }
}
