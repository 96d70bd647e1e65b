import CSDL
import ScrollViewsSDL

/// Draws text with SDL2_ttf, keeping a texture per distinct (text, size, colour)
/// so that steady frames create no textures.
@MainActor
final class TextRenderer {
    struct Key: Hashable {
        var text: String
        var size: Int32
        var bold: Bool
        var rgba: UInt32
        /// The background the text is pre-blended onto (opaque text), if any.
        var background: UInt32?
    }

    private let renderer: OpaquePointer
    nonisolated(unsafe) private var fonts: [FontKey: Font] = [:]
    nonisolated(unsafe) private var monoFonts: [Int32: Font] = [:]
    /// The font files, each mapped once for all its sizes.
    private var files: [String: FontFile] = [:]
    /// Glyph textures of the monospace font, for text that changes every frame.
    private var glyphs: [GlyphKey: Texture] = [:]
    private var cache: [Key: (texture: Texture, lastUse: Int)] = [:]
    private var frame = 0
    /// Textures alive in the cache.
    var textureCount: Int { cache.count }

    /// Starts SDL_ttf for this renderer of text (counted: each one started is
    /// ended by its own deinit, so two demos in one process do not end each other's).
    init(renderer: OpaquePointer) throws {
        self.renderer = renderer
        guard TTF_Init() == 0 else { throw SDLError("TTF_Init") }
        started = true
        _ = try font(size: 16, bold: false)
    }

    private var started = false

    deinit {
        // Its fonts and textures before SDL_ttf's end.
        (fonts, monoFonts, systemFonts, files, glyphs, cache) = ([:], [:], [:], [:], [:], [:])
        if started { TTF_Quit() }
    }

    struct GlyphKey: Hashable {
        var character: Character
        var size: Int32
        /// Opaque glyphs are made for one colour on one background.
        var colors: UInt64?
    }

    /// Textures alive for glyphs.
    var glyphTextureCount: Int { glyphs.count }

    /// Draws `text` in the monospace font one glyph at a time (white, tinted by
    /// `color`), so that numbers changing every frame create no textures.
    /// Returns the width drawn.
    @discardableResult
    func drawMono(_ text: String, x: Int32, y: Int32, size: Int32,
                  color: SDL_Color = SDL_Color(r: 255, g: 255, b: 255, a: 255), background: SDL_Color? = nil) -> Int32 {
        var cursor = x
        for character in text {
            guard let glyph = glyph(character, size: size, color: color, background: background) else { continue }
            if background == nil {
                SDL_SetTextureColorMod(glyph.pointer, color.r, color.g, color.b)
                SDL_SetTextureAlphaMod(glyph.pointer, color.a)
            }
            var rect = SDL_Rect(x: cursor, y: y, w: glyph.width, h: glyph.height)
            SDL_RenderCopy(renderer, glyph.pointer, nil, &rect)
            cursor += glyph.width
        }
        if cursor > x { drawn?.append(DrawnText(layer: layer, text: text, rect: SDL_Rect(x: x, y: y, w: cursor - x, h: size + size / 3), box: box)) }
        return cursor - x
    }

    /// A white glyph to tint and blend, or, with a `background`, an opaque glyph in
    /// `color` on it, copied unblended.
    private func glyph(_ character: Character, size: Int32, color: SDL_Color, background: SDL_Color?) -> Texture? {
        func packed(_ c: SDL_Color) -> UInt64 { UInt64(c.r) << 16 | UInt64(c.g) << 8 | UInt64(c.b) }
        let key = GlyphKey(character: character, size: size,
                           colors: background.map { packed($0) << 24 | packed(color) })
        if let glyph = glyphs[key] { return glyph }
        guard let font = try? monoFont(size: size),
              let glyph = makeTexture(FontRuns(String(character), in: font),
                                      color: background == nil ? SDL_Color(r: 255, g: 255, b: 255, a: 255) : color,
                                      background: background) else { return nil }
        glyphs[key] = glyph
        return glyph
    }

    private func monoFont(size: Int32) throws -> Font {
        if let font = monoFonts[size] { return font }
        let font = try TextRenderer.unhinted(Font(file: file("fonts/DejaVuSansMono.ttf"), size: size))
        monoFonts[size] = font
        return font
    }

