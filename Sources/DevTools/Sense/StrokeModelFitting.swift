import Foundation
import Sensing

/// Fits a StrokeModel to labelled strokes: multinomial logistic regression by Newton's
/// method, with the `none` class as the reference (its weights stay zero), an L2 penalty on
/// every weight but the biases, and each class weighing as much in total as every other (so
/// the many negatives do not drown the shapes). Deterministic: the same strokes give the same
/// weights, which is what lets the committed weights be checked (`gadget sense fit-strokes`).
public enum StrokeModelFitting {
    public struct Example: Sendable {
        public var features: [Double]
        public var shape: StrokeShape
        /// How much this example counts beside the others of its class (1 = as much).
        public var weight: Double

        public init(features: [Double], shape: StrokeShape, weight: Double = 1) {
            self.features = features
            self.shape = shape
            self.weight = weight
        }
    }

    /// The penalty on the squared weights, against a data term that sums to one per example:
    /// enough to keep the weights finite when the classes separate cleanly, small next to the data.
    public static let penalty = 0.1

    public static func fit(_ examples: [Example], penalty: Double = penalty) -> StrokeModel {
        let featureCount = StrokeFeatures.names.count
        precondition(examples.allSatisfy { $0.features.count == featureCount }, "every example has all the measures")
        let classes = StrokeModel.classes
        var means = [Double](repeating: 0, count: featureCount), scales = [Double](repeating: 1, count: featureCount)
        var lows = [Double](repeating: -Double.greatestFiniteMagnitude, count: featureCount)
        var highs = [Double](repeating: Double.greatestFiniteMagnitude, count: featureCount)
        if !examples.isEmpty {
            for f in 0..<featureCount {
                let values = examples.map { $0.features[f] }
                let mean = values.reduce(0, +) / Double(values.count)
                let variance = values.reduce(0) { $0 + ($1 - mean) * ($1 - mean) } / Double(values.count)
                means[f] = mean
                lows[f] = values.min()!
                highs[f] = values.max()!
                scales[f] = max(variance.squareRoot(), 1e-6)
            }
        }
        let shell = StrokeModel(means: means, scales: scales, lows: lows, highs: highs,
                                weights: Array(repeating: Array(repeating: 0, count: 1 + StrokeModel.inputsPerMeasure * featureCount), count: classes.count))
        // The design: a bias, then the model's inputs; class-balanced weights.
        let rows = examples.map { [1] + shell.inputs($0.features) }
        var perClass: [StrokeShape: Double] = [:]
        for example in examples { perClass[example.shape, default: 0] += example.weight }
        let presentClasses = Double(perClass.count)
        let weights = examples.map { $0.weight * Double(examples.count) / (presentClasses * perClass[$0.shape]!) }
        let targets = examples.map { example in classes.map { $0 == example.shape ? 1.0 : 0.0 } }

        let d = 1 + StrokeModel.inputsPerMeasure * featureCount, free = classes.count - 1, size = free * d
        var theta = [Double](repeating: 0, count: size)
        func logits(_ row: [Double], _ theta: [Double]) -> [Double] {
            (0..<free).map { k in
                var sum = 0.0
                for j in 0..<d { sum += theta[k * d + j] * row[j] }
                return sum
            } + [0]
        }
        func loss(_ theta: [Double]) -> Double {
            var total = 0.0
            for (i, row) in rows.enumerated() {
                let p = StrokeModel.softmax(logits(row, theta))
                let truth = targets[i].firstIndex(of: 1)!
                total -= weights[i] * log(max(p[truth], 1e-300))
            }
            for k in 0..<free { for j in 1..<d { total += 0.5 * penalty * theta[k * d + j] * theta[k * d + j] } }
            return total
        }
        var current = loss(theta)
        for _ in 0..<50 {
            var gradient = [Double](repeating: 0, count: size)
            var hessian = [Double](repeating: 0, count: size * size)
            for (i, row) in rows.enumerated() {
                let p = StrokeModel.softmax(logits(row, theta))
                for k in 0..<free {
                    let residual = weights[i] * (p[k] - targets[i][k])
                    for j in 0..<d { gradient[k * d + j] += residual * row[j] }
                    for l in 0..<free {
                        let curvature = weights[i] * p[k] * ((k == l ? 1 : 0) - p[l])
                        for a in 0..<d where row[a] != 0 {
                            let scaled = curvature * row[a]
                            for b in 0..<d { hessian[(k * d + a) * size + l * d + b] += scaled * row[b] }
                        }
                    }
                }
            }
            for k in 0..<free {
                for j in 1..<d {
                    gradient[k * d + j] += penalty * theta[k * d + j]
                    hessian[(k * d + j) * size + k * d + j] += penalty
                }
                hessian[(k * d) * size + k * d] += 1e-9  // the bias is unpenalized; keep the matrix invertible
            }
            guard let step = solve(hessian, gradient, size: size) else { break }
            // Damped Newton: halve the step until the loss falls.
            var scale = 1.0, accepted = false
            while scale > 1e-4 {
                let trial = zip(theta, step).map { $0 - scale * $1 }
                let trialLoss = loss(trial)
                if trialLoss <= current {
                    accepted = current - trialLoss > 1e-10 * max(1, abs(current))
                    theta = trial
                    current = trialLoss
                    break
                }
                scale /= 2
            }
            if !accepted { break }
        }
        var rowsOut = (0..<free).map { k in Array(theta[(k * d)..<(k * d + d)]) }
        rowsOut.append(Array(repeating: 0, count: d))
        return StrokeModel(means: means, scales: scales, lows: lows, highs: highs, weights: rowsOut)
    }

