// The C library's recentering strip (`endless.h`): Josh Shaffer and Eliza
// Block's endless strip of tiles (InfiniteScrolling's RecenteringStrip) on its
// own ScrollAxis, behind an opaque handle. Every function takes any value.

/// What a handle points to: the strip, its axis (physical offsets in the
/// strip's finite content) and a touchpad's stream of deltas on it.
struct StripHandle {
    var strip: RecenteringStrip
    var axis: ScrollAxis
    var stream = PreciseScrollStream()

    /// After each step of the axis: the strip moves it back to the middle when it drifted, and lays out its tiles.
    mutating func update() { strip.update(&axis) }
}

private func contents(_ pointer: UnsafeMutableRawPointer?) -> UnsafeMutablePointer<StripHandle>? {
    handle(pointer, as: StripHandle.self)
}

/// A new strip of tiles `tileExtent` px long in a viewport `viewportExtent`
/// long, tile 0 at the viewport's start, with iOS's feel.
@_cdecl("endless_strip_new")
public func endlessStripNew(_ tileExtent: Double, _ viewportExtent: Double) -> UnsafeMutableRawPointer? {
    let viewport = viewportExtent.isFinite ? min(max(viewportExtent, 1), 1e9) : 1
    var made = StripHandle(strip: RecenteringStrip(tileExtent: tileExtent, viewportExtent: viewport),
                           axis: ScrollAxis(configuration: .init(viewportExtent: viewport, bounds: nil)))
    made.strip.resize(viewportExtent: viewport, keepingLogical: 0, &made.axis)
    return newHandle(made)
}

/// Frees a strip (NULL: nothing).
@_cdecl("endless_strip_free")
public func endlessStripFree(_ pointer: UnsafeMutableRawPointer?) { freeHandle(pointer, as: StripHandle.self) }

/// The pointer went down at `pointer` (px along the strip) at `time`.
@_cdecl("endless_strip_press")
public func endlessStripPress(_ pointer: UnsafeMutableRawPointer?, _ position: Double, _ time: Double) {
    guard let made = contents(pointer) else { return }
    made.pointee.stream.end(at: time, axis: &made.pointee.axis)
    made.pointee.axis.press(pointer: position, time: time)
    made.pointee.update()
}

/// The pointer moved to `pointer` at `time`.
@_cdecl("endless_strip_move")
public func endlessStripMove(_ pointer: UnsafeMutableRawPointer?, _ position: Double, _ time: Double) {
    guard let made = contents(pointer) else { return }
    made.pointee.axis.move(pointer: position, time: time)
    made.pointee.update()
}

/// The pointer went up at `time`: a fling, or rest.
@_cdecl("endless_strip_release")
public func endlessStripRelease(_ pointer: UnsafeMutableRawPointer?, _ time: Double) {
    guard let made = contents(pointer) else { return }
    _ = made.pointee.axis.release(time: time)
    made.pointee.update()
}

/// The gesture was taken away at `time` (no fling).
@_cdecl("endless_strip_cancel")
public func endlessStripCancel(_ pointer: UnsafeMutableRawPointer?, _ time: Double) {
    guard let made = contents(pointer) else { return }
    made.pointee.axis.cancel(time: time)
    made.pointee.update()
}

/// A wheel's turn, as `endless_axis_wheel` takes it.
@_cdecl("endless_strip_wheel")
public func endlessStripWheel(_ pointer: UnsafeMutableRawPointer?, _ amount: Double, _ source: Int32, _ lineStep: Double,
                              _ time: Double) {
    guard let made = contents(pointer) else { return }
    wheel(amount, source: source, lineStep: lineStep, time: time, axis: &made.pointee.axis, stream: &made.pointee.stream)
    made.pointee.update()
}

