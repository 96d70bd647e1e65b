// The X server is Linux's window system here: elsewhere this file is empty (the
// package links X11 on Linux only).
#if defined(__linux__)

// SDL's X11 message types: SDL_syswm.h declares them only for the X11 driver,
// which Debian's SDL_config.h does not name, so it is named here, in this file
// alone (Xlib's `Window`, `Display`, … must not reach Swift).
#define SDL_VIDEO_DRIVER_X11 1
#include <SDL2/SDL.h>
#include <SDL2/SDL_syswm.h>
#include <X11/extensions/XInput2.h>
#include <ctype.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "x11_event_time.h"

enum { MAX_DEVICES = 16, MOTION_RING = 64, SCROLL_RING = 64, BUTTON_RING = 16, MAX_FAKE_VALUATORS = 16 };

/// A slave device that sent motion, and its scroll valuators.
typedef struct {
    int id;
    int kind;
    int axis[2];           // valuator numbers: [0] vertical, [1] horizontal; -1 none
    double increment[2];
    double last[2];
    int has_last[2];
} device;

/// The server's time of the XInput 2 motion SDL made a motion event of.
typedef struct {
    uint32_t sdl_ms;
    int32_t x, y;
    uint32_t time;
} motion_time;

/// A decoded scroll, until the adapter takes it.
typedef struct {
    unsigned long serial;
    unsigned int cookie;
    int taken;
    endless_x11_scroll scroll;
} scroll_record;

/// An XInput 2 button event's kind and time, decoded while its data was there.
typedef struct {
    unsigned long serial;
    unsigned int cookie;
    int kind;  // an endless_x11_pointer_kind; ENDLESS_X11_NONE: empty
    uint32_t time;
    int emulated;
    double x, y;  // the pointer in the event's window, px
} button_record;

struct endless_x11_input {
    device devices[MAX_DEVICES];
    int device_count;
    motion_time motions[MOTION_RING];
    int motion_next;
    scroll_record scrolls[SCROLL_RING];
    int scroll_next;
    button_record buttons[BUTTON_RING];
    int button_next;
    // The event the watch saw before this one, when it was SDL's motion (SDL2: SDL's
    // event of an XInput 2 motion comes before the window-system event)...
    int after_motion;
    uint32_t motion_ms;
    int32_t motion_x, motion_y;
    // ... or XInput 2's motion (SDL3 and sdl2-compat: the window-system event first).
    int after_xi_motion;
    uint32_t xi_time;
    double xi_x, xi_y;
    // XInput's major opcode on `opcode_display`.
    Display *opcode_display;
    int opcode;
};

endless_x11_input *endless_x11_input_create(void) {
    endless_x11_input *input = calloc(1, sizeof *input);
    // calloc's zeros: no motion times yet; every scroll slot marked taken (empty).
    if (input != NULL) {
        for (int i = 0; i < SCROLL_RING; i++) input->scrolls[i].taken = 1;
    }
    return input;
}

void endless_x11_input_destroy(endless_x11_input *input) { free(input); }

static endless_x11_input *watched;

static int SDLCALL watch(void *userdata, SDL_Event *event) {
    endless_x11_observe(userdata, event);
    return 1;
}

void endless_x11_watch_events(void) {
    if (watched != NULL) return;
    watched = endless_x11_input_create();
    if (watched != NULL) SDL_AddEventWatch(watch, watched);
}

endless_x11_input *endless_x11_watched_input(void) { return watched; }

/// The X event inside an SDL_SYSWMEVENT from X11, or NULL.
static const XEvent *x_event(const void *sdl_event) {
    const SDL_Event *event = sdl_event;
    if (event == NULL || event->type != SDL_SYSWMEVENT || event->syswm.msg == NULL) return NULL;
    if (event->syswm.msg->subsystem != SDL_SYSWM_X11) return NULL;
    return &event->syswm.msg->msg.x11.event;
}

static device *new_device(endless_x11_input *input, int id) {
    if (input->device_count == MAX_DEVICES) {
        // The oldest goes; it is asked for again if it comes back.
        memmove(&input->devices[0], &input->devices[1], (MAX_DEVICES - 1) * sizeof(device));
        input->device_count--;
    }
    device *d = &input->devices[input->device_count++];
    memset(d, 0, sizeof *d);
    d->id = id;
    d->axis[0] = d->axis[1] = -1;
    return d;
}

