#include "x11_display.h"

// The X server is Linux's window system here: elsewhere there is no X display.
#if defined(__linux__)

#include <X11/Xlib.h>

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

#else

int endless_x11_server_has_gpu(void) { return -1; }
int endless_x11_display_answers(const char *name) { (void)name; return -1; }

#endif
