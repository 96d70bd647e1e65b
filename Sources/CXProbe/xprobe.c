#include "xprobe.h"

#include <X11/Xlib.h>
#include <X11/Xatom.h>
#include <X11/Xutil.h>
#include <stdlib.h>
#include <string.h>

static Display *display;

static int quiet(Display *d, XErrorEvent *e) {
    (void)d;
    (void)e;
    return 0;
}

int xprobe_open(void) {
    if (display) return 0;
    display = XOpenDisplay(NULL);
    if (!display) return -1;
    XSetErrorHandler(quiet);
    return 0;
}

/// Whether the window's WM_NAME or _NET_WM_NAME contains `name`.
static int named(Window window, const char *name) {
    int match = 0;
    char *title = NULL;
    if (XFetchName(display, window, &title) && title) {
        match = strstr(title, name) != NULL;
        XFree(title);
    }
    if (match) return 1;
    Atom type;
    int format;
    unsigned long count, after;
    unsigned char *value = NULL;
    Atom property = XInternAtom(display, "_NET_WM_NAME", False), utf8 = XInternAtom(display, "UTF8_STRING", False);
    if (XGetWindowProperty(display, window, property, 0, 1024, False, utf8, &type, &format, &count, &after, &value)
            == Success && value) {
        match = strstr((const char *)value, name) != NULL;
        XFree(value);
    }
    return match;
}

/// The process that made the window (_NET_WM_PID, which SDL sets), or 0 when it says none.
static long owner(Window window) {
    Atom type;
    int format;
    unsigned long count, after;
    unsigned char *value = NULL;
    long pid = 0;
    Atom property = XInternAtom(display, "_NET_WM_PID", False);
    if (XGetWindowProperty(display, window, property, 0, 1, False, XA_CARDINAL, &type, &format, &count, &after, &value)
            == Success && value) {
        if (type == XA_CARDINAL && format == 32 && count == 1) pid = (long)*(unsigned long *)value;
        XFree(value);
    }
    return pid;
}

static Window search(Window window, const char *name, int min_width, long pid, int depth) {
    {
        // A window that names another process is not the one asked for; one that names none may be.
        long made_by = pid == 0 ? 0 : owner(window);
        int match = named(window, name) && (made_by == 0 || made_by == pid);
        if (match) {
            XWindowAttributes attributes;
            if (XGetWindowAttributes(display, window, &attributes) && attributes.map_state == IsViewable
                && attributes.width >= min_width)
                return window;
        }
    }
    if (depth > 3) return 0;
    Window root, parent, *children = NULL;
    unsigned int count = 0;
    if (!XQueryTree(display, window, &root, &parent, &children, &count)) return 0;
    Window found = 0;
    for (unsigned int i = 0; i < count && !found; i++) found = search(children[i], name, min_width, pid, depth + 1);
    if (children) XFree(children);
    return found;
}

unsigned long xprobe_find_of(const char *name, int min_width, long pid) {
    if (!display) return 0;
    return search(DefaultRootWindow(display), name, min_width, pid, 0);
}

static XImage *grab(unsigned long window, int *width, int *height) {
    XWindowAttributes attributes;
    *width = 0;
    *height = 0;
    if (!display || !XGetWindowAttributes(display, (Window)window, &attributes)) return NULL;
    XImage *image = XGetImage(display, (Window)window, 0, 0, (unsigned)attributes.width, (unsigned)attributes.height,
                              AllPlanes, ZPixmap);
    if (image) {
        *width = attributes.width;
        *height = attributes.height;
    }
    return image;
}

// MARK: Whole-window reads through shared memory

#include <X11/extensions/XShm.h>
#include <sys/ipc.h>
#include <sys/shm.h>

/// One shared-memory image the size of the window last read whole: the X server
/// copies the window's pixels into it (XShmGetImage, about a millisecond for
/// 1280×720), where XGetImage sends them through the socket (about ten).
static struct {
    XImage *image;
    XShmSegmentInfo segment;
    int width, height;
    int unavailable;
} shared;

static void shared_release(void) {
    if (!shared.image) return;
    XShmDetach(display, &shared.segment);
    XDestroyImage(shared.image);
    shmdt(shared.segment.shmaddr);
    shared.image = NULL;
}

