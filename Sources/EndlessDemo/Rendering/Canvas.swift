import CSDL
import ScrollViewsSDL

/// The SDL renderer and text, as the modes draw with them.
@MainActor
final class Canvas {
    /// Text painted past its surface's edges (`overflowingText`).
    fileprivate var overflowing: [String] = []
    let renderer: OpaquePointer
    let text: TextRenderer
    /// The same text, as the library's views draw their words with it.
    let words: DemoWords
    /// The drawable size in window points.
    var width: Double
    var height: Double
    /// The library's renderer, for what the library draws (indicators, dots, discs).
    let drawing: Renderer
    /// Where the x-ray's tags and lines may not go this frame (the HUD's panel,
    /// while both are shown): they are cut short of it, or left out.
    var overlayKeepOut: [ViewFrame] = []

    init(renderer: Renderer, width: Double, height: Double) throws {
        drawing = renderer
        let renderer = renderer.pointer
        self.renderer = renderer
        self.width = width
        self.height = height
        text = try TextRenderer(renderer: renderer)
        words = DemoWords(text)
    }

    /// Whether parts of frames may be composed once into layers and copied from
    /// there (`ComposedLayer`): in SDL's software renderer only (a GPU copies
    /// many small pieces as fast as one large, and drawing into a texture makes
    /// it wait), not while the text drawn is recorded (the layout tests see every
    /// frame's words where they land in the window), nor when turned off (the
    /// tests compare layers with drawing everything).
    var composesLayers: Bool { layersEnabled && text.drawn == nil && drawing.drawsInSoftware }
    /// Off: everything is drawn as it is, each frame.
    var layersEnabled = true
    /// Off: pages that move are copied whole (`drawsFace`).
    var pageFacesEnabled = true
    /// The fewest pixels of a moving page drawn from its face (`PageFace.fewestPixels`; the tests lower it).
    var pageFacesFrom = PageFace.fewestPixels

    /// Makes `layer` show `key`, `width`×`height` px, composing it with `body`
    /// when it showed something else (drawing at the layer's own coordinates,
    /// the canvas as large as the layer meanwhile); false when layers are off or
    /// the renderer cannot compose one: then draw directly.
    func show<Key>(_ key: Key, in layer: ComposedLayer<Key>, width: Int32, height: Int32, _ body: () -> Void) -> Bool {
        guard composesLayers else { return false }
        return layer.show(key, width: width, height: height, renderer: drawing) {
            let size = (self.width, self.height)
            (self.width, self.height) = (Double(width), Double(height))
            body()
            (self.width, self.height) = size
        }
    }

    /// The rows between the header and the footer bars, while a mode draws: what
    /// it would draw under the bars is never written (the bars cover it).
    private(set) var contentClip: SDL_Rect?

    /// Runs `draw`, whose text belongs inside `box` (a card, a cell): the
    /// layout tests check that it stays there.
    func inBox(_ box: ViewFrame, _ draw: () -> Void) {
        let outer = text.box
        text.box = box
        draw()
        text.box = outer
    }

    /// Clips drawing to the rows from `top` to `bottom`.
    func clipToContent(top: Double, bottom: Double) {
        let y = Int32(max(0, min(top, height)).rounded()), end = Int32(max(0, min(bottom, height)).rounded())
        var rect = SDL_Rect(x: 0, y: y, w: Int32(max(0, min(width, 16384)).rounded()), h: max(0, end - y))
        contentClip = rect
        SDL_RenderSetClipRect(renderer, &rect)
    }

    /// Back to the content's clip after a clip of one's own (or to none).
    func restoreClip() {
        if var clip = contentClip { SDL_RenderSetClipRect(renderer, &clip) } else { SDL_RenderSetClipRect(renderer, nil) }
    }

    /// Runs `body` clipped to the rows from `top` to `bottom` (within the
    /// content's clip) and fills the content's other rows with `color`: for pages
    /// that hold only `color` outside that band. While a page moves sideways the
    /// renderer copies it row by row; rows of plain colour are filled instead.
    func drawBand(top: Double, bottom: Double, outside color: SDL_Color, _ body: () -> Void) {
        let clipTop = Double(contentClip?.y ?? 0), clipBottom = contentClip.map { Double($0.y + $0.h) } ?? height
        let bandTop = min(max(top, clipTop), clipBottom), bandBottom = min(max(bottom, bandTop), clipBottom)
        var band = SDL_Rect(x: 0, y: Int32(bandTop.rounded()), w: Int32(max(0, min(width, 16384)).rounded()),
                            h: Int32((bandBottom - bandTop).rounded()))
        SDL_RenderSetClipRect(renderer, &band)
        body()
        restoreClip()
        fill(x: 0, y: clipTop, w: width, h: bandTop - clipTop, color)
        fill(x: 0, y: bandBottom, w: width, h: clipBottom - bandBottom, color)
    }

