import CCurl
import Foundation

/// The HTTP transport on a real board: one libcurl easy handle per GET, on the calling thread.
struct CurlTransport: HTTPTransport {
    /// The process's libcurl, or why it could not be loaded; nothing is loaded until a request needs it.
    private let library: @Sendable () -> Result<CurlLibrary, EightBallFetchError.NetworkFailure>

    static let shared = CurlTransport { CurlLibrary.shared }

    init(library: @escaping @Sendable () -> Result<CurlLibrary, EightBallFetchError.NetworkFailure>) {
        self.library = library
    }

    /// Redirects followed in a row before giving up, by libcurl or by hand.
    static let maxRedirects = 5

    func get(_ request: HTTPRequest, limits: HTTPLimits, abort: TransferAbort) -> Result<Data, EightBallFetchError> {
        let library: CurlLibrary
        switch self.library() {
        case .failure(let reason): return .failure(.network(host: request.url.hostAndPort, reason: reason))
        case .success(let loaded): library = loaded
        }
        var current = request
        for _ in 0...Self.maxRedirects {
            switch CurlTransfer(library: library, request: current, limits: limits, abort: abort).run() {
            case .finished(let result):
                return result
            case .redirected(let target):
                guard RedirectRule.mayFollow(to: target) else {
                    let address = SecretRedaction.redactingCredentials(in: target)
                    return .failure(.network(host: request.url.hostAndPort, reason: .redirectRefused(to: address)))
                }
                current = current.redirected(to: target)
            }
        }
        return .failure(.network(host: request.url.hostAndPort, reason: .tooManyRedirects(Self.maxRedirects)))
    }
}

/// Where a redirect may lead. libcurl follows those of an https request itself, to https only.
/// A plain-http request to this machine (allowed without GADGET_ALLOW_HTTP, see
/// `EndpointPolicy`) is followed by hand, since libcurl can limit a redirect's scheme but not its
/// host: a local service must not send the request, its path and query on to another machine in
/// plain text. A plain-http request to another machine exists only because plain HTTP was
/// allowed, so libcurl follows its redirects to http or https.
enum RedirectRule {
    /// Whether the transfer of `url` stops at a 3xx reply and hands its target back.
    static func followsByHand(_ url: URL) -> Bool {
        url.scheme?.lowercased() == "http" && EndpointPolicy.isLoopback(host: url.host ?? "")
    }

    /// Whether a hand-followed redirect may go to `target`.
    static func mayFollow(to target: URL) -> Bool {
        switch target.scheme?.lowercased() {
        case "https": true
        case "http": EndpointPolicy.isLoopback(host: target.host ?? "")
        default: false
        }
    }
}

private extension HTTPRequest {
    /// The same request, headers kept, to `url`.
    func redirected(to url: URL) -> HTTPRequest {
        var next = HTTPRequest(url: url)
        for (field, value) in headers { next.setValue(value, forHTTPHeaderField: field) }
        return next
    }
}

/// How one transfer ended: with the request's outcome, or at a redirect to follow by hand.
private enum TransferEnd {
    case finished(Result<Data, EightBallFetchError>)
    case redirected(URL)
}

/// One transfer's state, which libcurl's callbacks reach through their context pointer.
/// Used by one thread only: the one that calls `run`.
private final class CurlTransfer {
    let library: CurlLibrary
    let request: HTTPRequest
    let limits: HTTPLimits
    let abort: TransferAbort
    var handle: UnsafeMutableRawPointer?
    var body = Data()
    /// Why the write callback stopped the transfer, when it did.
    var refusal: EightBallFetchError?
    /// A 3xx reply ends this transfer instead of being followed by libcurl (`RedirectRule`).
    let followsRedirectsByHand: Bool

    init(library: CurlLibrary, request: HTTPRequest, limits: HTTPLimits, abort: TransferAbort) {
        self.library = library
        self.request = request
        self.limits = limits
        self.abort = abort
        followsRedirectsByHand = RedirectRule.followsByHand(request.url)
    }

