import CSDL
import ScrollViewsSDL

/// What a composed page holds: one colour around a card of another, and the
/// rectangles of the card that carry detail (a picture, lines of text), in the
/// page's own pixels. Everything outside the details is its plain colour.
///
/// A page that moves sideways lands at an offset the window's rows do not
/// share with the page's, and SDL's software renderer then copies each row
/// with ordinary stores (each line of the window it writes is read first):
/// about 1.5× the cost of the same copy in place, where it streams. A fill
/// only writes. `Canvas.drawPage` fills the plain parts and copies only the
/// details: the same pixels, for the cost of the details and a fill (in a
/// window large enough that its frames do not stay in the caches).
struct PageFace {
    /// The page around its card.
    var background: SDL_Color
    /// The card, in the page's pixels.
    var card: SDL_Rect
    var cardColor: SDL_Color
    /// The parts of the card that are not its plain colour, in the page's pixels.
    var details: [SDL_Rect]

    /// The rows of the card that hold detail, top to bottom, each with the
    /// columns that hold it: details that share rows are one run, as wide as
    /// they are together; details are cut to the card.
    var detailRuns: [SDL_Rect] {
        let cardRight = card.x + card.w, cardBottom = card.y + card.h
        let inside = details.compactMap { detail -> SDL_Rect? in
            let x = max(detail.x, card.x), y = max(detail.y, card.y)
            let right = min(detail.x + detail.w, cardRight), bottom = min(detail.y + detail.h, cardBottom)
            return right > x && bottom > y ? SDL_Rect(x: x, y: y, w: right - x, h: bottom - y) : nil
        }.sorted { $0.y < $1.y }
        var runs: [SDL_Rect] = []
        for detail in inside {
            if let last = runs.last, detail.y < last.y + last.h {
                let x = min(last.x, detail.x), right = max(last.x + last.w, detail.x + detail.w)
                runs[runs.count - 1] = SDL_Rect(x: x, y: last.y, w: right - x, h: max(last.y + last.h, detail.y + detail.h) - last.y)
            } else {
                runs.append(detail)
            }
        }
        return runs
    }
}

extension PageFace {
    /// The fewest pixels of a page drawn from its face (2560×1200: a page of a
    /// 2560×1440 window). A smaller page's rows stay in the caches from frame to
    /// frame, where a copy at any offset costs what a fill does, and a fill
    /// (streamed past the caches) costs more: measured at 1280×720 and
    /// 1920×1080, the carousel's moving frames were 1.02–1.20× the floor
    /// copied whole and 1.15–1.44× from faces; at 2560×1440, 1.48–1.52× and 1.12–1.26×.
    static let fewestPixels = 2560 * 1200
}

extension Canvas {
    /// Whether a moving page of `width` × `height` px is drawn from its face
    /// (`drawPage`): in SDL's software renderer only (a GPU copies a page as
    /// fast as it fills it), a page of at least `pageFacesFrom` pixels, and not
    /// when turned off (the tests compare it with whole copies).
    func drawsFace(width: Int32, height: Int32) -> Bool {
        pageFacesEnabled && drawing.drawsInSoftware && Int(width) * Int(height) >= pageFacesFrom
    }

    /// Draws the page `texture` holds, `width` × `height` px, with its top-left
    /// at window (x, y): its plain parts filled as `face` says, its details
    /// copied from it; one whole copy where faces are not drawn.
    func drawPage(_ texture: OpaquePointer, width: Int32, height: Int32, face: PageFace, x: Int32, y: Int32) {
        func copy(_ part: SDL_Rect) {
            var source = part, target = SDL_Rect(x: x + part.x, y: y + part.y, w: part.w, h: part.h)
            SDL_RenderCopy(renderer, texture, &source, &target)
        }
        guard drawsFace(width: width, height: height) else { return copy(SDL_Rect(x: 0, y: 0, w: width, h: height)) }
        // A fill streams whole 64-byte lines of the window past the cache; a line
        // it shares with a copy would be written twice over. Fills keep to the
        // window's columns at multiples of 16 px, and copies take the pixels
        // beside them (narrow ones whole): every pixel is the page's either way.
        func plain(_ left: Int32, _ top: Int32, _ w: Int32, _ h: Int32, _ color: SDL_Color) {
            guard w > 0, h > 0 else { return }
            let start = x + left, end = start + w
            let alignedStart = (start + 15) & ~15, alignedEnd = end & ~15
            guard alignedEnd - alignedStart >= 64 else { return copy(SDL_Rect(x: left, y: top, w: w, h: h)) }
            if alignedStart > start { copy(SDL_Rect(x: left, y: top, w: alignedStart - start, h: h)) }
            fill(x: Double(alignedStart), y: Double(y + top), w: Double(alignedEnd - alignedStart), h: Double(h), color)
            if end > alignedEnd { copy(SDL_Rect(x: alignedEnd - x, y: top, w: end - alignedEnd, h: h)) }
        }
        // The card within the page (a face of another size draws no further than the page).
        let left = min(max(face.card.x, 0), width), top = min(max(face.card.y, 0), height)
        let card = SDL_Rect(x: left, y: top, w: min(max(face.card.x + face.card.w, left), width) - left,
                            h: min(max(face.card.y + face.card.h, top), height) - top)
        var inPage = face
        inPage.card = card
        // Detail past the card (text that did not fit a tiny window) would be filled over: the page is copied whole.
        let onCard = face.details.allSatisfy {
            $0.w <= 0 || $0.h <= 0 || $0.x >= card.x && $0.y >= card.y && $0.x + $0.w <= card.x + card.w && $0.y + $0.h <= card.y + card.h
        }
        guard onCard else { return copy(SDL_Rect(x: 0, y: 0, w: width, h: height)) }
        let cardRight = card.x + card.w, cardBottom = card.y + card.h
        // Around the card.
        plain(0, 0, width, card.y, face.background)
        plain(0, cardBottom, width, height - cardBottom, face.background)
        plain(0, card.y, card.x, card.h, face.background)
        plain(cardRight, card.y, width - cardRight, card.h, face.background)
        // The card: plain rows, and the rows of each run of details with its plain sides.
        var row = card.y
        for run in inPage.detailRuns {
            plain(card.x, row, card.w, run.y - row, face.cardColor)
            plain(card.x, run.y, run.x - card.x, run.h, face.cardColor)
            copy(run)
            plain(run.x + run.w, run.y, cardRight - run.x - run.w, run.h, face.cardColor)
            row = run.y + run.h
        }
        plain(card.x, row, card.w, cardBottom - row, face.cardColor)
    }
}
