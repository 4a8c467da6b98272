import Foundation
import GadgetBase
import Hardware
import Testing
import UI

@Suite struct SampleScreenTests {
    /// Renders the gallery on every reference display and saves it to /tmp/ui-samples for review.
    @Test(arguments: SampleScreens.geometries)
    func gallery(geometry: DisplayGeometry) throws {
        let folder = "/tmp/ui-samples"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let renderer = Renderer(geometry: geometry)
        for sample in SampleScreens.all {
            let frame = renderer.render(sample.draw)
            #expect(!frame.texts.isEmpty, "\(sample.name) drew no text")
            let path = "\(folder)/\(sample.name)-\(geometry.width)x\(geometry.height)-\(geometry.format.rawValue).png"
            try PNGFile.write(frame.pixels, to: path)
            #expect(try PNGFile.read(path: path).width == geometry.width)
        }
    }
}
