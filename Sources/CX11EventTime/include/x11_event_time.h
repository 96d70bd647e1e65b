#ifndef ENDLESS_X11_EVENT_TIME_H
#define ENDLESS_X11_EVENT_TIME_H

// The X server's own time of a pointer event, read from the SDL_SYSWMEVENT SDL2
// sends (when enabled) just before the SDL event it makes of it. SDL2 stamps its
// events with the time it read them, once a frame; the server stamps each with
// the time it happened. Neither SDL's nor X11's names appear here (events are
// passed as `const void *` to an SDL_Event): they stay in the .c file, and SDL's
// declarations in the one module that owns them (CSDL).

#include <stddef.h>
#include <stdint.h>

/// What kind of pointer event an X event was.
enum endless_x11_pointer_kind {
    ENDLESS_X11_NONE = 0,
    ENDLESS_X11_MOTION = 1,
    ENDLESS_X11_BUTTON_PRESS = 2,
    ENDLESS_X11_BUTTON_RELEASE = 3,
};

/// If `sdl_event` (an SDL_Event) is an SDL_SYSWMEVENT holding an X11 MotionNotify, ButtonPress or
/// ButtonRelease, stores its server time (ms, wrapping at 2^32) in `time` and
/// returns its kind; otherwise returns ENDLESS_X11_NONE.
int endless_x11_pointer_time(const void *sdl_event, uint32_t *time);

/// For tests: makes `sdl_event` (an SDL_Event) an SDL_SYSWMEVENT of an X11 event of `kind` at
/// server time `time`, its message in `storage` (at least
/// `endless_x11_message_size()` bytes, kept alive while the event is used).
void endless_x11_fake_pointer_event(int kind, uint32_t time, void *sdl_event, void *storage);

/// The bytes `endless_x11_fake_pointer_event` needs for its message.
size_t endless_x11_message_size(void);

#endif
