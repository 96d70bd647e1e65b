/* The C library's recentering strip and looping pager, driven from C: flings
 * that carry the strip across recenters with its offset continuous, tiles laid
 * over the viewport, a pager that wraps round both ways, NULL handles and any
 * value. With --strip-trace or --pager-trace, prints each frame of the
 * scenario (the traces SwiftTrace.swift prints through the Swift build).
 * Exit 0 when every check holds. */
#include "endless.h"
#include <math.h>
#include <stdio.h>
#include <string.h>

static int failures = 0;
#define CHECK(condition, ...) do { if (!(condition)) { failures++; printf("FAIL %s:%d: ", __FILE__, __LINE__); \
    printf(__VA_ARGS__); printf("\n"); } } while (0)

/* Tiles 100 px long in 800 px: three flings to the left of 8000 px/s, at 0, 1.5
 * and 3 s, a wheel's notches at 5 s, 120 frames a second for 7 s. */
static void strip_scenario(int print) {
    endless_strip *strip = endless_strip_new(100, 800);
    double previous = endless_strip_offset(strip), fastest = 0;
    for (int frame = 0; frame <= 840; frame++) {
        double t = frame / 120.0;
        for (int fling = 0; fling < 3; fling++) {
            double start = 1.5 * fling;
            if (fabs(t - start) < 1e-9) endless_strip_press(strip, 700, t);
            for (int step = 1; step <= 10; step++)
                if (fabs(t - (start + step / 120.0)) < 1e-9) endless_strip_move(strip, 700 - 66.0 * step, t);
            if (fabs(t - (start + 11 / 120.0)) < 1e-9) endless_strip_release(strip, t);
        }
        if (frame == 600 || frame == 612) endless_strip_wheel(strip, 3, ENDLESS_WHEEL_NOTCHES, 40, t);
        endless_strip_advance(strip, t);
        double offset = endless_strip_offset(strip);
        int64_t index = 0;
        int slot = 0;
        double begins = 0;
        endless_strip_tile(strip, 0, &index, &slot, &begins);
        if (print) {
            printf("%.17g %.17g %.17g %lld %d %lld %.17g\n", t, offset, endless_strip_velocity(strip),
                   (long long)endless_strip_recenter_count(strip), endless_strip_tile_count(strip), (long long)index, begins);
        } else {
            /* Continuous: never more than the fastest motion allows in a frame, whatever the recenters. */
            fastest = fmax(fastest, fabs(offset - previous));
            CHECK(fabs(offset - previous) < 9000 / 120.0, "the offset jumped from %g to %g at %g s", previous, offset, t);
            CHECK(begins <= 0 && begins > -100, "the first tile starts at or before the viewport: %g", begins);
            CHECK(index == (int64_t)floor(offset / 100), "the first tile is the one at the offset: %lld at %g",
                  (long long)index, offset);
            CHECK(endless_strip_tile_count(strip) >= 8 && endless_strip_tile_count(strip) <= 10, "%d tiles over 800 px",
                  endless_strip_tile_count(strip));
        }
        previous = offset;
    }
    if (!print) {
        CHECK(endless_strip_recenter_count(strip) >= 2, "the flings carried the strip across recenters (%lld)",
              (long long)endless_strip_recenter_count(strip));
        CHECK(previous > 5000 && !endless_strip_is_moving(strip), "far along and at rest: %g", previous);
        endless_strip_resize(strip, 400);
        CHECK(fabs(endless_strip_offset(strip) - previous) < 1e-6 && endless_strip_tile_count(strip) <= 6,
              "resized: where it was (%g), fewer tiles (%d)", endless_strip_offset(strip), endless_strip_tile_count(strip));
        CHECK(!endless_strip_tile(strip, 99, NULL, NULL, NULL) && !endless_strip_tile(strip, -1, NULL, NULL, NULL),
              "no tile 99 or -1");
    }
    endless_strip_free(strip);
}

/* Five items on pages of 400 px: a drag to the left (the next page), two steps
 * back (round past item 0 to item 4), a go to item 3, a flick back; 120 frames a
 * second for 5 s. */
