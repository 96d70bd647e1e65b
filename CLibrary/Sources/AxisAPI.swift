// The C library's axis (`endless.h`): a ScrollAxis behind an opaque handle.
// Every function takes any value — a NULL handle does nothing (or gives 0 and
// false), NaN and infinities are held where the axis holds them.

/// The axis a handle points to, when it points to one.
private func axis(_ handle: UnsafeMutableRawPointer?) -> UnsafeMutablePointer<ScrollAxis>? {
    handle?.assumingMemoryBound(to: ScrollAxis.self)
}

/// A new axis for content `contentExtent` long in a viewport `viewportExtent`
/// long, at offset 0, with iOS's feel; NULL when there is no memory for it.
@_cdecl("endless_axis_new")
public func endlessAxisNew(_ viewportExtent: Double, _ contentExtent: Double) -> UnsafeMutableRawPointer? {
    let made = UnsafeMutablePointer<ScrollAxis>.allocate(capacity: 1)
    made.initialize(to: ScrollAxis(configuration: .init(viewportExtent: viewportExtent, contentExtent: contentExtent)))
    return UnsafeMutableRawPointer(made)
}

/// Frees an axis (NULL: nothing).
@_cdecl("endless_axis_free")
public func endlessAxisFree(_ handle: UnsafeMutableRawPointer?) {
    guard let made = axis(handle) else { return }
    made.deinitialize(count: 1)
    made.deallocate()
}

/// The pointer went down at `pointer` (px along the axis) at `time` (seconds).
@_cdecl("endless_axis_press")
public func endlessAxisPress(_ handle: UnsafeMutableRawPointer?, _ pointer: Double, _ time: Double) {
    axis(handle)?.pointee.press(pointer: pointer, time: time)
}

/// The pointer moved to `pointer` at `time`.
@_cdecl("endless_axis_move")
public func endlessAxisMove(_ handle: UnsafeMutableRawPointer?, _ pointer: Double, _ time: Double) {
    axis(handle)?.pointee.move(pointer: pointer, time: time)
}

/// The pointer went up at `time`: a fling, a bounce back, or rest.
@_cdecl("endless_axis_release")
public func endlessAxisRelease(_ handle: UnsafeMutableRawPointer?, _ time: Double) {
    _ = axis(handle)?.pointee.release(time: time)
}

/// The gesture was taken away at `time` (no fling; back within the bounds).
@_cdecl("endless_axis_cancel")
public func endlessAxisCancel(_ handle: UnsafeMutableRawPointer?, _ time: Double) {
    axis(handle)?.pointee.cancel(time: time)
}

/// Moves any motion on to `time`; true when the axis came to rest.
@_cdecl("endless_axis_advance")
public func endlessAxisAdvance(_ handle: UnsafeMutableRawPointer?, _ time: Double) -> Bool {
    axis(handle)?.pointee.advance(to: time) ?? false
}

/// Where the content is scrolled to, px (0 for NULL).
@_cdecl("endless_axis_offset")
public func endlessAxisOffset(_ handle: UnsafeMutableRawPointer?) -> Double {
    axis(handle)?.pointee.offset ?? 0
}

/// How fast the content moves, px/s (0 for NULL).
@_cdecl("endless_axis_velocity")
public func endlessAxisVelocity(_ handle: UnsafeMutableRawPointer?) -> Double {
    axis(handle)?.pointee.velocity ?? 0
}

/// Whether the offset changes with time alone (a fling, a bounce, a snap).
@_cdecl("endless_axis_is_moving")
public func endlessAxisIsMoving(_ handle: UnsafeMutableRawPointer?) -> Bool {
    axis(handle)?.pointee.isMoving ?? false
}