    /// The asset font file `name` (or a system font's file, by its absolute path), mapped on first use.
    private func file(_ name: String) throws(SDLError) -> FontFile {
        if let file = files[name] { return file }
        let file = try FontFile(path: name.hasPrefix("/") ? name : Assets.path(name))
        files[name] = file
        return file
    }

    /// `font` drawn without hinting, as macOS draws text: the outlines as they are,
    /// anti-aliased. The hinted glyphs differ by a fraction of a pixel at these
    /// sizes, and their bytecode took half the time of laying out the first frame's text.
    private static func unhinted(_ font: Font) -> Font {
        TTF_SetFontHinting(font.pointer, TTF_HINTING_NONE)
        return font
    }

    /// `text` rendered to a new surface (the caller frees it), for composing
    /// into textures that are reused.
    func surface(_ text: String, size: Int32, bold: Bool = false,
                 color: SDL_Color = SDL_Color(r: 255, g: 255, b: 255, a: 255)) -> Surface? {
        guard !text.isEmpty, let runs = try? runs(of: text, size: size, bold: bold) else { return nil }
        return runs.render(color: color)
    }

    /// A font at one size: regular or bold, the Latin subset or the whole font.
    private struct FontKey: Hashable {
        var size: Int32
        var bold: Bool
        var whole: Bool
    }

    /// The fonts `text` is drawn in: the Latin subset when it has every one of
    /// its characters (the demo's own text, most file names), the whole font
    /// otherwise — the same glyphs, metrics and kerning either way, but the
    /// subset is a seventh of the file and its shaping tables — and past DejaVu
    /// (a name in Japanese) a system font that has them, for those characters
    /// alone (such fonts may lack the Latin letters: `.jpg`).
    private func runs(of text: String, size: Int32, bold: Bool) throws -> FontRuns {
        let latin = try font(size: size, bold: bold)
        guard !FontRuns.fits(text, in: latin) else { return FontRuns(text, in: latin) }
        guard let whole = try? font(FontKey(size: size, bold: bold, whole: true)) else { return FontRuns(text, in: latin) }
        guard !FontRuns.fits(text, in: whole) else { return FontRuns(text, in: whole) }
        return FontRuns(text, primary: whole) { systemFont(covering: $0, size: size, bold: bold) }
    }

    /// The system font file that has each character DejaVu lacks (nil: none has it), asked once per character.
    private var coveringFiles: [UInt32: String?] = [:]
    /// System fonts opened, by file, size and weight.
    nonisolated(unsafe) private var systemFonts: [SystemFontKey: Font] = [:]

    private struct SystemFontKey: Hashable {
        var path: String
        var size: Int32
        var bold: Bool
    }

    /// A system font at `size` that has `character` (`SystemFonts`), nil when the system has none.
    private func systemFont(covering character: Unicode.Scalar, size: Int32, bold: Bool) -> Font? {
        let path: String?
        if let known = coveringFiles[character.value] {
            path = known
        } else {
            path = SystemFonts.path(covering: character)
            coveringFiles[character.value] = path
        }
        guard let path else { return nil }
        let key = SystemFontKey(path: path, size: size, bold: bold)
        if let font = systemFonts[key] { return font }
        guard let opened = try? Font(file: file(path), size: size) else { return nil }
        let font = TextRenderer.unhinted(opened)
        if bold { TTF_SetFontStyle(font.pointer, TTF_STYLE_BOLD) }
        systemFonts[key] = font
        return font
    }

    /// The Latin subset at `size`, for what does not depend on the text (a line's height).
    private func font(size: Int32, bold: Bool) throws -> Font {
        try font(FontKey(size: size, bold: bold, whole: false))
    }

    private func font(_ key: FontKey) throws -> Font {
        if let font = fonts[key] { return font }
        let name = "fonts/DejaVuSans\(key.bold ? "-Bold" : "")\(key.whole ? "" : "-Latin").ttf"
        let font = try TextRenderer.unhinted(Font(file: file(name), size: key.size))
        fonts[key] = font
        return font
    }

