/// The resistance felt when dragging past an edge, as in UIScrollView:
/// f(x) = (1 − 1 / (x·c / d + 1))·d, with x the distance dragged past the edge,
/// c the coefficient (0.55) and d the viewport's extent on that axis.
///
/// f grows ever more slowly and never reaches d.
public struct RubberBand: Sendable, Equatable {
    /// UIScrollView's coefficient.
    public static let defaultCoefficient = 0.55

    /// The coefficients a band may have.
    public static let coefficientRange = 0.001...100.0
    /// The viewport extents a band may have, px (0, or under 0.001: the band does not stretch).
    public static let dimensionRange = 0.0...1e12

    /// How stiff the band is (c): UIScrollView's is 0.55; held within
    /// `coefficientRange` (NaN: 0.55).
    public var coefficient: Double {
        didSet { coefficient = coefficient.clamped(to: Self.coefficientRange, nan: Self.defaultCoefficient) }
    }
    /// The viewport's extent on the axis (d), held within `dimensionRange` (NaN: 0).
    public var dimension: Double {
        didSet { dimension = RubberBand.held(dimension: dimension) }
    }

    /// `dimension` within `dimensionRange`; under a thousandth of a px, 0.
    private static func held(dimension: Double) -> Double {
        let held = dimension.clamped(to: dimensionRange, nan: 0)
        return held < 0.001 ? 0 : held
    }

    /// A band over a viewport `dimension` px long; each value held within its range.
    public init(dimension: Double, coefficient: Double = RubberBand.defaultCoefficient) {
        self.dimension = RubberBand.held(dimension: dimension)
        self.coefficient = coefficient.clamped(to: Self.coefficientRange, nan: Self.defaultCoefficient)
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
        let x = f * dimension / (coefficient * max(dimension - f, dimension * 1e-12))
        return offset < 0 ? -x : x
    }

    /// df/dx at `overscroll`: how much slower the content moves than the pointer.
    public func slope(atOverscroll overscroll: Double) -> Double {
        guard dimension > 0 else { return 0 }
        let q = abs(overscroll) * coefficient / dimension + 1
        return coefficient / (q * q)
    }
}
