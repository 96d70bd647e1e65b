import CSDL

/// Composes list rows quickly: a prepared row (background and fixed text) is
/// copied, then the row number is set from pre-rendered digits, instead of
/// filling and rendering text anew for every row that scrolls in.
final class RowStamp {
    private let template: UnsafeMutablePointer<SDL_Surface>?
    private var digits: [UnsafeMutablePointer<SDL_Surface>?] = []
    private let numberX: Int32
    private let numberY: Int32

    /// `paint(surface)` draws the fixed part; the number follows `prefix` (drawn
    /// at x, y in `size`, `bold`, `ink`).
    init(canvas: Canvas, width: Int32, height: Int32, prefix: String, x: Int32, y: Int32, size: Int32, bold: Bool,
         ink: SDL_Color, paint: (UnsafeMutablePointer<SDL_Surface>) -> Void) {
        template = SDL_CreateRGBSurfaceWithFormat(0, max(1, width), max(1, height), 32, SDL_PIXELFORMAT_RGB888.rawValue)
        if let template {
            paint(template)
            canvas.paint([TextRun(prefix, size: size, bold: bold, x: x, y: y)], ink: ink, onto: template)
            SDL_SetSurfaceBlendMode(template, SDL_BLENDMODE_NONE)
        }
        numberX = x + canvas.text.size(of: prefix, size: size, bold: bold).w
        numberY = y
        digits = (0...9).map { canvas.text.surface(String($0), size: size, bold: bold, color: ink) }
        for digit in digits { if let digit { SDL_SetSurfaceBlendMode(digit, SDL_BLENDMODE_BLEND) } }
    }

    deinit {
        SDL_FreeSurface(template)
        digits.forEach { SDL_FreeSurface($0) }
    }

    /// Row `row` onto `surface` (same size and format as the template).
    func stamp(row: Int, onto surface: UnsafeMutablePointer<SDL_Surface>) {
        guard let template else { return }
        CSDL_BlitSurface(template, nil, surface, nil)
        var x = numberX
        for character in String(row) {
            guard let value = character.wholeNumberValue, let digit = digits[value] else { continue }
            var rect = SDL_Rect(x: x, y: numberY, w: digit.pointee.w, h: digit.pointee.h)
            CSDL_BlitSurface(digit, nil, surface, &rect)
            x += digit.pointee.w
        }
    }
}