    /// Solves A x = b by Gaussian elimination with partial pivoting; nil when A is singular.
    static func solve(_ matrix: [Double], _ vector: [Double], size n: Int) -> [Double]? {
        var a = matrix, b = vector
        for column in 0..<n {
            var pivot = column
            for row in (column + 1)..<n where abs(a[row * n + column]) > abs(a[pivot * n + column]) { pivot = row }
            guard abs(a[pivot * n + column]) > 1e-12 else { return nil }
            if pivot != column {
                for j in 0..<n { a.swapAt(column * n + j, pivot * n + j) }
                b.swapAt(column, pivot)
            }
            for row in (column + 1)..<n {
                let factor = a[row * n + column] / a[column * n + column]
                if factor == 0 { continue }
                for j in column..<n { a[row * n + j] -= factor * a[column * n + j] }
                b[row] -= factor * b[column]
            }
        }
        var x = [Double](repeating: 0, count: n)
        for row in stride(from: n - 1, through: 0, by: -1) {
            var sum = b[row]
            for j in (row + 1)..<n { sum -= a[row * n + j] * x[j] }
            x[row] = sum / a[row * n + row]
        }
        return x
    }
}

extension StrokeModelFitting {
    /// The model as the Swift source of StrokeModelWeights.swift. Seventeen significant digits
    /// give back the same doubles, so the committed model is exactly the fitted one.
    public static func swiftSource(_ model: StrokeModel, fittedOn summary: String) -> String {
        func list(_ values: [Double]) -> String { "[" + values.map { String(format: "%.17g", $0) }.joined(separator: ", ") + "]" }
        return """
        // Written by `gadget sense fit-strokes` (scripts/fit-strokes); do not edit by hand.
        // Fitted on \(summary).
        // Measures: \(StrokeFeatures.names.joined(separator: ", ")); each gives the model z, then z past each of \(StrokeModel.knots).

        extension StrokeModel {
            public static let fitted = StrokeModel(
                means: \(list(model.means)),
                scales: \(list(model.scales)),
                lows: \(list(model.lows)),
                highs: \(list(model.highs)),
                weights: [
        \(model.weights.map { "            " + list($0) + "," }.joined(separator: "\n"))
                ])
        }

        """
    }
}
