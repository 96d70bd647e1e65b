import CSDL
import EndlessDemo
import Foundation

/// Frame cost in the headless software renderer at 1280×720: each mode during
/// a scripted 10 s session, HUD off and on, against the floor frame (one
/// full-window texture copied and presented), all in one run.
struct FrameBench {
    struct Row {
        var name: String
        var median: Double
        var p99: Double
    }

    let quick: Bool
    var seconds: Double { quick ? 2 : 10 }
    let width = 1280, height = 720

    /// The floor: copy one full-window texture and present.
    func floor() throws -> Row {
        SDL_SetHintWithPriority(SDL_HINT_VIDEODRIVER, "dummy", SDL_HINT_OVERRIDE)
        guard SDL_Init(SDL_INIT_VIDEO) == 0 else { throw BenchError("SDL_Init: \(String(cString: SDL_GetError()))") }
        defer { SDL_Quit() }
        guard let window = SDL_CreateWindow("floor", 0, 0, Int32(width), Int32(height), 0),
              let renderer = SDL_CreateRenderer(window, -1, SDL_RENDERER_SOFTWARE.rawValue),
              // The window surface's own format, unblended: the cheapest full-window copy.
              let texture = SDL_CreateTexture(renderer, SDL_PIXELFORMAT_RGB888.rawValue,
                                              Int32(SDL_TEXTUREACCESS_STATIC.rawValue), Int32(width), Int32(height))
        else { throw BenchError("floor setup: \(String(cString: SDL_GetError()))") }
        defer { SDL_DestroyTexture(texture); SDL_DestroyRenderer(renderer); SDL_DestroyWindow(window) }
        var pixels = [UInt32](repeating: 0, count: width * height)
        for i in pixels.indices { pixels[i] = 0xFF00_0000 | UInt32(truncatingIfNeeded: i &* 2_654_435_761) }
        SDL_UpdateTexture(texture, nil, pixels, Int32(width * 4))
        SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_NONE)
        var times: [Double] = []
        let frames = Int(seconds * 60)
        for _ in 0..<frames {
            let start = SDL_GetPerformanceCounter()
            SDL_RenderCopy(renderer, texture, nil, nil)
            SDL_RenderPresent(renderer)
            times.append(Double(SDL_GetPerformanceCounter() - start) / Double(SDL_GetPerformanceFrequency()))
        }
        return Row(name: "floor frame", median: median(times), p99: quantile(times, 0.99))
    }

    /// A scripted session of `mode`: flings every 2 s in its scrolling direction.
    func session(mode: String, hud: Bool) throws -> Row {
        let session = try HeadlessSession(width: width, height: height,
                                          settings: DemoSettings(mode: mode, seed: 7, hud: hud))
        let vertical = mode == "stack"
        var times: [Double] = []
        let frames = Int(seconds * 60)
        for k in 0...frames {
            let t = Double(k) / 60
            // A fling starts every 2 s, 0.25 s into each period: down, 8 moves, up.
            let phase = t.truncatingRemainder(dividingBy: 2) - 0.25
            if phase >= 0, phase < 0.14 {
                let step = Int((phase / (1.0 / 60)).rounded(.down))
                let along = 900 - Double(step) * 60
                let (x, y) = vertical ? (640.0, along - 250) : (along, 360.0)
                if step == 0 { session.handle(.pointerDown(x: x, y: y, time: t)) }
                else if step < 8 { session.handle(.pointerMove(x: x, y: y, time: t)) }
                else { session.handle(.pointerUp(x: x, y: y, time: t)) }
            }
            let spent = session.frame(at: t)
            if k >= 30 { times.append(spent) }  // after warm-up
        }
        return Row(name: "\(mode), HUD \(hud ? "on" : "off")", median: median(times), p99: quantile(times, 0.99))
    }

    func run() throws -> (floor: Row, modes: [Row]) {
        let floor = try self.floor()
        progress("  floor frame: median \(format(floor.median * 1000, 3)) ms")
        var rows: [Row] = []
        for mode in ["strip", "pager", "banner", "autoplay", "stack"] {
            for hud in [false, true] {
                let row = try session(mode: mode, hud: hud)
                rows.append(row)
                progress("  \(row.name): median \(format(row.median * 1000, 3)) ms, p99 \(format(row.p99 * 1000, 3)) ms")
            }
        }
        return (floor, rows)
    }
}

struct BenchError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
