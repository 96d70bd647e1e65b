#if canImport(CX11EventTime)
import CX11EventTime
#endif

/// Which of SDL's renderers a window draws with.
public enum RendererChoice: Sendable, Equatable {
    /// The GPU's renderer with vsync — unless OpenGL is only a software
    /// rasterizer (Mesa's llvmpipe, as under Xvfb or without a GPU driver),
    /// whose threads spend several times the CPU of SDL's own software
    /// renderer for the same frames: then SDL's software renderer. Where the
    /// window system has no window surface of its own (Wayland without a GPU),
    /// OpenGL as it is. SDL_RENDER_DRIVER, when set, is obeyed as SDL obeys it.
    /// On SDL3 before 3.4.6 (through sdl2-compat), whose software renderer
    /// stops reaching the window once its size changes
    /// (`softwareRendererLosesResizes`), OpenGL as it is, llvmpipe included.
    case automatic
    /// SDL's software renderer, drawing in memory: needs no GPU, and draws the
    /// same pixels everywhere.
    case software

    /// A renderer of this choice for `window`, or nil when SDL can make none.
    @MainActor func make(for window: Window) -> Renderer? {
        func create(_ flags: SDL_RendererFlags) -> Renderer? {
            SDL_CreateRenderer(window.pointer, -1, flags.rawValue).map { Renderer($0, window: window) }
        }
        if self == .software { return create(SDL_RENDERER_SOFTWARE) }
        let chosen = SDL_GetHint(SDL_HINT_RENDER_DRIVER) != nil
        // SDL3 before 3.4.6: its software renderer would freeze at the first resize; OpenGL as it is.
        if !chosen, RendererChoice.softwareRendererLosesResizes(sdl3Version: RunningSDL.sdl3Version),
           let accelerated = create(SDL_RENDERER_PRESENTVSYNC) {
            return accelerated
        }
        // An X server without DRI (Xvfb, VNC) has only llvmpipe: the software renderer
        // straight away, without loading Mesa and LLVM (44 MB resident) to find out.
        if !chosen, RendererChoice.xServerLacksGPU {
            SDL_SetHint(SDL_HINT_FRAMEBUFFER_ACCELERATION, "0")
            return create(SDL_RENDERER_SOFTWARE)
        }
        if let accelerated = create(SDL_RENDERER_PRESENTVSYNC) {
            var info = SDL_RendererInfo()
            let name = SDL_GetRendererInfo(accelerated.pointer, &info) == 0 ? String(cString: info.name) : ""
            guard !chosen, name.hasPrefix("opengl"), let gl = CSDL_GLRendererName().map({ String(cString: $0) }),
                  RendererChoice.isSoftwareRasterizer(gl)
            else { return accelerated }
            // `accelerated` is destroyed at the end of this scope, before the software
            // renderer is made (a window has one renderer). It draws into the window's
            // own surface, not one SDL would put in a GL texture again:
            SDL_SetHint(SDL_HINT_FRAMEBUFFER_ACCELERATION, "0")
        }
        if let software = create(SDL_RENDERER_SOFTWARE) { return software }
        // A window system with no window surface of its own (Wayland): OpenGL as it is,
        // a software rasterizer included, rather than no window.
        _ = SDL_ResetHint(SDL_HINT_FRAMEBUFFER_ACCELERATION)
        return create(SDL_RENDERER_PRESENTVSYNC) ?? create(SDL_RENDERER_SOFTWARE)
    }

    /// Whether SDL's software renderer stops reaching the window after the
    /// window's size changes (a resize, fullscreen): on SDL3 from 3.0 to
    /// before 3.4.6 under sdl2-compat, which leaves the window's surface
    /// marked invalid after a size change, so that every later present fails
    /// (libsdl-org/sdl2-compat#591; Debian 13 ships 3.2). `sdl3Version` as
    /// `RunningSDL.sdl3Version` gives it (nil: SDL2 itself).
    public static func softwareRendererLosesResizes(sdl3Version: Int?) -> Bool {
        guard let sdl3Version else { return false }
        return (3_000_000..<3_004_006).contains(sdl3Version)
    }

    /// Whether `name` (OpenGL's GL_RENDERER) is a software rasterizer's: it
    /// contains one of their names (by bytes: no string-processing module).
    static func isSoftwareRasterizer(_ name: String) -> Bool {
        let bytes = Array(name.utf8)
        return ["llvmpipe", "softpipe", "swrast", "Software Rasterizer"].contains { part in
            let needle = Array(part.utf8)
            return bytes.count >= needle.count
                && (0...(bytes.count - needle.count)).contains { bytes[$0..<($0 + needle.count)].elementsEqual(needle) }
        }
    }

    /// Whether SDL runs on an X server that offers no GPU rendering.
    private static var xServerLacksGPU: Bool {
        #if canImport(CX11EventTime)
        return RunningSDL.videoDriver == "x11" && endless_x11_server_has_gpu() == 0
        #else
        return false
        #endif
    }
}
