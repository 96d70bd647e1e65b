/// The display the environment names for SDL: the video driver asked for by
/// name (SDL_VIDEODRIVER), the X display (DISPLAY) and the Wayland one
/// (WAYLAND_DISPLAY). An empty value is no value, as SDL and Xlib take it.
struct DisplayEnvironment {
    var requestedDriver: String?
    var x11: String?
    var wayland: String?

    init(requestedDriver: String? = nil, x11: String? = nil, wayland: String? = nil) {
        func given(_ value: String?) -> String? { value?.isEmpty == false ? value : nil }
        self.requestedDriver = given(requestedDriver)
        self.x11 = given(x11)
        self.wayland = given(wayland)
    }

    /// The variables as `environment` gives them (`Environment.value`: the
    /// process's own). `DisplayEnvironment()` names none.
    init(environment: (String) -> String?) {
        self.init(requestedDriver: environment("SDL_VIDEODRIVER"), x11: environment("DISPLAY"),
                  wayland: environment("WAYLAND_DISPLAY"))
    }

    /// Whether an X or a Wayland display is named.
    var namesDisplay: Bool { x11 != nil || wayland != nil }

    /// Whether SDL will open X11: asked for by name, or an X display and no
    /// Wayland one (with both, SDL2 takes X11 and SDL3 Wayland).
    var surelyX11: Bool { requestedDriver.map { $0 == "x11" } ?? (x11 != nil && wayland == nil) }
}
