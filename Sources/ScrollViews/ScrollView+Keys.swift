import ScrollPhysics

/// The keys and the program's own scrolls: lines, screens, the ends, a content position.
extension ScrollView {
    /// Takes `press` when it asks something of the view (`KeyCommand`) and the
    /// pointer is not dragging it: a line is `lineStep`, a screen the frame's
    /// extent less a line (a page with paging), each animated from where the
    /// last one was heading, so that a held key's repeats add up.
    @discardableResult
    public mutating func handle(_ press: KeyEvent) -> InputResult { route(.key(press)) }

    /// Does what `command` asks, at `time`, as a key would.
    public mutating func perform(_ command: KeyCommand, time: Double) {
        if axis.configuration.paging != nil {
            endStream(at: time)
            noteInput(at: time)
            switch command {
            case .line(let d), .page(let d): axis.scroll(toPage: axis.targetPage.saturatingAdd(d.signum()), time: time)
            case .start: scrollToStart(time: time)
            case .end: scrollToEnd(time: time)
            }
            return
        }
        switch command {
        case .line(let d): scroll(by: Double(d.signum()) * lineStep, time: time)
        case .page(let d): scroll(by: Double(d.signum()) * screenStep, time: time)
        case .start: scrollToStart(time: time)
        case .end: scrollToEnd(time: time)
        }
    }

    /// Animates a scroll by `distance` px from where the last one was heading
    /// (a key's step; a touchpad's stream on the view ends first).
    public mutating func scroll(by distance: Double, time: Double) {
        endStream(at: time)
        noteInput(at: time)
        axis.scroll(by: distance, time: time)
    }

    /// How far Page Down and Space scroll, px: the frame's extent less one
    /// `lineStep`, so that a line of the last screen stays in view (GTK's 90 %
    /// of a 720 px view, a browser's 87.5 %), and never less than a line.
    public var screenStep: Double {
        let extent = frame.extent(along: orientation)
        return max(lineStep, extent - lineStep)
    }

    /// Animates to the content's start.
    public mutating func scrollToStart(time: Double) { scroll(toContent: -.infinity, time: time) }

    /// Animates to the content's end: its last screen.
    public mutating func scrollToEnd(time: Double) { scroll(toContent: .infinity, time: time) }

    /// Animates until content position `position` is at the frame's start, as
    /// far as the bounds allow: −∞ is the start, +∞ the end; NaN does nothing.
    public mutating func scroll(toContent position: Double, time: Double) {
        guard !position.isNaN else { return }
        endStream(at: time)
        noteInput(at: time)
        let bounds = axis.configuration.bounds
            ?? ScrollAxis.Configuration.bounds(contentExtent: contentExtent, viewportExtent: frame.extent(along: orientation))
        axis.scroll(to: min(max(position, bounds.lowerBound), bounds.upperBound), time: time)
    }
}

extension ScrollView: KeyedView {
    var keyOrientation: ScrollView.Orientation { orientation }

    mutating func answer(_ command: KeyCommand, time: Double) -> Bool {
        guard !isTracking else { return false }
        perform(command, time: time)
        return true
    }
}
