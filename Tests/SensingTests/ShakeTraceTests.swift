import GadgetBase
import Hardware
@testable import Sensing
import Testing

/// `sense shake --trace` speaks the reader's language, with every number in its place.
@Suite struct ShakeTraceTests {
    static let traces: [ShakeTrace] = [
        .swing(at: .milliseconds(1680), peak: 0.4, direction: Vector3(x: 0.58, y: 0.53, z: -0.61), verdict: .reversal,
               reversals: 3, strength: 2.35),
        .began(at: .milliseconds(2040), reversals: 3, strength: 2.35, reversalsNeeded: 2, strengthNeeded: 2, calmAt: .milliseconds(1640)),
        .beganByBurst(at: .milliseconds(500), threshold: 1.3, share: 0.75, window: .milliseconds(500)),
        .endedQuiet(at: .milliseconds(2960), threshold: 0.3, quietFor: .milliseconds(300)),
        .endedWithoutReversal(at: .milliseconds(2960), after: .milliseconds(700)),
        .cancelled(at: .milliseconds(6000), longerThan: .seconds(4)),
        .notCalmBefore(at: .milliseconds(9000), calmThreshold: 0.15, lastCalm: .milliseconds(1000), within: .milliseconds(1500)),
    ]

    @Test func everyTraceReadsInEveryLanguage() {
        for language in Language.allCases {
            let lines = Self.traces.map { $0.text(Localizer(language: language)) }
            for line in lines {
                #expect(!line.contains("%@") && !line.contains("%%"), "\(language): \(line)")
            }
            // Russian and Ukrainian write "0,58", so the direction's numbers are kept apart by "; ".
            let comma = language != .en
            #expect(lines[0].contains(comma ? "1680,0" : "1680.0") && lines[0].contains(comma ? "0,58; 0,53; -0,61" : "0.58, 0.53, -0.61"),
                    "\(lines[0])")
            #expect(lines[2].contains("75 %"), "\(lines[2])")
            #expect(lines[5].contains(comma ? "4,0" : "4.0"), "\(lines[5])")
            if language != .en { #expect(!lines.contains { $0.contains(" at ") }, "\(language): \(lines)") }
        }
        #expect(Self.traces[1].text(Localizer(language: .en))
            == "began at 2040.0 ms: 3 reversals adding up to 2.35 g (2 and 2.00 g needed), the board calm at 1640.0 ms")
        #expect(Self.traces[1].text(Localizer(language: .ru))
            == "встряхивание началось на 2040,0 мс: смен направления 3, в сумме 2,35 g (нужно 2 и 2,00 g), плата была спокойна на 1640,0 мс")
    }
}
