import Foundation
import GadgetBase
import Glibc
import Synchronization
import Testing
@testable import Linux

@Suite struct PollLoopTests {
    @Test func reportsOnlyTheReadableDescriptor() throws {
        let quiet = CapturedOutput(), busy = CapturedOutput()
        let loop = PollLoop()
        #expect(try loop.wait(for: [quiet.readEnd, busy.readEnd], timeout: .zero).isEmpty)
        #expect(try loop.wait(for: [quiet.readEnd], timeout: .milliseconds(1)).isEmpty)

        _ = write(busy.writeEnd, "x", 1)
        #expect(try loop.wait(for: [quiet.readEnd, busy.readEnd], timeout: .zero) == [busy.readEnd])
        #expect(try loop.wait(for: [quiet.readEnd, busy.readEnd], timeout: nil) == [busy.readEnd])
        #expect(busy.take() == "x")
        #expect(try loop.wait(for: [busy.readEnd], timeout: .zero).isEmpty)
    }

    @Test func aClosedWriterCountsAsReadable() throws {
        var ends: [Int32] = [-1, -1]
        #expect(pipe(&ends) == 0)
        defer { close(ends[0]) }
        close(ends[1])
        #expect(try PollLoop().wait(for: [ends[0]], timeout: .zero) == [ends[0]])
    }

    @Test func aDescriptorThatIsNotOpenIsAnError() {
        let error = #expect(throws: LoopError.self) { try PollLoop().wait(for: [987_654], timeout: .zero) }
        #expect(error?.description.contains("987654") == true)
    }

    @Test func itsErrorsSpeakTheReadersLanguage() {
        let error = #expect(throws: LoopError.self) { try PollLoop().wait(for: [987_654], timeout: .zero) }
        #expect(error?.message(Localizer(language: .ru)) == "не удаётся ждать дескриптор 987654: он не открыт")
        #expect(error?.message(Localizer(language: .uk)) == "не вдається чекати на дескриптор 987654: його не відкрито")
    }
}

@Suite struct LoopWakeupTests {
    @Test func anotherThreadWakesTheLoop() throws {
        let wakeup = try LoopWakeup()
        let loop = PollLoop()
        #expect(try loop.wait(for: [wakeup.fd], timeout: .zero).isEmpty)

        let thread = Thread { wakeup.signal() }
        thread.start()
        // The bound only keeps a broken wake-up from hanging the run.
        #expect(try loop.wait(for: [wakeup.fd], timeout: .seconds(10)) == [wakeup.fd])
        wakeup.drain()
        #expect(try loop.wait(for: [wakeup.fd], timeout: .zero).isEmpty)
    }

    @Test func manySignalsBeforeADrainStillWakeOnceAndNeverBlock() throws {
        let wakeup = try LoopWakeup()
        for _ in 0..<100_000 { wakeup.signal() }  // more than a pipe holds
        #expect(try PollLoop().wait(for: [wakeup.fd], timeout: .zero) == [wakeup.fd])
        wakeup.drain()
        #expect(try PollLoop().wait(for: [wakeup.fd], timeout: .zero).isEmpty)
    }
}

/// Signals are sent to the process, as the kernel sends SIGWINCH and a service manager
/// SIGTERM: whichever thread takes it, the watcher's descriptor becomes readable.
@Suite(.serialized) struct SignalWatcherTests {
    /// Sends `signal` and waits (bounded, so a lost signal fails instead of hanging) for `watcher`.
    private func send(_ signal: Int32, to watcher: SignalWatcher) throws -> [Int32] {
        kill(getpid(), signal)
        #expect(try PollLoop().wait(for: [watcher.fd], timeout: .seconds(10)) == [watcher.fd])
        return watcher.drain()
    }

    @Test func aSignalMakesTheDescriptorReadable() throws {
        let watcher = try SignalWatcher(signals: [SIGUSR1, SIGUSR2])
        #expect(try PollLoop().wait(for: [watcher.fd], timeout: .zero).isEmpty)
        #expect(try send(SIGUSR1, to: watcher) == [SIGUSR1])
        #expect(try send(SIGUSR2, to: watcher) == [SIGUSR2])
        #expect(watcher.drain() == [])
        #expect(try PollLoop().wait(for: [watcher.fd], timeout: .zero).isEmpty)
    }

