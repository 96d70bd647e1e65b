import Glibc
import ScrollViewsSDL

/// What SDL's X11 start-up prepares for that the demo never uses, and what it
/// would cost every start: set off through the environment libX11 and libdbus
/// read, only where the user has not set it, before SDL starts.
enum UnusedServices {
    /// Skips both (`skipComposeTable`, `skipHopelessBusSearch`).
    static func skip() {
        skipComposeTable()
        skipHopelessBusSearch()
    }

    /// The input method SDL opens on X11 parses the locale's compose table
    /// (half a megabyte of text for en_US.UTF-8, read a character at a time:
    /// 15 to 20 ms) for dead keys in typed text; the demo takes no typed text.
    /// Then the table is empty instead (libX11's XCOMPOSEFILE) — only where
    /// SDL will surely open X11 (`DisplayEnvironment.surelyX11`): on Wayland
    /// the same variable reaches xkbcommon, which reports an empty file as an
    /// error. Returns whether it is set.
    @discardableResult
    static func skipComposeTable(environment: (String) -> String? = Environment.value) -> Bool {
        guard environment(composeVariable) == nil, DisplayEnvironment(environment: environment).surelyX11 else {
            return false
        }
        return setenv(composeVariable, "/dev/null", 0) == 0
    }

    static let composeVariable = "XCOMPOSEFILE"

    /// With no session bus address in the environment, libdbus runs
    /// `dbus-launch --autolaunch` to find one — a fork and an exec, several
    /// milliseconds of every start — even where no `dbus-launch` is installed
    /// and the search cannot succeed. Then this tells it there is none, and
    /// changes nothing else; returns whether it did.
    @discardableResult
    static func skipHopelessBusSearch() -> Bool {
        guard Environment.value(busVariable) == nil, !launcherInstalled() else { return false }
        return setenv(busVariable, "disabled:", 0) == 0
    }

    static let busVariable = "DBUS_SESSION_BUS_ADDRESS"

    /// Whether `dbus-launch` is an executable in a folder of $PATH.
    static func launcherInstalled(path: String? = Environment.value("PATH")) -> Bool {
        (path ?? "/usr/bin:/bin").split(separator: ":").contains { folder in
            access("\(folder)/dbus-launch", X_OK) == 0
        }
    }
}
