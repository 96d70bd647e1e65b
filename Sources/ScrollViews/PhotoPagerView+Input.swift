import ScrollPhysics
import InfiniteScrolling

extension PhotoPagerView {
    /// Takes `event` if it belongs to the pager; returns what it made of it (a
    /// zoom, a scroll, a click with where it came down, a press that only
    /// stopped motion, `.pageChanged(to:)` when it sends the pager to another page).
    @discardableResult
    public mutating func handle(_ event: InputEvent) -> InputResult {
        let before = headingPage
        var result = take(event)
        if result.isTaken, result != .stopped, result != .zoomed, headingPage != before { result = .pageChanged(to: headingPage) }
        moveRing()
        return result
    }

    /// The page the pager heads to: where its motion comes to rest, or the
    /// nearest one while the pointer holds it or nothing moves.
    public var headingPage: Int {
        guard !axis.isPointerDown, axis.isMoving else { return currentPage }
        if let ring { return ring.pageNumber(ofSlot: min(max(axis.targetPage, 0), 2)) }
        return min(max(axis.targetPage, 0), max(0, (pageCount ?? 1) - 1))
    }

    /// `handle(_:)`'s work, before the page it heads to is compared.
    private mutating func take(_ event: InputEvent) -> InputResult {
        let page = currentPage, picture = pictureSize(ofPage: page)
        if case .pointer(.down(let x, let y, _, _)) = event, !frame.contains(x: x, y: y) { return .ignored }
        if case .pointer(.wheel(let wheel)) = event, !frame.contains(x: wheel.x, y: wheel.y) { return .ignored }
        let zoomed = zoom.handleZoom(event, page: page, picture: picture, pager: &axis)
        guard zoomed == .ignored else { return zoomed }
        switch event {
        case .pointer(.wheel(let turned)):
            let (dx, dy, t) = (turned.dx, turned.dy, turned.time)
            if let direction = wheel.begins(delta: dy != 0 ? -dy : dx, time: t) { turn(by: direction, time: t) }
            return .scrolled
        case .pointer(let pointer):
            return zoom.handlePointer(pointer, page: page, picture: picture, pager: &axis)
        case .key(let press):
            // The keys of picture viewers (eog, nsxiv, Loupe): Space and n next, Backspace and p back, g and G first and last.
            switch press.key {
            case .left, .pageUp, .backspace, .letter("p"): turn(by: -1, time: press.time)
            case .right, .pageDown, .letter("n"): turn(by: 1, time: press.time)
            case .space: turn(by: press.shift ? -1 : 1, time: press.time)
            case .home: goToFirstPage(time: press.time)
            case .letter("g") where !press.shift: goToFirstPage(time: press.time)
            case .end, .letter("g"):
                guard let last = lastPage else { return .ignored }
                go(toPage: last, time: press.time)
            default: return .ignored
            }
            return .scrolled
        default:
            return .ignored
        }
    }

    /// Takes the pointer's `event` as `handle(.pointer(event))` does.
    @discardableResult
    public mutating func handle(_ event: PointerEvent) -> InputResult { handle(.pointer(event)) }

    /// Turns `direction` pages from where the pager is heading, in `turnDuration`.
    public mutating func turn(by direction: Int, time: Double) {
        var target = axis.targetPage.saturatingAdd(direction)
        if let pageCount { target = min(max(target, 0), max(0, pageCount - 1)) }
        axis.scroll(toPage: target, duration: turnDuration, easing: .out, time: time)
        moveRing()
    }

    /// Back to page 0: animated from at most `homeAnimationPages` pages away
    /// (an endless pager makes the pages on the way as it passes them), a jump from farther.
    public mutating func goToFirstPage(time: Double) { go(toPage: 0, time: time) }