static void pager_scenario(int print) {
    endless_pager *pager = endless_pager_new(5, 400);
    int64_t seen[5] = {0};
    for (int frame = 0; frame <= 600; frame++) {
        double t = frame / 120.0;
        if (frame == 0) endless_pager_press(pager, 300, t);
        if (frame > 0 && frame <= 12) endless_pager_move(pager, 300 - 25.0 * frame, t);
        if (frame == 12) endless_pager_release(pager, t);
        if (frame == 120 || frame == 180) endless_pager_step(pager, -1, t);
        if (frame == 300) endless_pager_go_to_item(pager, 3, t);
        if (frame == 420) endless_pager_press(pager, 100, t);
        if (frame > 420 && frame <= 426) endless_pager_move(pager, 100 + 30.0 * (frame - 420), t);
        if (frame == 426) endless_pager_release(pager, t);
        endless_pager_advance(pager, t);
        int64_t items[4];
        double starts[4];
        int shown = endless_pager_visible_pages(pager, 400, items, starts, 4);
        if (print) {
            printf("%.17g %.17g %.17g %lld %lld %d %lld %.17g\n", t, endless_pager_offset(pager), endless_pager_velocity(pager),
                   (long long)endless_pager_current_item(pager), (long long)endless_pager_wrap_count(pager), shown,
                   (long long)(shown > 0 ? items[0] : -1), shown > 0 ? starts[0] : 0.0);
        } else {
            CHECK(shown >= 1 && shown <= 2, "one or two pages in view: %d", shown);
            int64_t item = endless_pager_current_item(pager);
            CHECK(item >= 0 && item < 5, "an item: %lld", (long long)item);
            if (item >= 0 && item < 5 && !endless_pager_is_moving(pager)) seen[item] = 1;
            if (frame == 119) CHECK(item == 1, "the drag turned to item 1: %lld", (long long)item);
            if (frame == 299) CHECK(item == 4, "two steps back went round to item 4: %lld", (long long)item);
            if (frame == 419) CHECK(item == 3, "went to item 3: %lld", (long long)item);
        }
    }
    if (!print) {
        CHECK(endless_pager_wrap_count(pager) >= 1, "the pages wrapped round (%lld)", (long long)endless_pager_wrap_count(pager));
        CHECK(endless_pager_current_item(pager) == 2 && !endless_pager_is_moving(pager), "the flick back rests on item 2: %lld",
              (long long)endless_pager_current_item(pager));
        CHECK(seen[0] && seen[1] && seen[3] && seen[4], "rested on items 0, 1, 3 and 4");
    }
    endless_pager_free(pager);
}

int main(int argc, char **argv) {
    if (argc > 1 && strcmp(argv[1], "--strip-trace") == 0) { strip_scenario(1); return 0; }
    if (argc > 1 && strcmp(argv[1], "--pager-trace") == 0) { pager_scenario(1); return 0; }
    strip_scenario(0);
    pager_scenario(0);
    /* Any value: NULL handles, NaN and infinities. */
    endless_strip_press(NULL, 1, 1);
    endless_strip_wheel(NULL, 1, 0, 1, 1);
    endless_pager_step(NULL, 1, 1);
    CHECK(!endless_strip_advance(NULL, 1) && endless_strip_offset(NULL) == 0 && endless_strip_tile_count(NULL) == 0
          && !endless_pager_advance(NULL, 1) && endless_pager_current_item(NULL) == -1
          && endless_pager_visible_pages(NULL, 400, NULL, NULL, 4) == 0, "NULL gives 0, -1 and false");
    endless_strip_free(NULL);
    endless_pager_free(NULL);
    endless_strip *strip = endless_strip_new(NAN, -INFINITY);
    endless_strip_press(strip, NAN, NAN);
    endless_strip_move(strip, 1e300, INFINITY);
    endless_strip_wheel(strip, INFINITY, ENDLESS_TOUCHPAD, NAN, 1);
    endless_strip_scroll_by(strip, -INFINITY, 2);
    endless_strip_release(strip, NAN);
    endless_strip_advance(strip, 1e9);
    endless_strip_resize(strip, NAN);
    endless_strip_resize(strip, 1e300);
    CHECK(isfinite(endless_strip_offset(strip)) && isfinite(endless_strip_velocity(strip)), "a strip stays finite: %g %g",
          endless_strip_offset(strip), endless_strip_velocity(strip));
    endless_strip_free(strip);
    endless_pager *pager = endless_pager_new(INT64_MAX, NAN);
    endless_pager_press(pager, NAN, 0);
    endless_pager_move(pager, -1e300, 1);
    endless_pager_release(pager, INFINITY);
    endless_pager_go_to_item(pager, INT64_MIN, 2);
    endless_pager_go_to_item(pager, INT64_MAX, 2);
    endless_pager_resize(pager, -5, 3);
    endless_pager_advance(pager, 1e9);
    CHECK(isfinite(endless_pager_offset(pager)) && endless_pager_visible_pages(pager, NAN, NULL, NULL, 4) == 0,
          "a pager stays finite: %g", endless_pager_offset(pager));
    endless_pager_free(pager);
    endless_pager *none = endless_pager_new(0, 400);
    CHECK(endless_pager_current_item(none) == -1 && endless_pager_visible_pages(none, 400, NULL, NULL, 4) == 0,
          "no items: no item, no page");
    endless_pager_step(none, 1, 0);
    endless_pager_free(none);
    printf("%s: models, %d failed\n", failures ? "FAIL" : "ok", failures);
    return failures != 0;
}