/// The window's pixels through `shared`, or NULL where the server has no MIT-SHM.
static XImage *shared_grab(Window window, const XWindowAttributes *attributes) {
    if (shared.unavailable) return NULL;
    if (!shared.image || shared.width != attributes->width || shared.height != attributes->height) {
        shared_release();
        if (!XShmQueryExtension(display)) {
            shared.unavailable = 1;
            return NULL;
        }
        XImage *image = XShmCreateImage(display, attributes->visual, (unsigned)attributes->depth, ZPixmap, NULL,
                                        &shared.segment, (unsigned)attributes->width, (unsigned)attributes->height);
        if (!image) return NULL;
        shared.segment.shmid = shmget(IPC_PRIVATE, (size_t)image->bytes_per_line * (size_t)image->height, IPC_CREAT | 0600);
        if (shared.segment.shmid < 0) {
            XDestroyImage(image);
            return NULL;
        }
        shared.segment.shmaddr = image->data = shmat(shared.segment.shmid, NULL, 0);
        shared.segment.readOnly = False;
        int attached = image->data != (char *)-1 && XShmAttach(display, &shared.segment);
        XSync(display, False);
        shmctl(shared.segment.shmid, IPC_RMID, NULL);  // gone with the last detach
        if (!attached) {
            if (image->data != (char *)-1) shmdt(image->data);
            image->data = NULL;
            XDestroyImage(image);
            return NULL;
        }
        shared.image = image;
        shared.width = attributes->width;
        shared.height = attributes->height;
    }
    return XShmGetImage(display, window, shared.image, 0, 0, AllPlanes) ? shared.image : NULL;
}

/// A hash of every 4th pixel of every 4th row of `image` (RGB only): 32-bit rows
/// read directly, other layouts through XGetPixel.
static uint64_t sample_hash(XImage *image) {
    uint64_t hash = 1469598103934665603ULL;
    for (int y = 0; y < image->height; y += 4) {
        const uint32_t *row = (const uint32_t *)(image->data + (size_t)y * (size_t)image->bytes_per_line);
        for (int x = 0; x < image->width; x += 4) {
            unsigned long pixel = image->bits_per_pixel == 32 ? row[x] : XGetPixel(image, x, y);
            hash ^= (uint64_t)(pixel & 0xffffff);
            hash *= 1099511628211ULL;
        }
    }
    return hash;
}

uint64_t xprobe_hash(unsigned long window, int *width, int *height) {
    XWindowAttributes attributes;
    *width = 0;
    *height = 0;
    if (!display || !XGetWindowAttributes(display, (Window)window, &attributes) || attributes.map_state != IsViewable)
        return 0;
    XImage *image = attributes.depth == 24 || attributes.depth == 32 ? shared_grab((Window)window, &attributes) : NULL;
    XImage *owned = NULL;
    if (!image) {
        owned = image = XGetImage(display, (Window)window, 0, 0, (unsigned)attributes.width, (unsigned)attributes.height,
                                  AllPlanes, ZPixmap);
        if (!image) return 0;
    }
    uint64_t hash = sample_hash(image);
    *width = image->width;
    *height = image->height;
    if (owned) XDestroyImage(owned);
    return hash;
}

double xprobe_coverage(unsigned long window, uint32_t background) {
    int width, height;
    XImage *image = grab(window, &width, &height);
    if (!image) return 0;
    long covered = 0, total = 0;
    for (int y = 0; y < height; y += 8)
        for (int x = 0; x < width; x += 8) {
            unsigned long p = XGetPixel(image, x, y);
            int dr = abs((int)((p >> 16) & 255) - (int)((background >> 16) & 255));
            int dg = abs((int)((p >> 8) & 255) - (int)((background >> 8) & 255));
            int db = abs((int)(p & 255) - (int)(background & 255));
            total++;
            if (dr > 24 || dg > 24 || db > 24) covered++;
        }
    XDestroyImage(image);
    return total ? (double)covered / (double)total : 0;
}

int xprobe_key(unsigned long window, const char *key) {
    if (!display) return -1;
    KeySym symbol = XStringToKeysym(key);
    if (symbol == NoSymbol) return -1;
    XKeyEvent event;
    memset(&event, 0, sizeof event);
    event.display = display;
    event.window = (Window)window;
    event.root = DefaultRootWindow(display);
    event.subwindow = None;
    event.time = CurrentTime;
    event.same_screen = True;
    event.keycode = XKeysymToKeycode(display, symbol);
    event.type = KeyPress;
    XSendEvent(display, (Window)window, True, KeyPressMask, (XEvent *)&event);
    event.type = KeyRelease;
    XSendEvent(display, (Window)window, True, KeyReleaseMask, (XEvent *)&event);
    XFlush(display);
    return 0;
}

// MARK: Input to the screen

#include <dlfcn.h>
#include <time.h>

typedef int (*fake_motion_fn)(Display *, int, int, int, unsigned long);
typedef int (*fake_button_fn)(Display *, unsigned int, Bool, unsigned long);

static double monotonic(void) {
    struct timespec now;
    clock_gettime(CLOCK_MONOTONIC, &now);
    return (double)now.tv_sec + (double)now.tv_nsec / 1e9;
}

/// The window's row `y` (`width` px), XGetImage's; NULL when it cannot be read.
/// A line of the window's pixels that input is timed against: a row (the
/// drag's) or a column (the wheel's), read with XGetImage.
struct line {
    Window window;
    int x, y, w, h;
};

