/// Text drawn with SDL_ttf as a program's labels need it: one call draws a
/// string at a size and colour, fitted to a width when asked (cut at a word
/// with "…"); each distinct (text, size, weight) becomes one texture, kept while
/// it is drawn and dropped, least recently drawn first, past `budgetBytes`, so
/// that steady frames make no textures. Characters the font lacks are drawn in
/// a system font that has them (`SystemFonts`): file names in Japanese or Greek
/// show as words, not boxes. The empty string draws nothing and measures a
/// line's height. Starts SDL_ttf for itself and ends it when it goes; text is
/// drawn sharp on a high-density display (at the renderer's scale). Use it on
/// the thread that draws, before its renderer goes.
@MainActor
public final class TextCache {
    /// The renderer it draws with.
    public let renderer: Renderer
    /// The font file drawn with, and its bold face (nil: the regular one made bold).
    public let fontPath: String, boldFontPath: String?
    /// How many bytes of textures it keeps at most (4 per pixel).
    public var budgetBytes: Int { didSet { budgetBytes = max(0, budgetBytes); evict() } }
    /// The bytes of the textures it keeps now.
    public private(set) var textureBytes = 0
    /// How many textures it keeps now.
    public var textureCount: Int { labels.count }

    /// The most characters drawn of one text; the rest is cut with "…".
    public static let maximumCharacters = 2_000
    /// The sizes text is drawn at, points (what is asked is held to them).
    public static let sizeRange = 1.0...512.0

    nonisolated(unsafe) private var files: [String: FontFile] = [:]
    nonisolated(unsafe) private var fonts: [FontKey: Font] = [:]
    /// The system font file for each character asked about (nil: the system has none).
    private var fallbacks: [FallbackKey: String?] = [:]
    nonisolated(unsafe) private var labels: [LabelKey: Label] = [:]
    private var fits: [FitKey: String] = [:]
    private var clock = 0
    nonisolated(unsafe) private var started = false

    /// A cache drawing with `renderer` in the font at `fontPath` (and
    /// `boldFontPath` for bold), or — without a path — the system's sans-serif
    /// font (`SystemFonts`); keeps at most `budgetBytes` of textures. Throws
    /// when SDL_ttf cannot start or the font cannot be opened.
    public init(renderer: Renderer, fontPath: String? = nil, boldFontPath: String? = nil,
                budgetBytes: Int = 16 << 20) throws(SDLError) {
        self.renderer = renderer
        self.budgetBytes = max(0, budgetBytes)
        guard let path = fontPath ?? SystemFonts.path() else {
            throw SDLError("TextCache", reason: "no font given, and the system names no sans-serif font")
        }
        self.fontPath = path
        self.boldFontPath = boldFontPath ?? (fontPath == nil ? SystemFonts.path(bold: true) : nil)
        guard TTF_Init() == 0 else { throw SDLError("TTF_Init") }
        started = true
        _ = try font(path: path, pixels: 16, bold: false)
    }

    deinit {
        // Textures and fonts before SDL_ttf's end (the cache holds them alone: no other
        // reference reads them while it goes).
        (labels, fonts, files) = ([:], [:], [:])
        if started { TTF_Quit() }
    }

    // MARK: Drawing

    /// Draws `text` with its top left at (`x`, `y`), `size` points, in `color`,
    /// bold or not; fitted to `width` when given (`fitted`). Returns where it
    /// drew: the text's width (0 for nothing) and a line's height.
    @discardableResult
    public func draw(_ text: String, x: Double, y: Double, size: Double, color: SDL_Color = SDL_Color(r: 255, g: 255, b: 255, a: 255),
                     bold: Bool = false, width: Double? = nil) -> ViewFrame {
        let shown = width.map { fitted(text, width: $0, size: size, bold: bold) } ?? text
        let scale = pixelScale, label = label(shown, size: size, bold: bold, scale: scale)
        let frame = ViewFrame(x: x, y: y, width: label.width / scale, height: lineHeight(size: size, bold: bold))
        guard let texture = label.texture, x.isFinite, y.isFinite else { return frame }
        SDL_SetTextureColorMod(texture.pointer, color.r, color.g, color.b)
        SDL_SetTextureAlphaMod(texture.pointer, color.a)
        var rect = SDL_FRect(x: Float(x), y: Float(y), w: Float(Double(texture.width) / scale),
                             h: Float(Double(texture.height) / scale))
        SDL_RenderCopyF(renderer.pointer, texture.pointer, nil, &rect)
        return frame
    }

