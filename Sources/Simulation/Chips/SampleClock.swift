import GadgetBase
import Hardware

/// A chip's sampling instants: a grid of fixed period from the moment it was last started.
/// Chips are simulated lazily: when the bus touches one, it asks which samples fell due since
/// it last looked and processes them in order (FIFO, detectors, output registers).
struct SampleClock {
    private(set) var origin: Instant
    private(set) var periodNanoseconds: Int64
    private var lastSlot: Int64?

    init(origin: Instant, periodNanoseconds: Int64) {
        self.origin = origin
        self.periodNanoseconds = max(1, periodNanoseconds)
    }

    /// Starts a new grid (waking up, a rate change); the first sample is taken at `instant`.
    mutating func restart(at instant: Instant, periodNanoseconds: Int64) {
        origin = instant
        self.periodNanoseconds = max(1, periodNanoseconds)
        lastSlot = nil
    }

    /// The instants of the samples taken since the last call, oldest first. A chip left unread
    /// for longer than `limit` periods only processes the newest `limit` of them, which bounds
    /// the work after a long pause; every FIFO here is far smaller than the limit.
    mutating func dueSamples(at now: Instant, limit: Int = 4096) -> [Instant] {
        guard now >= origin else { return [] }
        let slot = (now - origin).nanoseconds / periodNanoseconds
        let first = max((lastSlot ?? -1) + 1, slot - Int64(limit) + 1)
        guard first <= slot else { return [] }
        lastSlot = slot
        return (first...slot).map { origin + .nanoseconds($0 * periodNanoseconds) }
    }
}

/// The first-order high-pass filter that motion and tap detectors look through, so the steady
/// pull of gravity does not count as movement. The first reading only sets the reference.
struct GravityFilter {
    /// Seconds: 1 / (2π × cut-off frequency).
    var timeConstant: Double
    private var reference: Vector3?
    private var lastInstant: Instant?

    init(cutoffHertz: Double) { timeConstant = 1 / (2 * Double.pi * max(0.01, cutoffHertz)) }

    mutating func filter(_ reading: Vector3, at instant: Instant) -> Vector3 {
        guard let previous = reference, let last = lastInstant else {
            reference = reading
            lastInstant = instant
            return .zero
        }
        let step = max(0, (instant - last).seconds)
        let follow = step / (timeConstant + step)
        let updated = previous + (reading - previous) * follow
        reference = updated
        lastInstant = instant
        return reading - updated
    }

    mutating func reset() {
        reference = nil
        lastInstant = nil
    }
}

/// A bounded queue that drops its oldest element when full, as the chips' stream modes do.
struct DroppingQueue<Element> {
    let capacity: Int
    private var storage: [Element?]
    private var head = 0
    private(set) var count = 0

    init(capacity: Int) {
        self.capacity = capacity
        storage = Array(repeating: nil, count: capacity)
    }

    var isFull: Bool { count == capacity }
    var first: Element? { count > 0 ? storage[head] : nil }

    /// Appends; returns true when the oldest element had to go to make room.
    @discardableResult
    mutating func append(_ element: Element) -> Bool {
        var dropped = false
        if count == capacity {
            _ = popFirst()
            dropped = true
        }
        storage[(head + count) % capacity] = element
        count += 1
        return dropped
    }

    mutating func popFirst() -> Element? {
        guard count > 0 else { return nil }
        let element = storage[head]
        storage[head] = nil
        head = (head + 1) % capacity
        count -= 1
        return element
    }

    mutating func removeAll() {
        storage = Array(repeating: nil, count: capacity)
        head = 0
        count = 0
    }
}

/// An acceleration held within a sensing element's ±`fullScale` g, as it saturates (not a
/// number is left for the converter, which reads it as zero).
func saturated(_ value: Double, at fullScale: Double) -> Double {
    value.isNaN ? value : max(-fullScale, min(fullScale, value))
}

/// Rounds to the nearest count and saturates at `limit` (the converter's largest positive count).

func converterCounts(_ value: Double, limit: Int) -> Int {
    guard value.isFinite else { return value > 0 ? limit : (value < 0 ? -limit - 1 : 0) }
    return Int(max(Double(-limit - 1), min(Double(limit), value.rounded())))
}

extension Vector3 {
    /// The axes as an array, x first, for code that treats them alike.
    var axes: [Double] { [x, y, z] }
}
