/// A wheel's or a touchpad's turn, as a scroll view takes it: how far along
/// each axis, in notches or px as `source` says; positive `dy` is away from the
/// user (content moves down), whatever the device's "natural" setting; the
/// modifier keys held, and where the pointer was.
public struct WheelEvent: Sendable, Equatable {
    /// The turn across: positive to the right.
    public var dx: Double
    /// The turn along: positive away from the user.
    public var dy: Double
    /// What turned it, and so the unit of `dx` and `dy`.
    public var source: WheelSource
    /// Shift was held (a vertical wheel then scrolls sideways).
    public var shift: Bool
    /// Ctrl (Command on macOS) was held (a zoom, where a view zooms).
    public var ctrl: Bool
    /// The pointer's position, window px.
    public var x: Double
    /// The pointer's position, window px.
    public var y: Double
    /// When, seconds.
    public var time: Double

    /// A turn by (`dx`, `dy`) from `source` at `time`, the pointer at (`x`, `y`).
    public init(dx: Double = 0, dy: Double, source: WheelSource = .wheel, shift: Bool = false, ctrl: Bool = false,
                x: Double, y: Double, time: Double) {
        (self.dx, self.dy, self.source, self.shift, self.ctrl) = (dx, dy, source, shift, ctrl)
        (self.x, self.y, self.time) = (x, y, time)
    }

    /// How far the turn moves the content forward along a view's
    /// `orientation`, in notches or px as `source` says: down a vertical view
    /// for a turn towards the user; along a horizontal one, right — or, from
    /// a vertical wheel alone, down. The one place the wheel's sign is read.
    public func forward(along orientation: ScrollView.Orientation) -> Double {
        switch orientation {
        case .vertical: -dy
        case .horizontal: dx != 0 ? dx : -dy
        }
    }
}
