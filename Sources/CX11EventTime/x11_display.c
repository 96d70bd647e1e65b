#include "x11_display.h"

// The X server is Linux's window system here: elsewhere there is no X display.
#if defined(__linux__)

#include <X11/Xlib.h>
#include <X11/Xproto.h>

int endless_x11_server_has_gpu(void) {
    Display *connection = XOpenDisplay(NULL);
    if (!connection) return -1;
    int opcode, event, error;
    int gpu = XQueryExtension(connection, "DRI3", &opcode, &event, &error)
        || XQueryExtension(connection, "DRI2", &opcode, &event, &error)
        || XQueryExtension(connection, "NV-GLX", &opcode, &event, &error);
    XCloseDisplay(connection);
    return gpu ? 1 : 0;
}

int endless_x11_display_answers(const char *name) {
    Display *connection = XOpenDisplay(name);
    if (!connection) return 0;
    XCloseDisplay(connection);
    return 1;
}

int endless_x11_is_stale_wake(int error_code, int request_code) {
    return error_code == BadWindow && request_code == X_SendEvent;
}

static int (*handler_before)(Display *, XErrorEvent *) = NULL;

static int pass_stale_wakes(Display *display, XErrorEvent *error) {
    if (endless_x11_is_stale_wake(error->error_code, error->request_code)) return 0;
    return handler_before ? handler_before(display, error) : 0;
}

void endless_x11_pass_stale_wakes(void) {
    // Again after each SDL_Init (SDL_Quit puts back the handler it found), never in front of itself.
    int (*current)(Display *, XErrorEvent *) = XSetErrorHandler(pass_stale_wakes);
    if (current != pass_stale_wakes) handler_before = current;
}

#else

int endless_x11_server_has_gpu(void) { return -1; }
int endless_x11_display_answers(const char *name) { (void)name; return -1; }
int endless_x11_is_stale_wake(int error_code, int request_code) { (void)error_code; (void)request_code; return 0; }
void endless_x11_pass_stale_wakes(void) {}

#endif
