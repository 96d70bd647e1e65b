import CSDL
import Foundation
import Testing
import Pictures
@testable import PicturesSDL
import PictureTestSupport

extension SDLSuites {
    /// The library's `PictureCards` on its own: a row of cards drawn across a
    /// strip of the window writes only there, shows each card's picture once
    /// decoded, composes its band to the same pixels as drawing each card, and
    /// hands back the words of numbered cards and of a picture that cannot be shown.
    @MainActor @Suite struct PictureCardsTests {
        static let strip = ViewFrame(x: 10, y: 50, width: 600, height: 230)
        static let look = PictureCards.Look(background: SDL_Color(r: 30, g: 32, b: 40, a: 255), cardHeight: 210, cardTop: 10,
                                            pictureBox: ViewFrame(x: 10, y: 10, width: 240, height: 154),
                                            cardColor: { _ in SDL_Color(r: 90, g: 90, b: 120, a: 255) })

        /// A 640×400 software target (magenta), a row of `cards` cards 260 px wide, and their pictures.
        static func row(cards: Int, pictures: [FilePath]) throws
            -> (UnsafeMutablePointer<SDL_Surface>, Renderer, CardRowView, PictureCards) {
            let surface = try #require(SDL_CreateRGBSurfaceWithFormat(0, 640, 400, 32, SDL_PIXELFORMAT_ARGB8888.rawValue))
            let renderer = Renderer(try #require(SDL_CreateSoftwareRenderer(surface)))
            let view = CardRowView(frame: ViewFrame(x: 30, y: 50, width: 580, height: 230), itemCount: cards, cardExtent: 260,
                                   spacing: 16)
            let shown = PictureCards(count: pictures.count, path: { pictures[$0] }, look: look)
            shown.waitsForPictures = true
            return (surface, renderer, view, shown)
        }

        /// The cards drawn at `time`; the pixels and the words given.
        static func draw(_ cards: PictureCards, _ view: CardRowView, at time: Double, _ surface: UnsafeMutablePointer<SDL_Surface>,
                         _ renderer: Renderer) -> (pixels: [UInt32], words: [PictureCards.Words]) {
            cards.request(view, time: time)
            cards.advance(to: time, renderer: renderer, inView: true)
            renderer.clear(SDL_Color(r: 255, g: 0, b: 255, a: 255))
            var words: [PictureCards.Words] = []
            cards.draw(view, in: strip, on: renderer) { words.append($0) }
            renderer.present()
            let pitch = Int(surface.pointee.pitch) / 4, pixels = surface.pointee.pixels.assumingMemoryBound(to: UInt32.self)
            return ((0..<400).flatMap { y in (0..<640).map { pixels[y * pitch + $0] } }, words)
        }

        static func strayed(_ pixels: [UInt32]) -> Int {
            pixels.indices.filter { !strip.contains(x: Double($0 % 640), y: Double($0 / 640)) && pixels[$0] != 0xFFFF_00FF }.count
        }

        @Test func cardsShowTheirPicturesOnlyInTheStripAndTheBandDrawsWhatTheCardsWould() throws {
            let folder = try TemporaryFolder()
            defer { folder.remove() }
            let paths = try (0..<3).map { try PictureFixture.write(PictureFixture.png(width: 240, height: 154), "c\($0).png", in: folder) }
            var (surface, renderer, view, cards) = try Self.row(cards: 8, pictures: paths)
            defer { SDL_FreeSurface(surface) }
            var drawn = Self.draw(cards, view, at: 0.1, surface, renderer)
            drawn = Self.draw(cards, view, at: 1, surface, renderer)
            #expect(cards.areShown(view) && drawn.words.isEmpty)
            #expect(Self.strayed(drawn.pixels) == 0)
            // The first card's picture, at the card's left + 10 and top + 10: red at its top left.
            #expect(coloursMatch(drawn.pixels[(50 + 10 + 10 + 4) * 640 + 30 + 10 + 4], 0xFFFF_0000))
            #expect(cards.band.composeCount > 0, "settled cards are a band")
            cards.composesBand = false
            #expect(zip(Self.draw(cards, view, at: 1, surface, renderer).pixels, drawn.pixels).filter { $0 != $1 }.isEmpty,
                    "the band draws what the cards would")
            // Moved by 137.5 px: at a fraction of a card, both ways alike, nothing outside the strip.
            view.handle(.pointer(.down(x: 400, y: 150, clicks: 1, time: 1.1)))
            view.handle(.pointer(.move(x: 330, y: 150, time: 1.15)))
            view.handle(.pointer(.move(x: 262.5, y: 150, time: 1.2)))
            _ = view.advance(to: 1.2)
            cards.composesBand = true
            let moved = Self.draw(cards, view, at: 1.2, surface, renderer).pixels
            cards.composesBand = false
            #expect(zip(Self.draw(cards, view, at: 1.2, surface, renderer).pixels, moved).filter { $0 != $1 }.isEmpty)
            #expect(Self.strayed(moved) == 0)
        }

        /// A strip at a fraction of a pixel (a feed mid-drag) has every row painted, its first included.
        @Test func aStripAtAFractionOfAPixelIsPaintedWhole() throws {
            let (surface, renderer, view, cards) = try Self.row(cards: 4, pictures: [])
            defer { SDL_FreeSurface(surface) }
            cards.composesBand = false
            renderer.clear(SDL_Color(r: 255, g: 0, b: 255, a: 255))
            cards.draw(view, in: ViewFrame(x: 10, y: 50.4994, width: 600, height: 230), on: renderer)
            renderer.present()
            let pitch = Int(surface.pointee.pitch) / 4, pixels = surface.pointee.pixels.assumingMemoryBound(to: UInt32.self)
            let unpainted = (50..<280).reduce(0) { count, y in count + (10..<610).filter { pixels[y * pitch + $0] == 0xFFFF_00FF }.count }
            #expect(unpainted == 0, "\(unpainted) px of the strip left as they were")
        }

        @Test func cardsWithoutPicturesAreNumberedAndABrokenPictureSaysWhy() throws {
            let folder = try TemporaryFolder()
            defer { folder.remove() }
            var (surface, renderer, view, cards) = try Self.row(cards: 4, pictures: [])
            let numbered = Self.draw(cards, view, at: 0.1, surface, renderer).words.compactMap {
                if case .number(let item, _) = $0 { item } else { nil }
            }
            #expect(numbered.sorted().starts(with: [0, 1, 2]), "\(numbered)")
            SDL_FreeSurface(surface)
            let broken = try PictureFixture.write(Array(PictureFixture.png().prefix(50)), "broken.png", in: folder)
            (surface, renderer, view, cards) = try Self.row(cards: 4, pictures: [broken])
            defer { SDL_FreeSurface(surface) }
            // Drawn card by card (a band holds its words once composed): the words every frame.
            cards.composesBand = false
            _ = Self.draw(cards, view, at: 0.1, surface, renderer)
            let words = Self.draw(cards, view, at: 1, surface, renderer).words
            guard case .cannotShow(let reason, let card)? = words.first else { Issue.record("no words: \(words)"); return }
            #expect(!reason.isEmpty && card.y == 60 && card.height == 210)
        }
    }
}
