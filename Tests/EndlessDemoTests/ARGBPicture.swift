import ScrollViews
import CSDL
import CSDL.Image
import ScrollViewsSDL
@testable import EndlessDemo

/// A picture as ARGB8888 pixels, row by row: made pixel by pixel and saved as
/// PNG or JPEG, or read back from a file, for tests that check pixels.
struct ARGBPicture {
    struct Unreadable: Error, CustomStringConvertible {
        let description: String
    }

    let width: Int
    let height: Int
    private(set) var pixels: [UInt32]

    /// A `width`×`height` picture with `pixel(x, y)` at each point.
    init(width: Int, height: Int, pixel: (_ x: Int, _ y: Int) -> UInt32) {
        self.width = width
        self.height = height
        var pixels = [UInt32](repeating: 0, count: width * height)
        for y in 0..<height { for x in 0..<width { pixels[y * width + x] = pixel(x, y) } }
        self.pixels = pixels
    }

    /// The picture in the file at `path`, converted to ARGB8888.
    init(contentsOf path: String) throws {
        guard let loaded = Surface(IMG_Load(path)),
              let converted = Surface(SDL_ConvertSurfaceFormat(loaded.pointer, SDL_PIXELFORMAT_ARGB8888.rawValue, 0)) else {
            throw Unreadable(description: "cannot read \(path): \(String(cString: SDL_GetError()))")
        }
        let surface = converted.pointer.pointee
        width = Int(surface.w)
        height = Int(surface.h)
        let rows = surface.pixels.assumingMemoryBound(to: UInt32.self), pitch = Int(surface.pitch) / 4
        var pixels = [UInt32](repeating: 0, count: width * height)
        for y in 0..<height { for x in 0..<width { pixels[y * width + x] = rows[y * pitch + x] } }
        self.pixels = pixels
    }

    subscript(x: Int, y: Int) -> UInt32 { pixels[y * width + x] }

    /// Writes the picture to `path`, as PNG or as JPEG of quality 95; SDL's status (0: written).
    func save(_ path: String, jpeg: Bool = false) -> Int32 {
        guard let surface = Surface(width: Int32(width), height: Int32(height), format: SDL_PIXELFORMAT_ARGB8888) else { return -1 }
        let rows = surface.pointer.pointee.pixels.assumingMemoryBound(to: UInt32.self)
        let pitch = Int(surface.pointer.pointee.pitch) / 4
        for y in 0..<height { for x in 0..<width { rows[y * pitch + x] = pixels[y * width + x] } }
        return jpeg ? IMG_SaveJPG(surface.pointer, path, 95) : IMG_SavePNG(surface.pointer, path)
    }
}
