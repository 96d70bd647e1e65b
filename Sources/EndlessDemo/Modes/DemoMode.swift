import ScrollViews
import ScrollPhysics

/// What a mode reports each frame, for the HUD, the trace and --log-state.
public struct ModeStatus: Equatable, Sendable {
    public var state: ScrollAxis.State
    /// Logical offset along the scroll axis, px, continuous across recenters and page shifts.
    public var offset: Double
    /// Logical velocity, px/s.
    public var velocity: Double
    /// Where the mode is, counted in its own unit (`ModeTraits.unit`): the
    /// pager's page, a loop's item, the tile under the strip's centre, the
    /// feed's child at the top, the grid's first cell in view.
    public var position: Int
    public var liveTiles: Int
    /// Textures the mode holds (tile views, images, cells).
    public var textures: Int
    /// Recenters, page shifts or wraps.
    public var recenters: Int
    /// Live cells of nested lists, all lists together.
    public var liveCells = 0
    /// The mode's own figures by trace column, as its `TraceColumns` declare
    /// them (the feed's nested offsets, the pager's zoom); absent when it has
    /// none at the moment. Set and read through the typed subscript.
    public private(set) var fields: [String: Double] = [:]

    /// The mode's own figure for trace column `column`, nil when it has none.
    subscript(column: TraceField) -> Double? { fields[column.column] }

    /// The mode's own figure for `column` of its declared columns.
    subscript<Column: TraceColumns>(column: Column) -> Double? {
        get { fields[column.rawValue] }
        set { fields[column.rawValue] = newValue }
    }
}

/// A mode's own trace columns, declared once as the cases of one enum: the
/// column's name is the raw value, its digits `digits`. A mode sets them on
/// its status by case (`status[Trace.zoom] = …`), so that a column it does
/// not declare is a compile error, not a silent empty cell.
protocol TraceColumns: CaseIterable, RawRepresentable where RawValue == String {
    /// Digits after the point (3 unless the column says otherwise).
    var digits: Int { get }
}

extension TraceColumns {
    var digits: Int { 3 }
    /// The columns, in the enum's order.
    static var fields: [TraceField] { allCases.map { TraceField($0.rawValue, digits: $0.digits) } }
}

/// No trace columns of its own: what a mode without any declares.
enum NoTraceColumns: String, TraceColumns {
    case none
    static var allCases: [NoTraceColumns] { [] }
}

/// A trace column a mode adds to the common ones: its name and the digits it is written with.
public struct TraceField: Sendable, Equatable {
    /// The CSV column, e.g. "row_offset".
    public let column: String
    /// Digits after the point.
    public let digits: Int

    init(_ column: String, digits: Int = 3) {
        self.column = column
        self.digits = digits
    }
}

/// One technique shown live. A mode owns its scroll axis and its drawing; the
/// app feeds it input and time. Its requirements come in four parts.
@MainActor
protocol DemoMode: ModeLifecycle, ModeInput, ModeDrawing, ModeReporting, ModePictures {
    /// Short name used by flags, scripts and traces ("strip", "pager"): the
    /// registered type's (`RegisteredMode`).
    var name: String { get }
    var axis: ScrollAxis { get }
}

/// Being shown, hidden, resized, minimized, and moving on in time.
@MainActor
protocol ModeLifecycle: AnyObject {
    /// The mode becomes the one shown, at `time`.
    func activate(time: Double)
    /// Another mode is shown: stop any drag and any background work.
    func deactivate(time: Double)
    /// The viewport changed size; keep what is under its center.
    func resize(width: Double, height: Double, time: Double)
    /// The window was minimized: no work until `resume`.
    func suspend(time: Double)
    /// The window is back.
    func resume(time: Double)
    /// Moves motion on to `time` (seconds).
    func update(to time: Double)
    /// When the mode next needs a frame, if nothing else happens: `now` (or
    /// earlier) while something moves, a later time for something due then (a
    /// timer, a picture being decoded: asked again at that time), nil when the
    /// picture cannot change until an input event comes. The window waits for
    /// events in between instead of drawing.
    func nextFrame(after now: Double) -> Double?
}

