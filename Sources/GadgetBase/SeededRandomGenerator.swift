/// A small, fast generator that repeats exactly for a given seed (SplitMix64), for runs that must
/// come out the same every time: scripted runs, the README's pictures, bug reports.
/// Not for anything secret. The simulated sensors' noise and the generated datasets use it too.
public struct SeededRandomGenerator: RandomNumberGenerator, Sendable {
    private var state: UInt64

    public init(seed: UInt64) { state = seed }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }
}