    /// Whole fonts opened so far (for the tests: none while every text drawn is in the subsets).
    var wholeFontCount: Int { fonts.keys.filter(\.whole).count }
    /// System fonts opened so far, for characters DejaVu lacks.
    var systemFontCount: Int { systemFonts.count }

    /// Drops textures not drawn during the last `frames` frames.
    func endFrame(keepingUnusedFor frames: Int = 120) {
        frame += 1
        guard frame % 30 == 0 else { return }
        for (key, entry) in cache where frame - entry.lastUse > frames { cache[key] = nil }
    }

    /// The height of a line of text at `size`: every line drawn is this tall.
    func lineHeight(size: Int32, bold: Bool = false) -> Int32 {
        guard let font = try? font(size: size, bold: bold) else { return 0 }
        return TTF_FontHeight(font.pointer)
    }

    /// The size `text` takes when drawn.
    func size(of text: String, size: Int32, bold: Bool = false) -> (w: Int32, h: Int32) {
        guard let runs = try? runs(of: text, size: size, bold: bold) else { return (0, 0) }
        let size = runs.size
        return (size.width, size.height)
    }

    /// `text` as it fits in `width` px: whole, or cut at a word with "…" (at a
    /// character when one word is too long; `TextFitting`). Remembered per text and width.
    func fitted(_ text: String, width: Double, size: Int32, bold: Bool = false) -> String {
        let key = FitKey(text: text, width: Int(width.isFinite ? max(0, min(width, 1e6)) : 0), size: size, bold: bold)
        if let known = fits[key] { return known }
        let result = TextFitting.fitted(text, within: Double(key.width)) { Double(self.size(of: $0, size: size, bold: bold).w) }
        if fits.count > 256 { fits.removeAll() }
        fits[key] = result
        return result
    }

    /// `text` broken into lines at most `width` px wide, at spaces (a word wider
    /// than a line is cut with "…"); a "·" between parts is left out where the line breaks.
    func wrapped(_ text: String, width: Double, size: Int32, bold: Bool = false) -> [String] {
        func wide(_ line: String) -> Bool { Double(self.size(of: line, size: size, bold: bold).w) > width }
        var lines: [String] = [], line = ""
        func breakLine() {
            if line.hasSuffix(" ·") { line.removeLast(2) }
            if !line.isEmpty { lines.append(line) }
            line = ""
        }
        for word in text.split(separator: " ").map(String.init) {
            if word == "·", line.isEmpty { continue }
            if !line.isEmpty, !wide(line + " " + word) {
                line += " " + word
                continue
            }
            // A line of its own begins with this word (a "·" at a break is left out).
            breakLine()
            line = word == "·" ? "" : word
            if wide(line) {
                line = fitted(line, width: width, size: size, bold: bold)
                breakLine()
            }
        }
        breakLine()
        return lines
    }

    /// As many of `text`'s parts (split at `separator`, " · " between hints) as
    /// fit in `width` px, whole; the first part cut with "…" when not even it fits.
    func fittedParts(_ text: String, separator: String = " · ", width: Double, size: Int32, bold: Bool = false) -> String {
        let parts = text.pieces(separatedBy: separator)
        let kept = TextFitting.longestPrefix(count: parts.count) {
            Double(self.size(of: parts[0..<$0].joined(separator: separator), size: size, bold: bold).w) <= width
        }
        return kept > 0 ? parts[0..<kept].joined(separator: separator) : fitted(text, width: width, size: size, bold: bold)
    }

    private struct FitKey: Hashable {
        let text: String, width: Int, size: Int32, bold: Bool
    }

    private var fits: [FitKey: String] = [:]