static int contains_word(const char *name, const char *word) {
    size_t n = strlen(word);
    for (const char *p = name; *p; p++) {
        size_t i = 0;
        while (i < n && p[i] && tolower((unsigned char)p[i]) == word[i]) i++;
        if (i == n) return 1;
    }
    return 0;
}

/// Whether the device is a touchpad, as GTK tells (gdkdevicemanager-xi2.c):
/// a property only touchpad drivers set, or a name that says so.
static int is_touchpad(Display *display, const XIDeviceInfo *info) {
    static const char *const properties[] = {"libinput Tapping Enabled", "Synaptics Off", "Raw Touch Passthrough"};
    int count = 0;
    Atom *atoms = XIListProperties(display, info->deviceid, &count);
    int found = 0;
    for (size_t p = 0; p < sizeof properties / sizeof *properties && !found; p++) {
        Atom wanted = XInternAtom(display, properties[p], True);
        for (int i = 0; wanted != None && i < count; i++) found |= atoms[i] == wanted;
    }
    if (atoms != NULL) XFree(atoms);
    for (int i = 0; i < info->num_classes && !found; i++) {
        const XITouchClassInfo *touch = (const XITouchClassInfo *)info->classes[i];
        found = touch->type == XITouchClass && touch->mode == XIDependentTouch;
    }
    return found || (info->name != NULL && (contains_word(info->name, "touchpad") || contains_word(info->name, "trackpad")));
}

/// The error code of the last X error while `trap_errors` is installed (0: none).
static int trapped_error;

static int trap_errors(Display *display, XErrorEvent *error) {
    (void)display;
    trapped_error = error->error_code;
    return 0;
}

/// The device `id`, asked of the server the first time it is seen (not
/// without a display: tests define theirs). A device the server no longer
/// has (removed while its events were queued: BadDevice) is not kept, and its
/// error never reaches Xlib's default handler, which would end the process.
static device *find_device(endless_x11_input *input, Display *display, int id) {
    for (int i = 0; i < input->device_count; i++) {
        if (input->devices[i].id == id) return &input->devices[i];
    }
    if (display == NULL) return NULL;
    int count = 0;
    // Both requests wait for their replies, so their errors come back here, on this thread (SDL's event pump).
    int (*previous)(Display *, XErrorEvent *) = XSetErrorHandler(trap_errors);
    trapped_error = 0;
    XIDeviceInfo *info = XIQueryDevice(display, id, &count);
    int touchpad = info != NULL && count >= 1 && trapped_error == 0 && is_touchpad(display, info);
    int failed = trapped_error != 0;
    XSetErrorHandler(previous);
    if (failed || info == NULL || count < 1) {
        if (info != NULL) XIFreeDeviceInfo(info);
        return NULL;
    }
    device *d = new_device(input, id);
    for (int i = 0; i < info->num_classes; i++) {
        const XIScrollClassInfo *scroll = (const XIScrollClassInfo *)info->classes[i];
        if (scroll->type != XIScrollClass || scroll->increment == 0) continue;
        int which = scroll->scroll_type == XIScrollTypeVertical ? 0 : 1;
        d->axis[which] = scroll->number;
        d->increment[which] = scroll->increment;
    }
    d->kind = touchpad ? ENDLESS_X11_DEVICE_TOUCHPAD : ENDLESS_X11_DEVICE_MOUSE;
    XIFreeDeviceInfo(info);
    return d;
}

void endless_x11_define_device(endless_x11_input *input, int source_id, int kind, int vertical,
                               double vertical_increment, int horizontal, double horizontal_increment) {
    device *d = NULL;
    for (int i = 0; i < input->device_count; i++) {
        if (input->devices[i].id == source_id) d = &input->devices[i];
    }
    if (d == NULL) d = new_device(input, source_id);
    d->kind = kind;
    d->axis[0] = vertical_increment != 0 ? vertical : -1;
    d->axis[1] = horizontal_increment != 0 ? horizontal : -1;
    d->increment[0] = vertical_increment;
    d->increment[1] = horizontal_increment;
    d->has_last[0] = d->has_last[1] = 0;
}

/// Whether the cookie is XInput's.
static int is_xinput(endless_x11_input *input, const XGenericEventCookie *cookie) {
    if (cookie->display == NULL) return 1;  // a test's event
    if (cookie->display != input->opcode_display) {
        int event, error;
        input->opcode_display = cookie->display;
        if (!XQueryExtension(cookie->display, "XInputExtension", &input->opcode, &event, &error)) input->opcode = -1;
    }
    return cookie->extension == input->opcode;
}

