import GadgetBase
import Hardware

/// A deterministic random number generator, so tests that pick at random pick the same way on
/// every run: the one scripted runs use (SplitMix64).
public typealias SeededGenerator = SeededRandomGenerator
