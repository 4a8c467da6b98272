import GadgetBase
import Hardware

/// One thing the event loop watches: the terminal's keys, the GPIO buttons, an evdev device, the
/// motion interrupt, signals, the wake-up pipe, the simulated chip's INT pin. The loop polls every
/// source's descriptors at once and sleeps until one is readable or the earliest deadline passes.
protocol InputSource: AnyObject {
    /// The descriptors to poll; empty for a source that only keeps time.
    var descriptors: [Int32] { get }
    /// When the source must run even with nothing to read (a lone Esc, a debounce); nil when never.
    var deadline: Instant? { get }
    /// Runs after every wait: reads what `ready` (the source's own readable descriptors, maybe
    /// none) holds and does whatever is due by now.
    func service(ready: Set<Int32>) throws(InputSourceFailure)
}

/// Why a source cannot go on.
struct InputSourceFailure: Error {
    /// What the person at the board is told.
    var message: LocalizedMessage
    /// True when Gadget cannot be used without the source (the loop ends with status 1); false
    /// when it is gone but the others still work (an unplugged keyboard): the loop drops it.
    var endsTheLoop: Bool
}