/// Whether SDL's motion to (`x`, `y`) was made of a motion to (`event_x`, `event_y`):
/// SDL2 truncates the server's fractional position, SDL3 keeps it and sdl2-compat
/// truncates or rounds it. SDL sends no motion that does not change its position, so
/// two of its motions in a row never match the same server motion.
static int same_place(int32_t x, int32_t y, double event_x, double event_y) {
    // The server's positions are 16.16 fixed point: anything else is not a window's place.
    if (!(fabs(event_x) < 1e9 && fabs(event_y) < 1e9)) return 0;
    return (x == (int32_t)event_x || x == (int32_t)lround(event_x)) && (y == (int32_t)event_y || y == (int32_t)lround(event_y));
}

static void note_motion_time(endless_x11_input *input, uint32_t sdl_ms, int32_t x, int32_t y, uint32_t time) {
    motion_time *m = &input->motions[input->motion_next];
    input->motion_next = (input->motion_next + 1) % MOTION_RING;
    *m = (motion_time){sdl_ms, x, y, time};
}

static void decode_motion(endless_x11_input *input, const XGenericEventCookie *cookie, int after_motion) {
    const XIDeviceEvent *e = cookie->data;
    if (after_motion && same_place(input->motion_x, input->motion_y, e->event_x, e->event_y)) {
        note_motion_time(input, input->motion_ms, input->motion_x, input->motion_y, (uint32_t)e->time);
    }
    // For SDL's motion if it comes next (SDL3's order).
    input->after_xi_motion = 1;
    input->xi_time = (uint32_t)e->time;
    input->xi_x = e->event_x;
    input->xi_y = e->event_y;
    device *d = find_device(input, cookie->display, e->sourceid);
    if (d == NULL || (d->axis[0] < 0 && d->axis[1] < 0)) return;
    double delta[2] = {0, 0};
    const double *values = e->valuators.values;
    for (int bit = 0, k = 0; bit < e->valuators.mask_len * 8; bit++) {
        if (!XIMaskIsSet(e->valuators.mask, bit)) continue;
        double value = values[k++];
        for (int a = 0; a < 2; a++) {
            if (bit != d->axis[a]) continue;
            if (d->has_last[a]) delta[a] = value - d->last[a];
            d->last[a] = value;
            d->has_last[a] = 1;
        }
    }
    if (delta[0] == 0 && delta[1] == 0) return;
    scroll_record *r = &input->scrolls[input->scroll_next];
    input->scroll_next = (input->scroll_next + 1) % SCROLL_RING;
    r->serial = cookie->serial;
    r->cookie = cookie->cookie;
    r->taken = 0;
    // The server's positive vertical valuator scrolls down (button 5): SDL's wheel y is the other way.
    r->scroll = (endless_x11_scroll){
        .dx = d->axis[1] >= 0 ? delta[1] / d->increment[1] : 0,
        .dy = d->axis[0] >= 0 ? -delta[0] / d->increment[0] : 0,
        .x = e->event_x, .y = e->event_y, .time = (uint32_t)e->time, .device_kind = d->kind,
    };
}

/// Whether a wheel click at server time `time` was emulated from a scroll `input` decoded.
static int emulated_click(const endless_x11_input *input, uint32_t time) {
    if (input == NULL) return 0;
    // The server makes its emulated clicks from the same device event as the valuators' motion: the same time.
    for (int i = 0; i < SCROLL_RING; i++) {
        if (input->scrolls[i].serial != 0 && input->scrolls[i].scroll.time == time) return 1;
    }
    return 0;
}

/// An XInput 2 button event (SDL3 asks for these instead of the core ones), kept for
/// `endless_x11_pointer_time` when the event comes out of SDL's queue without its data.
static void decode_button(endless_x11_input *input, const XGenericEventCookie *cookie) {
    const XIDeviceEvent *e = cookie->data;
    button_record *r = &input->buttons[input->button_next];
    input->button_next = (input->button_next + 1) % BUTTON_RING;
    int wheel = e->detail >= 4 && e->detail <= 7;
    *r = (button_record){
        .serial = cookie->serial, .cookie = cookie->cookie,
        .kind = cookie->evtype == XI_ButtonPress ? ENDLESS_X11_BUTTON_PRESS : ENDLESS_X11_BUTTON_RELEASE,
        .time = (uint32_t)e->time,
        .emulated = wheel && ((e->flags & XIPointerEmulated) != 0 || emulated_click(input, (uint32_t)e->time)),
        .x = e->event_x, .y = e->event_y,
    };
}

