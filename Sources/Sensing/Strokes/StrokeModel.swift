import Foundation

/// A small learned model that reads one stroke's measures (StrokeFeatures) as a circle, a
/// square or neither: multinomial logistic regression in which each measure, standardized,
/// adds to a class's log-odds along a bent line (a slope, and a change of slope at -1, 0 and
/// +1 standard deviations from the mean), so a measure can matter more where the shapes and
/// the rest part, and count against a shape when it is off in either direction, while the
/// model stays a sum over measures that `--explain` can show term by term. The weights are fitted from drawings by `gadget sense fit-strokes` (real
/// people's strokes first, generated ones beside them) and committed in StrokeModelWeights.swift.
public struct StrokeModel: Sendable, Hashable {
    /// The classes, in the order of `weights`' rows.
    public static let classes: [StrokeShape] = [.circle, .square, .none]

    /// Per measure: subtracted, then divided by, before the model weighs it.
    public var means: [Double]
    public var scales: [Double]
    /// Per measure: the range the fitted strokes spanned. A measure beyond it is taken at its
    /// edge, so the model never extrapolates its bent lines into values it has never seen (a
    /// straight line's elongation is in the millions).
    public var lows: [Double]
    public var highs: [Double]
    /// Where each measure's line may bend, in standard deviations from its mean.
    public static let knots: [Double] = [-1, 0, 1]
    /// How many inputs each measure gives the model: itself, and one per knot.
    public static let inputsPerMeasure = 1 + knots.count

    /// One row per class: a bias, then a weight per input (`inputs`).
    public var weights: [[Double]]

    public init(means: [Double], scales: [Double], lows: [Double], highs: [Double], weights: [[Double]]) {
        precondition(means.count == StrokeFeatures.names.count && scales.count == means.count
                     && lows.count == means.count && highs.count == means.count, "one mean, scale and range per measure")
        precondition(weights.count == Self.classes.count && weights.allSatisfy { $0.count == 1 + Self.inputsPerMeasure * means.count },
                     "a bias and a weight per input for each class")
        self.means = means
        self.scales = scales
        self.lows = lows
        self.highs = highs
        self.weights = weights
    }

    /// What the model weighs: for each measure in turn, the measure kept to its range and standardized (z), then
    /// how far z is past each knot (0 before it).
    public func inputs(_ features: [Double]) -> [Double] {
        var result = [Double](repeating: 0, count: features.count * Self.inputsPerMeasure)
        for index in features.indices {
            let z = (min(max(features[index], lows[index]), highs[index]) - means[index]) / scales[index]
            let base = index * Self.inputsPerMeasure
            result[base] = z
            for (k, knot) in Self.knots.enumerated() { result[base + 1 + k] = max(0, z - knot) }
        }
        return result
    }

    /// What one measure adds to each class's log-odds.
    public func contribution(ofMeasure index: Int, _ features: [Double]) -> [Double] {
        let all = inputs(features)
        let base = index * Self.inputsPerMeasure
        // A loop, not a reduce in a map: Swift 6.2.3 gives up type-checking that (aarch64, -Osize).
        return weights.map { row in
            var sum = 0.0
            for offset in 0..<Self.inputsPerMeasure { sum += row[1 + base + offset] * all[base + offset] }
            return sum
        }
    }

    /// Each class's probability, in the order of `classes`.
    public func probabilities(_ features: [Double]) -> [Double] {
        Self.softmax(logits(inputs(features)))
    }

    public func logits(_ inputs: [Double]) -> [Double] {
        weights.map { row in
            var sum = row[0]
            for index in inputs.indices { sum += row[index + 1] * inputs[index] }
            return sum
        }
    }

    /// The most probable class.
    public func shape(_ features: [Double]) -> StrokeShape {
        let p = probabilities(features)
        return Self.classes[p.indices.max { p[$0] < p[$1] }!]
    }

    public static func softmax(_ logits: [Double]) -> [Double] {
        let top = logits.max() ?? 0
        let exps = logits.map { exp($0 - top) }
        let total = exps.reduce(0, +)
        return exps.map { $0 / total }
    }
}
