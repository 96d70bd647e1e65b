import Testing
import ScrollPhysics
@testable import InfiniteScrolling

/// A strip driven by a scroll axis as the demo drives it: advance, recenter, tile.
struct StripDriver {
    var strip: RecenteringStrip
    var axis: ScrollAxis

    init(tileExtent: Double = 500, viewport: Double = 1280) {
        strip = RecenteringStrip(tileExtent: tileExtent, viewportExtent: viewport)
        axis = ScrollAxis(configuration: .init(viewportExtent: viewport), offset: strip.centerOffset)
        strip.tile(physicalOffset: axis.offset)
    }

    var logical: Double { strip.logicalOffset(ofPhysical: axis.offset) }

    mutating func step(to time: Double) {
        axis.advance(to: time)
        let delta = strip.recenterIfNeeded(physicalOffset: axis.offset)
        if delta != 0 { axis.shift(by: delta) }
        strip.tile(physicalOffset: axis.offset)
    }

    /// Checks that the tiles cover the viewport, in order, with no gap.
    func checkTiling(sourceLocation: SourceLocation = #_sourceLocation) {
        let tiles = strip.tiles
        #expect(!tiles.isEmpty, sourceLocation: sourceLocation)
        guard let first = tiles.first, let last = tiles.last else { return }
        #expect(strip.physicalX(ofTile: first.index) <= axis.offset, sourceLocation: sourceLocation)
        #expect(strip.physicalX(ofTile: last.index) + strip.tileExtent >= axis.offset + strip.viewportExtent,
                sourceLocation: sourceLocation)
        for (a, b) in zip(tiles, tiles.dropFirst()) { #expect(b.index == a.index + 1, sourceLocation: sourceLocation) }
        #expect(Set(tiles.map(\.slot)).count == tiles.count, "no slot shown twice", sourceLocation: sourceLocation)
        let visibleMax = Int((strip.viewportExtent / strip.tileExtent).rounded(.up)) + 1
        #expect(tiles.count <= visibleMax, sourceLocation: sourceLocation)
    }
}

@Suite struct RecenteringStripTests {
    @Test func contentIsAtLeastFourViewports() {
        #expect(RecenteringStrip(tileExtent: 500, viewportExtent: 1280).contentExtent == 5120)
        #expect(RecenteringStrip(tileExtent: 500, viewportExtent: 800).contentExtent == 5000)
    }

    @Test func recentersOnlyPastAQuarter() {
        var strip = RecenteringStrip(tileExtent: 500, viewportExtent: 1280)
        let center = strip.centerOffset
        #expect(strip.recenterIfNeeded(physicalOffset: center + strip.contentExtent / 4) == 0)
        let delta = strip.recenterIfNeeded(physicalOffset: center + strip.contentExtent / 4 + 1)
        #expect(delta == -(strip.contentExtent / 4 + 1))
        #expect(strip.shift == delta)
        #expect(strip.recenterCount == 1)
    }

    @Test func flingKeepsGoingThroughRecentersWithContinuousLogicalOffset() {
        var driver = StripDriver()
        // A hard fling to the left: the content runs forward.
        driver.axis.press(pointer: 1200, time: 0)
        for i in 1...10 { driver.axis.move(pointer: 1200 - Double(i) * 100, time: Double(i) * 0.008) }
        driver.axis.release(time: 0.084)
        var previous = driver.logical
        var previousVelocity = driver.axis.velocity
        var t = 0.084
        while driver.axis.state != .idle {
            t += 1.0 / 60
            driver.step(to: t)
            let logical = driver.logical
            // Logical motion per frame never exceeds v/60 (no jump at a recenter).
            #expect(logical - previous >= 0 && logical - previous <= previousVelocity / 60 + 1e-6)
            previous = logical
            previousVelocity = driver.axis.velocity
            driver.checkTiling()
            #expect(driver.axis.offset >= 0 && driver.axis.offset <= driver.strip.contentExtent - 1280)
        }
        #expect(driver.strip.recenterCount >= 2)
        #expect(driver.logical > 5000)
        #expect(driver.strip.pool.created <= 5)
    }

    @Test(arguments: [1.0, -1.0])
    func tenMillionPixelsKeepNumberingExact(direction: Double) {
        var driver = StripDriver()
        var t = 0.0
        var travelled = 0.0
        let start = driver.logical
        // Precise wheel-style steps of 997 px, 10^7 px in all.
        while travelled < 1e7 {
            t += 1.0 / 240
            driver.axis.scrollImmediately(by: 997 * direction, time: t)
            travelled += 997
            driver.step(to: t)
        }
        driver.checkTiling()
        let logical = driver.logical
        #expect(abs(logical - (start + travelled * direction)) < 1e-3, "logical offset is continuous")
        let centerTile = driver.strip.tileIndex(atLogical: logical + 640)
        let expected = Int(((start + travelled * direction + 640) / 500).rounded(.down))
        #expect(centerTile == expected)
        // The tile drawn at the center of the viewport carries that number.
        let drawn = driver.strip.tiles.first { tile in
            let x = driver.strip.physicalX(ofTile: tile.index) - driver.axis.offset
            return x <= 640 && x + 500 > 640
        }
        #expect(drawn?.index == expected)
        #expect(driver.strip.pool.created <= 5, "no new tile views after warm-up")
        #expect(driver.strip.recenterCount > 1000)
    }

    @Test func resizeKeepsLogicalPosition() {
        var strip = RecenteringStrip(tileExtent: 500, viewportExtent: 1280)
        let physical = strip.resize(viewportExtent: 2000, keepingLogical: 123_456)
        #expect(strip.contentExtent == 8000)
        #expect(strip.logicalOffset(ofPhysical: physical) == 123_456)
        #expect(physical == strip.centerOffset)
    }
}

@Suite struct RecenteringStripExtremeTests {
    @Test func hugeOffsetsRecenterOnceAndTileTheViewport() {
        var strip = RecenteringStrip(tileExtent: 420, viewportExtent: 1280)
        for offset in [1e12, -1e12, 1e18, -1e300, 3e4] {
            let delta = strip.recenterIfNeeded(physicalOffset: offset)
            strip.tile(physicalOffset: offset + delta)
            #expect(strip.tiles.count <= 6)
            #expect(!strip.tiles.isEmpty)
        }
        #expect(strip.recenterIfNeeded(physicalOffset: .nan) == 0)
        #expect(strip.tileIndex(atLogical: 1e300) == .max)
    }
}

@Suite struct RecenteringStripBoundsTests {
    /// A viewport of 10^9 px (or tiles of a thousandth of a px) lays out a bounded number of tiles.
    @Test(arguments: [(1e9, 420.0), (1280.0, 0.001)])
    func absurdSizesLayOutABoundedNumberOfTiles(viewport: Double, tile: Double) {
        var strip = RecenteringStrip(tileExtent: tile, viewportExtent: viewport)
        var axis = ScrollAxis(configuration: .init(viewportExtent: viewport))
        strip.resize(viewportExtent: viewport, keepingLogical: 0, &axis)
        for step in 0..<20 {
            axis.jump(to: axis.offset + Double(step) * 777)
            strip.update(&axis)
        }
        #expect(strip.tiles.count <= RecenteringStrip.maximumTiles + 2)
        #expect(!strip.tiles.isEmpty)
    }
}