    func run() -> TransferEnd {
        let api = library.api
        guard let handle = api.pointee.easy_init() else {
            return .finished(.failure(.network(host: request.url.hostAndPort, reason: .other("curl_easy_init failed"))))
        }
        self.handle = handle
        var headers: UnsafeMutablePointer<curl_slist>?
        let errorText = UnsafeMutablePointer<CChar>.allocate(capacity: Int(CURL_ERROR_SIZE))
        errorText.initialize(repeating: 0, count: Int(CURL_ERROR_SIZE))
        defer {
            api.pointee.easy_cleanup(handle)
            api.pointee.slist_free_all(headers)
            errorText.deallocate()
            self.handle = nil
        }
        for (field, value) in request.headers.sorted(by: { $0.key < $1.key }) {
            headers = api.pointee.slist_append(headers, "\(field): \(value)") ?? headers
        }
        if let problem = configure(handle, headers: headers, errorText: errorText) { return .finished(.failure(problem)) }
        let code = withExtendedLifetime(self) { api.pointee.easy_perform(handle) }
        let status = gadget_curl_response_code(api, handle)
        if followsRedirectsByHand, code == CURLE_OK, refusal == nil, !abort.isRequested, Self.isRedirect(status),
           let target = gadget_curl_redirect_url(api, handle).flatMap({ URL(string: String(cString: $0)) }) {
            return .redirected(target)
        }
        return .finished(outcome(code, status: status, errorText: String(cString: errorText)))
    }

    /// The statuses libcurl follows (a 304 or 300 has no single place to go).
    private static func isRedirect(_ status: Int) -> Bool { [301, 302, 303, 307, 308].contains(status) }

    /// Sets every option; an option this libcurl refuses is reported rather than ignored, since
    /// each one is a guarantee (verification, limits, protocols).
    private func configure(_ handle: UnsafeMutableRawPointer, headers: UnsafeMutablePointer<curl_slist>?,
                           errorText: UnsafeMutablePointer<CChar>) -> EightBallFetchError? {
        let api = library.api
        let milliseconds = max(1, Int(limits.budget.milliseconds.rounded(.up)))
        // A redirect may go from http to https, never from https down to plain http.
        let redirectProtocols = request.url.scheme?.lowercased() == "https" ? "https" : "http,https"
        let context = Unmanaged.passUnretained(self).toOpaque()
        var results: [(String, CURLcode)] = [
            ("CURLOPT_URL", gadget_curl_set_string(api, handle, CURLOPT_URL, request.url.absoluteString)),
            ("CURLOPT_PROTOCOLS_STR", gadget_curl_set_string(api, handle, CURLOPT_PROTOCOLS_STR, "http,https")),
            ("CURLOPT_REDIR_PROTOCOLS_STR", gadget_curl_set_string(api, handle, CURLOPT_REDIR_PROTOCOLS_STR, redirectProtocols)),
            ("CURLOPT_FOLLOWLOCATION", gadget_curl_set_long(api, handle, CURLOPT_FOLLOWLOCATION, followsRedirectsByHand ? 0 : 1)),
            ("CURLOPT_MAXREDIRS", gadget_curl_set_long(api, handle, CURLOPT_MAXREDIRS, CurlTransport.maxRedirects)),
            // Certificate and host name checks are libcurl's defaults; said again so no build can differ.
            ("CURLOPT_SSL_VERIFYPEER", gadget_curl_set_long(api, handle, CURLOPT_SSL_VERIFYPEER, 1)),
            ("CURLOPT_SSL_VERIFYHOST", gadget_curl_set_long(api, handle, CURLOPT_SSL_VERIFYHOST, 2)),
            // Signals are the process's business (the runtime's self-pipe); libcurl must not touch them.
            ("CURLOPT_NOSIGNAL", gadget_curl_set_long(api, handle, CURLOPT_NOSIGNAL, 1)),
            ("CURLOPT_TIMEOUT_MS", gadget_curl_set_long(api, handle, CURLOPT_TIMEOUT_MS, milliseconds)),
            ("CURLOPT_CONNECTTIMEOUT_MS", gadget_curl_set_long(api, handle, CURLOPT_CONNECTTIMEOUT_MS, milliseconds)),
            // A Content-Length over the limit is refused before a byte of body arrives.
            ("CURLOPT_MAXFILESIZE_LARGE", gadget_curl_set_offset(api, handle, CURLOPT_MAXFILESIZE_LARGE, curl_off_t(limits.maxBodyBytes))),
            ("CURLOPT_HTTPHEADER", gadget_curl_set_pointer(api, handle, CURLOPT_HTTPHEADER, headers)),
            ("CURLOPT_ERRORBUFFER", gadget_curl_set_pointer(api, handle, CURLOPT_ERRORBUFFER, errorText)),
            ("CURLOPT_WRITEDATA", gadget_curl_set_pointer(api, handle, CURLOPT_WRITEDATA, context)),
            ("CURLOPT_WRITEFUNCTION", gadget_curl_set_write_function(api, handle) { bytes, size, count, context in
                guard let context else { return 0 }
                let transfer = Unmanaged<CurlTransfer>.fromOpaque(context).takeUnretainedValue()
                return transfer.receive(UnsafeRawBufferPointer(start: bytes, count: size * count))
            }),
            ("CURLOPT_XFERINFODATA", gadget_curl_set_pointer(api, handle, CURLOPT_XFERINFODATA, context)),
            ("CURLOPT_XFERINFOFUNCTION", gadget_curl_set_progress_function(api, handle) { context, _, _, _, _ in
                guard let context else { return 0 }
                // Non-zero ends the transfer with CURLE_ABORTED_BY_CALLBACK.
                return Unmanaged<CurlTransfer>.fromOpaque(context).takeUnretainedValue().abort.isRequested ? 1 : 0
            }),
            ("CURLOPT_NOPROGRESS", gadget_curl_set_long(api, handle, CURLOPT_NOPROGRESS, 0)),
        ]
        results.removeAll { $0.1 == CURLE_OK }
        guard let (option, code) = results.first else { return nil }
        // CURLOPT_PROTOCOLS_STR arrived in libcurl 7.85 (Debian 12 has 7.88).
        let detail = code == CURLE_UNKNOWN_OPTION
            ? "this libcurl does not know \(option); libcurl 7.85 or newer is needed"
            : "\(option): \(library.describe(code))"
        return .network(host: request.url.hostAndPort,
                        reason: .libraryMissing(library: "libcurl", package: CurlLibrary.debianPackage, detail: detail))
    }

