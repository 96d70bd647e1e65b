// The X server is Linux's window system here: elsewhere these functions do
// nothing (the package links X11 on Linux only).
#if defined(__linux__)

#define SDL_VIDEO_DRIVER_X11 1
#include <SDL2/SDL.h>
#include <SDL2/SDL_syswm.h>
#include <X11/Xatom.h>
#include <time.h>

#include "x11_window.h"

/// The window `on`'s _NET_SUPPORTING_WM_CHECK names, or None (none, or `on` is gone).
static Window supporting_window(Display *display, Window on, Atom check) {
    Atom type = None;
    int format = 0;
    unsigned long count = 0, after = 0;
    unsigned char *value = NULL;
    Window named = None;
    if (XGetWindowProperty(display, on, check, 0, 1, False, XA_WINDOW, &type, &format, &count, &after, &value) == Success
        && type == XA_WINDOW && format == 32 && count == 1 && value) {
        named = (Window)((unsigned long *)(void *)value)[0];
    }
    if (value) XFree(value);
    return named;
}

static int ignore_error(Display *display, XErrorEvent *error) {
    (void)display;
    (void)error;
    return 0;
}

/// Whether an EWMH window manager runs: the root window's
/// _NET_SUPPORTING_WM_CHECK names a window that names itself, as the EWMH
/// asks (a window manager that ended leaves the root's property behind,
/// naming a window that is gone).
static int window_manager_runs(Display *display) {
    Atom check = XInternAtom(display, "_NET_SUPPORTING_WM_CHECK", True);
    if (check == None) return 0;
    Window child = supporting_window(display, DefaultRootWindow(display), check);
    if (child == None) return 0;
    // A window that is gone is an X error (BadWindow), taken quietly here alone.
    XSync(display, False);
    int (*previous)(Display *, XErrorEvent *) = XSetErrorHandler(ignore_error);
    Window self = supporting_window(display, child, check);
    XSync(display, False);
    XSetErrorHandler(previous);
    return self == child;
}

/// The X11 display and window of an SDL window, or 0 when it is not an X11 one.
static int x11_window(void *sdl_window, Display **display, Window *window) {
    SDL_SysWMinfo info;
    SDL_VERSION(&info.version);
    if (!sdl_window || !SDL_GetWindowWMInfo(sdl_window, &info) || info.subsystem != SDL_SYSWM_X11) return 0;
    *display = info.info.x11.display;
    *window = info.info.x11.window;
    return 1;
}

int endless_x11_map_early(void *sdl_window) {
    Display *display;
    Window window;
    if (!x11_window(sdl_window, &display, &window) || !window_manager_runs(display)) return 0;
    XMapRaised(display, window);
    XFlush(display);
    return 1;
}

int endless_x11_display_window_manager(const char *name) {
    Display *display = XOpenDisplay(name);
    if (!display) return -1;
    int runs = window_manager_runs(display);
    XCloseDisplay(display);
    return runs;
}

int endless_x11_map_with_next_request(void *sdl_window) {
    Display *display;
    Window window;
    if (!x11_window(sdl_window, &display, &window)) return 0;
    XMapRaised(display, window);
    return 1;
}

int endless_x11_wait_until_mapped(void *sdl_window, int milliseconds) {
    Display *display;
    Window window;
    if (!x11_window(sdl_window, &display, &window)) return -1;
    for (int waited = 0;; waited += 2) {
        XWindowAttributes attributes;
        // SDL's own test of a mapped window: anything but IsUnmapped.
        if (XGetWindowAttributes(display, window, &attributes) && attributes.map_state != IsUnmapped) return 1;
        if (waited >= milliseconds) return 0;
        struct timespec pause = {0, 2000000};
        nanosleep(&pause, NULL);
    }
}

#else

// Elsewhere there is no X11 window: SDL maps its windows as usual.
int endless_x11_display_window_manager(const char *name) { (void)name; return -1; }
int endless_x11_map_early(void *sdl_window) { (void)sdl_window; return 0; }
int endless_x11_map_with_next_request(void *sdl_window) { (void)sdl_window; return 0; }
int endless_x11_wait_until_mapped(void *sdl_window, int milliseconds) { (void)sdl_window; (void)milliseconds; return -1; }

#endif // __linux__
