import CSDL
import CSDL.Image
import ScrollViewsSDL
import Foundation

/// A folder of large photos for the pacing runs: 6000×4000 (24 MP) JPEGs of
/// smooth gradients with fine noise (so that they decode like photos, not like
/// flat colour), made once per run.
enum PhotoFolder {
    static func make(count: Int, width: Int = 6000, height: Int = 4000, name: String = "photos", first: Int = 0) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("endless-\(name)-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        guard let surface = SDL_CreateRGBSurfaceWithFormat(0, Int32(width), Int32(height), 32,
                                                           SDL_PIXELFORMAT_ARGB8888.rawValue) else {
            throw BenchError("cannot make a \(width)x\(height) surface")
        }
        defer { SDL_FreeSurface(surface) }
        var seed: UInt32 = 12345
        for index in 0..<count {
            // The colours differ from photo to photo (`first` shifts them, for folders made a photo at a time).
            let n = index + first
            let pixels = surface.pointee.pixels.assumingMemoryBound(to: UInt32.self)
            let pitch = Int(surface.pointee.pitch) / 4
            for y in 0..<height {
                for x in 0..<width {
                    seed = seed &* 1_664_525 &+ 1_013_904_223
                    let noise = Int(seed >> 28)
                    let r = (x * 255 / width + n * 40 + noise) & 255
                    let g = (y * 255 / height + noise) & 255
                    let b = ((x + y) * 255 / (width + height) + n * 90) & 255
                    pixels[y * pitch + x] = 0xFF00_0000 | UInt32(r) << 16 | UInt32(g) << 8 | UInt32(b)
                }
            }
            let path = folder.appendingPathComponent(String(format: "photo-%02d.jpg", index)).path
            guard IMG_SaveJPG(surface, path, 85) == 0 else { throw BenchError("cannot write \(path)") }
        }
        return folder
    }
}
