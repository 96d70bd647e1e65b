import ScrollPhysics

/// Where a view lies in its window: its top-left corner and its size, px.
public struct ViewFrame: Sendable, Equatable {
    /// The positions a frame takes, px: ±`ScrollAxis.offsetLimit` (NaN: 0).
    public static var positionRange: ClosedRange<Double> { ScrollAxis.offsetRange }
    /// The sizes a frame takes, px: 0 to `ScrollAxis.offsetLimit` (NaN: 0).
    public static var sizeRange: ClosedRange<Double> { ScrollAxis.extentRange }

    /// The left edge, px from the window's.
    public var x: Double { didSet { x = x.clamped(to: Self.positionRange, nan: 0) } }
    /// The top edge, px from the window's.
    public var y: Double { didSet { y = y.clamped(to: Self.positionRange, nan: 0) } }
    /// The width, px.
    public var width: Double { didSet { width = width.clamped(to: Self.sizeRange, nan: 0) } }
    /// The height, px.
    public var height: Double { didSet { height = height.clamped(to: Self.sizeRange, nan: 0) } }

    /// A frame at (`x`, `y`), `width` × `height` px, each held within its
    /// range (a negative size is 0).
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x.clamped(to: Self.positionRange, nan: 0)
        self.y = y.clamped(to: Self.positionRange, nan: 0)
        self.width = width.clamped(to: Self.sizeRange, nan: 0)
        self.height = height.clamped(to: Self.sizeRange, nan: 0)
    }

    /// Whether the window point (`x`, `y`) lies inside.
    public func contains(x px: Double, y py: Double) -> Bool {
        px >= x && px < x + width && py >= y && py < y + height
    }

    /// Its extent along `orientation`: the width of a horizontal view, the height of a vertical one.
    public func extent(along orientation: ScrollView.Orientation) -> Double {
        orientation == .horizontal ? width : height
    }

    /// Its start along `orientation`: the left edge or the top edge.
    public func start(along orientation: ScrollView.Orientation) -> Double {
        orientation == .horizontal ? x : y
    }
}
