import FuzzSupport
import UI

/// JPEG pictures through libjpeg-turbo. Promises: the header's size agrees with the decoded
/// image (DCT-scaled or not), and the buffer matches the size.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzJPEG(_ data: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let bytes = fuzzInput(data, count)
    guard let size = try? JPEGFile.dimensions(of: bytes) else { return 0 }
    for target in [nil, (width: 16, height: 16)] as [(width: Int, height: Int)?] {
        guard let image = try? JPEGFile.decode(bytes, covering: target) else { continue }
        invariant(image.pixels.count == image.width * image.height,
                  "\(image.pixels.count) pixels for \(image.width)x\(image.height)")
        invariant(image.width <= size.width && image.height <= size.height && image.width > 0 && image.height > 0,
                  "decoded \(image.width)x\(image.height) from a \(size.width)x\(size.height) header")
        if target == nil {
            invariant(image.width == size.width && image.height == size.height,
                      "decoded \(image.width)x\(image.height) from a \(size.width)x\(size.height) header")
        }
    }
    if let fitted = try? PictureDecoder.decode(bytes, filling: 37, 23) {
        invariant(fitted.width == 37 && fitted.height == 23 && fitted.pixels.count == 37 * 23,
                  "filled \(fitted.width)x\(fitted.height) with \(fitted.pixels.count) pixels")
    }
    return 0
}

@main enum FuzzJPEGMain {
    static func main() { runLibFuzzer(fuzzJPEG) }
}
