// Within the package only (`package`): a consumer's own Int extensions never clash with these.
extension Int {
    /// `value` rounded towards zero and clamped to Int's range; NaN gives 0.
    /// For page, tile and row numbers computed from offsets of any size, where
    /// `Int(_:)` would trap.
    @inlinable
    package init(saturating value: Double) {
        if value.isNaN {
            self = 0
        } else if value >= 9.2e18 {
            self = .max
        } else if value <= -9.2e18 {
            self = .min
        } else {
            self = Int(value)
        }
    }
}

extension Int {
    /// `self + other`, held at Int's bounds instead of trapping on overflow.
    package func saturatingAdd(_ other: Int) -> Int {
        let (sum, overflow) = addingReportingOverflow(other)
        return overflow ? (other > 0 ? .max : .min) : sum
    }
}

extension Double {
    /// `self` held within `range`; NaN gives `fallback`. For values a program
    /// may produce (a division by zero, a setting read from a file) reaching a
    /// parameter that has a meaningful range.
    package func clamped(to range: ClosedRange<Double>, nan fallback: Double) -> Double {
        isNaN ? fallback : Swift.min(Swift.max(self, range.lowerBound), range.upperBound)
    }
}
