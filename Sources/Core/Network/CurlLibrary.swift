import CCurl
import GadgetBase
import Hardware

/// libcurl, opened with dlopen the first time a request is made (`shared`), never linked.
///
/// Linking libcurl (as FoundationNetworking does) maps it and its TLS, Kerberos, LDAP, SSH and
/// IDN libraries into every Gadget process at start, about 5 MB resident, although most runs
/// never go online. libcurl rather than an own HTTP client: it brings HTTPS with the system's
/// certificate store and host-name checks, proxies from the environment (http_proxy,
/// https_proxy, no_proxy), redirects, chunked replies and a whole-transfer timeout, all
/// maintained by Debian's security updates.
final class CurlLibrary: Sendable {
    /// The Debian package that provides the library, named in the error when it is missing.
    static let debianPackage = "libcurl4"
    /// The OpenSSL build first; the GnuTLS build has the same interface.
    static let sonames = ["libcurl.so.4", "libcurl-gnutls.so.4"]

    /// Loaded on first use (a Swift static is initialised once, thread-safely), then kept.
    static let shared: Result<CurlLibrary, EightBallFetchError.NetworkFailure> = open(sonames)

    /// libcurl's easy interface may be used from any thread as long as one handle is used by
    /// one thread at a time.
    private let library: DynamicLibrary<gadget_curl_api>
    var api: UnsafeMutablePointer<gadget_curl_api> { library.calls }

    private init(library: DynamicLibrary<gadget_curl_api>) {
        self.library = library
    }

    /// Opens the first of `sonames` that loads, resolves the calls Gadget makes and initialises
    /// libcurl once for the process. The error says which library was missing and which package
    /// provides it.
    static func open(_ sonames: [String]) -> Result<CurlLibrary, EightBallFetchError.NetworkFailure> {
        var reasons: [String] = []
        for soname in sonames {
            switch DynamicLibrary.open(soname, resolve: gadget_curl_resolve) {
            case .failure(let failure):
                reasons.append(failure.description)
            case .success(let library) where library.calls.pointee.global_init(Int(CURL_GLOBAL_DEFAULT)) != CURLE_OK:
                reasons.append("\(soname): curl_global_init failed")
                library.close()
            case .success(let library):
                return .success(CurlLibrary(library: library))
            }
        }
        return .failure(.libraryMissing(library: "libcurl", package: debianPackage, detail: reasons.joined(separator: "; ")))
    }

    /// libcurl's own words for a result code, e.g. "Couldn't resolve host name".
    func describe(_ code: CURLcode) -> String {
        api.pointee.easy_strerror(code).map { String(cString: $0) } ?? "libcurl error \(code.rawValue)"
    }
}

/// So that loading the library can return a `Result` carrying the reason it failed.
extension EightBallFetchError.NetworkFailure: Error {}
