// The C library's pan and zoom (`endless.h`): a picture in a viewport, zoomed by
// the wheel, a pinch, a double-click or keys, panned by dragging, with a rubber
// band past its edges and its zoom limits. Any value is safe.

/// What a zoom handle points to, when it points to something.
private func zoom(_ pointer: UnsafeMutableRawPointer?) -> UnsafeMutablePointer<PanZoom>? {
    handle(pointer, as: PanZoom.self)
}

/// A picture `pictureWidth` × `pictureHeight` px fitted into a viewport
/// `viewportWidth` × `viewportHeight` px, at fit; NULL without memory.
@_cdecl("endless_zoom_new")
public func endlessZoomNew(_ pictureWidth: Double, _ pictureHeight: Double, _ viewportWidth: Double,
                           _ viewportHeight: Double) -> UnsafeMutableRawPointer? {
    newHandle(PanZoom(pictureWidth: pictureWidth, pictureHeight: pictureHeight, viewportWidth: viewportWidth,
                      viewportHeight: viewportHeight))
}

/// Frees a zoom (NULL: nothing).
@_cdecl("endless_zoom_free")
public func endlessZoomFree(_ pointer: UnsafeMutableRawPointer?) {
    freeHandle(pointer, as: PanZoom.self)
}

/// The pointer went down at (`x`, `y`) in the viewport at `time`: a drag pans.
@_cdecl("endless_zoom_press")
public func endlessZoomPress(_ pointer: UnsafeMutableRawPointer?, _ x: Double, _ y: Double, _ time: Double) {
    guard let made = zoom(pointer) else { return }
    made.pointee.x.press(pointer: x, time: time)
    made.pointee.y.press(pointer: y, time: time)
}

/// The pointer moved to (`x`, `y`) at `time`.
@_cdecl("endless_zoom_move")
public func endlessZoomMove(_ pointer: UnsafeMutableRawPointer?, _ x: Double, _ y: Double, _ time: Double) {
    guard let made = zoom(pointer) else { return }
    made.pointee.x.move(pointer: x, time: time)
    made.pointee.y.move(pointer: y, time: time)
}

/// The pointer went up at `time`: the picture flings on, or springs back inside.
@_cdecl("endless_zoom_release")
public func endlessZoomRelease(_ pointer: UnsafeMutableRawPointer?, _ time: Double) {
    guard let made = zoom(pointer) else { return }
    _ = made.pointee.x.release(time: time)
    _ = made.pointee.y.release(time: time)
}

/// Zooms by `factor` at once about (`x`, `y`) (a wheel step): past a limit with
/// a rubber band that springs back shortly after the last step.
@_cdecl("endless_zoom_by")
public func endlessZoomBy(_ pointer: UnsafeMutableRawPointer?, _ factor: Double, _ x: Double, _ y: Double, _ time: Double) {
    zoom(pointer)?.pointee.zoom(by: factor, about: PanZoom.Point(x: x, y: y), time: time)
}

/// Zooms to `factor` × the fit (within the limits) about (`x`, `y`), animated.
@_cdecl("endless_zoom_to")
public func endlessZoomTo(_ pointer: UnsafeMutableRawPointer?, _ factor: Double, _ x: Double, _ y: Double, _ time: Double) {
    zoom(pointer)?.pointee.animateZoom(toFactor: factor, about: PanZoom.Point(x: x, y: y), time: time)
}

/// A double-click at (`x`, `y`): from the fit to 2.5 × it about that point, or back to the fit.
@_cdecl("endless_zoom_toggle")
public func endlessZoomToggle(_ pointer: UnsafeMutableRawPointer?, _ x: Double, _ y: Double, _ time: Double) {
    zoom(pointer)?.pointee.toggleZoom(about: PanZoom.Point(x: x, y: y), time: time)
}

/// Two fingers came down, their centroid at (`x`, `y`).
@_cdecl("endless_zoom_begin_pinch")
public func endlessZoomBeginPinch(_ pointer: UnsafeMutableRawPointer?, _ x: Double, _ y: Double, _ time: Double) {
    zoom(pointer)?.pointee.beginPinch(centroid: PanZoom.Point(x: x, y: y), time: time)
}

/// The fingers are `spread` times as far apart as when they came down, their centroid at (`x`, `y`).
@_cdecl("endless_zoom_pinch")
public func endlessZoomPinch(_ pointer: UnsafeMutableRawPointer?, _ spread: Double, _ x: Double, _ y: Double,
                             _ time: Double) {
    zoom(pointer)?.pointee.pinch(spread: spread, centroid: PanZoom.Point(x: x, y: y), time: time)
}

/// The fingers lifted: back within the limits, or a fling of the picture.
@_cdecl("endless_zoom_end_pinch")
public func endlessZoomEndPinch(_ pointer: UnsafeMutableRawPointer?, _ time: Double) {
    zoom(pointer)?.pointee.endPinch(time: time)
}

/// The viewport is now `width` × `height`: the picture point at its centre stays there.
@_cdecl("endless_zoom_resize")
public func endlessZoomResize(_ pointer: UnsafeMutableRawPointer?, _ width: Double, _ height: Double, _ time: Double) {
    zoom(pointer)?.pointee.resize(viewportWidth: width, viewportHeight: height, time: time)
}

/// Moves every motion on to `time`; true when the last of them came to rest.
@_cdecl("endless_zoom_advance")
public func endlessZoomAdvance(_ pointer: UnsafeMutableRawPointer?, _ time: Double) -> Bool {
    zoom(pointer)?.pointee.advance(to: time) ?? false
}

/// Whether anything moves with time alone (a zoom, a pan's fling, a spring back).
@_cdecl("endless_zoom_is_moving")
public func endlessZoomIsMoving(_ pointer: UnsafeMutableRawPointer?) -> Bool {
    zoom(pointer)?.pointee.isMoving ?? false
}

/// Screen px per picture px now (0 for NULL).
@_cdecl("endless_zoom_scale")
public func endlessZoomScale(_ pointer: UnsafeMutableRawPointer?) -> Double {
    zoom(pointer)?.pointee.scale ?? 0
}

/// Where to draw the whole picture in the viewport now (it may lie partly
/// outside it): its left, top, width and height, px (any pointer NULL: not written).
@_cdecl("endless_zoom_picture_frame")
public func endlessZoomPictureFrame(_ pointer: UnsafeMutableRawPointer?, _ x: UnsafeMutablePointer<Double>?,
                                    _ y: UnsafeMutablePointer<Double>?, _ width: UnsafeMutablePointer<Double>?,
                                    _ height: UnsafeMutablePointer<Double>?) {
    let frame = zoom(pointer)?.pointee.pictureFrame ?? (x: 0, y: 0, width: 0, height: 0)
    x?.pointee = frame.x
    y?.pointee = frame.y
    width?.pointee = frame.width
    height?.pointee = frame.height
}
