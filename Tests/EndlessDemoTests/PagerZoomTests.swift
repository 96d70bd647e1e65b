import ScrollViews
import CSDL
import Foundation
import ScrollPhysics
import Testing
@testable import EndlessDemo
import Pictures
import PictureTestSupport

extension SDLSuites {
    /// PhotoScroller in the pager at 1280×720: the photo's viewport is the
    /// picture box, (51.2, 66) to (1228.8, 596); the 1024 px animals fit at
    /// 530/1024 screen px per picture px (375 to 905 across) and zoom to 4 (7.7× the fit).
    @Suite @MainActor struct PagerZoomTests {
        static let center = PanZoom.Point(x: 640, y: 360)

        /// A double-click at (x, y) at `t` ms.
        static func doubleClick(_ builder: inout ScriptBuilder, at t: Double, x: Double, y: Double) {
            builder.add(t, .pointerDown(x: x, y: y, time: t / 1000))
            builder.add(t + 20, .pointerUp(x: x, y: y, time: (t + 20) / 1000))
            builder.add(t + 100, .pointerDown(x: x, y: y, clicks: 2, time: (t + 100) / 1000))
            builder.add(t + 120, .pointerUp(x: x, y: y, clicks: 2, time: (t + 120) / 1000))
        }

        /// The picture point under window point `point` in a trace row.
        static func picturePoint(_ row: TraceRow, at point: PanZoom.Point) -> PanZoom.Point {
            let scale = row.status[PagerMode.Trace.scale]!
            return PanZoom.Point(x: row.status[PagerMode.Trace.focusX]! + (point.x - center.x) / scale,
                         y: row.status[PagerMode.Trace.focusY]! + (point.y - center.y) / scale)
        }

        static func near(_ a: PanZoom.Point, _ b: PanZoom.Point, within tolerance: Double) -> Bool {
            abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance
        }

        @Test func aDoubleClickAtTheCentreZoomsAboutIt() throws {
            var builder = ScriptBuilder(mode: "pager", durationMs: 1200)
            Self.doubleClick(&builder, at: 200, x: 640, y: 360)
            let rows = try HeadlessReplay.run(builder.script).rows
            let first = rows[0], last = rows.last!
            #expect(first.status[PagerMode.Trace.zoom] == 1 && last.status[PagerMode.Trace.zoom]! >= 2)
            #expect(Self.near(Self.picturePoint(last, at: Self.center), Self.picturePoint(first, at: Self.center), within: 1))
            #expect(last.status.position == 0 && last.status.offset == 0)
        }

        /// Off centre, where the zoomed picture still covers the viewport around the
        /// point (nearer the picture's edge the zoom ends with that edge at the
        /// viewport's, as zoomToRect does, instead of showing past it).
        @Test func anOffCentreDoubleClickKeepsItsPicturePoint() throws {
            var builder = ScriptBuilder(mode: "pager", durationMs: 1200)
            let point = PanZoom.Point(x: 620, y: 330)
            Self.doubleClick(&builder, at: 200, x: point.x, y: point.y)
            let rows = try HeadlessReplay.run(builder.script).rows
            #expect(rows.last!.status[PagerMode.Trace.zoom]! >= 2)
            #expect(Self.near(Self.picturePoint(rows.last!, at: point), Self.picturePoint(rows[0], at: point), within: 2))
        }

        @Test func aDoubleClickNearThePicturesEdgeEndsWithThatEdgeAtTheViewports() throws {
            var builder = ScriptBuilder(mode: "pager", durationMs: 1200)
            Self.doubleClick(&builder, at: 200, x: 400, y: 300)
            let last = try HeadlessReplay.run(builder.script).rows.last!
            // The picture's left edge (picture x 0) lies at the viewport's left edge, x = 51.2.
            #expect(abs(Self.picturePoint(last, at: PanZoom.Point(x: 51.2, y: 300)).x) < 0.5)
        }

        @Test func ctrlWheelZoomsAboutThePointerAndSpringsBackFromPastTheMaximum() throws {
            var builder = ScriptBuilder(mode: "pager", durationMs: 2000)
            let point = PanZoom.Point(x: 700, y: 300)
            for i in 0..<12 {
                let t = 200 + Double(i) * 30
                builder.add(t, .wheel(dx: 0, dy: 1, source: .wheel, ctrl: true, pointer: point, time: t / 1000))
            }
            let rows = try HeadlessReplay.run(builder.script).rows
            let most = rows.compactMap(\.status[PagerMode.Trace.zoom]).max()!
            // 1.25^12 ≈ 14.6× asked, 4 / fit ≈ 7.7× allowed: past it, rubber-banded, then back.
            let allowed = 4 / (530.0 / 1024)
            #expect(most > allowed && most < allowed * 1.5)
            #expect(abs(rows.last!.status[PagerMode.Trace.zoom]! - allowed) < 1e-3)
            #expect(abs(rows.last!.status[PagerMode.Trace.scale]! - 4) < 1e-3)
            #expect(Self.near(Self.picturePoint(rows.last!, at: point), Self.picturePoint(rows[0], at: point), within: 2))
            #expect(rows.last!.status.state == .idle)
        }

