import GadgetBase
import Hardware

/// An array that any number of threads may read and change at once.
///
/// Every operation takes one mutex (`LockedValue`, a pthread mutex that ThreadSanitizer can see)
/// for as long as it touches the storage. A mutex rather than the classic concurrent queue with
/// barrier writes: an operation costs one uncontended lock instead of a dispatch block
/// allocation, and reads stay synchronous, so the seed's plain `subscript` and properties work.
/// An actor would make every call `await`.
///
/// The operations are `@inlinable`, so a caller in another module gets them specialised for its
/// element type; unspecialised generic calls made appends several times slower in a release
/// build.
///
/// Elements must be Sendable: a reference handed out by `subscript` to another thread must be
/// safe to use there too.
///
/// Each call is atomic on its own; "check, then act" across two calls is not (another thread may
/// change the array in between). Use the safe `element(at:)`, `removeIfPresent(at:)`, or
/// `mutate` for several steps under one lock.
public final class ThreadSafeArray<Element: Sendable>: Sendable {
    @usableFromInline let storage: LockedValue<[Element]>

    @inlinable
    public init(_ elements: [Element] = []) {
        storage = LockedValue(elements)
    }

    @inlinable
    public func append(_ element: Element) {
        storage.withLock { $0.append(element) }
    }

    @inlinable
    public func append(contentsOf elements: some Sequence<Element> & Sendable) {
        storage.withLock { $0.append(contentsOf: elements) }
    }

    /// Removes and returns the element at `index`. Like Array, an index out of range is a
    /// programming error and stops the program; `removeIfPresent(at:)` is the forgiving form.
    @inlinable @discardableResult
    public func remove(at index: Int) -> Element {
        storage.withLock { elements in
            precondition(elements.indices.contains(index),
                         "ThreadSafeArray.remove(at: \(index)) with \(elements.count) elements")
            return elements.remove(at: index)
        }
    }

    /// Removes and returns the element at `index`, or nil when there is none (another thread
    /// may have removed it since the caller looked).
    @inlinable @discardableResult
    public func removeIfPresent(at index: Int) -> Element? {
        storage.withLock { elements in
            elements.indices.contains(index) ? elements.remove(at: index) : nil
        }
    }

    /// The element at `index`. Out of range stops the program, as with Array.
    @inlinable
    public subscript(index: Int) -> Element {
        get {
            storage.withLock { elements in
                precondition(elements.indices.contains(index),
                             "ThreadSafeArray[\(index)] with \(elements.count) elements")
                return elements[index]
            }
        }
        set {
            storage.withLock { elements in
                precondition(elements.indices.contains(index),
                             "ThreadSafeArray[\(index)] = ... with \(elements.count) elements")
                elements[index] = newValue
            }
        }
    }

    /// The element at `index`, or nil when the index is out of range.
    @inlinable
    public func element(at index: Int) -> Element? {
        storage.withLock { $0.indices.contains(index) ? $0[index] : nil }
    }

    @inlinable
    public var isEmpty: Bool { storage.withLock { $0.isEmpty } }

    @inlinable
    public var count: Int { storage.withLock { $0.count } }

    /// A copy of the elements at one moment.
    @inlinable
    public var snapshot: [Element] { storage.withLock { $0 } }

    /// Runs `body` with the elements under the lock: several steps as one atomic change.
    /// `body` must not call back into this array (the lock is not reentrant).
    @inlinable
    public func mutate<Result: Sendable>(_ body: (inout [Element]) throws -> Result) rethrows -> Result {
        try storage.withLock { try body(&$0) }
    }
}

extension ThreadSafeArray where Element: Equatable {
    @inlinable
    public func contains(_ element: Element) -> Bool {
        storage.withLock { $0.contains(element) }
    }
}