static void forget_valuators(endless_x11_input *input) {
    for (int i = 0; i < input->device_count; i++) input->devices[i].has_last[0] = input->devices[i].has_last[1] = 0;
}

void endless_x11_observe(endless_x11_input *input, const void *sdl_event) {
    const SDL_Event *event = sdl_event;
    if (input == NULL || event == NULL) return;
    int after_motion = input->after_motion, after_xi_motion = input->after_xi_motion;
    input->after_motion = input->after_xi_motion = 0;
    if (event->type == SDL_MOUSEMOTION) {
        if (after_xi_motion && same_place(event->motion.x, event->motion.y, input->xi_x, input->xi_y)) {
            // SDL3's order: the server's motion came just before SDL's event of it.
            note_motion_time(input, event->motion.timestamp, event->motion.x, event->motion.y, input->xi_time);
            return;
        }
        input->after_motion = 1;
        input->motion_ms = event->motion.timestamp;
        input->motion_x = event->motion.x;
        input->motion_y = event->motion.y;
        return;
    }
    const XEvent *x = x_event(sdl_event);
    if (x == NULL) return;
    if (x->type == EnterNotify || x->type == LeaveNotify) {
        // Another window may have moved the valuators meanwhile: the next value starts afresh.
        forget_valuators(input);
        return;
    }
    const XGenericEventCookie *cookie = &x->xcookie;
    if (x->type != GenericEvent || cookie->data == NULL || !is_xinput(input, cookie)) return;
    switch (cookie->evtype) {
    case XI_Motion: decode_motion(input, cookie, after_motion); break;
    case XI_ButtonPress:
    case XI_ButtonRelease: decode_button(input, cookie); break;
    case XI_Enter:
    case XI_Leave: forget_valuators(input); break;
    default: break;
    }
}

int endless_x11_take_scroll(endless_x11_input *input, const void *sdl_event, endless_x11_scroll *scroll) {
    const XEvent *x = x_event(sdl_event);
    if (input == NULL || x == NULL || x->type != GenericEvent || x->xcookie.evtype != XI_Motion) return 0;
    for (int i = 0; i < SCROLL_RING; i++) {
        scroll_record *r = &input->scrolls[i];
        if (r->taken || r->serial != x->xcookie.serial || r->cookie != x->xcookie.cookie) continue;
        r->taken = 1;
        *scroll = r->scroll;
        return 1;
    }
    return 0;
}

int endless_x11_motion_time(endless_x11_input *input, uint32_t sdl_ms, int32_t x, int32_t y, uint32_t *time) {
    if (input == NULL) return 0;
    for (int i = 0; i < MOTION_RING; i++) {
        // Oldest first: SDL's events come out of its queue in the order they went in.
        motion_time *m = &input->motions[(input->motion_next + i) % MOTION_RING];
        if (m->time == 0 || m->sdl_ms != sdl_ms || m->x != x || m->y != y) continue;
        *time = m->time;
        m->time = 0;
        return 1;
    }
    return 0;
}

int endless_x11_pointer_time(endless_x11_input *input, const void *sdl_event, uint32_t *time, int *emulated,
                             double *place_x, double *place_y) {
    const XEvent *x = x_event(sdl_event);
    if (emulated != NULL) *emulated = 0;
    if (x == NULL) return ENDLESS_X11_NONE;
    if (x->type == GenericEvent && input != NULL) {
        // XInput 2's buttons, decoded by the watch (their data is gone by now).
        for (int i = 0; i < BUTTON_RING; i++) {
            button_record *r = &input->buttons[i];
            if (r->kind == ENDLESS_X11_NONE || r->serial != x->xcookie.serial || r->cookie != x->xcookie.cookie) continue;
            *time = r->time;
            if (emulated != NULL) *emulated = r->emulated;
            if (place_x != NULL && place_y != NULL) {
                *place_x = r->x;
                *place_y = r->y;
            }
            int kind = r->kind;
            r->kind = ENDLESS_X11_NONE;
            return kind;
        }
        return ENDLESS_X11_NONE;
    }
    switch (x->type) {
    case MotionNotify:
        *time = (uint32_t)x->xmotion.time;
        return ENDLESS_X11_MOTION;
    case ButtonPress:
    case ButtonRelease:
        *time = (uint32_t)x->xbutton.time;
        if (place_x != NULL && place_y != NULL) {
            *place_x = x->xbutton.x;
            *place_y = x->xbutton.y;
        }
        if (emulated != NULL && x->xbutton.button >= 4 && x->xbutton.button <= 7) {
            *emulated = emulated_click(input, *time);
        }
        return x->type == ButtonPress ? ENDLESS_X11_BUTTON_PRESS : ENDLESS_X11_BUTTON_RELEASE;
    default:
        return ENDLESS_X11_NONE;
    }
}

