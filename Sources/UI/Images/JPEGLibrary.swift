import CJPEG
import GadgetBase
import Hardware

/// libjpeg-turbo, opened with dlopen when the first JPEG is read (`shared`), never linked.
///
/// Only the movie quiz's posters are JPEGs; linking the library would map it into every Gadget
/// process at start (about 100 KiB resident, relocations included) for the apps that never show one.
enum JPEGLibrary {
    /// The Debian package that provides the library, named in the error when it is missing.
    static let debianPackage = "libjpeg62-turbo"
    static let soname = "libjpeg.so.62"

    /// Loaded on first use (a Swift static is initialised once, thread-safely), then kept. libjpeg
    /// keeps no global state: each call works on its own decompress or compress object.
    static let shared = open(soname)

    static func open(_ soname: String) -> Result<DynamicLibrary<gadget_jpeg_api>, JPEGFile.Error> {
        DynamicLibrary.open(soname, resolve: gadget_jpeg_resolve).mapError { failure in
            JPEGFile.Error(description: "libjpeg is missing (\(failure)): install the \(debianPackage) package")
        }
    }

    /// The loaded library's calls, or the error that says how to install it.
    static func calls() throws(JPEGFile.Error) -> UnsafePointer<gadget_jpeg_api> {
        UnsafePointer(try shared.get().calls)
    }
}