    /// Body bytes as they arrive. Returning fewer bytes than given stops the transfer.
    private func receive(_ bytes: UnsafeRawBufferPointer) -> Int {
        if abort.isRequested { return 0 }
        if body.isEmpty, let handle {
            // The first body bytes: a reply that is not a success is refused without reading on.
            // (Bodies of redirects that libcurl follows never reach this callback; one followed
            // by hand is dropped, and its target read once the transfer ends.)
            let status = gadget_curl_response_code(library.api, handle)
            if followsRedirectsByHand, Self.isRedirect(status) { return bytes.count }
            guard (200...299).contains(status) else {
                refusal = .httpStatus(status)
                return 0
            }
        }
        guard body.count + bytes.count <= limits.maxBodyBytes else {
            refusal = .bodyTooLarge(limit: limits.maxBodyBytes)
            return 0
        }
        body.append(contentsOf: bytes)
        return bytes.count
    }

    private func outcome(_ code: CURLcode, status: Int, errorText: String) -> Result<Data, EightBallFetchError> {
        if let refusal { return .failure(refusal) }
        if abort.isRequested { return .failure(.cancelled) }
        if code == CURLE_OK {
            guard (200...299).contains(status) else {
                return .failure(status == 0 ? .network(host: request.url.hostAndPort, reason: .malformedReply) : .httpStatus(status))
            }
            return .success(body)
        }
        if code == CURLE_OPERATION_TIMEDOUT { return .failure(.timedOut(budget: limits.budget)) }
        if code == CURLE_ABORTED_BY_CALLBACK { return .failure(.cancelled) }
        if code == CURLE_FILESIZE_EXCEEDED {
            // Checked on the headers, before the status reached the write callback.
            return .failure((200...299).contains(status) ? .bodyTooLarge(limit: limits.maxBodyBytes) : .httpStatus(status))
        }
        let reason: EightBallFetchError.NetworkFailure = switch code {
        case CURLE_COULDNT_CONNECT: .cannotConnect
        case CURLE_COULDNT_RESOLVE_HOST, CURLE_COULDNT_RESOLVE_PROXY: .hostNotFound
        case CURLE_GOT_NOTHING, CURLE_RECV_ERROR, CURLE_SEND_ERROR, CURLE_PARTIAL_FILE: .connectionLost
        case CURLE_SSL_CONNECT_ERROR, CURLE_PEER_FAILED_VERIFICATION, CURLE_SSL_CERTPROBLEM, CURLE_SSL_CIPHER,
             CURLE_SSL_CACERT_BADFILE, CURLE_SSL_ISSUER_ERROR, CURLE_SSL_PINNEDPUBKEYNOTMATCH,
             CURLE_SSL_INVALIDCERTSTATUS, CURLE_SSL_ENGINE_INITFAILED, CURLE_USE_SSL_FAILED:
            .secureConnectionFailed
        case CURLE_WEIRD_SERVER_REPLY, CURLE_BAD_CONTENT_ENCODING, CURLE_HTTP2, CURLE_HTTP2_STREAM: .malformedReply
        case CURLE_TOO_MANY_REDIRECTS: .tooManyRedirects(CurlTransport.maxRedirects)
        // Also a redirect to a refused protocol (https down to http): libcurl's error text names it.
        default: .other(errorText.isEmpty ? library.describe(code) : errorText)
        }
        return .failure(.network(host: request.url.hostAndPort, reason: reason))
    }
}
