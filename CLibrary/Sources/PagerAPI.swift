// The C library's looping pager (`endless.h`): pages that wrap round with a
// sentinel copy at each end (InfiniteScrolling's LoopingPager), behind an
// opaque handle. Every function takes any value.

private func contents(_ pointer: UnsafeMutableRawPointer?) -> UnsafeMutablePointer<LoopingPager>? {
    handle(pointer, as: LoopingPager.self)
}

/// A new pager over `itemCount` items (0 to 9,999,998), pages `pageExtent`
/// px long, showing item 0, with iOS's feel.
@_cdecl("endless_pager_new")
public func endlessPagerNew(_ itemCount: Int64, _ pageExtent: Double) -> UnsafeMutableRawPointer? {
    newHandle(LoopingPager(itemCount: Int(min(max(itemCount, 0), Int64(LoopingPager.maximumItemCount))),
                           pageExtent: pageExtent))
}

/// Frees a pager (NULL: nothing).
@_cdecl("endless_pager_free")
public func endlessPagerFree(_ pointer: UnsafeMutableRawPointer?) { freeHandle(pointer, as: LoopingPager.self) }

/// The pointer went down at `pointer` (px along the pager) at `time`.
@_cdecl("endless_pager_press")
public func endlessPagerPress(_ pointer: UnsafeMutableRawPointer?, _ position: Double, _ time: Double) {
    contents(pointer)?.pointee.press(pointer: position, time: time)
}

/// The pointer moved to `pointer` at `time`: the pages wrap before an end is reached.
@_cdecl("endless_pager_move")
public func endlessPagerMove(_ pointer: UnsafeMutableRawPointer?, _ position: Double, _ time: Double) {
    contents(pointer)?.pointee.move(pointer: position, time: time)
}

/// The pointer went up at `time`: a snap to the page the release projects to.
@_cdecl("endless_pager_release")
public func endlessPagerRelease(_ pointer: UnsafeMutableRawPointer?, _ time: Double) {
    contents(pointer)?.pointee.release(time: time)
}

/// The gesture was taken away at `time`: the pager settles on the nearest page.
@_cdecl("endless_pager_cancel")
public func endlessPagerCancel(_ pointer: UnsafeMutableRawPointer?, _ time: Double) {
    contents(pointer)?.pointee.cancel(time: time)
}

/// Moves any motion on to `time` (a pager at rest on a copy jumps to its real
/// page, which looks the same); true when it came to rest.
@_cdecl("endless_pager_advance")
public func endlessPagerAdvance(_ pointer: UnsafeMutableRawPointer?, _ time: Double) -> Bool {
    contents(pointer)?.pointee.advance(to: time) ?? false
}

/// Whether it moves, or is at rest on a copy and needs one more advance (false for NULL).
@_cdecl("endless_pager_is_moving")
public func endlessPagerIsMoving(_ pointer: UnsafeMutableRawPointer?) -> Bool {
    contents(pointer)?.pointee.nextFrame(after: 0) != nil
}

/// Item 0 at 0, a page length per item, continuous across wraps, px (0 for NULL).
@_cdecl("endless_pager_offset")
public func endlessPagerOffset(_ pointer: UnsafeMutableRawPointer?) -> Double { contents(pointer)?.pointee.logicalOffset ?? 0 }

/// The pager's velocity, px/s (0 for NULL).
@_cdecl("endless_pager_velocity")
public func endlessPagerVelocity(_ pointer: UnsafeMutableRawPointer?) -> Double {
    contents(pointer)?.pointee.axis.velocity ?? 0
}

/// The item nearest the viewport; −1 without items (or for NULL).
@_cdecl("endless_pager_current_item")
public func endlessPagerCurrentItem(_ pointer: UnsafeMutableRawPointer?) -> Int64 {
    Int64(contents(pointer)?.pointee.currentItem ?? -1)
}

/// The item the pager heads to; −1 without items (or for NULL).
@_cdecl("endless_pager_heading_item")
public func endlessPagerHeadingItem(_ pointer: UnsafeMutableRawPointer?) -> Int64 {
    Int64(contents(pointer)?.pointee.headingItem ?? -1)
}

/// How many times the pages wrapped round.
@_cdecl("endless_pager_wrap_count")
public func endlessPagerWrapCount(_ pointer: UnsafeMutableRawPointer?) -> Int64 { Int64(contents(pointer)?.pointee.wrapCount ?? 0) }

/// Turns one page forward (`direction` > 0) or back (< 0), animated from `time`.
@_cdecl("endless_pager_step")
public func endlessPagerStep(_ pointer: UnsafeMutableRawPointer?, _ direction: Int32, _ time: Double) {
    guard direction != 0 else { return }
    contents(pointer)?.pointee.step(direction > 0 ? 1 : -1, time: time)
}

/// Animates to `item`'s page from `time` (an item out of range: nothing).
@_cdecl("endless_pager_go_to_item")
public func endlessPagerGoToItem(_ pointer: UnsafeMutableRawPointer?, _ item: Int64, _ time: Double) {
    guard item >= 0, item <= Int64(LoopingPager.maximumItemCount) else { return }
    contents(pointer)?.pointee.goToItem(Int(item), time: time)
}

/// The pages a viewport `viewportExtent` px long shows, in order, at most
/// `capacity` of them: the item each shows into `items` and where it starts
/// from the viewport's start into `starts` (either may be NULL); how many.
@_cdecl("endless_pager_visible_pages")
public func endlessPagerVisiblePages(_ pointer: UnsafeMutableRawPointer?, _ viewportExtent: Double,
                                     _ items: UnsafeMutablePointer<Int64>?, _ starts: UnsafeMutablePointer<Double>?,
                                     _ capacity: Int32) -> Int32 {
    guard let made = contents(pointer), capacity > 0, viewportExtent.isFinite else { return 0 }
    let pages = made.pointee.visiblePages(viewportExtent: min(max(viewportExtent, 0), 1e9))
    let count = min(pages.count, Int(capacity))
    for i in 0..<count {
        items?[i] = Int64(pages[i].item)
        starts?[i] = pages[i].start
    }
    return Int32(count)
}

/// Pages are now `pageExtent` px long (the window resized): the pager stays on its page, from `time`.
@_cdecl("endless_pager_resize")
public func endlessPagerResize(_ pointer: UnsafeMutableRawPointer?, _ pageExtent: Double, _ time: Double) {
    guard pageExtent.isFinite else { return }
    contents(pointer)?.pointee.resize(pageExtent: pageExtent, time: time)
}
