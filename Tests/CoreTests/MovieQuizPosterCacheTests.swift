import Foundation
import Simulation
import Testing
import TestSupport

@testable import Core

@Suite("Poster cache")
struct MovieQuizPosterCacheTests {
    func url(_ n: Int) -> URL { URL(string: "https://images.example.com/poster\(n).jpg")! }

    @Test func keepsAndReturnsBytes() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let cache = PosterCache(directory: dir.appending("posters"), limitBytes: 1000, clock: TestClock())
        #expect(cache.bytes(for: url(1)) == nil)
        cache.store([1, 2, 3], for: url(1))
        #expect(cache.bytes(for: url(1)) == [1, 2, 3])
        #expect(cache.bytes(for: url(2)) == nil)
        #expect(cache.totalBytes == 3)
        #expect(!(try dir.contents()).isEmpty)
    }

    @Test func evictsTheLeastRecentlyUsedWhenOverTheLimit() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let clock = TestClock()
        let cache = PosterCache(directory: dir.path, limitBytes: 300, clock: clock)
        for n in 1...3 {
            cache.store([UInt8](repeating: UInt8(n), count: 100), for: url(n))
            clock.advance(by: .seconds(10))
        }
        // Reading poster 1 makes it the most recently used; poster 2 is now the oldest.
        #expect(cache.bytes(for: url(1)) != nil)
        clock.advance(by: .seconds(10))
        cache.store([UInt8](repeating: 4, count: 100), for: url(4))
        #expect(cache.totalBytes <= 300)
        #expect(cache.bytes(for: url(2)) == nil)
        #expect(cache.bytes(for: url(1)) != nil)
        #expect(cache.bytes(for: url(3)) != nil)
        #expect(cache.bytes(for: url(4)) != nil)
    }

    @Test func aPosterBiggerThanTheLimitIsNotKept() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let cache = PosterCache(directory: dir.path, limitBytes: 50, clock: TestClock())
        cache.store([UInt8](repeating: 0, count: 51), for: url(1))
        #expect(cache.bytes(for: url(1)) == nil)
        #expect(cache.totalBytes == 0)
    }

    /// A power cut can leave a poster's file empty; reading it as a hit gave the title card for
    /// ever instead of downloading the poster again.
    @Test func anEmptyCachedFileIsAMissAndIsRemoved() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let cache = PosterCache(directory: dir.path, limitBytes: 1000, clock: TestClock())
        cache.store([1, 2, 3], for: url(1))
        try Data().write(to: URL(fileURLWithPath: cache.path(for: url(1))))
        #expect(cache.bytes(for: url(1)) == nil)
        #expect(!FileManager.default.fileExists(atPath: cache.path(for: url(1))))
    }

    @Test func aRemovedPosterIsNoLongerCached() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let cache = PosterCache(directory: dir.path, limitBytes: 1000, clock: TestClock())
        cache.store([1, 2, 3], for: url(1))
        cache.store([4, 5], for: url(2))
        cache.remove(url(1))
        cache.remove(url(3))  // never cached: nothing happens
        #expect(cache.bytes(for: url(1)) == nil)
        #expect(cache.bytes(for: url(2)) == [4, 5])
        #expect(cache.totalBytes == 2)
    }

    @Test func anUnwritableDirectoryIsNotFatal() {
        let cache = PosterCache(directory: "/proc/gadget-no-such-dir/posters", limitBytes: 1000, clock: TestClock())
        cache.store([1, 2, 3], for: url(1))
        #expect(cache.bytes(for: url(1)) == nil)
    }

    @Test func differentURLsGetDifferentFiles() {
        let cache = PosterCache(directory: "/tmp/x", limitBytes: 1, clock: TestClock())
        #expect(cache.path(for: url(1)) != cache.path(for: url(2)))
        // The 64-bit FNV-1a hash of the address, worked out once: a name that changed from run to
        // run (Swift's Hasher is seeded per process) would lose the cache at every start.
        #expect(cache.path(for: url(1)) == "/tmp/x/713ffecd4bd8de79.poster")
        #expect(cache.path(for: url(1)).hasSuffix(".poster"))
    }
}
