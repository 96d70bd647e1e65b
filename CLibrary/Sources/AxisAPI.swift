// The C library's axis (`endless.h`): a ScrollAxis behind an opaque handle.
// Every function takes any value — a NULL handle does nothing (or gives 0 and
// false), NaN and infinities are held where the axis holds them.

/// What a handle points to: the axis and a touchpad's stream of deltas on it.
struct AxisHandle {
    var axis: ScrollAxis
    var stream = PreciseScrollStream()
}

/// What a handle points to, when it points to something.
private func contents(_ pointer: UnsafeMutableRawPointer?) -> UnsafeMutablePointer<AxisHandle>? {
    handle(pointer, as: AxisHandle.self)
}

/// The offsets content `contentExtent` long rests at in a viewport
/// `viewportExtent` long: none (no ends) for content of infinite extent.
private func bounds(viewportExtent: Double, contentExtent: Double) -> ClosedRange<Double>? {
    contentExtent == .infinity ? nil
        : ScrollAxis.Configuration.bounds(contentExtent: contentExtent, viewportExtent: viewportExtent)
}

/// A new axis for content `contentExtent` long (infinite: no ends) in a
/// viewport `viewportExtent` long, at offset 0, with iOS's feel; NULL when
/// there is no memory for it.
@_cdecl("endless_axis_new")
public func endlessAxisNew(_ viewportExtent: Double, _ contentExtent: Double) -> UnsafeMutableRawPointer? {
    let configuration = ScrollAxis.Configuration(viewportExtent: viewportExtent,
                                                 bounds: bounds(viewportExtent: viewportExtent, contentExtent: contentExtent))
    return newHandle(AxisHandle(axis: ScrollAxis(configuration: configuration)))
}

/// Frees an axis (NULL: nothing).
@_cdecl("endless_axis_free")
public func endlessAxisFree(_ pointer: UnsafeMutableRawPointer?) {
    freeHandle(pointer, as: AxisHandle.self)
}

/// The pointer went down at `pointer` (px along the axis) at `time` (seconds):
/// a touchpad stream still open ends first.
@_cdecl("endless_axis_press")
public func endlessAxisPress(_ pointer: UnsafeMutableRawPointer?, _ position: Double, _ time: Double) {
    guard let made = contents(pointer) else { return }
    made.pointee.stream.end(at: time, axis: &made.pointee.axis)
    made.pointee.axis.press(pointer: position, time: time)
}

/// The pointer moved to `pointer` at `time`.
@_cdecl("endless_axis_move")
public func endlessAxisMove(_ handle: UnsafeMutableRawPointer?, _ pointer: Double, _ time: Double) {
    contents(handle)?.pointee.axis.move(pointer: pointer, time: time)
}

/// The pointer went up at `time`: a fling, a bounce back, or rest.
@_cdecl("endless_axis_release")
public func endlessAxisRelease(_ handle: UnsafeMutableRawPointer?, _ time: Double) {
    _ = contents(handle)?.pointee.axis.release(time: time)
}

/// The gesture was taken away at `time` (no fling; back within the bounds).
@_cdecl("endless_axis_cancel")
public func endlessAxisCancel(_ handle: UnsafeMutableRawPointer?, _ time: Double) {
    contents(handle)?.pointee.axis.cancel(time: time)
}

/// Moves any motion on to `time` (a quiet touchpad stream ends first: its
/// fling); true when the axis came to rest.
@_cdecl("endless_axis_advance")
public func endlessAxisAdvance(_ pointer: UnsafeMutableRawPointer?, _ time: Double) -> Bool {
    guard let made = contents(pointer) else { return false }
    made.pointee.stream.endIfQuiet(at: time, axis: &made.pointee.axis)
    return made.pointee.axis.advance(to: time)
}

/// Where the content is scrolled to, px (0 for NULL).
@_cdecl("endless_axis_offset")
public func endlessAxisOffset(_ handle: UnsafeMutableRawPointer?) -> Double {
    contents(handle)?.pointee.axis.offset ?? 0
}

/// How fast the content moves, px/s (0 for NULL).
@_cdecl("endless_axis_velocity")
public func endlessAxisVelocity(_ handle: UnsafeMutableRawPointer?) -> Double {
    contents(handle)?.pointee.axis.velocity ?? 0
}

/// Whether the offset changes with time alone (a fling, a bounce, a snap).
@_cdecl("endless_axis_is_moving")
public func endlessAxisIsMoving(_ handle: UnsafeMutableRawPointer?) -> Bool {
    contents(handle)?.pointee.axis.isMoving ?? false
}

/// A wheel's turn of `amount` at `time`, as `source` says: 0 notches of a
/// mouse wheel, each `lineStep` px, animated; 1 a high-resolution wheel's px,
/// animated; 2 a touchpad's px, 1:1, in a stream that flings when it ends.
/// Other sources are notches.
@_cdecl("endless_axis_wheel")
public func endlessAxisWheel(_ pointer: UnsafeMutableRawPointer?, _ amount: Double, _ source: Int32, _ lineStep: Double,
                             _ time: Double) {
    guard let made = contents(pointer) else { return }
    wheel(amount, source: source, lineStep: lineStep, time: time, axis: &made.pointee.axis, stream: &made.pointee.stream)
}

