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

/* A picture of 4000 × 3000 in 800 × 600 (fit: 0.2): a double-click, a pan flung,
 * a wheel step past the limit, a pinch; each frame's scale and picture frame
 * printed when `print` (the trace SwiftTrace.swift --zoom prints through Swift). */
static endless_zoom *zoom_scenario(int print) {
    endless_zoom *zoom = endless_zoom_new(4000, 3000, 800, 600);
    double t = 0;
    for (int frame = 0; frame <= 480; frame++) {
        t = frame / 60.0;
        if (frame == 10) endless_zoom_toggle(zoom, 600, 200, t);
        if (frame == 100) endless_zoom_press(zoom, 400, 300, t);
        if (frame > 100 && frame <= 106) endless_zoom_move(zoom, 400 - 40.0 * (frame - 100), 300 + 10.0 * (frame - 100), t);
        if (frame == 106) endless_zoom_release(zoom, t);
        if (frame == 250) endless_zoom_by(zoom, 12, 100, 100, t);
        if (frame == 350) endless_zoom_begin_pinch(zoom, 400, 300, t);
        if (frame > 350 && frame <= 360) endless_zoom_pinch(zoom, 1 - 0.06 * (frame - 350), 400 + frame - 350, 300, t);
        if (frame == 360) endless_zoom_end_pinch(zoom, t);
        endless_zoom_advance(zoom, t);
        if (print) {
            double x, y, w, h;
            endless_zoom_picture_frame(zoom, &x, &y, &w, &h);
            printf("%.17g %.17g %.17g %.17g %.17g %.17g\n", t, endless_zoom_scale(zoom), x, y, w, h);
        }
    }
    return zoom;
}

