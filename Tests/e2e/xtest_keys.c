// Presses and releases a key COUNT times through XTest, as fast as the X server
// takes them, then flushes: a backlog of input for whichever window has the focus.
// usage: xtest_keys KEYSYM COUNT   (KEYSYM as X names it: Down, plus, Right)
// (XTest's prototypes are declared here: its headers need not be installed.)
#include <X11/Xlib.h>
#include <stdio.h>
#include <stdlib.h>

extern int XTestFakeKeyEvent(Display *display, unsigned int keycode, Bool is_press, unsigned long delay);

int main(int argc, char **argv) {
    if (argc != 3) {
        fprintf(stderr, "usage: xtest_keys KEYSYM COUNT\n");
        return 2;
    }
    Display *display = XOpenDisplay(NULL);
    if (display == NULL) {
        fprintf(stderr, "xtest_keys: no display\n");
        return 2;
    }
    KeySym keysym = XStringToKeysym(argv[1]);
    KeyCode code = keysym == NoSymbol ? 0 : XKeysymToKeycode(display, keysym);
    if (code == 0) {
        fprintf(stderr, "xtest_keys: no key '%s'\n", argv[1]);
        return 2;
    }
    long count = atol(argv[2]);
    for (long i = 0; i < count; i++) {
        XTestFakeKeyEvent(display, code, True, 0);
        XTestFakeKeyEvent(display, code, False, 0);
        if (i % 1000 == 999) XSync(display, False);
    }
    XSync(display, False);
    XCloseDisplay(display);
    return 0;
}
