/// Which page a released drag settles on, as Flutter's page physics decide it,
/// limited to one page per flick.
public struct Paging: Sendable, Equatable {
    /// The release speed above which a release counts as a flick, in px/s
    /// (Android's ViewPager uses 400 dp/s).
    public static let defaultFlingSpeed = 400.0

    /// The page's extent along the axis, in px.
    public var pageSize: Double
    public var flingSpeed: Double

    public init(pageSize: Double, flingSpeed: Double = Paging.defaultFlingSpeed) {
        precondition(pageSize > 0, "a page has a positive size")
        self.pageSize = pageSize
        self.flingSpeed = flingSpeed
    }

    /// The page whose start is nearest to `offset`.
    public func nearestPage(to offset: Double) -> Int {
        Int(saturating: (offset / pageSize).rounded())
    }

    /// The offset at which `page` starts.
    public func offset(ofPage page: Int) -> Double { Double(page) * pageSize }

    /// The page to settle on after a release at `offset` moving at `velocity`
    /// (px/s, positive towards later pages) from a drag that began on `startPage`:
    /// round(offset/page + 0.5·sign(v)) for a flick, round(offset/page) otherwise,
    /// never more than one page from `startPage` — unless the drag itself carried
    /// the content further, when it is the page nearest the release: a flick
    /// never adds more than one page, and a long drag is not pulled back.
    ///
    /// Works relative to `startPage` so that huge page indices keep their precision.
    public func targetPage(offset: Double, velocity: Double, startPage: Int) -> Int {
        let relative = (offset - self.offset(ofPage: startPage)) / pageSize
        let bias = abs(velocity) > flingSpeed ? (velocity > 0 ? 0.5 : -0.5) : 0
        let nearest = relative.rounded()
        let step = max(min(-1, nearest), min(max(1, nearest), (relative + bias).rounded()))
        return startPage.saturatingAdd(Int(saturating: step))
    }
}
