// A drag at a device's pace, through XTest: presses the left button at root
// (X, Y), moves DX px STEPS times at HZ Hz — each move at its own instant on
// an absolute clock, as a mouse sends them — and releases with the last move.
// The X server stamps each event when it takes it, so the demo's velocity is
// measured against the true pace. Prints the speed, px/s.
// usage: xtest_drag X Y DX STEPS HZ
// (XTest's prototypes are declared here: its headers need not be installed.)
#include <X11/Xlib.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

extern int XTestFakeMotionEvent(Display *display, int screen, int x, int y, unsigned long delay);
extern int XTestFakeButtonEvent(Display *display, unsigned int button, Bool is_press, unsigned long delay);

static void at(const struct timespec *start, double seconds) {
    struct timespec when = *start;
    long long ns = (long long)(seconds * 1e9) + when.tv_nsec;
    when.tv_sec += ns / 1000000000LL;
    when.tv_nsec = ns % 1000000000LL;
    while (clock_nanosleep(CLOCK_MONOTONIC, TIMER_ABSTIME, &when, NULL) != 0) {}
}

int main(int argc, char **argv) {
    if (argc != 6) {
        fprintf(stderr, "usage: xtest_drag X Y DX STEPS HZ\n");
        return 2;
    }
    int x = atoi(argv[1]), y = atoi(argv[2]), dx = atoi(argv[3]), steps = atoi(argv[4]);
    double hz = atof(argv[5]);
    if (steps < 1 || hz <= 0) return 2;
    Display *display = XOpenDisplay(NULL);
    if (!display) {
        fprintf(stderr, "xtest_drag: cannot open the display\n");
        return 1;
    }
    XTestFakeMotionEvent(display, -1, x, y, 0);
    XSync(display, False);
    struct timespec settle = {0, 100000000};
    nanosleep(&settle, NULL);
    XTestFakeButtonEvent(display, 1, True, 0);
    XFlush(display);
    struct timespec start;
    clock_gettime(CLOCK_MONOTONIC, &start);
    for (int i = 1; i <= steps; i++) {
        at(&start, i / hz);
        XTestFakeMotionEvent(display, -1, x + i * dx, y, 0);
        XFlush(display);
    }
    XTestFakeButtonEvent(display, 1, False, 0);
    XSync(display, False);
    XCloseDisplay(display);
    printf("%.1f\n", (dx < 0 ? -dx : dx) * hz);
    return 0;
}
