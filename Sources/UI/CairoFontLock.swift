#if canImport(Glibc)
import Glibc
#endif

/// One lock for all text drawing in the process. Every renderer has its own Pango font map, but
/// Cairo shares its scaled fonts between them all, and Cairo 1.16 (Debian 12) is not safe when
/// one thread draws glyphs with a font while another drops the last reference to it: the process
/// aborts with "cairo_scaled_font_destroy: Assertion `! scaled_font->cache_frozen' failed". A board
/// renders on one thread, where the lock is never contended; a test process renders many sessions
/// at once, and crashed that way now and then.
///
/// A pthread mutex, which ThreadSanitizer sees (see LockedValue), and recursive: a renderer may
/// be dropped, and its fonts released, while another one renders on the same thread.
final class CairoFontLock: @unchecked Sendable {
    static let shared = CairoFontLock()

    private let mutex: UnsafeMutablePointer<pthread_mutex_t>

    private init() {
        mutex = .allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        var attributes = pthread_mutexattr_t()
        pthread_mutexattr_init(&attributes)
        pthread_mutexattr_settype(&attributes, Int32(PTHREAD_MUTEX_RECURSIVE))
        pthread_mutex_init(mutex, &attributes)
        pthread_mutexattr_destroy(&attributes)
    }

    func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body()
    }
}
