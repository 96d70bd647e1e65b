// The C library's velocity tracker (`endless.h`): the pointer's recent samples
// fitted as Flutter and Android fit them, behind an opaque handle; any value is safe.

/// What a tracker handle points to, when it points to something.
private func tracker(_ pointer: UnsafeMutableRawPointer?) -> UnsafeMutablePointer<VelocityTracker>? {
    handle(pointer, as: VelocityTracker.self)
}

/// A new tracker with no samples; NULL when there is no memory for it.
@_cdecl("endless_velocity_tracker_new")
public func endlessVelocityTrackerNew() -> UnsafeMutableRawPointer? {
    newHandle(VelocityTracker())
}

/// Frees a tracker (NULL: nothing).
@_cdecl("endless_velocity_tracker_free")
public func endlessVelocityTrackerFree(_ pointer: UnsafeMutableRawPointer?) {
    freeHandle(pointer, as: VelocityTracker.self)
}

/// Forgets every sample (a new gesture).
@_cdecl("endless_velocity_tracker_reset")
public func endlessVelocityTrackerReset(_ pointer: UnsafeMutableRawPointer?) {
    tracker(pointer)?.pointee.reset()
}

/// The pointer was at `position` (px) at `time` (seconds).
@_cdecl("endless_velocity_tracker_add")
public func endlessVelocityTrackerAdd(_ pointer: UnsafeMutableRawPointer?, _ time: Double, _ position: Double) {
    tracker(pointer)?.pointee.add(time: time, position: position)
}

/// The velocity (px/s) of a release at `time` (NaN: at the newest sample): 0
/// when the pointer had stopped, or too few samples came.
@_cdecl("endless_velocity_tracker_velocity")
public func endlessVelocityTrackerVelocity(_ pointer: UnsafeMutableRawPointer?, _ time: Double) -> Double {
    tracker(pointer)?.pointee.velocity(releasedAt: time.isNaN ? nil : time) ?? 0
}