    /// Goes to page `page` (a pager of `pageCount` pages: the nearest it has):
    /// animated from at most `homeAnimationPages` pages away, a jump from farther.
    public mutating func go(toPage page: Int, time: Double) {
        let page = pageCount.map { min(max(page, 0), max(0, $0 - 1)) } ?? page
        let heading = ring.map { axis.targetPage.saturatingAdd($0.middlePage).saturatingAdd(-1) } ?? axis.targetPage
        let distance = heading.saturatingAdd(page == Int.min ? Int.max : -page)
        guard distance.magnitude <= UInt(max(0, homeAnimationPages)) else { return show(page: page, time: time) }
        axis.scroll(toPage: axis.targetPage - distance, time: time)
    }

    /// The last page, where End goes: a pager's last, or the nearest page of
    /// an endless pager that shows the last of its `cycleLength` pictures (nil
    /// without either).
    public var lastPage: Int? {
        if let pageCount { return max(0, pageCount - 1) }
        guard let length = cycleLength, ring != nil else { return nil }
        let from = headingPage
        // The page at or before `from` that shows picture length - 1, and the one after it.
        let behind = from.saturatingAdd(-Self.modulo(from.saturatingAdd(1), length))
        let ahead = behind.saturatingAdd(length)
        return ahead.saturatingAdd(-from) <= from.saturatingAdd(-behind) ? ahead : behind
    }

    /// `value` modulo `length`, 0 to `length` − 1.
    private static func modulo(_ value: Int, _ length: Int) -> Int { (value % length + length) % length }

    /// Shows page `page` at once, at rest (an endless pager holds it and its
    /// neighbours anew; a pager of `pageCount` pages the nearest it has).
    public mutating func show(page: Int, time: Double) {
        if var ring {
            livePages.forEach { forget($0) }
            axis.jump(to: ring.reset(toPage: page, make: { number, _ in number }))
            self.ring = ring
        } else {
            axis.jump(to: Double(min(max(page, 0), max(0, (pageCount ?? 1) - 1))) * pageExtent)
        }
        axis.settle(time: time)
    }

    /// Ends the gesture under way at `time` (the pager is hidden, or taken by
    /// something else): what it moved settles where it is.
    public mutating func cancel(time: Double) {
        zoom.cancel(time: time, pager: &axis)
        moveRing()
    }

    // MARK: Drawing

    /// The pages any part of which is in the frame, with their pictures' places.
    public var visiblePages: [VisiblePage] {
        let extent = pageExtent
        let pages: [(page: Int, left: Double)]
        if let ring {
            pages = (0..<3).map { (ring.pageNumber(ofSlot: $0), frame.x + Double($0) * extent - axis.offset) }
        } else {
            guard let count = pageCount, count > 0 else { return [] }
            let first = max(0, Int(saturating: (axis.offset / extent).rounded(.down)))
            let last = min(count - 1, Int(saturating: ((axis.offset + extent - 1e-9) / extent).rounded(.down)))
            guard first <= last else { return [] }
            pages = (first...last).map { ($0, frame.x + Double($0) * extent - axis.offset) }
        }
        return pages.filter { $0.left < frame.x + frame.width && $0.left + extent > frame.x }.map { page, left in
            VisiblePage(page: page, frame: ViewFrame(x: left, y: frame.y, width: extent, height: frame.height),
                        picture: pictureFrame(page: page, pageLeft: left))
        }
    }

    /// Page `page`'s picture in the window when its page's left edge is at `pageLeft`.
    private func pictureFrame(page: Int, pageLeft: Double) -> ViewFrame? {
        guard let size = pictureSize(ofPage: page) else { return nil }
        let box = zoom.viewport
        let shift = pageLeft - frame.x
        let placed: (x: Double, y: Double, width: Double, height: Double)
        if let photo = zoom.photo, photo.page == page {
            placed = photo.view.pictureFrame
        } else {
            placed = PanZoom(pictureWidth: size.width, pictureHeight: size.height, viewportWidth: box.width,
                             viewportHeight: box.height, maximumFitScale: zoom.maximumFitScale).pictureFrame
        }
        return ViewFrame(x: box.x + shift + placed.x, y: box.y + placed.y, width: placed.width, height: placed.height)
    }
}
