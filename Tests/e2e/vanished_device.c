// An XInput 2 motion of a device the X server no longer has (removed while its
// events were queued) decoded by the event watch's decoder against the real
// server: asking for the device gets BadDevice, which must not reach Xlib's
// default error handler (it ends the process with exit 1). Prints "forgotten"
// and exits 0 when the device is forgotten.
// usage: vanished_device   (with DISPLAY set)
#include <X11/Xlib.h>
#include <SDL2/SDL.h>
#include <SDL2/SDL_syswm.h>
#include <stdio.h>
#include <stdlib.h>
#include "x11_event_time.h"

int main(void) {
    Display *display = XOpenDisplay(NULL);
    if (display == NULL) {
        fprintf(stderr, "vanished_device: no display\n");
        return 2;
    }
    int opcode, event, error;
    if (!XQueryExtension(display, "XInputExtension", &opcode, &event, &error)) {
        fprintf(stderr, "vanished_device: no XInput\n");
        return 2;
    }
    endless_x11_input *input = endless_x11_input_create();
    void *storage = calloc(1, endless_x11_message_size());
    SDL_Event sdl_event;
    int numbers[1] = {2};
    double values[1] = {120};
    // Device 250: none such (the server numbers from 2 upwards, a few dozen at most).
    endless_x11_fake_xi_motion(250, 1000, 10, 10, 1, numbers, values, 1, &sdl_event, storage);
    XGenericEventCookie *cookie = &sdl_event.syswm.msg->msg.x11.event.xcookie;
    cookie->display = display;
    cookie->extension = opcode;
    endless_x11_observe(input, &sdl_event);
    endless_x11_scroll scroll;
    int taken = endless_x11_take_scroll(input, &sdl_event, &scroll);
    // A second event of it: asked again, forgotten again.
    endless_x11_observe(input, &sdl_event);
    printf("forgotten %d\n", taken);
    endless_x11_input_destroy(input);
    free(storage);
    XCloseDisplay(display);
    return 0;
}
