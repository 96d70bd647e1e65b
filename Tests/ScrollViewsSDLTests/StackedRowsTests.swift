import ScrollViews
import CSDL
import ScrollViewsSDL
import Testing

extension SDLSuites {
    /// `StackedRows`: a feed's list and box rows as reused textures — cells
    /// only for the rows in view, each row painted once into its cell and
    /// drawn where the feed puts it, clipped to its child.
    @MainActor @Suite struct StackedRowsTests {
        /// A 120×300 software target and its pixels.
        @MainActor final class Target {
            nonisolated(unsafe) let surface: UnsafeMutablePointer<SDL_Surface>
            let renderer: Renderer
            init() throws {
                surface = try #require(SDL_CreateRGBSurfaceWithFormat(0, 120, 300, 32, SDL_PIXELFORMAT_ARGB8888.rawValue))
                renderer = Renderer(try #require(SDL_CreateSoftwareRenderer(surface)))
            }
            deinit { SDL_FreeSurface(surface) }
            /// The colour at (x, y) as 0xRRGGBB.
            func colour(_ x: Int, _ y: Int) -> UInt32 {
                renderer.present()
                let pixels = surface.pointee.pixels.assumingMemoryBound(to: UInt32.self)
                return pixels[y * Int(surface.pointee.pitch) / 4 + x] & 0xFF_FFFF
            }
        }

        /// Row `row` of child `child` as a colour: the child in red, the row in green.
        static func colour(_ child: Int, _ row: Int) -> UInt32 { UInt32(child * 100) << 16 | UInt32(row % 256) << 8 }

        @Test func rowsInViewArePaintedOnceAndDrawnWhereTheFeedPutsThem() throws {
            let target = try Target()
            // A 100 px header, a list of 200 rows of 20 px, then a box 80 px tall of 10 rows.
            var feed = StackedScrollView<Int>(frame: ViewFrame(x: 0, y: 0, width: 120, height: 300), children: [
                .init(id: 0, content: .view(height: 100)), .init(id: 1, content: .list(rowCount: 200, rowHeight: 20)),
                .init(id: 2, content: .box(height: 80, rowCount: 10, rowHeight: 20)),
            ])
            var painted: [(child: Int, row: Int)] = []
            let rows = StackedRows<Int>(renderer: target.renderer, width: 120) { child, row, surface in
                painted.append((child, row))
                SDL_FillRect(surface, nil, SDL_MapRGB(surface.pointee.format, UInt8(child * 100), UInt8(row % 256), 0))
            }
            func frame() {
                rows.show(feed.placements)
                target.renderer.clear(SDL_Color(r: 0, g: 0, b: 255, a: 255))
                for placement in feed.placementsInView where placement.kind != .view { rows.draw(placement) }
            }
            frame()
            // The list's rows 0–9 fill the window below the header.
            #expect(rows.cells[1]?.cells.count == 10 && rows.cells[2]?.cells.isEmpty == true, "cells for the rows in view only")
            #expect(target.colour(60, 110) == Self.colour(1, 0) && target.colour(60, 299) == Self.colour(1, 9))
            #expect(target.colour(60, 50) == 0x0000FF, "nothing drawn over the header")
            #expect(painted.count == 10)
            frame()
            #expect(painted.count == 10, "a row shown again is not painted again")
            // 110 px down: the list 10 px into its row 0 at the top, rows 0 to 15 in view.
            feed.jump(toContent: 110, time: 1)
            frame()
            #expect(target.colour(60, 0) == Self.colour(1, 0) && target.colour(60, 11) == Self.colour(1, 1))
            #expect(target.colour(60, 95) == Self.colour(1, 5) && target.colour(60, 299) == Self.colour(1, 15))
            #expect(rows.liveCells == 16 && rows.textureCount == 16, "a cell and a texture a row in view")
            #expect(painted.count == 16, "the ten rows still in view not painted again")
            // To the end: the box's rows, at its own offset, clipped to it with a 2 px inset.
            feed.jump(toContent: 1e9, time: 2)
            rows.show(feed.placements)
            target.renderer.clear(SDL_Color(r: 0, g: 0, b: 255, a: 255))
            let box = try #require(feed.placement(of: 2))
            rows.draw(box, inset: 2)
            #expect(target.colour(60, Int(box.top) + 1) == 0x0000FF, "the inset left as it was")
            #expect(target.colour(60, Int(box.top) + 3) == Self.colour(2, 0) && target.colour(60, Int(box.top) + 23) == Self.colour(2, 1))
            #expect(target.colour(60, Int(box.top + box.height) - 1) == 0x0000FF, "clipped inside the box")
            // Wider rows: painted again.
            let before = painted.count
            rows.resize(width: 100)
            rows.draw(box, inset: 2)
            #expect(painted.count > before && rows.width == 100)
        }

        @Test func oddValuesDrawNothingAndNeverTrap() throws {
            let target = try Target()
            let feed = StackedScrollView<Int>(frame: ViewFrame(x: 0, y: 0, width: 120, height: 300),
                                              children: [.init(id: 1, content: .list(rowCount: 50, rowHeight: 20))])
            let rows = StackedRows<Int>(renderer: target.renderer, width: .nan) { _, _, surface in
                SDL_FillRect(surface, nil, SDL_MapRGB(surface.pointee.format, 255, 255, 255))
            }
            #expect(rows.width == 1)
            rows.show(feed.placements)
            let list = try #require(feed.placement(of: 1))
            target.renderer.clear(SDL_Color(r: 0, g: 0, b: 0, a: 255))
            for (inset, top, bottom) in [(Double.nan, 0.0, Double.infinity), (1e300, 0, .infinity), (0, .nan, .nan),
                                         (0, .infinity, -.infinity), (-1e300, -1e300, 1e300), (0, 0, 1)] {
                rows.draw(list, inset: inset, clipTop: top, clipBottom: bottom)
            }
            rows.resize(width: .infinity)
            #expect(rows.width == 16_384)
            rows.resize(width: -5)
            #expect(rows.width == 1)
            let slots = SlotTextures(renderer: target.renderer, width: -3, height: 1 << 30) { _, _ in }
            #expect(slots.width == 1 && slots.height == 16_384)
            #expect(slots.texture(slot: -1, content: 0) == nil && slots.texture(slot: 1 << 20, content: 0) == nil)
            slots.draw(slot: 0, content: 0, x: .nan, y: 0)
            slots.draw(slot: 0, content: 0, x: 0, y: .infinity)
        }
    }
}
