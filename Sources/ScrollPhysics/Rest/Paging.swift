#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#elseif canImport(ucrt)
import ucrt
#endif

/// Which page a released drag settles on, as iOS chooses it: by *projection*.
///
/// The release velocity is carried forward as a fling would carry it — the
/// deceleration's full travel, v/(1000·ln(1/d)), 0.4995 s × v at d = 0.998 —
/// and the page nearest to that projected offset is taken, but always one of
/// the two pages the viewport lies between at the release (the floor and the
/// ceiling of offset / page size). So a flick moves at most one page beyond
/// where the content is, a drag is never pulled back past a page it already
/// reached, and a slow release near half a page still goes the way it moves.
/// (Flutter's `PageView` instead turns the page on any release faster than its
/// minimum fling speed and rounds a slower one to the nearest page; Android's
/// ViewPager uses a fixed threshold.)
///
/// Pages of one size, or snap points of any spacing (`SnapPoints`): the release
/// then picks the point nearest to the projection, among the two the viewport
/// lies between (and `maximumPagesPerFling` − 1 more each way).
public struct Paging: Sendable, Equatable {
    /// The page sizes paging takes, px: up to the offsets an axis takes
    /// (`ScrollAxis.offsetLimit`).
    public static let pageSizeRange = 0.001...1e12

    /// The page's extent along the axis, in px (with `snapPoints`: the mean
    /// distance between them, for information), held within `pageSizeRange`
    /// (NaN: 1).
    public var pageSize: Double {
        didSet { pageSize = pageSize.clamped(to: Self.pageSizeRange, nan: 1) }
    }
    /// Snap points of their own spacing, or nil for pages every `pageSize` px.
    public var snapPoints: HeldSnapPoints?
    /// The deceleration a release is projected with.
    public var rate: DecelerationRate
    /// How far past the pages the viewport lies between a release may go: 1 for
    /// pagers (a flick turns one page), nil for rows of cards, where a fling
    /// goes as far as it carries and ends on the card nearest its projection.
    /// Values under 1 are 1.
    public var maximumPagesPerFling: Int? {
        didSet { maximumPagesPerFling = maximumPagesPerFling.map { max($0, 1) } }
    }

    /// Pages `pageSize` px long (held within `pageSizeRange`), chosen by
    /// projecting the release with `rate`; a fling turns at most
    /// `maximumPagesPerFling` pages (nil: as many as it carries; under 1: 1).
    public init(pageSize: Double, rate: DecelerationRate = .normal, maximumPagesPerFling: Int? = 1) {
        self.pageSize = pageSize.clamped(to: Self.pageSizeRange, nan: 1)
        self.rate = rate
        self.maximumPagesPerFling = maximumPagesPerFling.map { max($0, 1) }
    }

    /// Rest at `snapPoints` (pages are then their indices), chosen by projecting
    /// the release with `rate`; a fling passes at most `maximumPagesPerFling` points.
    public init(snapPoints: some SnapPoints, rate: DecelerationRate = .normal, maximumPagesPerFling: Int? = 1) {
        let first = snapPoints.offset(ofPoint: 0), last = snapPoints.offset(ofPoint: .max)
        let count = snapPoints.point(atOrBefore: last) + 1
        self.init(pageSize: count > 1 && last > first ? (last - first) / Double(count - 1) : 1, rate: rate,
                  maximumPagesPerFling: maximumPagesPerFling)
        self.snapPoints = snapPoints.held
    }

    /// Whether two pagings rest at the same places and choose alike.
    public static func == (a: Paging, b: Paging) -> Bool {
        guard a.pageSize == b.pageSize, a.rate == b.rate, a.maximumPagesPerFling == b.maximumPagesPerFling else {
            return false
        }
        switch (a.snapPoints, b.snapPoints) {
        case (nil, nil): return true
        case (let x?, let y?):
            #if hasFeature(Embedded)
            return x == y
            #else
            return x.isEqual(to: y)
            #endif
        default: return false
        }
    }

    /// Seconds of release velocity the projection adds: −1/(1000·ln d), the
    /// whole travel of a fling at this rate (0.4995 s at d = 0.998).
    public var projectionTime: Double { -1 / (1000 * log(rate.perMillisecond)) }

    /// The page whose start is nearest to `offset`.
    public func nearestPage(to offset: Double) -> Int {
        if let snapPoints { return snapPoints.nearestPoint(to: offset) }
        return Int(saturating: (offset / pageSize).rounded())
    }

    /// The offset at which `page` starts.
    public func offset(ofPage page: Int) -> Double {
        if let snapPoints { return snapPoints.offset(ofPoint: page) }
        return Double(page) * pageSize
    }

    /// The page to settle on after a release at `offset` moving at `velocity`
    /// (px/s, positive towards later pages): the page nearest to
    /// offset + velocity · `projectionTime`, among the floor and the ceiling of
    /// offset / page size. `startPage` (the page the drag began on) only anchors
    /// the arithmetic, so that huge page numbers keep their precision.
    public func targetPage(offset: Double, velocity: Double, startPage: Int) -> Int {
        if let snapPoints { return targetPoint(snapPoints, offset: offset, velocity: velocity) }
        let relative = (offset - self.offset(ofPage: startPage)) / pageSize
        guard relative.isFinite else { return startPage }
        let reach = Double(maximumPagesPerFling ?? Int.max) - 1
        let lower = relative.rounded(.down) - reach, upper = relative.rounded(.up) + reach
        let speed = velocity.isFinite ? velocity : 0
        let projected = relative + speed * projectionTime / pageSize
        let step = min(max(projected.rounded(), lower), upper)
        return startPage.saturatingAdd(Int(saturating: step))
    }

    /// `targetPage` among snap points: the point nearest to the projection,
    /// within `maximumPagesPerFling` − 1 points beyond the two around `offset`.
    private func targetPoint(_ points: some SnapPoints, offset: Double, velocity: Double) -> Int {
        guard offset.isFinite else { return points.nearestPoint(to: 0) }
        let below = points.point(atOrBefore: offset)
        let above = points.offset(ofPoint: below) >= offset ? below : below.saturatingAdd(1)
        let reach = (maximumPagesPerFling ?? Int.max) - 1
        let speed = velocity.isFinite ? velocity : 0
        let projected = points.nearestPoint(to: offset + speed * projectionTime)
        return min(max(projected, below.saturatingAdd(-reach)), above.saturatingAdd(reach))
    }
}
