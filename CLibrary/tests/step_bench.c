/* The cost of an axis step through the C library: a fling's advance to a time
 * 4 µs later, and the offset read, as endless-bench's "axis step, decelerating"
 * row measures it in Swift. Prints the median of 5 rounds, nanoseconds a call. */
#define _POSIX_C_SOURCE 199309L
#include "endless.h"
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

static double now(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec + t.tv_nsec / 1e9;
}

static int by_value(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

int main(int argc, char **argv) {
    long calls = argc > 1 ? atol(argv[1]) : 400000;
    if (calls < 1000) calls = 1000;
    double rounds[5], sink = 0;
    for (int round = 0; round < 5; round++) {
        endless_axis *axis = endless_axis_new(1280, INFINITY);
        endless_axis_press(axis, 0, 0);
        for (int i = 1; i <= 5; i++) endless_axis_move(axis, -i * 2000.0, i * 0.008);
        endless_axis_release(axis, 0.04);
        double start = now();
        for (long i = 0; i < calls; i++) {
            endless_axis_advance(axis, 0.04 + i * 4e-6);
            sink += endless_axis_offset(axis);
        }
        rounds[round] = (now() - start) / calls * 1e9;
        endless_axis_free(axis);
    }
    qsort(rounds, 5, sizeof rounds[0], by_value);
    printf("%.2f\n", rounds[2]);
    return sink == 0.123;  /* keeps the loop's work */
}
