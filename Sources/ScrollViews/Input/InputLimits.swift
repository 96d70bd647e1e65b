/// The ranges input numbers are brought into before views see them: a
/// coordinate, a wheel's delta or a window side from a device, a window system
/// or a script can be anything, and the physics is exact only for numbers a
/// person can produce.
public struct InputLimits: Sendable, Equatable {
    /// The largest pointer or finger coordinate magnitude, px.
    public var coordinate: Double
    /// The largest wheel delta magnitude in notches (`WheelSource.wheel`).
    public var wheelNotches: Double
    /// The largest wheel delta magnitude in px (touchpads, high-resolution wheels).
    public var wheelPixels: Double
    /// A window side, points.
    public var windowSide: ClosedRange<Int>

    /// Limits as given; the defaults allow any real display and device.
    public init(coordinate: Double = 1e6, wheelNotches: Double = 1000, wheelPixels: Double = 1e6,
                windowSide: ClosedRange<Int> = 1...16384) {
        (self.coordinate, self.wheelNotches, self.wheelPixels, self.windowSide)
            = (coordinate, wheelNotches, wheelPixels, windowSide)
    }
}
