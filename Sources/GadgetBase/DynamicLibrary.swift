import Glibc

/// A C library opened with dlopen at first use instead of linked, and the table of its calls
/// that Gadget makes (a C struct of function pointers that a shim's resolve function fills with
/// dlsym). Libraries only some runs need (libcurl for the network, libjpeg for posters) are
/// loaded this way, so a run that never needs them never maps them.
public struct DynamicLibrary<Calls>: @unchecked Sendable {
    // @unchecked: the table is filled once, before the value exists, and only read afterwards.

    /// The library's table of calls, filled by `resolve` in `open`.
    public let calls: UnsafeMutablePointer<Calls>
    private let handle: UnsafeMutableRawPointer

    /// Why a library could not be opened: the loader's own words ("libjpeg.so.62: cannot open
    /// shared object file…") or the call the library lacks.
    public struct Failure: Error, Sendable, CustomStringConvertible {
        public let description: String
    }

    /// Opens `soname` and fills its table with `resolve`, which returns nil or the name of the
    /// first call it could not find (then the library is closed again).
    public static func open(
        _ soname: String,
        resolve: (UnsafeMutableRawPointer, UnsafeMutablePointer<Calls>) -> UnsafePointer<CChar>?
    ) -> Result<DynamicLibrary, Failure> {
        guard let handle = dlopen(soname, RTLD_NOW | RTLD_LOCAL) else {
            return .failure(Failure(description: dlerror().map { String(cString: $0) } ?? "\(soname): cannot be loaded"))
        }
        let calls = UnsafeMutablePointer<Calls>.allocate(capacity: 1)
        if let missing = resolve(handle, calls) {
            calls.deallocate()
            dlclose(handle)
            return .failure(Failure(description: "\(soname) has no \(String(cString: missing))"))
        }
        return .success(DynamicLibrary(calls: calls, handle: handle))
    }

    /// Gives the library back, for one that opened but then failed to initialise. Its calls must
    /// not be used afterwards.
    public func close() {
        calls.deallocate()
        dlclose(handle)
    }
}