    /// Draws `text` with its top-left at (x, y), or centred on x when `centered`.
    /// With `background`, the text is drawn opaque, anti-aliased onto that colour:
    /// an unblended copy, much cheaper than blending, where the colour behind it is known.
    /// Blended text is drawn at `alpha` (a fade: the same texture at every step).
    func draw(_ text: String, x: Int32, y: Int32, size: Int32, bold: Bool = false,
              color: SDL_Color = SDL_Color(r: 255, g: 255, b: 255, a: 255), centered: Bool = false,
              background: SDL_Color? = nil, alpha: UInt8 = 255) {
        guard !text.isEmpty, alpha > 0, let entry = texture(text, size: size, bold: bold, color: color, background: background)
        else { return }
        var rect = SDL_Rect(x: centered ? x - entry.width / 2 : x, y: y, w: entry.width, h: entry.height)
        if alpha < 255 { SDL_SetTextureAlphaMod(entry.pointer, alpha) }
        SDL_RenderCopy(renderer, entry.pointer, nil, &rect)
        if alpha < 255 { SDL_SetTextureAlphaMod(entry.pointer, 255) }
        drawn?.append(DrawnText(layer: layer, text: text, rect: rect, box: box))
    }

    /// A run of text drawn in the window, and what drew it.
    struct DrawnText {
        /// `layer` when it was drawn: the mode, the x-ray, the bars, the HUD.
        let layer: String
        let text: String
        let rect: SDL_Rect
        /// The card or cell it belongs in, where it was drawn in one (`box`).
        let box: ViewFrame?
    }

    /// Every text drawn since this was set to [] (nil: nothing is kept), for
    /// the layout tests: where each run of text landed.
    var drawn: [DrawnText]?
    /// What is drawing now, as `drawn` records it.
    var layer = "mode"
    /// The card or cell the text now drawn belongs in, as `drawn` records it
    /// (`Canvas.inBox`).
    var box: ViewFrame?

    private func texture(_ text: String, size: Int32, bold: Bool, color: SDL_Color, background: SDL_Color? = nil)
        -> Texture? {
        func packed(_ c: SDL_Color) -> UInt32 { UInt32(c.r) << 24 | UInt32(c.g) << 16 | UInt32(c.b) << 8 | UInt32(c.a) }
        let key = Key(text: text, size: size, bold: bold, rgba: packed(color), background: background.map(packed))
        if let entry = cache[key] {
            cache[key]?.lastUse = frame
            return entry.texture
        }
        guard let runs = try? runs(of: text, size: size, bold: bold),
              let made = makeTexture(runs, color: color, background: background) else { return nil }
        cache[key] = (made, frame)
        return made
    }

    /// `text` as a texture: blended (alpha) in `color`, or with a `background`,
    /// shaded onto it in the window's own format and unblended — a plain copy to draw.
    private func makeTexture(_ runs: FontRuns, color: SDL_Color, background: SDL_Color?) -> Texture? {
        let rendered: Surface?
        if let background {
            let shaded = runs.render(color: color, background: background)
            rendered = shaded.flatMap { Surface(SDL_ConvertSurfaceFormat($0.pointer, SDL_PIXELFORMAT_RGB888.rawValue, 0)) }
        } else {
            rendered = runs.render(color: color)
        }
        guard let surface = rendered, let texture = Texture(renderer: renderer, surface: surface.pointer) else { return nil }
        if background != nil { SDL_SetTextureBlendMode(texture.pointer, SDL_BLENDMODE_NONE) }
        return texture
    }
}

/// The demo's text as the library's views draw their words with it.
@MainActor
final class DemoWords: TextDrawing {
    let text: TextRenderer

    init(_ text: TextRenderer) { self.text = text }

    func size(of text: String, size: Double, bold: Bool) -> (width: Double, height: Double) {
        let measured = self.text.size(of: text, size: Int32(size.rounded()), bold: bold)
        return (Double(measured.w), Double(measured.h))
    }

    func fitted(_ text: String, width: Double, size: Double, bold: Bool) -> String {
        self.text.fitted(text, width: width, size: Int32(size.rounded()), bold: bold)
    }

    /// Draws `text` as the demo's own text does, recorded in `box` for the layout tests.
    func draw(_ text: String, x: Double, y: Double, size: Double, bold: Bool, color: SDL_Color, over background: SDL_Color?,
              in box: ViewFrame?) {
        let outer = self.text.box
        if let box { self.text.box = box }
        var ink = color
        ink.a = 255
        self.text.draw(text, x: Int32(x), y: Int32(y), size: Int32(size.rounded()), bold: bold, color: ink,
                       background: color.a == 255 ? background : nil, alpha: color.a)
        self.text.box = outer
    }
}
