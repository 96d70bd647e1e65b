import Testing
import ScrollPhysics
@testable import ScrollViews

/// The views and values this round added, given numbers a program or a file
/// can produce: nothing traps, nothing takes unbounded work, nothing is lost.
@Suite struct NewViewsAnyValueTests {
    static let hostile: [Double] = [.nan, .infinity, -.infinity, -5, 0, 1e-300, 1e300, -1e300]

    @Test func rowsOfAnyExtentLieOneAfterAnother() {
        var list = ListView<Int>(frame: ViewFrame(x: 0, y: 0, width: 400, height: 600), rowExtents: Self.hostile)
        #expect(list.rowCount == 8)
        for row in 0..<8 { #expect(list.extent(ofRow: row) >= 1, "row \(row): at least 1 px") }
        let rows = list.visibleRows(make: { 0 }) { cell, row in cell = row }
        #expect(!rows.isEmpty && rows.count <= 8)
        for offset in Self.hostile {
            list.scrollView.axis.jump(to: offset)
            _ = list.visibleRows(make: { 0 }) { cell, row in cell = row }
            _ = list.row(atX: 10, y: 10)
        }
        list.setRowCount(-3, time: 0)
        #expect(list.rowCount == 0 && list.visibleRows(make: { 0 }) { _, _ in }.isEmpty)
        var empty = ListView<Int>(frame: ViewFrame(x: 0, y: 0, width: 400, height: 600), rowExtents: [])
        #expect(empty.visibleRows(make: { 0 }) { _, _ in }.isEmpty && empty.row(atX: 10, y: 10) == nil)
    }

    @Test func aNestedViewOfRowsTakesAnyRowNumber() {
        var feed = NestedScrollView(frame: ViewFrame(x: 0, y: 0, width: 400, height: 600), rowExtents: [])
        #expect(feed.addRow(atRow: 0, itemCount: 3, cardExtent: 100) == nil)
        #expect(feed.visibleRowRange.isEmpty)
        _ = feed.frame(ofRow: Int.max)
        _ = feed.frame(ofRow: Int.min)
        var plain = NestedScrollView(frame: ViewFrame(x: 0, y: 0, width: 400, height: 600), contentExtent: 1000)
        #expect(plain.addRow(atRow: 0, itemCount: 3, cardExtent: 100) == nil, "not made of rows")
        for value in Self.hostile {
            plain.scroll(by: value, time: 0)
            plain.scroll(toContent: value, time: 0)
            plain.resize(frame: ViewFrame(x: 0, y: 0, width: 400, height: 600), time: value)
        }
        plain.advance(to: 100)
        #expect(plain.outer.offset.isFinite && plain.outer.offset >= 0 && plain.outer.offset <= 400)
    }

    @Test func aNestedViewTakesChildrenAndBoxesOfAnyPlaceAndSize() {
        var feed = NestedScrollView(frame: ViewFrame(x: 0, y: 0, width: 400, height: 600), contentExtent: 3000)
        for value in Self.hostile {
            feed.addChild(CardRowView(frame: ViewFrame(x: 0, y: 0, width: 400, height: 100), itemCount: 5, cardExtent: 120),
                          contentY: value, height: value, x: value, width: value)
            feed.addBox(contentY: value, height: value, contentExtent: value)
            feed.place(child: 0, contentY: value, height: value)
            feed.place(box: 0, contentY: value)
        }
        feed.place(child: Int.max, contentY: 0, height: 10)
        feed.place(box: Int.min, contentY: 0)
        var t = 0.0
        for value in Self.hostile {
            t += 0.05
            feed.handle(.down(x: 200, y: 50, clicks: 1, time: t))
            feed.handle(.move(x: 200 + (value.isFinite ? min(max(value, -1e6), 1e6) : 0), y: 300, time: t + 0.01))
            feed.handle(.up(x: 200, y: 300, clicks: 1, time: t + 0.02))
            feed.handle(.wheel(dx: 0, dy: value.isFinite ? min(max(value, -1e6), 1e6) : 1, source: .touchpad, shift: false,
                               ctrl: false, x: 200, y: 50, time: t + 0.03))
            feed.advance(to: t + 0.04)
        }
        feed.advance(to: t + 10)
        #expect(feed.outer.offset.isFinite && feed.boxes.allSatisfy { $0.view.offset.isFinite })
        #expect(feed.children.allSatisfy { $0.contentY.isFinite && $0.height.isFinite && $0.view.frame.y.isFinite })
        #expect(!feed.arena.isActive)
    }

    @Test func aPhotoPagerWithoutPicturesOrWithHostileSizesTakesEveryEvent() {
        var none = PhotoPagerView(frame: ViewFrame(x: 0, y: 0, width: 0, height: 0), pictures: [])
        var pager = PhotoPagerView(frame: ViewFrame(x: 0, y: 0, width: 800, height: 600),
                                   pictures: [nil, (1e9, 1), (1, 1e9)], inset: .nan)
        for value in Self.hostile {
            pager.setPicture(width: value, height: value, ofPage: 0)
            pager.setPicture(width: 100, height: 100, ofPage: value.isFinite && abs(value) < 1e9 ? Int(value) : Int.min)
        }
        var t = 0.0
        let events: [InputEvent] = [
            .pointer(.down(x: 400, y: 300, clicks: 2, time: 0.1)), .pointer(.up(x: 400, y: 300, clicks: 2, time: 0.2)),
            .pointer(.wheel(dx: 0, dy: 1e6, source: .touchpad, shift: false, ctrl: true, x: 400, y: 300, time: 0.3)),
            .pinch(.began(x: 400, y: 300, time: 0.4)), .pinch(.changed(spread: 1e3, x: 400, y: 300, time: 0.5)),
            .pinch(.ended(time: 0.6)), .key(KeyEvent(.end, time: 0.7)), .key(KeyEvent(.plus, time: 0.8)),
            .pointer(.wheel(dx: 0, dy: -1, source: .wheel, shift: false, ctrl: false, x: 400, y: 300, time: 0.9)),
        ]
        for event in events {
            none.handle(event)
            pager.handle(event)
            t += 0.5
            none.advance(to: t)
            pager.advance(to: t)
        }
        pager.advance(to: 20)
        #expect(none.visiblePages.isEmpty && none.currentPage == 0)
        #expect(!pager.isMoving && (0..<3).contains(pager.currentPage))
        for page in pager.visiblePages { #expect(page.picture.map { $0.x.isFinite && $0.width.isFinite } ?? true) }
    }

    @Test func anEndlessPhotoPagerTakesAnyPageNumberAndInsets() {
        for start in [Int.min, -1, 0, Int.max] {
            var pager = PhotoPagerView(frame: ViewFrame(x: 0, y: 0, width: .nan, height: 1e300), endlessFrom: start,
                                       insets: .init(top: .infinity, left: -5, bottom: .nan, right: 1e308))
            var t = 0.0
            for page in pager.livePages { pager.setPicture(width: 1e9, height: 1, ofPage: page) }
            for key in [Key.right, .right, .left, .home, .end, .plus] {
                pager.handle(.key(KeyEvent(key, time: t)))
                t += 0.5
                pager.advance(to: t)
            }
            pager.show(page: start, time: t)
            pager.resize(frame: ViewFrame(x: 0, y: 0, width: 1, height: 1), insets: .init(all: .nan), time: t)
            pager.advance(to: t + 20)
            #expect(pager.livePages.count == 3 && !pager.isMoving, "from \(start)")
            #expect(pager.visiblePages.allSatisfy { $0.frame.x.isFinite && ($0.picture?.width.isFinite ?? true) })
        }
    }

    @Test func pageDotsInAColumnTakeAnyPosition() {
        for value in Self.hostile {
            let dots = PageDots(count: 12, position: value, centerX: 10, centerY: 10, orientation: .vertical)
            #expect(dots.dots.count == PageDots.maximumShown && dots.dots.allSatisfy { $0.y.isFinite })
            _ = dots.page(atX: value, y: value)
        }
    }
}
