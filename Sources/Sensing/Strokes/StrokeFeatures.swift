import Foundation
import GadgetBase
import Hardware

/// The measures of one stroke that the stroke model weighs, always in the order of `names`.
/// Each is relative to the stroke's own size and taken on an evenly resampled outline
/// (ClosedShape), so size, position, rotation, drawing direction, starting point and speed do
/// not change them. Which of them matter, and how much, is fitted from drawings (StrokeModel).
public enum StrokeFeatures {
    public static let names = [
        "closure gap", "run-on", "lead-in", "whole turns", "turns off one", "consistency", "radial spread", "log elongation",
        "sharpest bend", "corners", "four corners", "turning at corners", "crossings", "side ratio", "corner angle error",
    ]

    /// The measures of one stroke, or nil for a stroke too small to measure (fewer than three
    /// distinct points, or no extent), which is never a shape.
    public static func measure(_ stroke: [StrokePoint]) -> [Double]? {
        ClosedShape(stroke: StrokeGeometry.cleaned(stroke)).map(measure)
    }

    static func measure(_ shape: ClosedShape) -> [Double] {
        let sides = shape.sideShares
        let sideRatio = sides.count >= 2 ? (sides.min()! / max(1e-9, sides.max()!)) : 0
        // How far the corners are from right angles: 1 with no corner at all.
        let angleError = shape.corners.isEmpty ? 1
            : shape.corners.reduce(0) { $0 + abs($1.angle - 90) / 90 } / Double(shape.corners.count)
        return [
            shape.closureGap,
            shape.runOn,
            shape.leadIn,
            shape.wholeTurns,
            abs(abs(shape.turns) - 1),
            shape.consistency,
            shape.radialSpread,
            log(shape.elongation),
            shape.sharpestBend / 180,
            Double(min(shape.corners.count, 8)) / 4,
            shape.corners.count == 4 ? 1 : 0,
            shape.turningAtCorners,
            Double(min(shape.selfCrossings, 4)),
            sideRatio,
            min(angleError, 1),
        ]
    }
}
