import ChipCatalog
import Drivers
import GadgetBase
import Hardware
import Simulation
import Testing

/// Motion no chip could measure (1e308 g, infinities, not a number) reaches the runtime as a
/// real chip reports it: saturated at the configured range, or, for not a number, whatever the
/// converter makes of it; never anything beyond the range.
@Suite struct SaturationTests {
    final class WildMotion: MotionSource {
        let reading: Vector3
        init(_ reading: Vector3) { self.reading = reading }
        func acceleration(at instant: Instant) -> Vector3 { reading }
    }

    static let wild = [Vector3(x: 1e308, y: -1e308, z: 1), Vector3(x: .infinity, y: -.infinity, z: 1),
                       Vector3(x: .nan, y: 2e9, z: -3e9)]

    @Test(arguments: AccelerometerChip.allCases, [AccelerometerRange.g2, .g16])
    func readingsStayWithinTheConfiguredRange(chip: AccelerometerChip, range: AccelerometerRange) throws {
        for reading in Self.wild {
            let bench = AccelerometerBench(chip, motion: WildMotion(reading))
            try bench.start(range: range)
            bench.advance(samples: 3)
            let samples = try bench.driver.readSamples()
            #expect(!samples.isEmpty)
            for sample in samples {
                for axis in [sample.x, sample.y, sample.z] {
                    #expect(axis.isFinite && abs(axis) <= range.limit + resolution(chip, range), "\(chip) read \(sample) for \(reading)")
                }
            }
            #expect(bench.driver.fullScale == range.limit)
        }
    }

    @Test func saturatedAxesReadTheRangesEnds() throws {
        let bench = AccelerometerBench(.mpu6050, motion: WildMotion(Self.wild[0]))
        try bench.start(range: .g4)
        bench.advance(samples: 2)
        let sample = try #require(try bench.driver.readSamples().last)
        #expect(abs(sample.x - 4) < 0.001 && abs(sample.y + 4) < 0.001 && abs(sample.z - 1) < 0.001)
    }
}
