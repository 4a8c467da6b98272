/// A value behind a pthread mutex (PthreadMutex).
///
/// Synchronization's `Mutex` would be the first choice, but on Linux it is a bare futex word that
/// ThreadSanitizer cannot see: every test of a shared structure under TSan then reports races
/// that are not there, and real ones drown in them. ThreadSanitizer intercepts pthread mutexes,
/// so with this lock its reports mean something. The price is one `@unchecked Sendable`, kept to
/// this small type: `value` is only ever touched between lock and unlock. It lives in the lowest
/// layer so every layer that shares state between threads (the test clock, off-thread work, the
/// network transfer) can use it.
public final class LockedValue<Value>: @unchecked Sendable {
    @usableFromInline var value: Value
    @usableFromInline let mutex = PthreadMutex()

    public init(_ value: Value) {
        self.value = value
    }

    @inlinable
    public func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        try mutex.withLock { try body(&value) }
    }
}
