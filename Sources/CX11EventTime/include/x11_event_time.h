#ifndef ENDLESS_X11_EVENT_TIME_H
#define ENDLESS_X11_EVENT_TIME_H

// What the X server says of pointer events that SDL2 does not pass on, read
// from the SDL_SYSWMEVENTs SDL2 sends (when enabled):
// - the server's own time of each event (SDL2 stamps its events with the time
//   it read them, once a frame; the server stamps each with when it happened);
// - XInput 2.1 smooth scrolling: the scroll valuators of the device that moved
//   (SDL2 reads only the core wheel buttons 4–7, which the server emulates from
//   them, one click per increment), the device's kind (a touchpad or a mouse),
//   and which core wheel clicks were emulated.
// XInput 2 events reach SDL2's SDL_SYSWMEVENT only while an event watch runs
// (their data is freed once the event is queued), so a watch installed by
// `endless_x11_watch_events` decodes them into an `endless_x11_input` as SDL
// queues them; the adapter asks it for what it decoded when the events come
// out of the queue. Neither SDL's nor X11's names appear here (events are
// passed as `const void *` to an SDL_Event): they stay in the .c file, and
// SDL's declarations in the one module that owns them (CSDL).

#include <stddef.h>
#include <stdint.h>

/// What kind of pointer event a core X event was.
enum endless_x11_pointer_kind {
    ENDLESS_X11_NONE = 0,
    ENDLESS_X11_MOTION = 1,
    ENDLESS_X11_BUTTON_PRESS = 2,
    ENDLESS_X11_BUTTON_RELEASE = 3,
};

/// What a device that scrolls is, as far as scrolling goes.
enum endless_x11_device_kind {
    ENDLESS_X11_DEVICE_MOUSE = 0,
    ENDLESS_X11_DEVICE_TOUCHPAD = 1,
};

/// The decoded state of one window's X input: devices seen, their scroll
/// valuators' last values, the server times of recent motion.
typedef struct endless_x11_input endless_x11_input;

/// One smooth scroll from XInput 2: (dx, dy) in the device's increments (the
/// distance the server emulates one wheel click for), positive dy away from
/// the user as SDL's wheel (the content moves down), positive dx right.
typedef struct {
    double dx;
    double dy;
    /// The pointer, window px.
    double x;
    double y;
    /// The server's time, ms (wrapping at 2^32).
    uint32_t time;
    /// An `endless_x11_device_kind`.
    int device_kind;
} endless_x11_scroll;

/// A new, empty input state (for tests; the watch has its own).
endless_x11_input *endless_x11_input_create(void);
void endless_x11_input_destroy(endless_x11_input *input);

/// Installs the SDL event watch that decodes X input into a state of its own
/// (once; later calls do nothing). Call after SDL_Init with SDL_SYSWMEVENT
/// enabled.
void endless_x11_watch_events(void);

/// The state the watch decodes into; NULL until `endless_x11_watch_events`.
endless_x11_input *endless_x11_watched_input(void);

/// What the watch does with each event SDL queues (`sdl_event` an SDL_Event):
/// notes SDL's motion, decodes XInput 2 motion (its server time, its scroll
/// valuators' change) and forgets the valuators' values when the pointer
/// enters or leaves (another window may have moved them).
void endless_x11_observe(endless_x11_input *input, const void *sdl_event);

/// If `sdl_event` is the SDL_SYSWMEVENT of an XInput 2 motion whose scroll
/// valuators moved, fills `scroll` and returns 1 (once per event); otherwise 0.
int endless_x11_take_scroll(endless_x11_input *input, const void *sdl_event, endless_x11_scroll *scroll);

/// The server's time of the XInput 2 motion SDL made its motion event at
/// `sdl_ms` to (`x`, `y`) of, whichever SDL queued first (SDL2 its own event,
/// SDL3 the window system's): returns 1 and fills `time`, or 0 when unknown.
int endless_x11_motion_time(endless_x11_input *input, uint32_t sdl_ms, int32_t x, int32_t y, uint32_t *time);

/// If `sdl_event` is an SDL_SYSWMEVENT holding a core MotionNotify,
/// ButtonPress or ButtonRelease, or an XInput 2 button event the watch
/// decoded (SDL3 and sdl2-compat ask for those instead), stores its server
/// time (ms, wrapping at 2^32) in `time` and returns its kind; otherwise
/// returns ENDLESS_X11_NONE.
/// `emulated` (may be NULL) is set to 1 for a wheel click (buttons 4–7) the
/// server emulated from smooth scrolling `input` decoded (NULL: none), else 0.
/// `place_x`, `place_y` (may be NULL) are set to a button event's place in its
/// window, px, as the server gave it (SDL3 can report a press at a place the
/// pointer left, after a leave); a motion leaves them as they are.
int endless_x11_pointer_time(endless_x11_input *input, const void *sdl_event, uint32_t *time, int *emulated,
                             double *place_x, double *place_y);

/// For tests: tells `input` that slave device `source_id` is of `kind` with
/// vertical and horizontal scroll valuators `vertical`, `horizontal` (-1:
/// none) and their increments, as the server's device query would.
void endless_x11_define_device(endless_x11_input *input, int source_id, int kind, int vertical,
                               double vertical_increment, int horizontal, double horizontal_increment);

/// For tests: makes `sdl_event` (an SDL_Event) an SDL_SYSWMEVENT of a core X
/// event of `kind` at server time `time` (`button` for presses and releases),
/// its message in `storage` (at least `endless_x11_message_size()` bytes, kept
/// alive while the event is used).
void endless_x11_fake_pointer_event(int kind, uint32_t time, int button, void *sdl_event, void *storage);

/// For tests: makes `sdl_event` an SDL_SYSWMEVENT of an XInput 2 motion
/// (XI_Motion, serial `serial`) of slave `source_id` at server time `time`,
/// the pointer at (`x`, `y`), with `count` valuators `numbers` at absolute
/// `values` (as the server sends them, at most 16), in `storage`.
void endless_x11_fake_xi_motion(int source_id, uint32_t time, double x, double y, int count, const int *numbers,
                                const double *values, unsigned long serial, void *sdl_event, void *storage);

/// For tests: makes `sdl_event` an SDL_SYSWMEVENT of a core EnterNotify.
void endless_x11_fake_enter(void *sdl_event, void *storage);

/// For tests: makes `sdl_event` an SDL_SYSWMEVENT of an XInput 2 event of type
/// `evtype` (`endless_x11_xi_event_type`) from master `device_id` or slave
/// `source_id` (equal for a slave's own event) at server time `time`, the
/// pointer at (`x`, `y`), button `detail`, `flags`, serial `serial`, no
/// valuators; its message in `storage`.
void endless_x11_fake_xi_event(int evtype, int device_id, int source_id, uint32_t time, double x, double y, int detail,
                               int flags, unsigned long serial, void *sdl_event, void *storage);

/// For tests: XInput 2's event type of a pointer event of `kind` (XI_Motion,
/// XI_ButtonPress, XI_ButtonRelease; any other kind: XI_Enter).
int endless_x11_xi_event_type(int kind);

/// For tests: XInput 2's flag of a button event the server emulated (XIPointerEmulated).
int endless_x11_pointer_emulated_flag(void);

/// The bytes the fake events need for their messages.
size_t endless_x11_message_size(void);

#endif
