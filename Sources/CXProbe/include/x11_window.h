#ifndef ENDLESS_X11_WINDOW_H
#define ENDLESS_X11_WINDOW_H
// A window's first appearance on X11, sooner: SDL2's SDL_ShowWindow asks the
// server to map the window and then blocks until the window manager has done
// it (a round trip through the window manager, 10–20 ms under openbox). Asked
// for without waiting right after the window is made hidden, the mapping goes
// on while the program prepares its first frame; SDL_ShowWindow then finds the
// window mapped (or waits only for what is left). Without a window manager
// the server maps at once and there is nothing to overlap: the window is then
// mapped with its first frame's present (endless_x11_map_with_next_request), so
// that it never shows empty.

/// 1 when an X server answers on the display named `name` (a DISPLAY value;
/// NULL: $DISPLAY) and an EWMH window manager runs on it: the root window's
/// _NET_SUPPORTING_WM_CHECK names a window that still names itself; 0 when
/// none does (or when the property was left behind by one that ended); -1
/// when no X server answers there. Elsewhere than Linux, -1.
int endless_x11_display_window_manager(const char *name);

/// Asks the X server to map and raise `sdl_window` (an SDL_Window *, created
/// hidden) without waiting for it, when a window manager runs (an EWMH one:
/// the root window's _NET_SUPPORTING_WM_CHECK). Returns 1 when asked, 0 when
/// not (no window manager, or not an X11 window: SDL_ShowWindow maps it as usual).
int endless_x11_map_early(void *sdl_window);

/// Asks the X server to map and raise `sdl_window` (an SDL_Window *, hidden),
/// sent with the display's next request (not flushed): called just before the
/// first frame's present, the server maps the window and draws into it in one
/// go, so that it appears with its first frame. Returns 1 when asked, 0 when the
/// window is not an X11 one (nothing is done).
int endless_x11_map_with_next_request(void *sdl_window);

/// Waits up to `milliseconds` for `sdl_window`, asked to be mapped, to be mapped
/// (what SDL_ShowWindow waits for without end: a window manager that took the
/// request and never grants it — one still starting — would hang the program).
/// Returns 1 once it is, 0 when the time ran out, -1 when it is not an X11 window.
int endless_x11_wait_until_mapped(void *sdl_window, int milliseconds);

#endif
