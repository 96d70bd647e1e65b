/// The SDL a program runs on: SDL2 itself, or SDL3 through sdl2-compat
/// (SDL2's API over SDL3, which current distributions and Homebrew install as
/// libSDL2), told apart at run time.
public enum RunningSDL {
    /// The name of the video driver SDL runs on ("x11", "wayland", …); nil
    /// before its video is initialised. (No closure: the window loop reads it
    /// on the main actor; `SDLWindowLoop.run` says why that matters.)
    static var videoDriver: String? {
        guard let name = SDL_GetCurrentVideoDriver() else { return nil }
        return String(cString: name)
    }

    /// SDL2's version as the library loaded gives it (sdl2-compat numbers
    /// itself 2.32.50 and up; SDL2's own releases stop below 2.32.50).
    public static var sdl2Version: (major: Int, minor: Int, patch: Int) {
        var version = SDL_version()
        SDL_GetVersion(&version)
        return (Int(version.major), Int(version.minor), Int(version.patch))
    }

    /// Whether SDL2's API is sdl2-compat's (SDL3 underneath).
    public static var isCompat: Bool {
        let version = sdl2Version
        return version.major == 2 && (version.minor > 32 || version.minor == 32 && version.patch >= 50)
    }

    /// The version of the SDL3 under sdl2-compat, as SDL3 numbers versions
    /// (major × 1,000,000 + minor × 1,000 + micro: 3002030 for 3.2.30); nil on
    /// SDL2 itself, or when it cannot be found. Read from the SDL3 library
    /// sdl2-compat has loaded, through SDL's own loader.
    public static var sdl3Version: Int? {
        guard isCompat else { return nil }
        #if os(macOS)
        let names = ["libSDL3.0.dylib", "libSDL3.dylib"]
        #elseif os(Windows)
        let names = ["SDL3.dll"]
        #else
        let names = ["libSDL3.so.0", "libSDL3.so"]
        #endif
        for name in names {
            guard let library = SDL_LoadObject(name) else { continue }
            defer { SDL_UnloadObject(library) }
            guard let function = SDL_LoadFunction(library, "SDL_GetVersion") else { continue }
            // SDL3's SDL_GetVersion takes nothing and returns the number.
            let version = unsafeBitCast(function, to: (@convention(c) () -> Int32).self)()
            return version >= 3_000_000 ? Int(version) : nil
        }
        return nil
    }
}