/// Pointer, wheel and keys.
@MainActor
protocol ModeInput: AnyObject {
    /// Pointer, wheel and the mode's keys.
    func handle(_ event: InputEvent)
    /// The pointer moved with no button down (nil: it left the window); returns
    /// whether the picture changes (the window draws a frame only then).
    func hover(_ pointer: PanZoom.Point?, time: Double) -> Bool
    /// A line of help at the bottom of the window.
    var help: String { get }
    /// Where the mode's own captions lie in the window (a picture's name, a
    /// banner's label): the HUD and the x-ray keep off them.
    var captionFrames: [ViewFrame] { get }
    /// Where a wheel turned with no pointer position (a script's) acts, when
    /// not at the window's centre.
    var wheelCentre: PanZoom.Point? { get }
}

/// Drawing a frame.
@MainActor
protocol ModeDrawing: AnyObject {
    func render(_ canvas: Canvas)
    /// Draws the technique itself over the rendered frame (the x-ray overlay):
    /// what the technique keeps out of sight, live.
    func drawXray(_ canvas: Canvas)
    /// Lines the mode adds to the HUD.
    var hudLines: [String] { get }
}

/// What the mode tells the HUD, the trace and --log-state.
@MainActor
protocol ModeReporting: AnyObject {
    var status: ModeStatus { get }
    /// Extra facts for the --log-state line, in order (`("tile", .int(3))`); `LogLine` encodes them.
    var restReport: [(key: String, value: LogValue)] { get }
    /// --log-state lines that are not rests (a click, say), taken once.
    func takeLogLines() -> [LogLine]
    /// What the mode asks to hand over to another (the grid opening a picture), taken once.
    func takeHandoff() -> ModeHandoff?
    /// Takes over from another mode (`handoff`) at `time`; false when this mode cannot.
    func receive(_ handoff: ModeHandoff, time: Double) -> Bool
    /// How many times the mode has come to rest: each change prints a rest line.
    var restCount: Int { get }
}

/// The decoded pictures a mode shows; a mode without pictures keeps the defaults
/// (nothing to wait for, everything shown).
@MainActor
protocol ModePictures: AnyObject {
    /// Headless replay: each frame waits for the decodes asked for, so that
    /// frames depend on the input only (and pictures appear without fading).
    var waitsForImages: Bool { get set }
    /// Whether every page in view shows its picture in full, or its error card.
    var picturesShown: Bool { get }
    /// Waits up to `seconds` for the pictures asked for so far (start-up, so
    /// that the first frame shows them rather than a placeholder).
    func waitForPictures(timeout seconds: Double)
    /// The picture shown alone (the pager's page in view), nil in a mode that shows several or none.
    var shownPicture: Int? { get }
    /// Makes what the first frame will draw besides the pictures (its text),
    /// while they are on their way; drawing it now is allowed (frames draw
    /// the whole window).
    func prepareFirstFrame(_ canvas: Canvas)
}

extension DemoMode {
    var captionFrames: [ViewFrame] { [] }

    var waitsForImages: Bool {
        get { false }
        set {}  // nothing to wait for
    }
    var picturesShown: Bool { true }
    var shownPicture: Int? { nil }
    func waitForPictures(timeout seconds: Double) {}
    func prepareFirstFrame(_ canvas: Canvas) {}
    var hudLines: [String] { [] }
    func suspend(time: Double) {}
    func resume(time: Double) {}
    func takeLogLines() -> [LogLine] { [] }
    func takeHandoff() -> ModeHandoff? { nil }
    func receive(_ handoff: ModeHandoff, time: Double) -> Bool { false }
    func hover(_ pointer: PanZoom.Point?, time: Double) -> Bool { false }
    var wheelCentre: PanZoom.Point? { nil }
    var restCount: Int { axis.restCount }
    func nextFrame(after now: Double) -> Double? { axis.isMoving ? now : nil }

    /// The logical velocity is the axis's: recenters and page shifts only move
    /// the physical offset.
    var velocity: Double { axis.velocity }
}