/// A wheel's turn of `amount` from `source` at `time` on `axis`, a touchpad's through `stream`.
func wheel(_ amount: Double, source: Int32, lineStep: Double, time: Double, axis: inout ScrollAxis,
           stream: inout PreciseScrollStream) {
    guard amount.isFinite else { return }
    let step = lineStep.isFinite ? min(max(lineStep, 0), 10_000) : 0
    switch source {
    case 2: stream.scroll(by: amount, time: time, axis: &axis)
    case 1:
        stream.end(at: time, axis: &axis)
        axis.scroll(by: amount, time: time)
    default:
        stream.end(at: time, axis: &axis)
        axis.scroll(by: amount * step, time: time)
    }
}

/// New extents (a window resized, content added): the offset comes back
/// within the new bounds (and onto a page) with a spring from `time`.
@_cdecl("endless_axis_set_extents")
public func endlessAxisSetExtents(_ pointer: UnsafeMutableRawPointer?, _ viewportExtent: Double, _ contentExtent: Double,
                                  _ time: Double) {
    guard let made = contents(pointer) else { return }
    made.pointee.axis.configuration.viewportExtent = viewportExtent
    made.pointee.axis.configuration.bounds = bounds(viewportExtent: viewportExtent, contentExtent: contentExtent)
    made.pointee.axis.settle(time: time)
}

/// Pages `pageSize` px long (a flick turns one page, a release rests on the
/// nearest); 0 or less: free scrolling again.
@_cdecl("endless_axis_set_paging")
public func endlessAxisSetPaging(_ pointer: UnsafeMutableRawPointer?, _ pageSize: Double) {
    guard let made = contents(pointer) else { return }
    made.pointee.axis.configuration.paging = pageSize > 0 ? Paging(pageSize: pageSize) : nil
}

/// Rest at the `count` offsets of `offsets` instead (cards or sections of
/// different sizes; sorted here, non-finite ones dropped); `maximumPerFling`
/// points at most a fling passes (0: as far as it carries). NULL or 0 points:
/// free scrolling again.
@_cdecl("endless_axis_set_snap_points")
public func endlessAxisSetSnapPoints(_ pointer: UnsafeMutableRawPointer?, _ offsets: UnsafePointer<Double>?, _ count: Int,
                                     _ maximumPerFling: Int32) {
    guard let made = contents(pointer) else { return }
    guard let offsets, count > 0 else {
        made.pointee.axis.configuration.paging = nil
        return
    }
    let points = SnapOffsets(offsets: Array(UnsafeBufferPointer(start: offsets, count: min(count, 1 << 20))))
    made.pointee.axis.configuration.paging = Paging(snapPoints: points,
                                                maximumPagesPerFling: maximumPerFling > 0 ? Int(maximumPerFling) : nil)
}

/// The page (or snap point) the axis rests on or is heading to.
@_cdecl("endless_axis_page")
public func endlessAxisPage(_ pointer: UnsafeMutableRawPointer?) -> Int {
    contents(pointer)?.pointee.axis.targetPage ?? 0
}

/// Animates to the start of `page` from `time`.
@_cdecl("endless_axis_scroll_to_page")
public func endlessAxisScrollToPage(_ pointer: UnsafeMutableRawPointer?, _ page: Int, _ time: Double) {
    contents(pointer)?.pointee.axis.scroll(toPage: page, time: time)
}

/// Animates to `offset` (within the bounds) from `time`, with the axis's spring.
@_cdecl("endless_axis_scroll_to")
public func endlessAxisScrollTo(_ pointer: UnsafeMutableRawPointer?, _ offset: Double, _ time: Double) {
    contents(pointer)?.pointee.axis.scroll(to: offset, time: time)
}

/// Animates by `distance` from where the axis is heading (keys: arrows, Page Down).
@_cdecl("endless_axis_scroll_by")
public func endlessAxisScrollBy(_ pointer: UnsafeMutableRawPointer?, _ distance: Double, _ time: Double) {
    contents(pointer)?.pointee.axis.scroll(by: distance, time: time)
}

/// Puts the content at `offset` at once, ending any motion or drag.
@_cdecl("endless_axis_jump_to")
public func endlessAxisJumpTo(_ pointer: UnsafeMutableRawPointer?, _ offset: Double) {
    contents(pointer)?.pointee.axis.jump(to: offset)
}

/// Where the content will come to rest (where it is, when nothing moves).
@_cdecl("endless_axis_resting_offset")
public func endlessAxisRestingOffset(_ pointer: UnsafeMutableRawPointer?) -> Double {
    contents(pointer)?.pointee.axis.restingOffset ?? 0
}
