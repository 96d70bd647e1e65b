import ScrollPhysics

/// The pointer and the wheel shared between the outer view, its children and its boxes.
extension NestedScrollView {
    /// Takes `event` if it belongs to the view, a child or a box: the pointer
    /// and the wheel (see `handle(_:)` for a `PointerEvent`), and the keys,
    /// which scroll the outer content (↑ and ↓ a line, Page Up, Page Down and
    /// Space a screen less a line, Home and End the ends) while no gesture is under way.
    @discardableResult
    public mutating func handle(_ event: InputEvent) -> InputResult { route(event) }

    /// Takes `event` if it belongs to the view, a child or a box; returns what
    /// the one that took it made of it (a click on a child is the child's).
    @discardableResult
    public mutating func handle(_ event: PointerEvent) -> InputResult {
        if event.time.isFinite { clock = max(clock, event.time) }
        defer { placeParts() }
        switch event {
        case .down(let x, let y, _, let time):
            guard outer.frame.contains(x: x, y: y) else { return .ignored }
            // The pointer takes the axes from a touchpad's stream still taken to be down.
            endStreams(at: time)
            let box = box(atX: x, y: y)
            let child = box == nil ? child(atX: x, y: y).flatMap { children[$0].view.takesDrags ? $0 : nil } : nil
            pressed = box.map { .box($0) } ?? child.map { .child($0) }
            gesture.press(x: x, y: y, overInner: child != nil)
            verticalWheel.reset()
            horizontalWheel.reset()
            streamLock.reset()
            // The press catches whatever moves: the outer view and the box (and a hand-off between them).
            if let box {
                outerViaChain = true
                withChain(box: box) { $0.press(pointer: y, time: time, on: .inner, outer: &$1, inner: &$2) }
            } else {
                outerViaChain = chain != nil
                _ = outerSide(event)
            }
            if let child { _ = children[child].view.handle(event) }
            return .scrolled
        case .move(let x, let y, let time):
            guard gesture.isActive else { return .ignored }
            if case .box? = pressed {
                withChain { $0.move(pointer: y, time: time, outer: &$1, inner: &$2) }
                return .scrolled
            }
            let (route, decidedNow) = gesture.move(x: x, y: y)
            if route != .outer, case .child(let index)? = pressed {
                _ = children[index].view.handle(event)
                if decidedNow { _ = outerSide(.lost(time: time)) }
            }
            if route != .inner {
                _ = outerSide(event)
                if decidedNow, case .child(let index)? = pressed { _ = children[index].view.handle(.lost(time: time)) }
            }
            return .scrolled
        case .up(let x, let y, let clicks, let time):
            guard gesture.isActive else { return .ignored }
            defer { pressed = nil }
            if case .box? = pressed {
                gesture.reset()
                return result(of: withChain { $0.release(time: time, outer: &$1, inner: &$2) } ?? .ignored, x: x, y: y, clicks: clicks)
            }
            switch gesture.release() {
            case .inner:
                guard case .child(let index)? = pressed else { return .scrolled }
                return children[index].view.handle(event)
            case .outer:
                return outerSide(event)
            case .both:
                // A click: the outer view lets go; the child lets go without a fling.
                let result = outerSide(event)
                if case .child(let index)? = pressed { _ = children[index].view.handle(.lost(time: time)) }
                return result
            }
        case .lost(let time):
            guard gesture.isActive else { return .ignored }
            gesture.reset()
            if case .box? = pressed {
                withChain { $0.cancel(time: time, outer: &$1, inner: &$2) }
            } else {
                _ = outerSide(event)
                if case .child(let index)? = pressed { _ = children[index].view.handle(event) }
            }
            pressed = nil
            return .scrolled
        case .wheel(let wheel):
            let (dy, source, x, y, time) = (wheel.dy, wheel.source, wheel.x, wheel.y, wheel.time)
            guard !gesture.isActive, outer.frame.contains(x: x, y: y) else { return .ignored }
            if streamLock.axis(dx: wheel.dx, dy: wheel.dy, shift: wheel.shift, source: wheel.source, time: time) == .horizontal {
                let target = horizontalWheel.target(over: child(atX: x, y: y), at: time)
                guard let index = target, children.indices.contains(index) else { return .ignored }
                // A spin stays with its child even when the pointer has left it.
                let frame = children[index].view.frame
                var centred = wheel
                (centred.x, centred.y) = (frame.x + frame.width / 2, frame.y + frame.height / 2)
                return children[index].view.handle(.wheel(centred))
            }
            let target = verticalWheel.target(over: box(atX: x, y: y), at: time)
            guard let box = target, boxes.indices.contains(box) else {
                endBoxStream(at: time)
                return outer.handle(event)
            }
            // Over a box: the box first, the outer view what it cannot take (and, for a
            // touchpad's stream, the rubber band past its edges and the fling at the box's edge).
            outer.endStream(at: time)
            if source != .touchpad { endBoxStream(at: time) }
            let step = ScrollView.defaultLineStep(viewportExtent: boxes[box].view.frame.height)
            withStream(box: box) { stream, chain in
                switch source {
                case .touchpad: stream.scroll(by: -dy, time: time, axis: &chain)
                case .hiresWheel: chain.scroll(by: -dy, time: time)
                case .wheel: chain.scroll(by: -dy * step, time: time)
                }
            }
            return .scrolled
        case .hover:
            return .ignored
        }
    }

    /// Gives the outer view its share of the gesture: through the chain when
    /// the gesture began with one under way, else to the outer view itself.
    private mutating func outerSide(_ event: PointerEvent) -> InputResult {
        guard outerViaChain, chain != nil else { return outer.handle(event) }
        switch event {
        case .down(_, let y, _, let time):
            withChain { $0.press(pointer: y, time: time, on: .outer, outer: &$1, inner: &$2) }
            return .scrolled
        case .move(_, let y, let time):
            withChain { $0.move(pointer: y, time: time, outer: &$1, inner: &$2) }
            return .scrolled
        case .up(let x, let y, let clicks, let time):
            return result(of: withChain { $0.release(time: time, outer: &$1, inner: &$2) } ?? .ignored, x: x, y: y, clicks: clicks)
        case .lost(let time):
            withChain { $0.cancel(time: time, outer: &$1, inner: &$2) }
            return .scrolled
        case .wheel, .hover:
            return outer.handle(event)
        }
    }

    /// What a release of the chain was, as a view says it.
    private func result(of release: ScrollAxis.Release, x: Double, y: Double, clicks: Int) -> InputResult {
        switch release {
        case .tap: .tap(x: x, y: y, clicks: clicks)
        case .stop: .stopped
        case .scroll: .scrolled
        case .ignored: .ignored
        }
    }
}

extension NestedScrollView: KeyedView {
    var keyOrientation: ScrollView.Orientation { .vertical }

    mutating func answer(_ command: KeyCommand, time: Double) -> Bool {
        guard !gesture.isActive else { return false }
        switch command {
        case .line(let d): scroll(by: Double(d.signum()) * outer.lineStep, time: time)
        case .page(let d): scroll(by: Double(d.signum()) * outer.screenStep, time: time)
        case .start: scroll(toContent: -.infinity, time: time)
        case .end: scrollToEnd(time: time)
        }
        return true
    }
}
