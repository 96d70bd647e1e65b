import Foundation
import ScrollPhysics
import ScrollViews
import Testing
@testable import EndlessDemo

extension SDLSuites {
    /// Touchscreen fingers in the window's modes, from scripts' `finger` events.
    @Suite @MainActor struct TouchReplayTests {
        typealias Pager = PagerZoomTests
        static let frame = 1000.0 / 60

        static func finger(_ builder: inout ScriptBuilder, _ phase: TouchEvent.Phase, _ id: Int, _ x: Double,
                           _ y: Double, at t: Double) {
            builder.add(t, .finger(TouchEvent(phase, finger: id, x: x, y: y, time: t / 1000)))
        }

        /// Two fingers from `from` to `to` (pairs of points) over `frames` frames from frame `start`.
        static func pinch(_ builder: inout ScriptBuilder, from: (PanZoom.Point, PanZoom.Point),
                          to: (PanZoom.Point, PanZoom.Point), start: Int, frames: Int, lift: Bool = true) -> [(Double, PanZoom.Point)] {
            var centroids: [(Double, PanZoom.Point)] = []
            let t0 = Double(start) * frame
            finger(&builder, .down, 0, from.0.x, from.0.y, at: t0)
            finger(&builder, .down, 1, from.1.x, from.1.y, at: t0)
            for i in 1...frames {
                let u = Double(i) / Double(frames), t = t0 + Double(i) * frame
                let a = PanZoom.Point(x: from.0.x + (to.0.x - from.0.x) * u, y: from.0.y + (to.0.y - from.0.y) * u)
                let b = PanZoom.Point(x: from.1.x + (to.1.x - from.1.x) * u, y: from.1.y + (to.1.y - from.1.y) * u)
                finger(&builder, .move, 0, a.x, a.y, at: t)
                finger(&builder, .move, 1, b.x, b.y, at: t)
                centroids.append((t, PanZoom.Point(x: (a.x + b.x) / 2, y: (a.y + b.y) / 2)))
            }
            if lift {
                let t = t0 + Double(frames + 1) * frame
                finger(&builder, .up, 0, to.0.x, to.0.y, at: t)
                finger(&builder, .up, 1, to.1.x, to.1.y, at: t)
            }
            return centroids
        }

        @Test func aPinchKeepsThePicturePointUnderTheCentroidAndSpringsBackFromPastTheMaximum() throws {
            var builder = ScriptBuilder(mode: "pager", durationMs: 2500)
            // Fingers 160 px apart about (640, 330), drawn 12× apart while the centroid drifts 40 px right.
            let centroids = Self.pinch(&builder, from: (PanZoom.Point(x: 560, y: 330), PanZoom.Point(x: 720, y: 330)),
                                       to: (PanZoom.Point(x: -280, y: 330), PanZoom.Point(x: 1640, y: 330)),
                                       start: 12, frames: 40)
            let rows = try HeadlessReplay.run(builder.script).rows
            let first = rows[0]
            let start = Pager.picturePoint(first, at: PanZoom.Point(x: 640, y: 330))
            var checked = 0
            for (t, centroid) in centroids {
                guard let row = rows.first(where: { abs($0.tMs - t) < 0.01 }) else { continue }
                let now = Pager.picturePoint(row, at: centroid), scale = row.status[PagerMode.Trace.scale]!
                #expect(abs(now.x - start.x) * scale <= 2 && abs(now.y - start.y) * scale <= 2,
                        "at \(t) ms the centroid is over picture point \(now), not \(start)")
                checked += 1
            }
            #expect(checked == centroids.count)
            let allowed = 4 / (530.0 / 1024)
            let most = rows.compactMap(\.status[PagerMode.Trace.zoom]).max()!
            #expect(most > allowed && most < 12, "rubber-banded past the maximum")
            #expect(abs(rows.last!.status[PagerMode.Trace.zoom]! - allowed) < 1e-3, "and back to it once the fingers lift")
            #expect(rows.last!.status.position == 0, "a pinch never turns the page")
        }

        @Test func twoFingersPanTheZoomedPicture() throws {
            var builder = ScriptBuilder(mode: "pager", durationMs: 2500)
            Pager.doubleClick(&builder, at: 200, x: 640, y: 330)
            // Zoomed 2.5×; two fingers 200 px apart move 120 px left and 60 px up together.
            _ = Self.pinch(&builder, from: (PanZoom.Point(x: 540, y: 330), PanZoom.Point(x: 740, y: 330)),
                           to: (PanZoom.Point(x: 420, y: 270), PanZoom.Point(x: 620, y: 270)), start: 60, frames: 20)
            let rows = try HeadlessReplay.run(builder.script).rows
            let before = try #require(rows.first { abs($0.tMs - 60 * Self.frame) < 0.01 })
            let after = try #require(rows.first { abs($0.tMs - 81 * Self.frame) < 0.01 }, "the last move applied, the lift not yet")
            let scale = before.status[PagerMode.Trace.scale]!
            #expect(abs(after.status[PagerMode.Trace.zoom]! - before.status[PagerMode.Trace.zoom]!) < 1e-6, "the same spread: the same zoom")
            #expect(abs((after.status[PagerMode.Trace.focusX]! - before.status[PagerMode.Trace.focusX]!) * scale - 120) < 2)
            #expect(abs((after.status[PagerMode.Trace.focusY]! - before.status[PagerMode.Trace.focusY]!) * scale - 60) < 2)
            #expect(rows.last!.status.position == 0)
        }

        @Test func aFingersTapWithTenPxOfWobbleOnACarouselCardIsATap() throws {
            func run(wobble: Double) throws -> ReplayResult {
                var builder = ScriptBuilder(mode: "autoplay", durationMs: 700)
                Self.finger(&builder, .down, 0, 300, 300, at: 500)
                Self.finger(&builder, .move, 0, 300 + wobble, 300 - wobble / 2, at: 520)
                Self.finger(&builder, .move, 0, 300 - wobble / 2, 300 + wobble, at: 540)
                Self.finger(&builder, .up, 0, 300 + wobble / 2, 300, at: 560)
                return try HeadlessReplay.run(builder.script)
            }
            #expect(try run(wobble: 10).pixel(12, 300) == (255, 255, 255), "the tapped card's white outline")
            #expect(try run(wobble: 40).pixel(12, 300) != (255, 255, 255), "40 px is a drag, not a tap")
        }

        @Test func oneFingerDragsAndFlingsTheStrip() throws {
            var builder = ScriptBuilder(mode: "strip", durationMs: 1500)
            for i in 0...10 {
                Self.finger(&builder, i == 0 ? .down : .move, 0, 900 - Double(i) * 30, 360,
                            at: 100 + Double(i) * 10)
            }
            Self.finger(&builder, .up, 0, 600, 360, at: 200)
            let rows = try HeadlessReplay.run(builder.script).rows
            #expect(rows.last!.status.offset > 600, "a fling past the 300 px the finger moved: \(rows.last!.status.offset)")
        }
    }
}
