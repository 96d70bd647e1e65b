/* Endless: iOS-grade scroll physics for C and C++ programs (libendless.a).
 *
 * An axis is one direction of scrolling: give it the pointer's presses, moves
 * and releases with their times, move it on to each frame's time, and draw the
 * content at its offset. Offsets and extents are in pixels (or points), times
 * in seconds on one clock of your choice, velocities in pixels per second.
 * The motion is a function of time, so it looks the same at any frame rate.
 *
 * Every function takes any value: a NULL handle does nothing (or gives 0 and
 * false); NaN and infinities are held where the axis holds them. An axis is
 * not locked: use each one from one thread at a time. */
#ifndef ENDLESS_H
#define ENDLESS_H

#include <stdbool.h>

#ifdef __cplusplus
extern "C" {
#endif

/** A scroll axis (opaque). */
typedef struct endless_axis endless_axis;

/** A new axis for content `content_extent` long in a viewport
 *  `viewport_extent` long, at offset 0: it rests between 0 and
 *  content − viewport, bounces past them and flings as iOS does.
 *  NULL when there is no memory for it. Free it with endless_axis_free. */
endless_axis *endless_axis_new(double viewport_extent, double content_extent);

/** Frees `axis` (NULL: nothing). */
void endless_axis_free(endless_axis *axis);

/** The pointer went down at `pointer` (px along the axis) at `time`: a motion
 *  under way is caught. */
void endless_axis_press(endless_axis *axis, double pointer, double time);

/** The pointer moved to `pointer` at `time`: past a few px of slop the content
 *  follows it (with a rubber band past the ends). */
void endless_axis_move(endless_axis *axis, double pointer, double time);

/** The pointer went up at `time`: the content flings on with the pointer's
 *  velocity, springs back from past an end, or stays. */
void endless_axis_release(endless_axis *axis, double time);

/** The gesture was taken away at `time` (another took it): no fling; back
 *  within the ends. */
void endless_axis_cancel(endless_axis *axis, double time);

/** Moves any motion on to `time` (call once a frame); true when the axis came
 *  to rest at this call. */
bool endless_axis_advance(endless_axis *axis, double time);

/** Where the content is scrolled to, px (0 for NULL). */
double endless_axis_offset(const endless_axis *axis);

/** How fast the content moves, px/s (0 for NULL). */
double endless_axis_velocity(const endless_axis *axis);

/** Whether the offset changes with time alone (a fling, a bounce, a snap):
 *  while true, draw frames; while false, wait for input. */
bool endless_axis_is_moving(const endless_axis *axis);

#ifdef __cplusplus
}
#endif

#endif
