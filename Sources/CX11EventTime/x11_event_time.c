// SDL's X11 message types: SDL_syswm.h declares them only for the X11 driver,
// which Debian's SDL_config.h does not name, so it is named here, in this file
// alone (Xlib's `Window`, `Display`, … must not reach Swift).
#define SDL_VIDEO_DRIVER_X11 1
#include <SDL2/SDL.h>
#include <SDL2/SDL_syswm.h>
#include <string.h>

#include "x11_event_time.h"

int endless_x11_pointer_time(const void *sdl_event, uint32_t *time) {
    const SDL_Event *event = sdl_event;
    if (event == NULL || event->type != SDL_SYSWMEVENT || event->syswm.msg == NULL) return ENDLESS_X11_NONE;
    const SDL_SysWMmsg *msg = event->syswm.msg;
    if (msg->subsystem != SDL_SYSWM_X11) return ENDLESS_X11_NONE;
    const XEvent *x = &msg->msg.x11.event;
    switch (x->type) {
    case MotionNotify:
        *time = (Uint32)x->xmotion.time;
        return ENDLESS_X11_MOTION;
    case ButtonPress:
        *time = (Uint32)x->xbutton.time;
        return ENDLESS_X11_BUTTON_PRESS;
    case ButtonRelease:
        *time = (Uint32)x->xbutton.time;
        return ENDLESS_X11_BUTTON_RELEASE;
    default:
        return ENDLESS_X11_NONE;
    }
}

size_t endless_x11_message_size(void) { return sizeof(SDL_SysWMmsg); }

void endless_x11_fake_pointer_event(int kind, uint32_t time, void *sdl_event, void *storage) {
    SDL_Event *event = sdl_event;
    SDL_SysWMmsg *msg = storage;
    memset(msg, 0, sizeof *msg);
    SDL_VERSION(&msg->version);
    msg->subsystem = SDL_SYSWM_X11;
    XEvent *x = &msg->msg.x11.event;
    switch (kind) {
    case ENDLESS_X11_MOTION: x->type = MotionNotify; x->xmotion.time = time; break;
    case ENDLESS_X11_BUTTON_PRESS: x->type = ButtonPress; x->xbutton.time = time; break;
    case ENDLESS_X11_BUTTON_RELEASE: x->type = ButtonRelease; x->xbutton.time = time; break;
    default: x->type = KeyPress; break;
    }
    memset(event, 0, sizeof *event);
    event->type = SDL_SYSWMEVENT;
    event->syswm.msg = msg;
}