static struct line window_row(Window window, int width, int y) { return (struct line){window, 0, y, width, 1}; }

static XImage *line_image(struct line line) {
    return XGetImage(display, line.window, line.x, line.y, (unsigned)line.w, (unsigned)line.h, AllPlanes, ZPixmap);
}

static int lines_differ(const XImage *a, const XImage *b) {
    int bytes = a->bytes_per_line < b->bytes_per_line ? a->bytes_per_line : b->bytes_per_line;
    int rows = a->height < b->height ? a->height : b->height;
    return memcmp(a->data, b->data, (size_t)bytes * (size_t)rows) != 0;
}

/// XTest's fake motion and button calls (libXtst, loaded when first needed), the
/// window's size and its origin on the root window; 0, or -1.
static int prepare_input(unsigned long window, fake_motion_fn *motion, fake_button_fn *button, int *width, int *height,
                         int *root_x, int *root_y) {
    if (xprobe_open() != 0) return -1;
    static void *xtst;
    if (!xtst) xtst = dlopen("libXtst.so.6", RTLD_NOW | RTLD_LOCAL);
    if (!xtst) return -1;
    *motion = (fake_motion_fn)dlsym(xtst, "XTestFakeMotionEvent");
    *button = (fake_button_fn)dlsym(xtst, "XTestFakeButtonEvent");
    XWindowAttributes attributes;
    if (!*motion || !*button || !XGetWindowAttributes(display, (Window)window, &attributes)) return -1;
    Window child;
    XTranslateCoordinates(display, (Window)window, attributes.root, 0, 0, root_x, root_y, &child);
    *width = attributes.width;
    *height = attributes.height;
    return 0;
}

/// Waits until `slot` (monotonic s), then reads `line` into `*before` (the line
/// as it is just before the input: a frame may have changed it since).
static void wait_for_slot(double slot, struct line line, XImage **before) {
    while (monotonic() < slot) {
        struct timespec nap = {0, 200000};
        nanosleep(&nap, NULL);
    }
    XImage *now = line_image(line);
    if (now) {
        XDestroyImage(*before);
        *before = now;
    }
}

/// How long `line` takes to change from `*before` after input sent now, s; -1
/// when it does not within `within` s. `*before` is the line as last read.
static double time_change(struct line line, XImage **before, double within) {
    double sent = monotonic();
    while (monotonic() - sent < within) {
        XImage *after = line_image(line);
        if (!after) break;
        int changed = lines_differ(*before, after);
        XDestroyImage(*before);
        *before = after;
        if (changed) return monotonic() - sent;
    }
    return -1;
}

int xprobe_drag_latency(unsigned long window, int x, int y, int dx, int moves, double interval, double *latency) {
    fake_motion_fn motion;
    fake_button_fn button;
    int width, height, root_x, root_y;
    if (moves < 1 || !(interval > 0) || prepare_input(window, &motion, &button, &width, &height, &root_x, &root_y) != 0) {
        return -1;
    }
    motion(display, -1, root_x + x, root_y + y, 0);
    button(display, 1, True, 0);
    XSync(display, False);
    struct timespec pause = {0, 100000000};
    nanosleep(&pause, NULL);
    struct line row = window_row((Window)window, width, y);
    XImage *before = line_image(row);
    if (!before) return -1;
    double start = monotonic();
    for (int i = 0; i < moves; i++) {
        wait_for_slot(start + (i + 1) * interval, row, &before);
        motion(display, -1, root_x + x + (i + 1) * dx, root_y + y, 0);
        XSync(display, False);
        latency[i] = time_change(row, &before, interval * 0.95);
    }
    XDestroyImage(before);
    button(display, 1, False, 0);
    XSync(display, False);
    return 0;
}

int xprobe_wheel_latency(unsigned long window, int x, int y, int notches, double interval, double *latency) {
    fake_motion_fn motion;
    fake_button_fn button;
    int width, height, root_x, root_y;
    if (notches < 1 || !(interval > 0) || prepare_input(window, &motion, &button, &width, &height, &root_x, &root_y) != 0) {
        return -1;
    }
    motion(display, -1, root_x + x, root_y + y, 0);
    XSync(display, False);
    struct timespec pause = {0, 100000000};
    nanosleep(&pause, NULL);
    // The column at x: as the content moves up, the edges between its cells move along it
    // (a row across cells of one colour, placeholders say, would not change).
    struct line column = {(Window)window, x, 0, 1, height};
    XImage *before = line_image(column);
    if (!before) return -1;
    double start = monotonic();
    for (int i = 0; i < notches; i++) {
        wait_for_slot(start + i * interval, column, &before);
        // Button 5: a notch of the wheel turned towards the user (scrolls down).
        button(display, 5, True, 0);
        button(display, 5, False, 0);
        XSync(display, False);
        latency[i] = time_change(column, &before, interval * 0.95);
    }
    XDestroyImage(before);
    return 0;
}
