/* The C library's axis, driven from C: a drag, a fling that decelerates to
 * rest, a pull past the top that springs back, NULL handles and NaN inputs.
 * With an argument, prints the offset every 1/120 s of the fling (the trace the
 * Swift build's axis is compared with). Exit 0 when every check holds. */
#include "endless.h"
#include <math.h>
#include <stdio.h>
#include <string.h>

static int failures = 0;
#define CHECK(condition, ...) do { if (!(condition)) { failures++; printf("FAIL %s:%d: ", __FILE__, __LINE__); \
    printf(__VA_ARGS__); printf("\n"); } } while (0)

/* A drag from 600 to 200 px over 0.1 s (4000 px/s), released at 0.1 s. */
static endless_axis *flung(void) {
    endless_axis *axis = endless_axis_new(720, 10000);
    endless_axis_press(axis, 600, 0);
    for (int step = 1; step <= 10; step++) endless_axis_move(axis, 600 - 40.0 * step, 0.01 * step);
    endless_axis_release(axis, 0.1);
    return axis;
}

int main(int argc, char **argv) {
    if (argc > 1 && strcmp(argv[1], "--trace") == 0) {
        endless_axis *axis = flung();
        for (int frame = 0; frame <= 480; frame++) {
            double t = 0.1 + frame / 120.0;
            endless_axis_advance(axis, t);
            printf("%.17g %.17g %.17g\n", t, endless_axis_offset(axis), endless_axis_velocity(axis));
        }
        endless_axis_free(axis);
        return 0;
    }
    endless_axis *axis = flung();
    CHECK(fabs(endless_axis_offset(axis) - 396) < 1e-9, "the content followed the pointer 400 px, less the 4 px slop: %g",
          endless_axis_offset(axis));
    CHECK(endless_axis_is_moving(axis), "a fast release flings");
    CHECK(endless_axis_velocity(axis) > 3000, "at about the pointer's speed: %g", endless_axis_velocity(axis));
    double last = endless_axis_offset(axis), t = 0.1;
    int came_to_rest = 0;
    while (t < 10 && !came_to_rest) {
        t += 1.0 / 60;
        came_to_rest = endless_axis_advance(axis, t);
        CHECK(endless_axis_offset(axis) >= last - 1e-9, "a fling forward never goes back: %g then %g", last, endless_axis_offset(axis));
        last = endless_axis_offset(axis);
    }
    CHECK(came_to_rest && !endless_axis_is_moving(axis), "the fling came to rest (at %g s)", t);
    CHECK(last > 1000 && last <= 10000 - 720, "where it carried, within the content: %g", last);
    endless_axis_free(axis);

    /* Pulled 200 px past the top and let go: a rubber band, then a spring back to 0. */
    axis = endless_axis_new(720, 10000);
    endless_axis_press(axis, 100, 0);
    for (int step = 1; step <= 20; step++) endless_axis_move(axis, 100 + 10.0 * step, 0.05 * step);
    double pulled = endless_axis_offset(axis);
    CHECK(pulled < 0 && pulled > -200, "past the top, less than the pointer moved: %g", pulled);
    endless_axis_release(axis, 1.5);
    for (t = 1.5; t < 5 && endless_axis_is_moving(axis); t += 1.0 / 60) endless_axis_advance(axis, t);
    CHECK(fabs(endless_axis_offset(axis)) < 1e-6 && !endless_axis_is_moving(axis), "back at the top: %g", endless_axis_offset(axis));
    endless_axis_free(axis);

    /* Any value: NULL handles, NaN and infinite inputs. */
    endless_axis_press(NULL, 1, 1);
    endless_axis_move(NULL, 1, 1);
    endless_axis_release(NULL, 1);
    endless_axis_cancel(NULL, 1);
    CHECK(!endless_axis_advance(NULL, 1) && endless_axis_offset(NULL) == 0 && endless_axis_velocity(NULL) == 0
          && !endless_axis_is_moving(NULL), "NULL gives 0 and false");
    endless_axis_free(NULL);
    axis = endless_axis_new(NAN, INFINITY);
    endless_axis_press(axis, NAN, NAN);
    endless_axis_move(axis, INFINITY, -INFINITY);
    endless_axis_move(axis, -1e300, 1e300);
    endless_axis_release(axis, NAN);
    endless_axis_advance(axis, INFINITY);
    endless_axis_advance(axis, 1e9);
    CHECK(isfinite(endless_axis_offset(axis)) && isfinite(endless_axis_velocity(axis)), "finite whatever came: %g, %g",
          endless_axis_offset(axis), endless_axis_velocity(axis));
    endless_axis_cancel(axis, 2e9);
    endless_axis_free(axis);

    printf("%s: %d failed\n", failures ? "FAIL" : "ok", failures);
    return failures != 0;
}
