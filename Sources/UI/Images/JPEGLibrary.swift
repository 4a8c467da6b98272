import CJPEG
#if canImport(Glibc)
import Glibc
#endif

/// libjpeg-turbo, opened with dlopen when the first JPEG is read (`shared`), never linked.
///
/// Only the movie quiz's posters are JPEGs; linking the library would map it into every Gadget
/// process at start (about 100 KiB resident, relocations included) for the apps that never show one.
final class JPEGLibrary: @unchecked Sendable {
    // @unchecked: `api` is written once in `open` and only read afterwards; libjpeg keeps no
    // global state, each call works on its own decompress or compress object.

    /// The Debian package that provides the library, named in the error when it is missing.
    static let debianPackage = "libjpeg62-turbo"
    static let soname = "libjpeg.so.62"

    /// Loaded on first use (a Swift static is initialised once, thread-safely), then kept.
    static let shared: Result<JPEGLibrary, JPEGFile.Error> = open(soname)

    let api: UnsafeMutablePointer<gadget_jpeg_api>

    private init(api: UnsafeMutablePointer<gadget_jpeg_api>) {
        self.api = api
    }

    static func open(_ soname: String) -> Result<JPEGLibrary, JPEGFile.Error> {
        guard let handle = dlopen(soname, RTLD_NOW | RTLD_LOCAL) else {
            let reason = dlerror().map { String(cString: $0) } ?? "\(soname): cannot be loaded"
            return .failure(JPEGFile.Error(description: "libjpeg is missing (\(reason)): install the \(debianPackage) package"))
        }
        let api = UnsafeMutablePointer<gadget_jpeg_api>.allocate(capacity: 1)
        if let missing = gadget_jpeg_resolve(handle, api) {
            api.deallocate()
            dlclose(handle)
            return .failure(JPEGFile.Error(
                description: "\(soname) has no \(String(cString: missing)): install the \(debianPackage) package"))
        }
        return .success(JPEGLibrary(api: api))
    }

    /// The loaded library's calls, or the error that says how to install it.
    static func calls() throws(JPEGFile.Error) -> UnsafePointer<gadget_jpeg_api> {
        switch shared {
        case .success(let library): return UnsafePointer(library.api)
        case .failure(let error): throw error
        }
    }
}