int main(int argc, char **argv) {
    if (argc > 1 && strcmp(argv[1], "--zoom-trace") == 0) {
        endless_zoom_free(zoom_scenario(1));
        return 0;
    }
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

    /* The wheel: three notches of 40 px, animated to 120; a high-resolution wheel's 30 px more. */
    axis = endless_axis_new(720, 10000);
    endless_axis_wheel(axis, 3, ENDLESS_WHEEL_NOTCHES, 40, 0);
    CHECK(endless_axis_is_moving(axis) && fabs(endless_axis_resting_offset(axis) - 120) < 1e-9,
          "notches animate towards 120: %g", endless_axis_resting_offset(axis));
    endless_axis_wheel(axis, 30, ENDLESS_WHEEL_PIXELS, 40, 0.01);
    for (t = 0.01; t < 3 && endless_axis_is_moving(axis); t += 1.0 / 60) endless_axis_advance(axis, t);
    CHECK(fabs(endless_axis_offset(axis) - 150) < 1e-6, "then 150: %g", endless_axis_offset(axis));
    /* A touchpad: 20 deltas of 15 px 10 ms apart move it 1:1, then it flings on once they stop. */
    double before = endless_axis_offset(axis);
    for (int step = 1; step <= 20; step++) {
        endless_axis_wheel(axis, 15, ENDLESS_TOUCHPAD, 40, 4 + 0.01 * step);
        endless_axis_advance(axis, 4 + 0.01 * step);
    }
    CHECK(fabs(endless_axis_offset(axis) - before - 300) < 1e-6, "the touchpad's px 1:1: %g", endless_axis_offset(axis) - before);
    for (t = 4.2; t < 4.6; t += 1.0 / 60) endless_axis_advance(axis, t);
    CHECK(endless_axis_is_moving(axis) && endless_axis_offset(axis) > before + 300, "flung on after the fingers lift: %g",
          endless_axis_offset(axis) - before);
    endless_axis_free(axis);

    /* Extents: scrolled to the end, then the content shrinks — back within the new end. */
    axis = endless_axis_new(720, 10000);
    endless_axis_jump_to(axis, 9280);
    endless_axis_set_extents(axis, 720, 2000, 0);
    for (t = 0; t < 3 && endless_axis_is_moving(axis); t += 1.0 / 60) endless_axis_advance(axis, t);
    CHECK(fabs(endless_axis_offset(axis) - 1280) < 1e-6, "at the new end: %g", endless_axis_offset(axis));
    endless_axis_scroll_to(axis, 300, 3);
    endless_axis_scroll_by(axis, 100, 3);
    CHECK(fabs(endless_axis_resting_offset(axis) - 400) < 1e-9, "scroll to 300, then by 100: %g", endless_axis_resting_offset(axis));
    endless_axis_free(axis);

    /* Paging: pages of 720; a slow drag past half a page rests on the next; then page 3. */
    axis = endless_axis_new(720, 7200);
    endless_axis_set_paging(axis, 720);
    endless_axis_press(axis, 600, 0);
    for (int step = 1; step <= 40; step++) endless_axis_move(axis, 600 - 10.0 * step, 0.05 * step);
    endless_axis_release(axis, 2.5);
    CHECK(endless_axis_page(axis) == 1, "past half a page: page 1, not %lld", (long long)endless_axis_page(axis));
    endless_axis_scroll_to_page(axis, 3, 2.5);
    for (t = 2.5; t < 6 && endless_axis_is_moving(axis); t += 1.0 / 60) endless_axis_advance(axis, t);
    CHECK(fabs(endless_axis_offset(axis) - 2160) < 1e-6 && endless_axis_page(axis) == 3, "page 3 at 2160: %g",
          endless_axis_offset(axis));
    /* Snap points of their own spacing: a release near 330 rests on 350. */
    const double points[] = {900, 0, 100, NAN, 350};
    endless_axis_set_snap_points(axis, points, 5, 0);
    endless_axis_jump_to(axis, 330);
    endless_axis_press(axis, 0, 10);
    endless_axis_release(axis, 10.5);
    for (t = 10.5; t < 14 && endless_axis_is_moving(axis); t += 1.0 / 60) endless_axis_advance(axis, t);
    CHECK(fabs(endless_axis_offset(axis) - 350) < 1e-6 && endless_axis_page(axis) == 2, "on the point at 350: %g",
          endless_axis_offset(axis));
    endless_axis_set_snap_points(axis, NULL, 3, 1);
    endless_axis_set_paging(axis, 0);
    endless_axis_free(axis);

    /* Content of infinite extent has no ends: a pull down goes on without a rubber band. */
    axis = endless_axis_new(720, INFINITY);
    endless_axis_press(axis, 100, 0);
    endless_axis_move(axis, 600, 0.5);
    CHECK(fabs(endless_axis_offset(axis) + 496) < 1e-9, "no ends: the pointer's 500 px less the slop: %g", endless_axis_offset(axis));
    endless_axis_free(axis);

    /* Pan and zoom: at fit 0.2 px per picture px, centred; a double-click zooms to 2.5 × the fit. */
    endless_zoom *zoom = endless_zoom_new(4000, 3000, 800, 600);
    double zx, zy, zw, zh;
    endless_zoom_picture_frame(zoom, &zx, &zy, &zw, &zh);
    CHECK(fabs(endless_zoom_scale(zoom) - 0.2) < 1e-12 && fabs(zw - 800) < 1e-9 && fabs(zh - 600) < 1e-9 && fabs(zx) < 1e-9,
          "at fit: %g, %g %g %g %g", endless_zoom_scale(zoom), zx, zy, zw, zh);
    endless_zoom_toggle(zoom, 400, 300, 0);
    for (t = 0; t < 2 && endless_zoom_is_moving(zoom); t += 1.0 / 60) endless_zoom_advance(zoom, t);
    CHECK(fabs(endless_zoom_scale(zoom) - 0.5) < 1e-9, "a double-click: 2.5 × the fit: %g", endless_zoom_scale(zoom));
    endless_zoom_by(zoom, 100, 400, 300, 3);
    CHECK(endless_zoom_scale(zoom) > 4 && endless_zoom_scale(zoom) < 8, "a wheel step past the limit stretches: %g",
          endless_zoom_scale(zoom));
    for (t = 3; t < 6 && endless_zoom_is_moving(zoom); t += 1.0 / 60) endless_zoom_advance(zoom, t);
    CHECK(fabs(endless_zoom_scale(zoom) - 4) < 1e-6, "then springs back to 4 px per picture px: %g", endless_zoom_scale(zoom));
    endless_zoom_free(zoom);
    zoom = zoom_scenario(0);
    CHECK(!endless_zoom_is_moving(zoom) && isfinite(endless_zoom_scale(zoom)), "the scenario comes to rest");
    endless_zoom_free(zoom);

    /* Any value: NULL handles, NaN and infinite inputs. */
    endless_axis_press(NULL, 1, 1);
    endless_axis_move(NULL, 1, 1);
    endless_axis_release(NULL, 1);
    endless_axis_cancel(NULL, 1);
    CHECK(!endless_axis_advance(NULL, 1) && endless_axis_offset(NULL) == 0 && endless_axis_velocity(NULL) == 0
          && !endless_axis_is_moving(NULL), "NULL gives 0 and false");
    endless_axis_free(NULL);
    endless_axis_wheel(NULL, 1, 0, 40, 1);
    endless_axis_set_extents(NULL, 1, 2, 3);
    endless_axis_set_paging(NULL, 10);
    endless_axis_set_snap_points(NULL, points, 5, 1);
    endless_axis_scroll_to_page(NULL, 2, 1);
    endless_axis_scroll_to(NULL, 2, 1);
    endless_axis_scroll_by(NULL, 2, 1);
    endless_axis_jump_to(NULL, 2);
    CHECK(endless_axis_page(NULL) == 0 && endless_axis_resting_offset(NULL) == 0, "NULL gives 0");
    endless_zoom_free(NULL);
    endless_zoom_press(NULL, 1, 1, 1);
    endless_zoom_move(NULL, 1, 1, 1);
    endless_zoom_release(NULL, 1);
    endless_zoom_by(NULL, 2, 1, 1, 1);
    endless_zoom_to(NULL, 2, 1, 1, 1);
    endless_zoom_toggle(NULL, 1, 1, 1);
    endless_zoom_begin_pinch(NULL, 1, 1, 1);
    endless_zoom_pinch(NULL, 2, 1, 1, 1);
    endless_zoom_end_pinch(NULL, 1);
    endless_zoom_resize(NULL, 1, 1, 1);
    endless_zoom_picture_frame(NULL, &zx, NULL, NULL, NULL);
    CHECK(!endless_zoom_advance(NULL, 1) && !endless_zoom_is_moving(NULL) && endless_zoom_scale(NULL) == 0 && zx == 0,
          "a NULL zoom gives 0 and false");
    zoom = endless_zoom_new(NAN, INFINITY, -1, 0);
    endless_zoom_press(zoom, NAN, INFINITY, NAN);
    endless_zoom_move(zoom, 1e308, -1e308, 1);
    endless_zoom_release(zoom, INFINITY);
    endless_zoom_by(zoom, NAN, NAN, NAN, NAN);
    endless_zoom_by(zoom, INFINITY, 1, 1, 2);
    endless_zoom_by(zoom, 0, 1, 1, 2);
    endless_zoom_to(zoom, -5, INFINITY, 1, 3);
    endless_zoom_begin_pinch(zoom, NAN, 1, 4);
    endless_zoom_pinch(zoom, INFINITY, 1, NAN, 4.1);
    endless_zoom_pinch(zoom, 0, 1, 1, 4.2);
    endless_zoom_end_pinch(zoom, NAN);
    endless_zoom_resize(zoom, NAN, -INFINITY, 5);
    endless_zoom_advance(zoom, 1e9);
    endless_zoom_picture_frame(zoom, &zx, &zy, &zw, &zh);
    CHECK(isfinite(endless_zoom_scale(zoom)) && isfinite(zx) && isfinite(zy) && isfinite(zw) && isfinite(zh),
          "a zoom stays finite whatever came: %g %g %g %g %g", endless_zoom_scale(zoom), zx, zy, zw, zh);
    endless_zoom_free(zoom);
    axis = endless_axis_new(NAN, INFINITY);
    endless_axis_wheel(axis, NAN, 7, INFINITY, NAN);
    endless_axis_wheel(axis, INFINITY, ENDLESS_TOUCHPAD, 40, 1);
    endless_axis_wheel(axis, 1e300, ENDLESS_WHEEL_NOTCHES, 1e300, 2);
    endless_axis_set_extents(axis, -5, NAN, INFINITY);
    endless_axis_set_paging(axis, NAN);
    endless_axis_set_paging(axis, 1e-300);
    endless_axis_set_snap_points(axis, points, 5, -3);
    endless_axis_scroll_to_page(axis, INT64_MAX, 3);
    endless_axis_scroll_to(axis, NAN, 3);
    endless_axis_scroll_by(axis, -INFINITY, 3);
    endless_axis_jump_to(axis, 1e308);
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
