import FuzzSupport
import UI

/// PNG pictures (posters, avatars). Promises: a decoded image's buffer matches its size, and
/// fitting it to a screen area gives exactly that area.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPNG(_ data: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let bytes = fuzzInput(data, count)
    if let image = try? PNGFile.decode(bytes) {
        invariant(image.width >= 0 && image.height >= 0, "size \(image.width)x\(image.height)")
        invariant(image.pixels.count == image.width * image.height,
                  "\(image.pixels.count) pixels for \(image.width)x\(image.height)")
    }
    checkPictureDecoder(bytes)
    return 0
}

/// The path a downloaded picture takes: sniffed, decoded and scaled to fill.
func checkPictureDecoder(_ bytes: [UInt8]) {
    guard let fitted = try? PictureDecoder.decode(bytes, filling: 37, 23) else { return }
    invariant(fitted.width == 37 && fitted.height == 23 && fitted.pixels.count == 37 * 23,
              "filled \(fitted.width)x\(fitted.height) with \(fitted.pixels.count) pixels")
}

@main enum FuzzPNGMain {
    static func main() { runLibFuzzer(fuzzPNG) }
}
