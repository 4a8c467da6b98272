import Core
import Foundation
import UI

/// The posters the quiz holds in memory: the one on screen and the next, each loaded off the
/// runtime thread (cache or network, then decoded and scaled to the frame) while the player
/// looks at the current question. Anything else is let go, so memory stays at two posters.
final class PosterShelf {
    let downloader: PosterDownloader
    /// The frame's picture size in pixels, learnt from the last layout; posters are decoded to it.
    var pictureSize: (width: Int, height: Int) = (120, 180)
    private var states: [String: PosterState] = [:]
    /// Bumped when everything is forgotten, so loads started before are dropped on arrival.
    private var generation = 0

    init(downloader: PosterDownloader) {
        self.downloader = downloader
    }

    func state(of movie: Movie) -> PosterState {
        states[movie.id] ?? .loading
    }

    /// Keeps (and starts loading) the posters of `movies`, and lets every other one go.
    func keep(only movies: [Movie], host: any AppHost, changed: @escaping () -> Void) {
        let wanted = Set(movies.map(\.id))
        states = states.filter { wanted.contains($0.key) }
        for movie in movies where states[movie.id] == nil {
            load(movie, host: host, changed: changed)
        }
    }

    func forgetAll() {
        states.removeAll()
        generation += 1
    }

    var heldPosters: Int {
        states.values.filter { if case .ready = $0 { true } else { false } }.count
    }

    private func load(_ movie: Movie, host: any AppHost, changed: @escaping () -> Void) {
        guard let url = movie.imageURL else {
            states[movie.id] = .missing(reason: "no poster URL")
            return
        }
        states[movie.id] = .loading
        let downloader = self.downloader, size = pictureSize, started = generation
        host.perform({ await Self.fetch(url, size: size, downloader: downloader) }) { [weak self] state in
            guard let self, self.generation == started, self.states[movie.id] == .loading else { return }
            self.states[movie.id] = state
            changed()
        }
    }

    /// Off the runtime thread: bytes from the cache or the network, decoded and scaled to fill
    /// the frame. Only a download that decodes is put into the cache. A cached file that does
    /// not decode (cut short by a power loss) is dropped and downloaded once more; otherwise it
    /// would give the card for ever, and each read would keep it from being evicted.
    static func fetch(_ url: URL, size: (width: Int, height: Int), downloader: PosterDownloader,
                      retryingBrokenCache: Bool = true) async -> PosterState {
        switch await downloader.bytes(for: url) {
        case .failure(let error):
            return .missing(reason: error.description)
        case .success(let (bytes, source)):
            do {
                let image = try PictureDecoder.decode(bytes, filling: size.width, size.height)
                if source == .network { downloader.keep(bytes, for: url) }
                return .ready(image)
            } catch {
                if source == .cache {
                    downloader.forget(url)
                    if retryingBrokenCache {
                        return await fetch(url, size: size, downloader: downloader, retryingBrokenCache: false)
                    }
                }
                return .missing(reason: "\(url.absoluteString): \(error.description)")
            }
        }
    }
}
