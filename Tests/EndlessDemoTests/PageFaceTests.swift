import CSDL
import ScrollPhysics
import Testing
@testable import EndlessDemo

extension SDLSuites {
    /// Pages that move drawn from their faces — plain parts filled, details
    /// copied — show the very pixels of the whole pages copied, in the banner
    /// loop and the carousel, dragged and let go, in windows large and small.
    @Suite @MainActor struct PageFaceTests {
        /// The pixels drawn from faces against whole copies at `t`, and the
        /// area filled by each frame; nil pixels' problem when they are the same.
        static func compare(_ session: HeadlessSession, at t: Double) throws -> (problem: String?, filled: Double, wholeFilled: Double) {
            let canvas = session.canvas
            canvas.pageFacesEnabled = true
            var before = canvas.filledArea
            _ = session.frame(at: t)
            let filled = canvas.filledArea - before
            let faces = try session.pixels()
            canvas.pageFacesEnabled = false
            before = canvas.filledArea
            _ = session.frame(at: t)
            let wholeFilled = canvas.filledArea - before
            let whole = try session.pixels()
            canvas.pageFacesEnabled = true
            let differing = faces.indices.filter { faces[$0] != whole[$0] }
            guard let first = differing.first else { return (nil, filled, wholeFilled) }
            let problem = "\(differing.count) pixels differ, the first at (\(first % session.width), \(first / session.width))"
            return (problem, filled, wholeFilled)
        }

        @Test(arguments: ["banner", "autoplay"], [(1280, 720), (1000, 700), (420, 260)])
        func movingPagesDrawnFromTheirFacesAreTheWholePages(mode: String, size: (Int, Int)) throws {
            let (w, h) = size
            let session = try HeadlessSession(width: w, height: h, settings: DemoSettings(mode: mode, hud: false))
            session.canvas.pageFacesFrom = 0  // faces at every size, for the comparison
            var t = 0.0
            for _ in 0..<10 { t += 1.0 / 60; _ = session.frame(at: t) }
            var axis: ScrollAxis { session.currentMode.axis }
            // Dragged by fractions of a pixel, held mid-page.
            let y = Double(h) * 0.45
            session.handle(.pointerDown(x: Double(w) * 0.7, y: y, time: t))
            for i in 1...5 {
                t += 1.0 / 60
                session.handle(.pointerMove(x: Double(w) * 0.7 - Double(i) * 23.37, y: y, time: t))
                _ = session.frame(at: t)
            }
            #expect(axis.offset.truncatingRemainder(dividingBy: Double(w)) != 0, "held between pages: \(axis.offset) \(axis.state)")
            let held = try Self.compare(session, at: t)
            #expect(held.problem == nil, Comment(rawValue: "\(mode) \(w)×\(h) held at \(axis.offset): \(held.problem ?? "")"))
            #expect(held.filled > held.wholeFilled, "\(mode) \(w)×\(h): the plain parts were filled")
            // Let go: the page settles, frames at any fraction on the way.
            session.handle(.pointerUp(x: Double(w) * 0.7 - 5 * 23.37, y: y, time: t + 0.001))
            for step in 0..<4 {
                t += 0.05
                _ = session.frame(at: t)
                guard axis.offset.truncatingRemainder(dividingBy: Double(w)) != 0 else { break }
                let settling = try Self.compare(session, at: t)
                #expect(settling.problem == nil, Comment(rawValue: "\(mode) \(w)×\(h) settling, step \(step), at \(axis.offset): \(settling.problem ?? "")"))
            }
        }

        /// Faces draw pages of 2560×1200 px and more (a 2560×1440 window's) in
        /// the software renderer; smaller pages, whose rows stay in the caches,
        /// are copied whole.
        @Test func pagesAreDrawnFromFacesFromTheSizeOfA1440pWindow() throws {
            let session = try HeadlessSession(width: 320, height: 240, settings: DemoSettings(mode: "banner", hud: false))
            let canvas = session.canvas
            #expect(!canvas.drawsFace(width: 1280, height: 690))
            #expect(!canvas.drawsFace(width: 1920, height: 1050))
            #expect(canvas.drawsFace(width: 2560, height: 1410))
            #expect(canvas.drawsFace(width: 3840, height: 2130))
            canvas.pageFacesEnabled = false
            #expect(!canvas.drawsFace(width: 3840, height: 2130))
        }

        /// The runs of a face: details cut to the card, those sharing rows made
        /// one, top to bottom.
        @Test func detailsSharingRowsAreOneRun() {
            let face = PageFace(background: SDL_Color(0, 0, 0), card: SDL_Rect(x: 10, y: 10, w: 100, h: 100),
                                cardColor: SDL_Color(1, 1, 1),
                                details: [SDL_Rect(x: 60, y: 80, w: 10, h: 10), SDL_Rect(x: 20, y: 20, w: 10, h: 30),
                                          SDL_Rect(x: 50, y: 40, w: 30, h: 20), SDL_Rect(x: 0, y: 100, w: 200, h: 50),
                                          SDL_Rect(x: 300, y: 0, w: 5, h: 5)])
            let runs = face.detailRuns.map { [$0.x, $0.y, $0.w, $0.h] }
            #expect(runs == [[20, 20, 60, 40], [60, 80, 10, 10], [10, 100, 100, 10]])
        }
    }
}