    /// Paints `text` onto `surface` with its top left at (`x`, `y`), `size`
    /// px (a surface's pixels are its own: no display scale), in `color`,
    /// blended over what is there: a row or a tile painted once into the
    /// texture it is then copied from (`SlotTextures`, `StackedRows`). Returns
    /// the width painted, px (0 for nothing).
    @discardableResult
    public func paint(_ text: String, onto surface: UnsafeMutablePointer<SDL_Surface>, x: Int32, y: Int32, size: Double,
                      color: SDL_Color = SDL_Color(r: 255, g: 255, b: 255, a: 255), bold: Bool = false) -> Int32 {
        guard !text.isEmpty,
              let line = runs(of: TextCache.held(text), pixels: TextCache.pixels(size, scale: 1), bold: bold)?.render(color: color)
        else { return 0 }
        SDL_SetSurfaceBlendMode(line.pointer, SDL_BLENDMODE_BLEND)
        var place = SDL_Rect(x: x, y: y, w: line.width, h: line.height)
        _ = CSDL_BlitSurface(line.pointer, nil, surface, &place)
        return line.width
    }

    /// The width and height `text` takes drawn at `size` points, px (the height
    /// is a line's, the same for every text).
    public func size(of text: String, size: Double, bold: Bool = false) -> (width: Double, height: Double) {
        let scale = pixelScale, pixels = TextCache.pixels(size, scale: scale)
        let width = Double(runs(of: TextCache.held(text), pixels: pixels, bold: bold)?.size.width ?? 0)
        return (width / scale, lineHeight(size: size, bold: bold))
    }

    /// The height of a line at `size` points, px: every text drawn at that size is this tall.
    public func lineHeight(size: Double, bold: Bool = false) -> Double {
        let scale = pixelScale
        guard let font = try? font(path: path(bold: bold), pixels: TextCache.pixels(size, scale: scale), bold: bold) else {
            return 0
        }
        return Double(TTF_FontHeight(font.pointer)) / scale
    }

    /// `text` as it fits in `width` px at `size` points: whole, or cut after
    /// the most words that fit with "…", inside the first word when even it
    /// does not fit, "…" alone, or "" when not even "…" fits (`TextFitting`).
    /// Remembered per text and width.
    public func fitted(_ text: String, width: Double, size: Double, bold: Bool = false) -> String {
        let width = width.isFinite ? max(0, min(width, 1e6)) : 0
        let key = FitKey(text: text, width: width, size: size, bold: bold, scale: pixelScale)
        if let known = fits[key] { return known }
        let fitted = TextFitting.fitted(TextCache.held(text), within: width) { self.size(of: $0, size: size, bold: bold).width }
        if fits.count >= 4096 { fits.removeAll(keepingCapacity: true) }
        fits[key] = fitted
        return fitted
    }

    // MARK: Labels

    /// One text drawn at one pixel size and weight: its texture (white, tinted
    /// when drawn; nil for empty text or one SDL could not draw), and its width in px.
    private struct Label {
        var texture: Texture?
        var width: Double
        var lastUse: Int
        var bytes: Int { texture.map { Int($0.width) * Int($0.height) * 4 } ?? 0 }
    }

    private struct LabelKey: Hashable {
        var text: String
        var pixels: Int32
        var bold: Bool
    }

    /// The label of `text`, made when it is not kept.
    private func label(_ text: String, size: Double, bold: Bool, scale: Double) -> Label {
        clock += 1
        let key = LabelKey(text: TextCache.held(text), pixels: TextCache.pixels(size, scale: scale), bold: bold)
        if var label = labels[key] {
            label.lastUse = clock
            labels[key] = label
            return label
        }
        let label = make(key)
        labels[key] = label
        textureBytes += label.bytes
        evict(keeping: key)
        return label
    }

