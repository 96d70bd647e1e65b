/// Where a view lies in its window: its top-left corner and its size, px.
public struct ViewFrame: Sendable, Equatable {
    /// The left edge, px from the window's.
    public var x: Double
    /// The top edge, px from the window's.
    public var y: Double
    /// The width, px.
    public var width: Double
    /// The height, px.
    public var height: Double

    /// A frame at (`x`, `y`), `width` × `height` px.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
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
