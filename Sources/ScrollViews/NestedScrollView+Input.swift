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
        defer { placeParts() }
        switch event {
        case .down(let x, let y, _, let time):
            guard outer.frame.contains(x: x, y: y) else { return .ignored }
            // The pointer takes the axes from a touchpad's stream still taken to be down.
            endStreams(at: time)
            let box = box(atX: x, y: y)
            let child = box == nil ? child(atX: x, y: y).flatMap { children[$0].view.takesDrags ? $0 : nil } : nil
            // A box takes the whole gesture (its chain shares it with the outer view); a
            // child across the view and the view contend by the direction of the first motion.
            let contenders: [GestureArena<Scroller>.Contender] =
                if let box { [.init(.box(box), .atPress)] }
                else if let child { [.init(.child(child), .direction(.horizontal)), .init(.outer, .direction(.vertical))] }
                else { [.init(.outer, .atPress)] }
            arena.press(x: x, y: y, contenders: contenders)
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
            guard arena.isActive else { return .ignored }
            if case .box? = pressed {
                withChain { $0.move(pointer: y, time: time, outer: &$1, inner: &$2) }
                return .scrolled
            }
            let (winner, decidedNow) = arena.move(x: x, y: y)
            if winner != .outer, case .child(let index)? = pressed {
                _ = children[index].view.handle(event)
                if decidedNow { _ = outerSide(.lost(time: time)) }
            }
            if winner == .outer || winner == nil {
                _ = outerSide(event)
                if decidedNow, case .child(let index)? = pressed { _ = children[index].view.handle(.lost(time: time)) }
            }
            return .scrolled
        case .up(let x, let y, let clicks, let time):
            guard arena.isActive else { return .ignored }
            let pressed = pressed
            let winner = arena.release()
            if case .box? = pressed {
                return result(of: withChain { $0.release(time: time, outer: &$1, inner: &$2) } ?? .ignored, x: x, y: y, clicks: clicks)
            }
            switch winner {
            case .child(let index)?:
                return children.indices.contains(index) ? children[index].view.handle(event) : .scrolled
            case nil:
                // A click: the outer view lets go; the child lets go without a fling.
                let result = outerSide(event)
                if case .child(let index)? = pressed { _ = children[index].view.handle(.lost(time: time)) }
                return result
            case .outer?, .box?:
                return outerSide(event)
            }
        case .lost(let time):
            guard arena.isActive else { return .ignored }
            let pressed = pressed
            arena.reset()
            if case .box? = pressed {
                withChain { $0.cancel(time: time, outer: &$1, inner: &$2) }
            } else {
                _ = outerSide(event)
                if case .child(let index)? = pressed { _ = children[index].view.handle(event) }
            }
            return .scrolled
        case .wheel(let wheel):
            let (source, x, y, time) = (wheel.source, wheel.x, wheel.y, wheel.time)
            guard outer.frame.contains(x: x, y: y),
                  let (axis, member) = arena.wheel(wheel, overVertical: box(atX: x, y: y).map { .box($0) } ?? .outer,
                                                   overHorizontal: child(atX: x, y: y).map { .child($0) })
            else { return .ignored }
            if axis == .horizontal {
                guard case .child(let index)? = member, children.indices.contains(index) else { return .ignored }
                // A spin stays with its child even when the pointer has left it.
                let frame = children[index].view.frame
                var centred = wheel
                (centred.x, centred.y) = (frame.x + frame.width / 2, frame.y + frame.height / 2)
                return children[index].view.handle(.wheel(centred))
            }
            guard case .box(let box)? = member, boxes.indices.contains(box) else {
                endBoxStream(at: time)
                return outer.handle(event)
            }
            // Over a box: the box first, the outer view what it cannot take (and, for a
            // touchpad's stream, the rubber band past its edges and the fling at the box's edge).
            outer.endStream(at: time)
            if source != .touchpad { endBoxStream(at: time) }
            let step = ScrollView.defaultLineStep(viewportExtent: boxes[box].view.frame.height)
            withStream(box: box) { stream, chain in
                stream.scroll(forward: wheel.forward(along: .vertical), source: source, lineStep: step, time: time, axis: &chain)
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
        guard !arena.isActive else { return false }
        switch command {
        case .line(let d): scroll(by: Double(d.signum()) * outer.lineStep, time: time)
        case .page(let d): scroll(by: Double(d.signum()) * outer.screenStep, time: time)
        case .start: scroll(toContent: -.infinity, time: time)
        case .end: scrollToEnd(time: time)
        }
        return true
    }
}