// MARK: Events for tests

/// A fake XInput 2 event's storage: SDL's message, the event, its valuators.
typedef struct {
    SDL_SysWMmsg msg;
    XIDeviceEvent event;
    unsigned char mask[4];
    double values[MAX_FAKE_VALUATORS];
} fake_storage;

size_t endless_x11_message_size(void) { return sizeof(fake_storage); }

static XEvent *fake_message(void *sdl_event, void *storage) {
    fake_storage *s = storage;
    memset(s, 0, sizeof *s);
    SDL_VERSION(&s->msg.version);
    s->msg.subsystem = SDL_SYSWM_X11;
    SDL_Event *event = sdl_event;
    memset(event, 0, sizeof *event);
    event->type = SDL_SYSWMEVENT;
    event->syswm.msg = &s->msg;
    return &s->msg.msg.x11.event;
}

void endless_x11_fake_pointer_event(int kind, uint32_t time, int button, void *sdl_event, void *storage) {
    XEvent *x = fake_message(sdl_event, storage);
    switch (kind) {
    case ENDLESS_X11_MOTION: x->type = MotionNotify; x->xmotion.time = time; break;
    case ENDLESS_X11_BUTTON_PRESS: x->type = ButtonPress; x->xbutton.time = time; x->xbutton.button = button; break;
    case ENDLESS_X11_BUTTON_RELEASE: x->type = ButtonRelease; x->xbutton.time = time; x->xbutton.button = button; break;
    default: x->type = KeyPress; break;
    }
}

void endless_x11_fake_xi_motion(int source_id, uint32_t time, double x, double y, int count, const int *numbers,
                                const double *values, unsigned long serial, void *sdl_event, void *storage) {
    // The master pointer's (2) motion, from slave `source_id`.
    endless_x11_fake_xi_event(XI_Motion, 2, source_id, time, x, y, 0, 0, serial, sdl_event, storage);
    fake_storage *s = storage;
    if (count > MAX_FAKE_VALUATORS) count = MAX_FAKE_VALUATORS;
    // The server sends the set valuators' values in the order of their numbers.
    int k = 0;
    for (int bit = 0; bit < (int)sizeof s->mask * 8; bit++) {
        for (int i = 0; i < count; i++) {
            if (numbers[i] != bit) continue;
            XISetMask(s->mask, bit);
            s->values[k++] = values[i];
        }
    }
}

void endless_x11_fake_enter(void *sdl_event, void *storage) {
    XEvent *x = fake_message(sdl_event, storage);
    x->type = EnterNotify;
}

void endless_x11_fake_xi_event(int evtype, int device_id, int source_id, uint32_t time, double x, double y, int detail,
                               int flags, unsigned long serial, void *sdl_event, void *storage) {
    XEvent *xe = fake_message(sdl_event, storage);
    fake_storage *s = storage;
    XIDeviceEvent *e = &s->event;
    e->type = GenericEvent;
    e->serial = serial;
    e->evtype = evtype;
    e->time = time;
    e->deviceid = device_id;
    e->sourceid = source_id;
    e->event_x = x;
    e->event_y = y;
    e->detail = detail;
    e->flags = flags;
    e->valuators.mask_len = sizeof s->mask;
    e->valuators.mask = s->mask;
    e->valuators.values = s->values;
    xe->xcookie.type = GenericEvent;
    xe->xcookie.serial = serial;
    xe->xcookie.display = NULL;
    xe->xcookie.extension = 131;
    xe->xcookie.evtype = evtype;
    xe->xcookie.cookie = (unsigned int)serial;
    xe->xcookie.data = e;
}

int endless_x11_xi_event_type(int kind) {
    switch (kind) {
    case ENDLESS_X11_MOTION: return XI_Motion;
    case ENDLESS_X11_BUTTON_PRESS: return XI_ButtonPress;
    case ENDLESS_X11_BUTTON_RELEASE: return XI_ButtonRelease;
    default: return XI_Enter;
    }
}

int endless_x11_pointer_emulated_flag(void) { return XIPointerEmulated; }

#endif // __linux__
