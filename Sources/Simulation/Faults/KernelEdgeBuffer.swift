import GadgetBase
import Hardware

/// One edge event as the kernel queues it for a line request.
public struct KernelEdgeEvent: Hashable, Sendable {
    /// The line became active (pressed, for an active-low button to ground).
    public var isActive: Bool
    public var timestamp: Instant
    /// uAPI v2's `line_seqno`: counts every edge the kernel saw on this line, queued or dropped,
    /// so a gap tells the reader events were lost. Nil with uAPI v1, which has none.
    public var lineSequence: UInt32?
}

/// The kernel's per-request edge event queue (a kfifo in drivers/gpio/gpiolib-cdev.c), which
/// fills up when user space does not read for a while (a stalled loop, a burst of bounce).
///
/// What happens when it is full depends on the uAPI:
/// - v2 (`linereq_put_event`): the oldest event is skipped to make room, so the newest are kept;
///   `line_seqno` still counts the lost one. The default size is 16 events per requested line.
/// - v1 (`lineevent_irq_thread`): `kfifo_in` fails and the new event is dropped ("event FIFO is
///   full - event dropped"), so the queue keeps the oldest 16 and the latest edges are lost.
public struct KernelEdgeBuffer: Sendable {
    public enum Interface: Sendable {
        case v1, v2
    }

    public let interface: Interface
    public let capacity: Int
    /// The line's level as the kernel last saw it, which `GPIO_V2_LINE_GET_VALUES_IOCTL` returns.
    public private(set) var level = false
    public private(set) var dropped = 0
    private var queue: [KernelEdgeEvent] = []
    private var sequence: UInt32 = 0

    /// `capacity` defaults to the kernel's: 16 (v1; v2 with one line and `event_buffer_size` 0).
    public init(interface: Interface, capacity: Int = 16, initialLevel: Bool = false) {
        self.interface = interface
        self.capacity = max(1, capacity)
        self.level = initialLevel
    }

    /// The line changes level: the interrupt handler queues an edge (both edges requested).
    public mutating func lineChanged(toActive active: Bool, at timestamp: Instant) {
        guard active != level else { return }
        level = active
        sequence &+= 1
        let event = KernelEdgeEvent(isActive: active, timestamp: timestamp,
                                    lineSequence: interface == .v2 ? sequence : nil)
        if queue.count < capacity {
            queue.append(event)
            return
        }
        dropped += 1
        switch interface {
        case .v2:
            queue.removeFirst()
            queue.append(event)
        case .v1:
            break
        }
    }

    /// A `read()` on the request's descriptor: up to `maximum` events, oldest first.
    public mutating func read(maximum: Int = 16) -> [KernelEdgeEvent] {
        let taken = Array(queue.prefix(max(0, maximum)))
        queue.removeFirst(taken.count)
        return taken
    }

    /// Events waiting (the descriptor polls readable when this is not zero).
    public var pending: Int { queue.count }
}
