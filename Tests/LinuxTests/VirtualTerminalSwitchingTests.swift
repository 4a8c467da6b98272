import GadgetBase
import Glibc
import Hardware
import Testing
@testable import Linux

/// Ctrl+Alt+Fn away from Gadget's console and back, against a recording kernel and display:
/// what is done in which order, and that the console is never left waiting or in VT_PROCESS mode.
@Suite struct VirtualTerminalSwitchingTests {
    final class Kernel: VirtualTerminalControl {
        var calls: [String] = []
        var refuseMode = false
        var refuseAnswers = false
        let log: Log
        init(_ log: Log) { self.log = log }
        func takeSwitching(release: Int32, acquire: Int32) throws(VirtualTerminalError) {
            log.add("VT_SETMODE process \(release) \(acquire)")
            if refuseMode { throw VirtualTerminalError(.verbatim("not the controlling terminal")) }
        }
        func giveBackSwitching() { log.add("VT_SETMODE auto") }
        func allowRelease() throws(VirtualTerminalError) {
            log.add("VT_RELDISP 1")
            if refuseAnswers { throw VirtualTerminalError(.verbatim("EINVAL")) }
        }
        func acknowledgeAcquire() throws(VirtualTerminalError) {
            log.add("VT_RELDISP ACKACQ")
            if refuseAnswers { throw VirtualTerminalError(.verbatim("EINVAL")) }
        }
    }

    final class Panel: ConsoleSwitchedDisplay {
        let log: Log
        var dropFails = false
        var masterHeldElsewhere = false
        init(_ log: Log) { self.log = log }
        func suspendForConsoleSwitch() -> DRMError? {
            log.add("stop, DROP_MASTER")
            return dropFails ? DRMError(.deviceFailed, .verbatim("DROP_MASTER failed")) : nil
        }
        func resumeAfterConsoleSwitch() throws(DRMError) {
            log.add("SET_MASTER, SETCRTC, whole frame")
            if masterHeldElsewhere { throw DRMError(.notMaster, .verbatim("held by weston")) }
        }
    }

    final class Log { var lines: [String] = []; func add(_ line: String) { lines.append(line) } }

    @Test func releaseLetsThePanelGoBeforeAllowingTheSwitchAndAcquireAcknowledgesBeforeTakingItBack() throws {
        let log = Log()
        let switching = try VirtualTerminalSwitching(terminal: Kernel(log), display: Panel(log))
        #expect(switching.handle(SIGUSR1) == .released(nil))
        #expect(!switching.isShown)
        #expect(switching.handle(SIGUSR2) == .acquired(nil))
        #expect(switching.isShown)
        switching.close()
        #expect(log.lines == ["VT_SETMODE process \(SIGUSR1) \(SIGUSR2)", "stop, DROP_MASTER", "VT_RELDISP 1",
                              "VT_RELDISP ACKACQ", "SET_MASTER, SETCRTC, whole frame", "VT_SETMODE auto"])
    }

    @Test func repeatedSignalsAreAnsweredButTheDisplayIsLetGoAndTakenOnce() throws {
        let log = Log()
        let switching = try VirtualTerminalSwitching(terminal: Kernel(log), display: Panel(log))
        _ = switching.handle(SIGUSR1)
        #expect(switching.handle(SIGUSR1) == .released(nil))
        _ = switching.handle(SIGUSR2)
        #expect(switching.handle(SIGUSR2) == .ignored)
        #expect(switching.handle(SIGTERM) == .ignored)
        #expect(log.lines.filter { $0 == "stop, DROP_MASTER" }.count == 1)
        #expect(log.lines.filter { $0 == "SET_MASTER, SETCRTC, whole frame" }.count == 1)
        #expect(log.lines.filter { $0 == "VT_RELDISP 1" }.count == 2)
    }

    @Test func theSwitchIsAllowedEvenWhenThePanelCannotBeLetGo() throws {
        let log = Log()
        let panel = Panel(log)
        panel.dropFails = true
        let switching = try VirtualTerminalSwitching(terminal: Kernel(log), display: panel)
        #expect(switching.handle(SIGUSR1) == .released(DRMError(.deviceFailed, .verbatim("DROP_MASTER failed"))))
        #expect(log.lines.last == "VT_RELDISP 1")
    }

    @Test func aPanelStillHeldByAnotherProgramIsReportedAndTheConsoleIsOursAnyway() throws {
        let log = Log()
        let panel = Panel(log)
        panel.masterHeldElsewhere = true
        let switching = try VirtualTerminalSwitching(terminal: Kernel(log), display: panel)
        _ = switching.handle(SIGUSR1)
        #expect(switching.handle(SIGUSR2) == .acquired(DRMError(.notMaster, .verbatim("held by weston"))))
        #expect(switching.isShown)
    }

    @Test func aRefusedAnswerIsReportedAndDoesNotStopThePanelComingBack() throws {
        let log = Log()
        let kernel = Kernel(log)
        let switching = try VirtualTerminalSwitching(terminal: kernel, display: Panel(log))
        kernel.refuseAnswers = true
        #expect(switching.handle(SIGUSR1) == .answerRefused(VirtualTerminalError(.verbatim("EINVAL"))))
        #expect(switching.handle(SIGUSR2) == .acquired(nil))
        #expect(switching.handle(SIGUSR2) == .answerRefused(VirtualTerminalError(.verbatim("EINVAL"))))
    }

    @Test func theConsoleGoesBackToAutomaticSwitchingOnceWhenClosedOrReleased() throws {
        let log = Log()
        var switching: VirtualTerminalSwitching? = try VirtualTerminalSwitching(terminal: Kernel(log), display: Panel(log))
        switching?.close()
        #expect(switching?.handle(SIGUSR1) == .ignored)
        switching = nil
        #expect(log.lines == ["VT_SETMODE process \(SIGUSR1) \(SIGUSR2)", "VT_SETMODE auto"])
        // Never closed, only released (an error path that unwound): auto all the same.
        let other = Log()
        _ = try VirtualTerminalSwitching(terminal: Kernel(other), display: Panel(other))
        #expect(other.lines.last == "VT_SETMODE auto")
    }

    @Test func aConsoleThatRefusesProcessModeIsAnErrorAndNeverPutBack() {
        let log = Log()
        let kernel = Kernel(log)
        kernel.refuseMode = true
        #expect(throws: VirtualTerminalError.self) { try VirtualTerminalSwitching(terminal: kernel, display: Panel(log)) }
        #expect(!log.lines.contains("VT_SETMODE auto"))
    }

    /// The real ioctl on something that is not a virtual console (a pipe, as under the test runner).
    @Test func onlyAVirtualConsoleAnswersVTGetMode() {
        var ends: [Int32] = [0, 0]
        #expect(pipe(&ends) == 0)
        defer { close(ends[0]); close(ends[1]) }
        #expect(!VirtualTerminal.isVirtualConsole(ends[0]))
    }
}
