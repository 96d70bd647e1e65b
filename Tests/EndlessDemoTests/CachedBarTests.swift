import CSDL
import ScrollViewsSDL
import Testing
@testable import EndlessDemo

extension SDLSuites {
    /// A bar is kept as its pieces and drawn as what it was composed.
    @Suite @MainActor struct CachedBarTests {
        static let width: Int32 = 640, height: Int32 = 40
        static let plain = SDL_Color(14, 15, 19), badge = SDL_Color(90, 200, 250)

        /// What the bars of the demo compose: text on the plain colour, a badge with text on it.
        private static func compose(_ canvas: Canvas, _ surface: UnsafeMutablePointer<SDL_Surface>) {
            canvas.paint([TextRun("3 / 6 · The banner", size: 17, bold: true, x: 16, y: 7)], ink: SDL_Color(235, 238, 245),
                         onto: surface)
            canvas.paintFill(surface, badge, SDL_Rect(x: 500, y: 10, w: 60, h: 20))
            canvas.paint([TextRun("X-RAY", size: 13, bold: true, x: 506, y: 12)], ink: plain, onto: surface)
        }

        @Test func theWindowShowsTheBarAsComposedWhileItKeepsOnlyItsPieces() throws {
            let session = try HeadlessSession(width: Int(Self.width), height: Int(Self.height) + 20,
                                              settings: DemoSettings(mode: "strip", hud: false))
            let canvas = session.canvas
            canvas.unclip()
            canvas.fill(x: 0, y: 0, w: Double(Self.width), h: Double(Self.height) + 20, SDL_Color(200, 0, 0))
            let bar = CachedBar<Int>()
            bar.draw(canvas, y: 10, height: Double(Self.height), key: 1, background: Self.plain, compose: Self.compose)
            let window = try session.pixels()
            // The same bar composed whole, as one surface.
            let whole = try #require(Surface(width: Self.width, height: Self.height, format: SDL_PIXELFORMAT_RGB888))
            canvas.paintFill(whole.pointer, Self.plain)
            Self.compose(canvas, whole.pointer)
            let pitch = Int(whole.pointer.pointee.pitch) / 4
            let composed = try #require(whole.pointer.pointee.pixels).assumingMemoryBound(to: UInt32.self)
            var differing = 0
            for y in 0..<Int(Self.height) {
                for x in 0..<Int(Self.width) where window[(y + 10) * Int(Self.width) + x] & 0xFF_FFFF != composed[y * pitch + x] & 0xFF_FFFF {
                    differing += 1
                }
            }
            #expect(differing == 0)
            // Above and below it, the window is as it was.
            #expect(window[5 * Int(Self.width) + 300] & 0xFF_FFFF == 0xC8_0000)
            #expect(window[Int(Self.height + 15) * Int(Self.width) + 300] & 0xFF_FFFF == 0xC8_0000)
            // It keeps its pieces (the title, the badge): under a quarter of the bar's bytes.
            #expect(bar.byteCount > 0)
            #expect(bar.byteCount < Int(Self.width * Self.height))
        }

        /// In every mode at 1280×720 the bars keep less than 40% of their pixels (a third, about).
        @Test func everyModesBarsKeepAFractionOfTheirPixels() throws {
            let session = try HeadlessSession(width: 1280, height: 720, settings: DemoSettings(mode: "strip", hud: false))
            let whole = 1280 * Int(Layout.headerHeight + Layout.helpBarHeight) * 4
            for (index, name) in ModeRegistry.names.enumerated() {
                #expect(session.switchTo(name, time: Double(index)))
                _ = session.frame(at: Double(index) + 0.5)
                let kept = session.barBytes
                #expect(kept > 0 && kept * 5 < whole * 2, "\(name): \(kept) of \(whole) bytes")
            }
        }

        @Test func piecesAreTheRunsOfColumnsThatAreNotPlainInEachLineTrimmedToTheirRows() throws {
            let surface = try #require(Surface(width: 200, height: 30, format: SDL_PIXELFORMAT_RGB888))
            let plain = SDL_MapRGB(surface.pointer.pointee.format, 14, 15, 19)
            let ink = SDL_MapRGB(surface.pointer.pointee.format, 255, 255, 255)
            SDL_FillRect(surface.pointer, nil, plain)
            for rect in [SDL_Rect(x: 10, y: 5, w: 20, h: 10), SDL_Rect(x: 40, y: 8, w: 5, h: 15),  // 10 apart: one piece
                         SDL_Rect(x: 120, y: 0, w: 1, h: 1), SDL_Rect(x: 199, y: 29, w: 1, h: 1)] {
                var r = rect
                SDL_FillRect(surface.pointer, &r, ink)
            }
            let pieces = CachedBar<Int>.pieces(of: surface, plain: plain).map { [$0.x, $0.y, $0.w, $0.h] }
            // Line by line: row 0, rows 5–22, row 29.
            #expect(pieces == [[120, 0, 1, 1], [10, 5, 35, 18], [199, 29, 1, 1]])
            SDL_FillRect(surface.pointer, nil, plain)
            #expect(CachedBar<Int>.pieces(of: surface, plain: plain).isEmpty)
        }
    }
}
