import ScrollPhysics

/// What a mode reports each frame, for the HUD, the trace and --log-state.
struct ModeStatus: Equatable {
    var state: ScrollAxis.State
    /// Logical offset along the scroll axis, px, continuous across recenters and page shifts.
    var offset: Double
    /// Logical velocity, px/s.
    var velocity: Double
    /// The logical page (pager) or the number of the tile under the center (strip).
    var page: Int
    var liveTiles: Int
    /// Textures the mode holds (tile views, images).
    var textures: Int
    var recenters: Int
}

/// One technique shown live. A mode owns its scroll axis and its drawing; the
/// app feeds it input and time.
protocol DemoMode: AnyObject {
    /// Short name used by keys, scripts and traces ("strip", "pager").
    var name: String { get }
    /// The window title's part for this mode (ASCII: X11 drops titles it cannot convert to the locale).
    var title: String { get }
    /// A line of help at the bottom of the window.
    var help: String { get }
    var axis: ScrollAxis { get }
    var status: ModeStatus { get }
    /// The mode becomes the one shown, at `time`.
    func activate(time: Double)
    /// Another mode is shown: stop any drag and any background work.
    func deactivate(time: Double)
    /// The viewport changed size; keep what is under its center.
    func resize(width: Double, height: Double, time: Double)
    /// Pointer, wheel and the mode's keys.
    func handle(_ event: InputEvent)
    /// Moves motion on to `time` (seconds).
    func update(to time: Double)
    func render(_ canvas: Canvas)
    /// Extra facts for the --log-state line, as JSON members (`"tile":3`).
    var restReport: String { get }
}

extension DemoMode {
    /// The logical velocity is the axis's: recenters and page shifts only move
    /// the physical offset.
    var velocity: Double { axis.velocity }
}