    /// Renders `key`'s text, run by run in the font that has it, onto one texture.
    private func make(_ key: LabelKey) -> Label {
        let white = SDL_Color(r: 255, g: 255, b: 255, a: 255)
        guard !key.text.isEmpty, let line = runs(of: key.text, pixels: key.pixels, bold: key.bold)?.render(color: white) else {
            return Label(texture: nil, width: 0, lastUse: clock)
        }
        return Label(texture: Texture(renderer: renderer.pointer, surface: line.pointer), width: Double(line.width), lastUse: clock)
    }

    /// Drops the least recently drawn labels while over the budget (never `kept`).
    private func evict(keeping kept: LabelKey? = nil) {
        guard textureBytes > budgetBytes else { return }
        for (key, label) in labels.sorted(by: { $0.value.lastUse < $1.value.lastUse }) where key != kept {
            guard textureBytes > budgetBytes else { break }
            labels[key] = nil
            textureBytes -= label.bytes
        }
    }

    // MARK: Fonts

    /// `text` in runs of characters, each with the font that draws them: this
    /// cache's font where it has the character, else a system font that has it,
    /// else this cache's font (which draws its box); nil when the font cannot be opened.
    private func runs(of text: String, pixels: Int32, bold: Bool) -> FontRuns? {
        guard let main = try? font(path: path(bold: bold), pixels: pixels, bold: bold) else { return nil }
        return FontRuns(text, primary: main) { scalar in
            fallback(for: scalar, bold: bold).flatMap { try? font(path: $0, pixels: pixels, bold: bold) }
        }
    }

    private struct FallbackKey: Hashable {
        var scalar: UInt32
        var bold: Bool
    }

    /// The system font file that has `scalar`, asked once per character.
    private func fallback(for scalar: Unicode.Scalar, bold: Bool) -> String? {
        let key = FallbackKey(scalar: scalar.value, bold: bold)
        if let known = fallbacks[key] { return known }
        let path = SystemFonts.path(covering: scalar, bold: bold).flatMap { (try? file($0)) != nil ? $0 : nil }
        fallbacks[key] = path
        return path
    }

    private struct FontKey: Hashable {
        var path: String
        var pixels: Int32
        var bold: Bool
    }

    /// The font file of the weight asked.
    private func path(bold: Bool) -> String { bold ? boldFontPath ?? fontPath : fontPath }

    /// The font in the file at `path` at `pixels`, opened once; made bold by
    /// SDL_ttf when bold is asked of a file that is not a bold face.
    private func font(path: String, pixels: Int32, bold: Bool) throws(SDLError) -> Font {
        let key = FontKey(path: path, pixels: pixels, bold: bold)
        if let font = fonts[key] { return font }
        let font = try Font(file: file(path), size: pixels)
        if bold, path != boldFontPath { TTF_SetFontStyle(font.pointer, TTF_STYLE_BOLD) }
        fonts[key] = font
        return font
    }

    /// The font file at `path`, mapped once for all its sizes.
    private func file(_ path: String) throws(SDLError) -> FontFile {
        if let file = files[path] { return file }
        let file = try FontFile(path: path)
        files[path] = file
        return file
    }

    // MARK: Sizes

    private struct FitKey: Hashable {
        var text: String
        var width: Double
        var size: Double
        var bold: Bool
        var scale: Double
    }

    /// The renderer's scale (device pixels per window px), 1 to 8.
    private var pixelScale: Double {
        var x: Float = 1, y: Float = 1
        SDL_RenderGetScale(renderer.pointer, &x, &y)
        let scale = Double(max(x, y))
        return scale.isFinite ? min(max(scale, 1), 8) : 1
    }

    /// `size` points at `scale`, in whole pixels within `sizeRange`.
    private static func pixels(_ size: Double, scale: Double) -> Int32 {
        let points = size.isFinite ? min(max(size, sizeRange.lowerBound), sizeRange.upperBound) : 16
        return Int32((points * scale).rounded())
    }

    /// `text` held to `maximumCharacters`.
    private static func held(_ text: String) -> String {
        guard text.count > maximumCharacters else { return text }
        return String(text.prefix(maximumCharacters - 1)) + "…"
    }
}