/// Scrolls by `distance` px from where the strip is heading, animated from `time`.
@_cdecl("endless_strip_scroll_by")
public func endlessStripScrollBy(_ pointer: UnsafeMutableRawPointer?, _ distance: Double, _ time: Double) {
    guard let made = contents(pointer), distance.isFinite else { return }
    made.pointee.stream.end(at: time, axis: &made.pointee.axis)
    made.pointee.axis.scroll(by: distance, time: time)
    made.pointee.update()
}

/// Moves any motion on to `time`, recentering unseen when the strip drifted;
/// true when it came to rest.
@_cdecl("endless_strip_advance")
public func endlessStripAdvance(_ pointer: UnsafeMutableRawPointer?, _ time: Double) -> Bool {
    guard let made = contents(pointer) else { return false }
    made.pointee.stream.endIfQuiet(at: time, axis: &made.pointee.axis)
    let rested = made.pointee.axis.advance(to: time)
    made.pointee.update()
    return rested
}

/// Where the viewport's start is on the endless strip, px (0 for NULL): continuous across recenters.
@_cdecl("endless_strip_offset")
public func endlessStripOffset(_ pointer: UnsafeMutableRawPointer?) -> Double {
    contents(pointer).map { $0.pointee.strip.logicalOffset(ofPhysical: $0.pointee.axis.offset) } ?? 0
}

/// The strip's velocity, px/s (0 for NULL).
@_cdecl("endless_strip_velocity")
public func endlessStripVelocity(_ pointer: UnsafeMutableRawPointer?) -> Double { contents(pointer)?.pointee.axis.velocity ?? 0 }

/// Whether it moves (false for NULL).
@_cdecl("endless_strip_is_moving")
public func endlessStripIsMoving(_ pointer: UnsafeMutableRawPointer?) -> Bool {
    contents(pointer)?.pointee.axis.isMoving ?? false
}

/// How many times the strip moved itself back to the middle of its content.
@_cdecl("endless_strip_recenter_count")
public func endlessStripRecenterCount(_ pointer: UnsafeMutableRawPointer?) -> Int64 {
    Int64(contents(pointer)?.pointee.strip.recenterCount ?? 0)
}

/// How many tiles are laid out over the viewport (0 for NULL).
@_cdecl("endless_strip_tile_count")
public func endlessStripTileCount(_ pointer: UnsafeMutableRawPointer?) -> Int32 {
    Int32(clamping: contents(pointer)?.pointee.strip.tiles.count ?? 0)
}

/// Tile `i` of those laid out (0 first, from the viewport's start): its number
/// on the endless strip, the reused slot that shows it, and where it starts
/// from the viewport's start, px; false (nothing written) when there is no such tile.
@_cdecl("endless_strip_tile")
public func endlessStripTile(_ pointer: UnsafeMutableRawPointer?, _ i: Int32, _ index: UnsafeMutablePointer<Int64>?,
                             _ slot: UnsafeMutablePointer<Int32>?, _ start: UnsafeMutablePointer<Double>?) -> Bool {
    guard let made = contents(pointer), i >= 0, Int(i) < made.pointee.strip.tiles.count else { return false }
    let tile = made.pointee.strip.tiles[Int(i)]
    index?.pointee = Int64(tile.index)
    slot?.pointee = Int32(clamping: tile.slot)
    start?.pointee = made.pointee.strip.physicalX(ofTile: tile.index) - made.pointee.axis.offset
    return true
}

/// The viewport is now `viewportExtent` long; the strip's offset stays where it is.
@_cdecl("endless_strip_resize")
public func endlessStripResize(_ pointer: UnsafeMutableRawPointer?, _ viewportExtent: Double) {
    guard let made = contents(pointer), viewportExtent.isFinite else { return }
    let logical = made.pointee.strip.logicalOffset(ofPhysical: made.pointee.axis.offset)
    made.pointee.strip.resize(viewportExtent: min(max(viewportExtent, 1), 1e9), keepingLogical: logical, &made.pointee.axis)
}
