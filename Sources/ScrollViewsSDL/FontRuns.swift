import CSDL

/// A line of text cut where the font that has its characters changes: each
/// run drawn by its own font, side by side on one baseline. A file name in
/// Japanese with a Latin extension (`日本 旅行 東京.jpg`) is drawn in a CJK
/// font for its words and in the program's font for `.jpg`, as a browser does:
/// no font need have every character.
public struct FontRuns {
    /// The runs, in reading order: a font and the characters it draws.
    public let runs: [(font: Font, text: String)]

    /// `text` in runs: each character in `primary` where it has it, else in the
    /// font `fallback` gives for it (nil: `primary`, which draws its box).
    /// Characters below U+0080 are taken as `primary`'s.
    public init(_ text: String, primary: Font, fallback: (Unicode.Scalar) -> Font?) {
        var runs: [(font: Font, text: String)] = []
        for character in text {
            var font = primary
            if let first = character.unicodeScalars.first, first.value >= 0x80,
               TTF_GlyphIsProvided32(primary.pointer, first.value) == 0, let other = fallback(first) {
                font = other
            }
            if let last = runs.last, last.font === font {
                runs[runs.count - 1].text.append(character)
            } else {
                runs.append((font, String(character)))
            }
        }
        self.runs = runs
    }

    /// `text` as one run in `font`.
    public init(_ text: String, in font: Font) {
        runs = text.isEmpty ? [] : [(font, text)]
    }

    /// Whether `font` has a glyph for every character of `text` (those below
    /// U+0080 taken as there): then the text is one run in it.
    public static func fits(_ text: String, in font: Font) -> Bool {
        text.unicodeScalars.allSatisfy { $0.value < 0x80 || TTF_GlyphIsProvided32(font.pointer, $0.value) != 0 }
    }

    /// The width of the runs side by side, px, and the height of the line
    /// they make (the tallest run on the common baseline).
    public var size: (width: Int32, height: Int32) {
        var width: Int32 = 0, above: Int32 = 0, below: Int32 = 0
        for run in runs {
            var w: Int32 = 0, h: Int32 = 0
            guard TTF_SizeUTF8(run.font.pointer, run.text, &w, &h) == 0 else { continue }
            let ascent = TTF_FontAscent(run.font.pointer)
            width += w
            above = max(above, ascent)
            below = max(below, h - ascent)
        }
        return (width, above + below)
    }

    /// The runs drawn in `color`, blended (transparent around the letters), or
    /// — with `background` — shaded onto it, opaque; nil for no runs or when
    /// SDL_ttf cannot draw them. One run is SDL_ttf's own surface; several are
    /// joined on their common baseline.
    public func render(color: SDL_Color, background: SDL_Color? = nil) -> Surface? {
        let pieces: [(surface: Surface, ascent: Int32)] = runs.compactMap { run in
            let drawn = background.map { TTF_RenderUTF8_Shaded(run.font.pointer, run.text, color, $0) }
                ?? TTF_RenderUTF8_Blended(run.font.pointer, run.text, color)
            return Surface(drawn).map { ($0, TTF_FontAscent(run.font.pointer)) }
        }
        guard pieces.count > 1 else { return pieces.first?.surface }
        let baseline = pieces.map(\.ascent).max() ?? 0
        let width = pieces.reduce(Int32(0)) { $0 + $1.surface.width }
        let height = pieces.map { baseline - $0.ascent + $0.surface.height }.max() ?? 0
        guard let line = Surface(width: width, height: height, format: SDL_PIXELFORMAT_ARGB8888) else { return nil }
        if let background {
            SDL_FillRect(line.pointer, nil, SDL_MapRGBA(line.pointer.pointee.format, background.r, background.g, background.b, 255))
        }
        var left: Int32 = 0
        for piece in pieces {
            SDL_SetSurfaceBlendMode(piece.surface.pointer, SDL_BLENDMODE_NONE)
            var place = SDL_Rect(x: left, y: baseline - piece.ascent, w: piece.surface.width, h: piece.surface.height)
            SDL_UpperBlit(piece.surface.pointer, nil, line.pointer, &place)
            left += piece.surface.width
        }
        SDL_SetSurfaceBlendMode(line.pointer, background == nil ? SDL_BLENDMODE_BLEND : SDL_BLENDMODE_NONE)
        return line
    }
}
