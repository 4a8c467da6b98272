/// A least-recently-used cache with a limit on the total cost of what it holds (bytes, for
/// images) and on the number of entries. Not thread-safe: it lives on the runtime thread.
public final class BoundedCache<Key: Hashable, Value> {
    private struct Slot {
        var value: Value
        var cost: Int
        var lastUse: UInt64
    }

    public let costLimit: Int
    public let countLimit: Int
    public private(set) var totalCost = 0
    private var slots: [Key: Slot] = [:]
    private var clock: UInt64 = 0

    public init(costLimit: Int, countLimit: Int = .max) {
        self.costLimit = max(0, costLimit)
        self.countLimit = max(1, countLimit)
    }

    public var count: Int { slots.count }

    /// The value, marked as just used.
    public subscript(key: Key) -> Value? {
        guard var slot = slots[key] else { return nil }
        clock &+= 1
        slot.lastUse = clock
        slots[key] = slot
        return slot.value
    }

    public func contains(_ key: Key) -> Bool { slots[key] != nil }

    /// Stores `value`, evicting the least recently used entries until both limits hold again.
    /// A value costing more than the whole limit is not kept at all.
    public func insert(_ value: Value, for key: Key, cost: Int) {
        remove(key)
        guard cost <= costLimit else { return }
        clock &+= 1
        slots[key] = Slot(value: value, cost: max(0, cost), lastUse: clock)
        totalCost += max(0, cost)
        while totalCost > costLimit || slots.count > countLimit {
            guard let oldest = slots.min(by: { $0.value.lastUse < $1.value.lastUse })?.key else { break }
            remove(oldest)
        }
    }

    public func remove(_ key: Key) {
        if let slot = slots.removeValue(forKey: key) { totalCost -= slot.cost }
    }

    public func removeAll() {
        slots.removeAll()
        totalCost = 0
    }
}
