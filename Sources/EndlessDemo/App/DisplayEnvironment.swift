import CXProbe
import Glibc

/// The display the environment names for SDL: the video driver asked for by
/// name (SDL_VIDEODRIVER), the X display (DISPLAY) and the Wayland one
/// (WAYLAND_DISPLAY). An empty value is no value, as SDL and Xlib take it.
struct DisplayEnvironment {
    var requestedDriver: String?
    var x11: String?
    var wayland: String?
    /// Where a Wayland display's socket is when it is named without a path (XDG_RUNTIME_DIR).
    var runtimeDirectory: String?

    init(requestedDriver: String? = nil, x11: String? = nil, wayland: String? = nil, runtimeDirectory: String? = nil) {
        func given(_ value: String?) -> String? { value?.isEmpty == false ? value : nil }
        self.requestedDriver = given(requestedDriver)
        self.x11 = given(x11)
        self.wayland = given(wayland)
        self.runtimeDirectory = given(runtimeDirectory)
    }

    /// The variables as `environment` gives them (`Environment.value`: the
    /// process's own). `DisplayEnvironment()` names none.
    init(environment: (String) -> String?) {
        self.init(requestedDriver: environment("SDL_VIDEODRIVER"), x11: environment("DISPLAY"),
                  wayland: environment("WAYLAND_DISPLAY"), runtimeDirectory: environment("XDG_RUNTIME_DIR"))
    }

    /// The Wayland display's socket: WAYLAND_DISPLAY itself when it is a path,
    /// else in XDG_RUNTIME_DIR (nil without one), as libwayland finds it.
    var waylandSocket: String? {
        guard let wayland else { return nil }
        if wayland.hasPrefix("/") { return wayland }
        return runtimeDirectory.map { $0 + "/" + wayland }
    }

    /// Why none of the displays named can be reached, in words, or nil when one
    /// can (or none is named): an X display no server answers on, a Wayland
    /// socket that is not there. `xServerAnswers` and `isSocket` ask the
    /// system (an X connection, a stat) unless given.
    func unreachable(xServerAnswers: (String) -> Bool = { endless_x11_display_window_manager($0) >= 0 },
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

    /// Whether `path` is a socket.
    static func isSocket(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFSOCK
    }

    /// Whether an X or a Wayland display is named.
    var namesDisplay: Bool { x11 != nil || wayland != nil }

    /// Whether SDL will open X11: asked for by name, or an X display and no
    /// Wayland one (with both, SDL2 takes X11 and SDL3 Wayland).
    var surelyX11: Bool { requestedDriver.map { $0 == "x11" } ?? (x11 != nil && wayland == nil) }
}
