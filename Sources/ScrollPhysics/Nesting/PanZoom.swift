#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#elseif canImport(ucrt)
import ucrt
#endif

/// A picture that zooms and pans inside a viewport: PhotoScroller's page (WWDC
/// 2010), as values.
///
/// - Two pan axes, `x` and `y`, each a `ScrollAxis` in screen px of the scaled
///   picture (fling, rubber band), whose bounds follow the scale: a picture wider
///   than the viewport pans from its left edge to its right edge; a narrower one is
///   centred (its bounds collapse to the centring offset).
/// - A zoom axis in log2 of the zoom factor (0 at fit), bounded by fit and the
///   maximum, rubber-banded past either (a doubling past the limit shows as 1.28×)
///   and springing back to it.
/// - Every zoom keeps the picture point under its anchor (the pointer, the
///   double-click, the centre) under it; an animated zoom whose end would show
///   beyond the picture's edges moves the anchor with the zoom so that it ends
///   inside (as UIScrollView's zoomToRect), instead of springing back afterwards.
///
/// The picture point at viewport point v is (v + offset) / scale, per axis.
public struct PanZoom: Sendable {
    /// The most a picture is enlarged, screen px per picture px — or twice the fit,
    /// if that is more, so that a double-click always has somewhere to go.
    public static let defaultMaximumScale = 4.0
    /// What a double-click zooms to, as a multiple of the fit (Loupe's double tap).
    public static let doubleClickZoom = 2.5
    /// How long an animated zoom takes, s (Loupe: 0.2).
    public static let zoomDuration = 0.25
    /// How long after the last wheel step a zoom past a limit springs back, s.
    public static let wheelSettleDelay = 0.2
    /// The zoom axis's rubber-band dimension, in doublings.
    static let zoomBandDimension = 1.0
    /// When a zoom motion is done, in doublings: 0.0005 is under half a pixel
    /// across a 1000 px picture.
    static let zoomTolerance = Tolerance(distance: 0.0005, velocity: 0.01)

    /// The picture's width in its own pixels.
    public let pictureWidth: Double
    /// The picture's height in its own pixels.
    public let pictureHeight: Double
    /// The viewport's width, screen px.
    public private(set) var viewportWidth: Double
    /// The viewport's height, screen px.
    public private(set) var viewportHeight: Double
    /// The largest scale the fit may use (a small picture is not blown up past it).
    public let maximumFitScale: Double
    /// The horizontal pan, screen px. Drive it with the pointer (or in a
    /// `ScrollChain` under a pager); its bounds are kept here.
    public var x: ScrollAxis
    /// The vertical pan, screen px.
    public var y: ScrollAxis
    /// The zoom, in log2 of the zoom factor (0 at fit): doublings are what a
    /// zoom's spring, rubber band and animations are even in. Read and set
    /// through factors (`zoomFactor`, `zoom(by:)`), the one unit of zoom a
    /// caller sees.
    var zoomAxis: ScrollAxis

    /// An animated zoom under way: the picture point it keeps, the viewport
    /// point that point moves from and to, and the zoom levels it goes between.
    struct ZoomMotion: Sendable {
        var picture: Point
        var from: Point
        var to: Point
        var fromLevel: Double
        var toLevel: Double
    }
    var motion: ZoomMotion?
    /// Wheel zooming: the anchor it keeps and the unbanded level.
    var wheel: (anchor: Point, picture: Point, rawLevel: Double, settleAt: Double)?
    /// Two fingers pinching (`beginPinch`).
    var pinchGesture: Pinch?

    /// A picture of `pictureWidth` × `pictureHeight` px shown at fit in a viewport of `viewportWidth` × `viewportHeight`, never enlarged past `maximumFitScale` at fit.
    public init(pictureWidth: Double, pictureHeight: Double, viewportWidth: Double, viewportHeight: Double,
                maximumFitScale: Double = .infinity) {
        self.pictureWidth = PanZoom.positive(pictureWidth)
        self.pictureHeight = PanZoom.positive(pictureHeight)
        self.viewportWidth = PanZoom.positive(viewportWidth)
        self.viewportHeight = PanZoom.positive(viewportHeight)
        self.maximumFitScale = maximumFitScale > 0 ? maximumFitScale : .infinity
        x = ScrollAxis(configuration: .init(viewportExtent: self.viewportWidth, bounds: 0...0))
        y = ScrollAxis(configuration: .init(viewportExtent: self.viewportHeight, bounds: 0...0))
        zoomAxis = ScrollAxis(configuration: .init(viewportExtent: PanZoom.zoomBandDimension, bounds: 0...0,
                                               tolerance: PanZoom.zoomTolerance))
        zoomAxis.configuration.bounds = 0...maximumLevel
        placeAtFit()
    }

    static func positive(_ value: Double) -> Double { value.isFinite && value >= 1 ? min(value, 1e9) : 1 }

    // MARK: Reading

    /// The scale at which the whole picture fits the viewport (at most `maximumFitScale`).
    public var fitScale: Double {
        min(viewportWidth / pictureWidth, viewportHeight / pictureHeight, maximumFitScale)
    }

