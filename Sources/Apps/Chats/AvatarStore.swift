import Core
import Foundation
import UI

/// Avatars for the rows on screen: fetched and decoded off the runtime thread through the host,
/// shrunk to the size they are drawn at, and kept in a cache bounded in bytes, so a thousand
/// chats cost no more memory than the cache allows. A failed avatar is not asked for again.
final class AvatarStore {
    /// Requests running at once; the rest wait their turn, newest first (what is on screen now).
    static let maximumInFlight = 4
    /// Avatars waiting for a turn; older wishes are dropped when the user has scrolled on.
    static let maximumWaiting = 32

    let fetcher: AvatarFetcher
    let cache: BoundedCache<URL, RasterImage>
    /// Edge in pixels of the stored square avatars.
    var pixelSize: Int
    private(set) var failures: [URL: String] = [:]
    private var inFlight: Set<URL> = []
    private var waiting: [URL] = []
    private weak var host: (any AppHost)?

    init(fetcher: AvatarFetcher, cacheBytes: Int, pixelSize: Int = 96) {
        self.fetcher = fetcher
        self.cache = BoundedCache(costLimit: cacheBytes)
        self.pixelSize = pixelSize
    }

    func attach(to host: any AppHost) {
        self.host = host
    }

    /// The avatar if it is ready; otherwise nil, and its loading is started or queued.
    func image(for url: URL) -> RasterImage? {
        if let image = cache[url] { return image }
        guard failures[url] == nil, !inFlight.contains(url) else { return nil }
        waiting.removeAll { $0 == url }
        waiting.append(url)
        if waiting.count > Self.maximumWaiting { waiting.removeFirst(waiting.count - Self.maximumWaiting) }
        startWaiting()
        return nil
    }

    /// Forget what is queued (the app is being left); requests in flight land in the cache.
    func cancelWaiting() {
        waiting.removeAll()
    }

    private func startWaiting() {
        guard let host else { return }
        while inFlight.count < Self.maximumInFlight, let url = waiting.popLast() {
            inFlight.insert(url)
            let fetcher = self.fetcher
            let edge = pixelSize
            host.perform({ await Self.load(url, fetcher: fetcher, edge: edge) }) { [weak self] result in
                guard let self else { return }
                self.inFlight.remove(url)
                switch result {
                case .success(let image):
                    self.cache.insert(image, for: url, cost: image.width * image.height * 4)
                case .failure(let failure):
                    self.failures[url] = failure.reason
                }
                self.host?.setNeedsDisplay()
                self.startWaiting()
            }
        }
    }

    struct Failure: Error { let reason: String }

    /// Fetch, check, decode and shrink: everything slow, off the runtime thread.
    static func load(_ url: URL, fetcher: AvatarFetcher, edge: Int) async -> Result<RasterImage, Failure> {
        switch await fetcher.fetch(url) {
        case .failure(let error):
            return .failure(Failure(reason: error.description))
        case .success(let data):
            return AvatarImage.decode([UInt8](data), edge: edge)
        }
    }
}

/// Turning fetched bytes into a small square picture.
enum AvatarImage {
    /// Pictures bigger than this are refused before decoding: a small file can claim a huge size.
    static let maximumPixels = 4096 * 4096

    static func decode(_ bytes: [UInt8], edge: Int) -> Result<RasterImage, AvatarStore.Failure> {
        guard let (width, height) = pngSize(bytes) else { return .failure(.init(reason: "not a PNG image")) }
        guard width > 0, height > 0, width * height <= maximumPixels else {
            return .failure(.init(reason: "a \(width)x\(height) picture is too large"))
        }
        do {
            return .success(squareThumbnail(try PNGFile.decode(bytes), edge: edge))
        } catch {
            return .failure(.init(reason: "\(error)"))
        }
    }

    /// Width and height from a PNG's signature and IHDR chunk.
    static func pngSize(_ bytes: [UInt8]) -> (Int, Int)? {
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        guard bytes.count >= 24, Array(bytes[0..<8]) == signature, Array(bytes[12..<16]) == Array("IHDR".utf8) else {
            return nil
        }
        func bigEndian(_ at: Int) -> Int { bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
        return (bigEndian(16), bigEndian(20))
    }

    /// The centre square of `image`, averaged down to at most `edge` pixels a side (box filter
    /// on premultiplied pixels, so transparent edges do not darken).
    static func squareThumbnail(_ image: RasterImage, edge: Int) -> RasterImage {
        let side = min(image.width, image.height)
        guard side > 0 else { return image }
        let x0 = (image.width - side) / 2, y0 = (image.height - side) / 2
        let target = max(1, min(edge, side))
        var pixels = [UInt32](repeating: 0, count: target * target)
        for ty in 0..<target {
            let sy0 = y0 + ty * side / target, sy1 = max(sy0 + 1, y0 + (ty + 1) * side / target)
            for tx in 0..<target {
                let sx0 = x0 + tx * side / target, sx1 = max(sx0 + 1, x0 + (tx + 1) * side / target)
                var sums = (UInt64(0), UInt64(0), UInt64(0), UInt64(0))
                for sy in sy0..<sy1 {
                    let row = sy * image.width
                    for sx in sx0..<sx1 {
                        let p = image.pixels[row + sx]
                        sums.0 += UInt64(p >> 24); sums.1 += UInt64((p >> 16) & 0xFF)
                        sums.2 += UInt64((p >> 8) & 0xFF); sums.3 += UInt64(p & 0xFF)
                    }
                }
                let n = UInt64((sy1 - sy0) * (sx1 - sx0))
                pixels[ty * target + tx] = UInt32(sums.0 / n) << 24 | UInt32(sums.1 / n) << 16
                    | UInt32(sums.2 / n) << 8 | UInt32(sums.3 / n)
            }
        }
        return RasterImage(width: target, height: target, argb: pixels)
    }
}
