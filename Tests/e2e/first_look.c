// The first look at a window as it appears: waits (up to 10 s) for a viewable
// top-level window whose name starts with NAME, reads its pixels at once, and
// prints how many colours a sparse grid of them holds (1: an empty window).
// usage: first_look NAME
#include <X11/Xlib.h>
#include <X11/Xutil.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static Window find(Display *display, const char *name) {
    Window root, parent, *children = NULL, found = 0;
    unsigned int count = 0;
    if (!XQueryTree(display, DefaultRootWindow(display), &root, &parent, &children, &count)) return 0;
    for (unsigned int i = 0; i < count && !found; i++) {
        char *title = NULL;
        XWindowAttributes attributes;
        if (XFetchName(display, children[i], &title) && title && strncmp(title, name, strlen(name)) == 0
            && XGetWindowAttributes(display, children[i], &attributes) && attributes.map_state == IsViewable)
            found = children[i];
        if (title) XFree(title);
    }
    if (children) XFree(children);
    return found;
}

int main(int argc, char **argv) {
    if (argc != 2) {
        fprintf(stderr, "usage: first_look NAME\n");
        return 2;
    }
    Display *display = XOpenDisplay(NULL);
    if (!display) {
        fprintf(stderr, "first_look: cannot open the display\n");
        return 1;
    }
    Window window = 0;
    struct timespec pause = {0, 1000000};
    for (int i = 0; i < 10000 && !window; i++)
        if (!(window = find(display, argv[1]))) nanosleep(&pause, NULL);
    XWindowAttributes attributes;
    if (!window || !XGetWindowAttributes(display, window, &attributes)) {
        fprintf(stderr, "first_look: no viewable window named %s\n", argv[1]);
        return 1;
    }
    XImage *image = XGetImage(display, window, 0, 0, (unsigned)attributes.width, (unsigned)attributes.height, AllPlanes,
                              ZPixmap);
    if (!image) return 1;
    // Distinct colours among every 8th pixel of every 8th row (at most 4096 kept).
    unsigned long seen[4096];
    int colours = 0;
    for (int y = 0; y < attributes.height; y += 8)
        for (int x = 0; x < attributes.width; x += 8) {
            unsigned long pixel = XGetPixel(image, x, y) & 0xFFFFFF;
            int known = 0;
            for (int i = 0; i < colours && !known; i++) known = seen[i] == pixel;
            if (!known && colours < 4096) seen[colours++] = pixel;
        }
    printf("%d\n", colours);
    XDestroyImage(image);
    XCloseDisplay(display);
    return 0;
}
