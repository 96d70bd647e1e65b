/// The resistance felt when dragging past an edge, as in UIScrollView:
/// f(x) = (1 − 1 / (x·c / d + 1))·d, with x the distance dragged past the edge,
/// c the coefficient (0.55) and d the viewport's extent on that axis.
///
/// f grows ever more slowly and never reaches d.
public struct RubberBand: Sendable, Equatable {
    /// UIScrollView's coefficient.
    public static let defaultCoefficient = 0.55

    /// How stiff the band is (c): UIScrollView's is 0.55.
    public var coefficient: Double
    /// The viewport's extent on the axis (d).
    public var dimension: Double

    /// A band over a viewport `dimension` px long.
    public init(dimension: Double, coefficient: Double = RubberBand.defaultCoefficient) {
        self.dimension = dimension
        self.coefficient = coefficient
    }

    /// How far the content moves past the edge for a drag `overscroll` past it.
    /// Odd: a negative overscroll gives the negative of the positive one.
    public func offset(forOverscroll overscroll: Double) -> Double {
        guard dimension > 0 else { return 0 }
        let x = abs(overscroll)
        let f = (1 - 1 / (x * coefficient / dimension + 1)) * dimension
        return overscroll < 0 ? -f : f
    }

    /// The drag past the edge that moves the content `offset` past it: the inverse of
    /// `offset(forOverscroll:)`, for `|offset|` below the dimension.
    public func overscroll(forOffset offset: Double) -> Double {
        guard dimension > 0 else { return 0 }
        let f = min(abs(offset), dimension * (1 - 1e-12))
        let x = f * dimension / (coefficient * (dimension - f))
        return offset < 0 ? -x : x
    }

    /// df/dx at `overscroll`: how much slower the content moves than the pointer.
    public func slope(atOverscroll overscroll: Double) -> Double {
        guard dimension > 0 else { return 0 }
        let q = abs(overscroll) * coefficient / dimension + 1
        return coefficient / (q * q)
    }
}