    /// No clip: the whole window.
    func unclip() {
        contentClip = nil
        SDL_RenderSetClipRect(renderer, nil)
    }

    /// The px² filled so far (`fill`, within the window), for the tests of what a frame writes.
    private(set) var filledArea = 0.0

    func clear(_ color: SDL_Color) {
        SDL_SetRenderDrawColor(renderer, color.r, color.g, color.b, color.a)
        SDL_RenderClear(renderer)
    }

    /// Fills the rectangle (`x`, `y`, `w`, `h`), any finite or not, in window
    /// points: clipped to the window before SDL sees it (SDL's software renderer
    /// writes out of bounds for rectangles past 2³¹ px, and a `Float` loses whole
    /// pixels past 2²⁴); nothing for an empty or non-finite one.
    func fill(x: Double, y: Double, w: Double, h: Double, _ color: SDL_Color) {
        filledArea += drawing.fill(x: x, y: y, w: w, h: h, color, within: ViewFrame(x: 0, y: 0, width: width, height: height))
    }

    /// Fills the rectangle (`x`, `y`, `w`, `h`) but for `hole` (x, y, w, h),
    /// which something opaque drawn next covers: the pixels are written once.
    func fill(x: Double, y: Double, w: Double, h: Double, around hole: (x: Double, y: Double, w: Double, h: Double),
              _ color: SDL_Color) {
        filledArea += drawing.fill(ViewFrame(x: x, y: y, width: w, height: h),
                                   around: ViewFrame(x: hole.x, y: hole.y, width: hole.w, height: hole.h), color,
                                   within: ViewFrame(x: 0, y: 0, width: width, height: height))
    }
}

/// A line of text to paint onto a surface: its top-left at (x, y).
struct TextRun {
    var text: String
    var size: Int32
    var bold = false
    var x: Int32
    var y: Int32

    init(_ text: String, size: Int32, bold: Bool = false, x: Int32, y: Int32) {
        self.text = text
        self.size = size
        self.bold = bold
        self.x = x
        self.y = y
    }
}

extension Canvas {
    /// Paints `runs` onto `surface` in `ink`.
    func paint(_ runs: [TextRun], ink: SDL_Color, onto surface: UnsafeMutablePointer<SDL_Surface>) {
        for run in runs {
            guard let line = self.text.surface(run.text, size: run.size, bold: run.bold, color: ink) else { continue }
            var rect = SDL_Rect(x: run.x, y: run.y, w: line.width, h: line.height)
            if rect.x < 0 || rect.x + rect.w > surface.pointee.w || rect.y < 0 || rect.y + rect.h > surface.pointee.h {
                if overflowing.count < 100 { overflowing.append(run.text) }
            }
            SDL_SetSurfaceBlendMode(line.pointer, SDL_BLENDMODE_BLEND)
            CSDL_BlitSurface(line.pointer, nil, surface, &rect)
        }
    }

    /// Text painted past the edges of the surface it was composed into, since the
    /// canvas was made (the first 100 runs): what a layout failed to fit.
    var overflowingText: [String] { overflowing }

    /// Fills `rect` of `surface` (all of it when nil) with `color`.
    func paintFill(_ surface: UnsafeMutablePointer<SDL_Surface>, _ color: SDL_Color, _ rect: SDL_Rect? = nil) {
        let pixel = SDL_MapRGB(surface.pointee.format, color.r, color.g, color.b)
        if var area = rect { SDL_FillRect(surface, &area, pixel) } else { SDL_FillRect(surface, nil, pixel) }
    }
}

extension SDL_Color {
    init(_ r: UInt8, _ g: UInt8, _ b: UInt8, _ a: UInt8 = 255) {
        self.init(r: r, g: g, b: b, a: a)
    }

    /// A colour from hue (0–360), saturation and value (0–1).
    static func hsv(_ h: Double, _ s: Double, _ v: Double) -> SDL_Color {
        let c = v * s
        let hp = (h.truncatingRemainder(dividingBy: 360) + 360).truncatingRemainder(dividingBy: 360) / 60
        let x = c * (1 - abs(hp.truncatingRemainder(dividingBy: 2) - 1))
        let (r, g, b): (Double, Double, Double) = switch Int(hp) {
        case 0: (c, x, 0)
        case 1: (x, c, 0)
        case 2: (0, c, x)
        case 3: (0, x, c)
        case 4: (x, 0, c)
        default: (c, 0, x)
        }
        let m = v - c
        return SDL_Color(UInt8((r + m) * 255), UInt8((g + m) * 255), UInt8((b + m) * 255))
    }
}
