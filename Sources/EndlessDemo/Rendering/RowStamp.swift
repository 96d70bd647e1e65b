import CSDL
import ScrollViewsSDL
import Pictures

/// Composes list rows quickly: a prepared row (background and fixed text) is
/// copied, then the row number is set from pre-rendered digits, instead of
/// filling and rendering text anew for every row that scrolls in.
@MainActor
final class RowStamp {
    private let template: Surface?
    private var digits: [Surface?] = []
    private let numberX: Int32
    private let numberY: Int32

    /// `paint(surface)` draws the fixed part; the number follows `prefix` (drawn
    /// at x, y in `size`, `bold`, `ink`).
    init(canvas: Canvas, width: Int32, height: Int32, prefix: String, x: Int32, y: Int32, size: Int32, bold: Bool,
         ink: SDL_Color, paint: (UnsafeMutablePointer<SDL_Surface>) -> Void) {
        template = Surface(width: max(1, width), height: max(1, height), format: SDL_PIXELFORMAT_RGB888)
        if let template {
            paint(template.pointer)
            canvas.paint([TextRun(prefix, size: size, bold: bold, x: x, y: y)], ink: ink, onto: template.pointer)
            SDL_SetSurfaceBlendMode(template.pointer, SDL_BLENDMODE_NONE)
        }
        numberX = x + canvas.text.size(of: prefix, size: size, bold: bold).w
        numberY = y
        digits = (0...9).map { canvas.text.surface(String($0), size: size, bold: bold, color: ink) }
        for digit in digits { if let digit { SDL_SetSurfaceBlendMode(digit.pointer, SDL_BLENDMODE_BLEND) } }
    }

    /// Row `row` onto `surface` (same size and format as the template).
    func stamp(row: Int, onto surface: UnsafeMutablePointer<SDL_Surface>) {
        guard let template else { return }
        CSDL_BlitSurface(template.pointer, nil, surface, nil)
        var x = numberX
        for character in String(row) {
            guard let value = character.wholeNumberValue, let digit = digits[value] else { continue }
            var rect = SDL_Rect(x: x, y: numberY, w: digit.width, h: digit.height)
            CSDL_BlitSurface(digit.pointer, nil, surface, &rect)
            x += digit.width
        }
    }
}