        @Test func aDragOnAZoomedPicturePansItAndKeepsThePage() throws {
            var builder = ScriptBuilder(mode: "pager", durationMs: 1800)
            Self.doubleClick(&builder, at: 100, x: 640, y: 360)
            builder.drag(at: 800, x: 700, y: 400, dx: 150, dy: 60, over: 300, releaseDelay: 80)
            let rows = try HeadlessReplay.run(builder.script).rows
            let zoomed = try #require(rows.last { $0.tMs < 800 })
            let last = rows.last!
            #expect(last.status.position == 0 && last.status.offset == 0, "the page did not move")
            #expect(last.status[PagerMode.Trace.zoom]! >= 2)
            // The picture moved right and down with the pointer: the point under the centre is further left and up.
            #expect(last.status[PagerMode.Trace.focusX]! < zoomed.status[PagerMode.Trace.focusX]! - 30)
            #expect(last.status[PagerMode.Trace.focusY]! < zoomed.status[PagerMode.Trace.focusY]! - 10)
        }

        @Test func aDragPastTheZoomedPicturesEdgeTurnsThePageInTheSameGesture() throws {
            var builder = ScriptBuilder(mode: "pager", durationMs: 3000)
            Self.doubleClick(&builder, at: 100, x: 640, y: 360)
            // One drag to the left by 1100 px: the pan reaches the picture's right edge, the pager takes the rest.
            builder.drag(at: 800, x: 1200, y: 360, dx: -1100, dy: 0, over: 600, releaseDelay: 10)
            let rows = try HeadlessReplay.run(builder.script).rows
            let during = rows.filter { $0.tMs > 800 && $0.tMs < 1400 }
            #expect(during.contains { $0.status.offset > 100 }, "the pager moved while the pointer was down")
            let last = rows.last!
            #expect(last.status.position == 1, "the page turned")
            #expect(last.status[PagerMode.Trace.zoom] == 1, "the new page is at fit")
        }

        @Test func ctrlWheelOnAPageWithoutAPictureNeverTurnsIt() throws {
            let folder = try TemporaryFolder()
            defer { folder.remove() }
            try folder.write("broken.png", Array("not a picture".utf8))
            try folder.write("other.png", Array("not one either".utf8))
            var builder = ScriptBuilder(mode: "pager", durationMs: 1500)
            builder.script.imagesDirectory = FilePath(folder.url.path)
            builder.add(200, .wheel(dx: 0, dy: 3, source: .wheel, ctrl: true, pointer: PanZoom.Point(x: 640, y: 300), time: 0.2))
            let rows = try HeadlessReplay.run(builder.script).rows
            #expect(rows.allSatisfy { $0.status.offset == 0 && $0.status.position == 0 })
        }

        @Test func keysZoomAboutTheCentreAndZeroGoesBackToFit() throws {
            var builder = ScriptBuilder(mode: "pager", durationMs: 2000)
            builder.key(100, "=")
            let zoomedIn = try HeadlessReplay.run(builder.script).rows
            builder.key(900, "0")
            let back = try HeadlessReplay.run(builder.script).rows
            #expect(zoomedIn.compactMap(\.status[PagerMode.Trace.zoom]).contains { abs($0 - 1.5) < 1e-3 })
            #expect(back.last!.status[PagerMode.Trace.zoom] == 1)
        }

        @Test func restLinesCarryTheZoom() throws {
            var builder = ScriptBuilder(mode: "pager", durationMs: 1200)
            Self.doubleClick(&builder, at: 200, x: 640, y: 360)
            let lines = try HeadlessReplay.run(builder.script).restLines
            #expect(lines.last?.contains("\"zoom\":2.500") == true)
            #expect(lines.count == 2, "the first click's rest, then the zoom's: \(lines)")
        }

        /// A 400×300 picture of 1 px black and white stripes, zoomed to the maximum
        /// (4 screen px per picture px): the screen shows the picture's own pixels,
        /// 4 px black, 4 px white — not the greys of the page composed at fit.
        @Test func zoomedInThePictureShowsItsOwnPixels() throws {
            let folder = try TemporaryFolder()
            defer { folder.remove() }
            let stripes = ARGBPicture(width: 400, height: 300) { x, _ in x % 2 == 0 ? 0xFF00_0000 : 0xFFFF_FFFF }
            #expect(stripes.save(folder.url.appendingPathComponent("stripes.png").path) == 0)
            var builder = ScriptBuilder(mode: "pager", durationMs: 1500)
            builder.script.imagesDirectory = FilePath(folder.url.path)
            for t in [100.0, 150, 200, 250] { builder.key(t, "=") }  // 1.5× each from 1:1, to the 4× maximum
            let result = try HeadlessReplay.run(builder.script)
            #expect(abs(result.rows.last!.status[PagerMode.Trace.scale]! - 4) < 1e-6)
            let run = (600..<632).map { result.pixel($0, 335) }
            #expect(run.allSatisfy { ($0.r == 0 && $0.g == 0 && $0.b == 0) || ($0.r == 255 && $0.g == 255 && $0.b == 255) },
                    "only the picture's own black and white: \(run)")
            // Runs of 4: a change of colour every 4 px.
            let changes = zip(run, run.dropFirst()).enumerated().filter { $0.element.0.r != $0.element.1.r }.map(\.offset)
            #expect(changes.count >= 6 && zip(changes, changes.dropFirst()).allSatisfy { $1 - $0 == 4 })
        }
    }
}
