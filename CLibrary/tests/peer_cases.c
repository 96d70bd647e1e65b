/* The peers' cases through the C library (the text tests/peer_cases.py makes, on
 * standard input): for each of Flutter's recorded gestures, the velocity
 * tracker's release velocity along x and y, and an axis 800 px tall (far from
 * its ends) pressed, moved and released along y — its velocity at the release
 * and its offset 0.1, 0.5, 1 and 3 s after; for each of AOSP's cases (samples
 * 1 ms apart), the tracker's velocity at the newest; for each spring case, an
 * axis of 3000 px in 800 pulled down past its top by a finger's travel over
 * 0.1 s (held still 0.2 s before the release, or not), and for each fling case
 * one dragged up at a speed for 0.1 s from 400 px before its end: the velocity
 * at the release and the offset at eight times after. One line a case, numbers
 * in full precision: SwiftTrace.swift --peer-cases prints the same through Swift. */
#include "endless.h"
#include <math.h>
#include <stdio.h>
#include <string.h>

enum { MOST_EVENTS = 512 };

static void run_gesture(int index, const double *ms, const double *x, const double *y, int count) {
    endless_velocity_tracker *tracker = endless_velocity_tracker_new();
    double release = ms[count - 1] / 1000;
    for (int i = 0; i < count - 1; i++) endless_velocity_tracker_add(tracker, ms[i] / 1000, x[i]);
    double vx = endless_velocity_tracker_velocity(tracker, release);
    endless_velocity_tracker_reset(tracker);
    for (int i = 0; i < count - 1; i++) endless_velocity_tracker_add(tracker, ms[i] / 1000, y[i]);
    double vy = endless_velocity_tracker_velocity(tracker, release);
    endless_velocity_tracker_free(tracker);
    endless_axis *axis = endless_axis_new(800, 1e7);
    endless_axis_jump_to(axis, 5e6);
    endless_axis_press(axis, y[0], ms[0] / 1000);
    for (int i = 1; i < count - 1; i++) endless_axis_move(axis, y[i], ms[i] / 1000);
    endless_axis_release(axis, release);
    printf("gesture %d %.17g %.17g %.17g", index, vx, vy, endless_axis_velocity(axis));
    const double after[] = {0.1, 0.5, 1, 3};
    for (int i = 0; i < 4; i++) {
        endless_axis_advance(axis, release + after[i]);
        printf(" %.17g", endless_axis_offset(axis));
    }
    printf("\n");
    endless_axis_free(axis);
}

/* The offsets after a release at `release`, on one line after `label`. */
static void print_after(endless_axis *axis, const char *label, double release) {
    printf("%s %.17g", label, endless_axis_velocity(axis));
    const double after[] = {0.016, 0.05, 0.1, 0.2, 0.4, 0.8, 1.6, 3.2};
    for (int i = 0; i < 8; i++) {
        endless_axis_advance(axis, release + after[i]);
        printf(" %.17g", endless_axis_offset(axis));
    }
    printf("\n");
}

static void run_spring(double travel, int hold) {
    endless_axis *axis = endless_axis_new(800, 3000);
    endless_axis_press(axis, 100, 0);
    for (int i = 1; i <= 6; i++) endless_axis_move(axis, 100 + travel * i / 6, i / 60.0);
    double release = 0.1 + (hold ? 0.2 : 0);
    endless_axis_release(axis, release);
    print_after(axis, "spring", release);
    endless_axis_free(axis);
}

static void run_fling(double speed) {
    endless_axis *axis = endless_axis_new(800, 3000);
    endless_axis_jump_to(axis, 1800);
    endless_axis_press(axis, 600, 0);
    for (int i = 1; i <= 6; i++) endless_axis_move(axis, 600 - speed * i / 60.0, i / 60.0);
    endless_axis_release(axis, 0.1);
    print_after(axis, "fling", 0.1);
    endless_axis_free(axis);
}

int main(void) {
    static double ms[MOST_EVENTS], x[MOST_EVENTS], y[MOST_EVENTS];
    char line[256];
    int gesture = -1, count = 0, aosp = 0;
    while (fgets(line, sizeof line, stdin)) {
        int index;
        double p[3];
        if (sscanf(line, "gesture %d", &index) == 1) {
            if (gesture >= 0 && count >= 2) run_gesture(gesture, ms, x, y, count);
            gesture = index;
            count = 0;
        } else if (sscanf(line, "aosp %lf %lf %lf", &p[0], &p[1], &p[2]) == 3) {
            endless_velocity_tracker *tracker = endless_velocity_tracker_new();
            for (int i = 0; i < 3; i++) endless_velocity_tracker_add(tracker, i / 1000.0, p[i]);
            printf("aosp %d %.17g\n", aosp++, endless_velocity_tracker_velocity(tracker, 0.002));
            endless_velocity_tracker_free(tracker);
        } else if (sscanf(line, "spring %lf %lf", &p[0], &p[1]) == 2) {
            run_spring(p[0], p[1] != 0);
        } else if (sscanf(line, "fling %lf", &p[0]) == 1) {
            run_fling(p[0]);
        } else if (count < MOST_EVENTS && sscanf(line, "%lf %lf %lf", &ms[count], &x[count], &y[count]) == 3) {
            count++;
        }
    }
    if (gesture >= 0 && count >= 2) run_gesture(gesture, ms, x, y, count);
    return 0;
}