    @Test func oneWatcherPerSignal() throws {
        let first = try SignalWatcher(signals: [SIGUSR1])
        let error = #expect(throws: LoopError.self) { try SignalWatcher(signals: [SIGUSR2, SIGUSR1]) }
        #expect(error?.description.contains("already watched") == true)
        // The failed watcher left SIGUSR2 free and SIGUSR1 with the first.
        let second = try SignalWatcher(signals: [SIGUSR2])
        #expect(try send(SIGUSR1, to: first) == [SIGUSR1])
        #expect(second.drain() == [])
    }

    @Test func releasingAWatcherFreesTheSignal() throws {
        var watcher: SignalWatcher? = try SignalWatcher(signals: [SIGUSR1])
        // Taken while the watcher lives, so it is the release below that frees the signal.
        #expect(throws: LoopError.self) { try SignalWatcher(signals: [SIGUSR1]) }
        #expect(try send(SIGUSR1, to: #require(watcher)) == [SIGUSR1])
        watcher = nil
        let next = try SignalWatcher(signals: [SIGUSR1])
        #expect(try send(SIGUSR1, to: next) == [SIGUSR1])
    }

    /// Watchers come and go (the DRM display's console-switch watcher does) while signals
    /// arrive on another thread: each release puts the previous action back (here SIG_IGN;
    /// SIGUSR2's default would end the test run), and the files opened under the numbers the
    /// released pipes gave back stay empty. The window in which a handler could still hold such
    /// a number is a few instructions wide, too narrow to hit on demand; `handlersWriting`
    /// closes it by construction, and this checks nothing else broke around it.
    @Test func watchersComeAndGoUnderAStormOfSignals() throws {
        var ignore = sigaction()
        ignore.__sigaction_handler.sa_handler = SIG_IGN
        sigemptyset(&ignore.sa_mask)
        var before = sigaction()
        sigaction(SIGUSR2, &ignore, &before)
        defer { sigaction(SIGUSR2, &before, nil) }
        let folder = NSTemporaryDirectory() + "gadget-signals-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let sending = SendingFlag()
        // Sent to the sending thread itself: its handler runs beside the releases, and no
        // other test's system calls are interrupted.
        let sender = Thread { while sending.on.load(ordering: .relaxed) { pthread_kill(pthread_self(), SIGUSR2) } }
        sender.start()
        for round in 0..<300 {
            _ = try SignalWatcher(signals: [SIGUSR2])
            // Most likely under the number the watcher's write end just gave back.
            let fd = open(folder + "/after-\(round)", O_CREAT | O_WRONLY | O_CLOEXEC, 0o600)
            #expect(fd >= 0)
            close(fd)
        }
        sending.on.store(false, ordering: .relaxed)
        var now = sigaction()
        sigaction(SIGUSR2, nil, &now)
        #expect(unsafeBitCast(now.__sigaction_handler.sa_handler, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self),
                "the last release put SIG_IGN back")
        let sizes = try FileManager.default.contentsOfDirectory(atPath: folder).map {
            try FileManager.default.attributesOfItem(atPath: folder + "/" + $0)[.size] as? Int ?? 0
        }
        #expect(sizes.count == 300)
        #expect(sizes.reduce(0, +) == 0, "bytes landed in files opened after a watcher was released: \(sizes.filter { $0 > 0 })")
    }

    private final class SendingFlag: Sendable { let on = Atomic<Bool>(true) }

    @Test func signalsThatCannotBeWatched() {
        #expect(throws: LoopError.self) { try SignalWatcher(signals: [0]) }
        #expect(throws: LoopError.self) { try SignalWatcher(signals: [99]) }
        let error = #expect(throws: LoopError.self) { try SignalWatcher(signals: [SIGKILL]) }
        #expect(error?.description.contains("signal 9") == true)
    }
}
