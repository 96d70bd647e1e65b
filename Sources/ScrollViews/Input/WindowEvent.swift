/// What happened to the window itself.
public enum WindowEvent: Sendable, Equatable {
    /// Its drawable area is now `width` × `height` points.
    case resized(width: Int, height: Int)
    /// It was minimized or hidden: nothing of it is seen until `shown`.
    case hidden
    /// It is seen again (restored, shown, maximized).
    case shown
    /// Its pixels were lost or uncovered and must be drawn again.
    case exposed
}
