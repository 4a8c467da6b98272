import GadgetBase

/// One lock for all text drawing in the process. Every renderer has its own Pango font map, but
/// Cairo shares its scaled fonts between them all, and Cairo 1.16 (Debian 12) is not safe when
/// one thread draws glyphs with a font while another drops the last reference to it: the process
/// aborts with "cairo_scaled_font_destroy: Assertion `! scaled_font->cache_frozen' failed". A board
/// renders on one thread, where the lock is never contended; a test process renders many sessions
/// at once, and crashed that way now and then.
///
/// A pthread mutex, which ThreadSanitizer sees, made recursive: a renderer may be dropped, and its
/// fonts released, while another one renders on the same thread.
enum CairoFontLock {
    private static let mutex = PthreadMutex(recursive: true)

    static func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
        try mutex.withLock(body)
    }
}