    /// The largest scale, screen px per picture px.
    public var maximumScale: Double { max(PanZoom.defaultMaximumScale, 2 * fitScale) }

    /// The largest zoom factor, maximum scale / fit scale.
    public var maximumZoomFactor: Double { maximumScale / fitScale }

    /// log2 of `maximumZoomFactor`: the top of the zoom's bounds.
    var maximumLevel: Double { log2(maximumZoomFactor) }

    /// Screen px per picture px now.
    public var scale: Double { fitScale * exp2(zoomAxis.offset) }

    /// The zoom as a multiple of the fit: 1 at fit.
    public var zoomFactor: Double { exp2(zoomAxis.offset) }

    /// The zoom factor the zoom under way ends at (`zoomFactor` when none moves it).
    public var targetZoomFactor: Double { exp2(zoomAxis.restingOffset) }

    /// What the zoom is doing: at rest, pinched, springing back, animating.
    public var zoomState: ScrollAxis.State { zoomAxis.state }

    /// Whether the picture is (or is on its way to being) larger than at fit.
    public var isZoomed: Bool { zoomAxis.restingOffset > 1e-9 || zoomAxis.offset > 1e-9 }

    /// Whether anything changes with time alone.
    public var isMoving: Bool { zoomAxis.isMoving || x.isMoving || y.isMoving || wheel != nil }

    /// The picture point at viewport point `point`, picture px.
    public func picturePoint(at point: Point) -> Point {
        Point(x: (point.x + x.offset) / scale, y: (point.y + y.offset) / scale)
    }

    /// The picture point under the viewport's centre, picture px.
    public var focus: Point { picturePoint(at: Point(x: viewportWidth / 2, y: viewportHeight / 2)) }

    /// Where the picture's top-left corner is in the viewport, and its size on screen.
    public var pictureFrame: (x: Double, y: Double, width: Double, height: Double) {
        (-x.offset, -y.offset, pictureWidth * scale, pictureHeight * scale)
    }

    /// The pan offsets the content may rest at, at `scale`: edge to edge, or centred.
    func panBounds(scale: Double) -> (x: ClosedRange<Double>, y: ClosedRange<Double>) {
        func range(_ content: Double, _ viewport: Double) -> ClosedRange<Double> {
            content >= viewport ? 0...(content - viewport) : (content - viewport) / 2...(content - viewport) / 2
        }
        return (range(pictureWidth * scale, viewportWidth), range(pictureHeight * scale, viewportHeight))
    }

    // MARK: Zooming

    /// Zooms by `factor` at once about `anchor` (a wheel step, smooth deltas in
    /// proportion): past a limit the zoom is rubber-banded, and springs back
    /// `wheelSettleDelay` after the last step.
    public mutating func zoom(by factor: Double, about anchor: Point, time: Double) {
        guard factor.isFinite, factor > 0, anchor.x.isFinite, anchor.y.isFinite, time.isFinite else { return }
        stopPan(at: time)
        motion = nil
        zoomAxis.stop(at: time)
        let start = wheel ?? (anchor: anchor, picture: picturePoint(at: anchor),
                              rawLevel: zoomAxis.rawOffset(forDisplayed: zoomAxis.offset), settleAt: time)
        let picture = start.anchor == anchor ? start.picture : picturePoint(at: anchor)
        let raw = min(max(start.rawLevel + log2(factor), -8), maximumLevel + 8)
        wheel = (anchor, picture, raw, time + PanZoom.wheelSettleDelay)
        zoomAxis.jump(to: zoomAxis.displayedOffset(forRaw: raw))
        place(picture, at: anchor)
    }

    /// Whether zooms the program makes (keys, a double-click, the wheel's spring
    /// back within the limits) animate; false, for reduced motion, makes them jumps.
    public var animatesZooms: Bool {
        get { zoomAxis.configuration.physics.animatesScrolls }
        set { zoomAxis.configuration.physics.animatesScrolls = newValue }
    }

    /// Zooms to `factor` × the fit (clamped to the limits) about `anchor`, animated.
    public mutating func animateZoom(toFactor factor: Double, about anchor: Point, time: Double) {
        guard factor.isFinite, factor > 0, time.isFinite else { return }
        let level = min(max(log2(factor), 0), maximumLevel)
        beginZoom(toLevel: level, about: anchor, time: time, duration: PanZoom.zoomDuration)
    }

    /// Zooms to `scale` screen px per picture px (1: the picture's own size,
    /// "100 %"; clamped to the fit and the limits) about `anchor`, animated.
    public mutating func animateZoom(toScale scale: Double, about anchor: Point, time: Double) {
        guard scale.isFinite, scale > 0 else { return }
        animateZoom(toFactor: scale / fitScale, about: anchor, time: time)
    }

    /// A double-click: from fit to `doubleClickZoom` about `anchor`, or back to fit.
    public mutating func toggleZoom(about anchor: Point, time: Double) {
        let factor = zoomAxis.restingOffset > 1e-6 ? 1 : PanZoom.doubleClickZoom
        animateZoom(toFactor: factor, about: anchor, time: time)
    }

