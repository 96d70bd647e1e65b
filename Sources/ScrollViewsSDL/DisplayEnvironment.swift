#if canImport(CX11EventTime)
import CX11EventTime
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#elseif canImport(ucrt)
import ucrt
#endif

/// The display the environment names for SDL on Linux: the video driver asked
/// for by name (SDL_VIDEODRIVER), the X display (DISPLAY) and the Wayland one
/// (WAYLAND_DISPLAY). An empty value is no value, as SDL and Xlib take it.
/// `SDLWindowLoop` asks it why a window would show nothing: SDL2 opens one on
/// a driver that shows nothing when no display can be reached.
public struct DisplayEnvironment: Sendable, Equatable {
    /// The video driver asked for by name.
    public var requestedDriver: String?
    /// The X display.
    public var x11: String?
    /// The Wayland display: a socket's name or path.
    public var wayland: String?
    /// Where a Wayland display's socket is when it is named without a path (XDG_RUNTIME_DIR).
    public var runtimeDirectory: String?

    /// The names as given (empty ones as none).
    public init(requestedDriver: String? = nil, x11: String? = nil, wayland: String? = nil, runtimeDirectory: String? = nil) {
        func given(_ value: String?) -> String? { value?.isEmpty == false ? value : nil }
        self.requestedDriver = given(requestedDriver)
        self.x11 = given(x11)
        self.wayland = given(wayland)
        self.runtimeDirectory = given(runtimeDirectory)
    }

    /// The variables as `environment` gives them.
    public init(environment: (String) -> String?) {
        self.init(requestedDriver: environment("SDL_VIDEODRIVER"), x11: environment("DISPLAY"),
                  wayland: environment("WAYLAND_DISPLAY"), runtimeDirectory: environment("XDG_RUNTIME_DIR"))
    }

    /// This process's: its variables, and the driver SDL is told to use by a hint.
    public static var current: DisplayEnvironment {
        DisplayEnvironment { name in
            if name == "SDL_VIDEODRIVER", let hint = SDL_GetHint(SDL_HINT_VIDEODRIVER) { return String(cString: hint) }
            return getenv(name).map { String(cString: $0) }
        }
    }

    /// The Wayland display's socket: WAYLAND_DISPLAY itself when it is a path,
    /// else in XDG_RUNTIME_DIR (nil without one), as libwayland finds it.
    public var waylandSocket: String? {
        guard let wayland else { return nil }
        if wayland.hasPrefix("/") { return wayland }
        return runtimeDirectory.map { $0 + "/" + wayland }
    }

    /// Why none of the displays named can be reached, in words, or nil when one
    /// can (or none is named): an X display no server answers on, a Wayland
    /// socket that is not there. `xServerAnswers` and `isSocket` ask the
    /// system (an X connection, a stat) unless given.
    public func unreachable(xServerAnswers: (String) -> Bool = DisplayEnvironment.xServerAnswers,
                            isSocket: (String) -> Bool = DisplayEnvironment.isSocket) -> String? {
        guard namesDisplay else { return nil }
        var reasons: [String] = []
        if let x11 {
            guard !xServerAnswers(x11) else { return nil }
            reasons.append("no X server answers on DISPLAY '\(x11)'")
        }
        if let wayland {
            if let socket = waylandSocket {
                guard !isSocket(socket) else { return nil }
                reasons.append("no Wayland socket at '\(socket)'")
            } else {
                reasons.append("WAYLAND_DISPLAY '\(wayland)' without XDG_RUNTIME_DIR")
            }
        }
        return reasons.joined(separator: "; ")
    }

    /// Why a window would show nothing, in words ("no display to open a window
    /// on (…): set DISPLAY or WAYLAND_DISPLAY"), or nil when it would show or
    /// this cannot tell: SDL started on `driver` (nil: it could not start) where
    /// no driver is asked for by name and no X or Wayland display named can be
    /// reached (`unreachable`). SDL2 then falls back to drivers that show
    /// nothing (offscreen, dummy, evdev); SDL3 fails to start. Linux only: nil elsewhere.
    public func whyNoWindow(driver: String?, unreachable: (DisplayEnvironment) -> String? = { $0.unreachable() }) -> String? {
        #if os(Linux)
        guard requestedDriver == nil else { return nil }
        if let driver, !["offscreen", "dummy", "evdev"].contains(driver) { return nil }
        let found: String
        if !namesDisplay {
            found = "no DISPLAY or WAYLAND_DISPLAY"
        } else if let reason = unreachable(self) {
            found = reason
        } else if let driver {
            found = "SDL found only its '\(driver)' driver"
        } else {
            return nil
        }
        return "no display to open a window on (\(found)): set DISPLAY or WAYLAND_DISPLAY"
        #else
        return nil
        #endif
    }

    /// Whether an X server answers on the display `name` (off Linux: taken to).
    public static func xServerAnswers(_ name: String) -> Bool {
        #if canImport(CX11EventTime)
        return endless_x11_display_answers(name) != 0
        #else
        return true
        #endif
    }

    /// Whether `path` is a socket (on Windows, never).
    public static func isSocket(_ path: String) -> Bool {
        #if canImport(Glibc) || canImport(Musl) || canImport(Darwin)
        var info = stat()
        return stat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFSOCK
        #else
        return false
        #endif
    }

    /// Whether an X or a Wayland display is named.
    public var namesDisplay: Bool { x11 != nil || wayland != nil }

    /// Whether SDL will open X11: asked for by name, or an X display and no
    /// Wayland one (with both, SDL2 takes X11 and SDL3 Wayland).
    public var surelyX11: Bool { requestedDriver.map { $0 == "x11" } ?? (x11 != nil && wayland == nil) }
}