    /// Back to fit at once, centred.
    public mutating func reset() {
        motion = nil
        wheel = nil
        zoomAxis.jump(to: 0)
        placeAtFit()
    }

    /// The viewport changed size: the picture point at its centre stays there,
    /// the zoom factor is kept (within the new limits).
    public mutating func resize(viewportWidth width: Double, viewportHeight height: Double, time: Double) {
        let center = focus, factor = zoomFactor
        motion = nil
        wheel = nil
        viewportWidth = PanZoom.positive(width)
        viewportHeight = PanZoom.positive(height)
        x.configuration.viewportExtent = viewportWidth
        y.configuration.viewportExtent = viewportHeight
        zoomAxis.configuration.bounds = 0...maximumLevel
        zoomAxis.jump(to: min(max(log2(factor), 0), maximumLevel))
        place(center, at: Point(x: viewportWidth / 2, y: viewportHeight / 2))
        settlePan(time: time)
    }

    // MARK: Time

    /// Moves every motion on to `time`. Returns true when the last of them came
    /// to rest in this step (as every `advance(to:)` here does).
    @discardableResult
    public mutating func advance(to time: Double) -> Bool {
        guard time.isFinite else { return false }
        let wasMoving = isMoving
        if let wheel, time >= wheel.settleAt {
            // The wheel has stopped: spring back within the limits, the anchor moving so the end is inside.
            self.wheel = nil
            zoomAxis.jump(to: zoomAxis.offset)
            let level = min(max(zoomAxis.offset, 0), maximumLevel)
            beginZoom(toLevel: level, about: wheel.anchor, time: wheel.settleAt, duration: nil)
        }
        zoomAxis.advance(to: time)
        if let motion {
            let span = motion.toLevel - motion.fromLevel
            let progress = span == 0 ? 1 : min(max((zoomAxis.offset - motion.fromLevel) / span, 0), 1)
            let anchor = Point(x: motion.from.x + (motion.to.x - motion.from.x) * progress,
                               y: motion.from.y + (motion.to.y - motion.from.y) * progress)
            place(motion.picture, at: anchor)
            if !zoomAxis.isMoving {
                self.motion = nil
                x.jump(to: x.clamped(x.offset))
                y.jump(to: y.clamped(y.offset))
            }
        }
        x.advance(to: time)
        y.advance(to: time)
        return wasMoving && !isMoving
    }

    // MARK: Inside

    /// Starts the zoom to `level` about `anchor`: eased in `duration`, or with
    /// the spring (from the wheel's rubber band).
    mutating func beginZoom(toLevel level: Double, about anchor: Point, time: Double, duration: Double?) {
        stopPan(at: time)
        wheel = nil
        let picture = picturePoint(at: anchor)
        let from = zoomAxis.offset
        // Where the anchor's picture point ends up once the end is kept inside the picture.
        let endScale = fitScale * exp2(level)
        let bounds = panBounds(scale: endScale)
        let endOffset = Point(x: min(max(picture.x * endScale - anchor.x, bounds.x.lowerBound), bounds.x.upperBound),
                              y: min(max(picture.y * endScale - anchor.y, bounds.y.lowerBound), bounds.y.upperBound))
        let to = Point(x: picture.x * endScale - endOffset.x, y: picture.y * endScale - endOffset.y)
        motion = ZoomMotion(picture: picture, from: anchor, to: to, fromLevel: from, toLevel: level)
        zoomAxis.jump(to: from)
        if level == from {
            motion = nil
            return settlePan(time: time)
        }
        zoomAxis.animate(to: level, time: time, duration: duration)
    }

    /// Puts picture point `picture` at viewport point `anchor` at the current scale,
    /// with the pan bounds of that scale (the offsets may lie outside them while a
    /// zoom is under way).
    mutating func place(_ picture: Point, at anchor: Point) {
        let scale = self.scale
        let bounds = panBounds(scale: scale)
        x.configuration.bounds = bounds.x
        y.configuration.bounds = bounds.y
        x.jump(to: picture.x * scale - anchor.x)
        y.jump(to: picture.y * scale - anchor.y)
    }

    private mutating func placeAtFit() {
        let bounds = panBounds(scale: scale)
        x.configuration.bounds = bounds.x
        y.configuration.bounds = bounds.y
        x.jump(to: bounds.x.lowerBound)
        y.jump(to: bounds.y.lowerBound)
    }

    mutating func stopPan(at time: Double) {
        x.cancel(time: time)
        y.cancel(time: time)
        x.stop(at: time)
        y.stop(at: time)
    }

    mutating func settlePan(time: Double) {
        x.settle(time: time)
        y.settle(time: time)
    }
}

extension PanZoom {
    /// A point in a plane: screen px in a viewport, or picture px.
    public struct Point: Sendable, Equatable {
        /// Horizontal coordinate, px.
        public var x: Double
        /// Vertical coordinate, px.
        public var y: Double

        /// The point (`x`, `y`).
        public init(x: Double, y: Double) {
            self.x = x
            self.y = y
        }
    }
}
