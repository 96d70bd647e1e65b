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
#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/** A scroll axis (opaque). */
typedef struct endless_axis endless_axis;

/** A new axis for content `content_extent` long in a viewport
 *  `viewport_extent` long, at offset 0: it rests between 0 and
 *  content − viewport, bounces past them and flings as iOS does; content of
 *  INFINITY extent has no ends (an endless strip). NULL when there is no
 *  memory for it. Free it with endless_axis_free. */
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

/** Where a wheel's turn comes from (endless_axis_wheel). */
enum endless_wheel_source {
    /** A mouse wheel's notches (SDL's `wheel.y`), each `line_step` px, animated. */
    ENDLESS_WHEEL_NOTCHES = 0,
    /** A high-resolution wheel's px (SDL's `wheel.preciseY` × the line step), animated. */
    ENDLESS_WHEEL_PIXELS = 1,
    /** A touchpad's px, 1:1, in a stream that flings on when the fingers lift
     *  (it ends when no delta came for a moment: endless_axis_advance sees to it). */
    ENDLESS_TOUCHPAD = 2
};

/** A wheel's turn of `amount` at `time`, as `source` (an endless_wheel_source)
 *  says; positive moves the content towards its end. Another source counts
 *  as notches. */
void endless_axis_wheel(endless_axis *axis, double amount, int source, double line_step, double time);

/** New extents (the window resized, content added or removed; INFINITY: no
 *  ends): the offset springs back within the new bounds (and onto a page) from `time`. */
void endless_axis_set_extents(endless_axis *axis, double viewport_extent, double content_extent, double time);

/** Pages `page_size` px long: a flick turns one page, a release rests on the
 *  nearest. 0 or less: free scrolling again. */
void endless_axis_set_paging(endless_axis *axis, double page_size);

/** Rest at the `count` offsets of `offsets` (cards or sections of different
 *  sizes; sorted here, non-finite ones dropped), a fling passing at most
 *  `maximum_per_fling` of them (0: as far as it carries). NULL or 0 offsets:
 *  free scrolling again. The offsets are copied. */
void endless_axis_set_snap_points(endless_axis *axis, const double *offsets, size_t count, int maximum_per_fling);

/** The page (or snap point, counted from 0) the axis rests on or is heading to. */
int64_t endless_axis_page(const endless_axis *axis);

/** Animates to the start of `page` from `time`. */
void endless_axis_scroll_to_page(endless_axis *axis, int64_t page, double time);

/** Animates to `offset` (held within the bounds) from `time`, with the axis's spring. */
void endless_axis_scroll_to(endless_axis *axis, double offset, double time);

/** Animates by `distance` from where the axis is heading (arrow keys, Page Down). */
void endless_axis_scroll_by(endless_axis *axis, double distance, double time);

/** Puts the content at `offset` at once, ending any motion or drag. */
void endless_axis_jump_to(endless_axis *axis, double offset);

/** Where the content will come to rest (where it is, when nothing moves). */
double endless_axis_resting_offset(const endless_axis *axis);

/** A velocity tracker (opaque): the pointer's recent samples fitted as
 *  Flutter and Android fit them (a least-squares parabola over the samples of
 *  the last 100 ms, back to the first pause of over 40 ms). An axis has its
 *  own; this one is for gestures of your own (a swipe to dismiss, a throw). */
typedef struct endless_velocity_tracker endless_velocity_tracker;

/** A new tracker with no samples; NULL when there is no memory for it. */
endless_velocity_tracker *endless_velocity_tracker_new(void);

/** Frees `tracker` (NULL: nothing). */
void endless_velocity_tracker_free(endless_velocity_tracker *tracker);

/** Forgets every sample (a new gesture). */
void endless_velocity_tracker_reset(endless_velocity_tracker *tracker);

/** The pointer was at `position` (px) at `time` (seconds). */
void endless_velocity_tracker_add(endless_velocity_tracker *tracker, double time, double position);

/** The velocity (px/s) of a release at `time` (NaN: at the newest sample): 0
 *  when the pointer had stopped or too few samples came. */
double endless_velocity_tracker_velocity(const endless_velocity_tracker *tracker, double time);

/** A picture panned and zoomed in a viewport (opaque): the wheel, a pinch, a
 *  double-click or keys zoom it about a point, a drag pans it, with a rubber
 *  band past its edges and its zoom limits (the fit, and 4 px per picture px
 *  or twice the fit). Coordinates are the viewport's px; zoom factors are
 *  multiples of the fit. */
typedef struct endless_zoom endless_zoom;

/** A `picture_width` × `picture_height` px picture fitted into a
 *  `viewport_width` × `viewport_height` px viewport; NULL without memory. */
endless_zoom *endless_zoom_new(double picture_width, double picture_height, double viewport_width, double viewport_height);

/** Frees `zoom` (NULL: nothing). */
void endless_zoom_free(endless_zoom *zoom);

/** The pointer went down at (x, y) at `time`: a drag pans the picture. */
void endless_zoom_press(endless_zoom *zoom, double x, double y, double time);
/** The pointer moved to (x, y). */
void endless_zoom_move(endless_zoom *zoom, double x, double y, double time);
/** The pointer went up: the picture flings on, or springs back inside. */
void endless_zoom_release(endless_zoom *zoom, double time);

/** Zooms by `factor` at once about (x, y) (a wheel step: 1.25 in, 0.8 out);
 *  past a limit with a rubber band that springs back after the last step. */
void endless_zoom_by(endless_zoom *zoom, double factor, double x, double y, double time);
/** Zooms to `factor` × the fit (within the limits) about (x, y), animated. */
void endless_zoom_to(endless_zoom *zoom, double factor, double x, double y, double time);
/** A double-click at (x, y): to 2.5 × the fit about it, or back to the fit. */
void endless_zoom_toggle(endless_zoom *zoom, double x, double y, double time);

/** Two fingers came down, their centroid at (x, y). */
void endless_zoom_begin_pinch(endless_zoom *zoom, double x, double y, double time);
/** The fingers are `spread` times as far apart as when they came down, their centroid at (x, y). */
void endless_zoom_pinch(endless_zoom *zoom, double spread, double x, double y, double time);
/** The fingers lifted: back within the limits, or the picture flings on. */
void endless_zoom_end_pinch(endless_zoom *zoom, double time);

/** The viewport is now `width` × `height`: the picture point at its centre stays there. */
void endless_zoom_resize(endless_zoom *zoom, double width, double height, double time);

/** Moves every motion on to `time`; true when the last of them came to rest. */
bool endless_zoom_advance(endless_zoom *zoom, double time);
/** Whether anything moves with time alone (a zoom, a fling, a spring back). */
bool endless_zoom_is_moving(const endless_zoom *zoom);
/** Screen px per picture px now (0 for NULL). */
double endless_zoom_scale(const endless_zoom *zoom);
/** Where to draw the whole picture in the viewport now (it may lie partly
 *  outside): its left, top, width and height; a NULL out-pointer is skipped. */
void endless_zoom_picture_frame(const endless_zoom *zoom, double *x, double *y, double *width, double *height);

/** An endless strip of tiles (opaque): Josh Shaffer and Eliza Block's
 *  recentering scroller (WWDC 2011). The strip scrolls a finite content on
 *  its own axis and, once the viewport drifts far from the middle, moves the
 *  content and every tile back to it, unseen, the motion going on: it can be
 *  dragged and flung for ever in either direction. Lay out what the tiles
 *  show by their numbers; a tile's slot is a reused view that shows it. */
typedef struct endless_strip endless_strip;

/** A new strip of tiles `tile_extent` px long in a viewport `viewport_extent`
 *  long, tile 0 at the viewport's start; NULL when there is no memory for it. */
endless_strip *endless_strip_new(double tile_extent, double viewport_extent);
/** Frees `strip` (NULL: nothing). */
void endless_strip_free(endless_strip *strip);
/** The pointer went down at `pointer` (px along the strip) at `time`. */
void endless_strip_press(endless_strip *strip, double pointer, double time);
/** The pointer moved to `pointer` at `time`. */
void endless_strip_move(endless_strip *strip, double pointer, double time);
/** The pointer went up at `time`: a fling, or rest. */
void endless_strip_release(endless_strip *strip, double time);
/** The gesture was taken away at `time` (no fling). */
void endless_strip_cancel(endless_strip *strip, double time);
/** A wheel's turn, as endless_axis_wheel takes it. */
void endless_strip_wheel(endless_strip *strip, double amount, int source, double line_step, double time);
/** Animates by `distance` px from where the strip is heading (arrow keys). */
void endless_strip_scroll_by(endless_strip *strip, double distance, double time);
/** Moves any motion on to `time`, recentering when the strip drifted; true when it came to rest. */
bool endless_strip_advance(endless_strip *strip, double time);
/** Where the viewport's start is on the endless strip, px: tile n covers
 *  n × tile_extent up to (n + 1) × tile_extent; continuous across recenters. */
double endless_strip_offset(const endless_strip *strip);
/** The strip's velocity, px/s. */
double endless_strip_velocity(const endless_strip *strip);
/** Whether the strip moves. */
bool endless_strip_is_moving(const endless_strip *strip);
/** How many times the strip moved itself back to the middle of its content. */
int64_t endless_strip_recenter_count(const endless_strip *strip);
/** How many tiles lie over the viewport. */
int endless_strip_tile_count(const endless_strip *strip);
/** Tile `i` of those (0 first, from the viewport's start): its number on the
 *  strip, the reused slot showing it, and where it starts from the viewport's
 *  start, px (a NULL out-pointer is skipped); false when there is no tile `i`. */
bool endless_strip_tile(const endless_strip *strip, int i, int64_t *index, int *slot, double *start);
/** The viewport is now `viewport_extent` long; the strip stays where it is. */
void endless_strip_resize(endless_strip *strip, double viewport_extent);

/** A looping pager (opaque): pages of `item_count` items that wrap round
 *  (the sentinel technique: a copy of the last item before the first and of
 *  the first after the last, the pager jumping from a copy to its item at
 *  rest, where both look the same). A flick turns one page. */
typedef struct endless_pager endless_pager;

/** A new pager over `item_count` items (0 to 9,999,998), pages `page_extent`
 *  px long, showing item 0; NULL when there is no memory for it. */
endless_pager *endless_pager_new(int64_t item_count, double page_extent);
/** Frees `pager` (NULL: nothing). */
void endless_pager_free(endless_pager *pager);
/** The pointer went down at `pointer` (px along the pager) at `time`. */
void endless_pager_press(endless_pager *pager, double pointer, double time);
/** The pointer moved to `pointer` at `time`. */
void endless_pager_move(endless_pager *pager, double pointer, double time);
/** The pointer went up at `time`: a snap to the page the release projects to. */
void endless_pager_release(endless_pager *pager, double time);
/** The gesture was taken away at `time`: the pager settles on the nearest page. */
void endless_pager_cancel(endless_pager *pager, double time);
/** Moves any motion on to `time`; true when it came to rest. */
bool endless_pager_advance(endless_pager *pager, double time);
/** Whether the pager needs another advance: it moves, or rests on a copy. */
bool endless_pager_is_moving(const endless_pager *pager);
/** Item 0 at 0, a page length per item, continuous across wraps, px. */
double endless_pager_offset(const endless_pager *pager);
/** The pager's velocity, px/s. */
double endless_pager_velocity(const endless_pager *pager);
/** The item nearest the viewport; -1 without items. */
int64_t endless_pager_current_item(const endless_pager *pager);
/** The item the pager heads to; -1 without items. */
int64_t endless_pager_heading_item(const endless_pager *pager);
/** How many times the pages wrapped round. */
int64_t endless_pager_wrap_count(const endless_pager *pager);
/** Turns one page forward (`direction` > 0) or back (< 0), animated from `time`. */
void endless_pager_step(endless_pager *pager, int direction, double time);
/** Animates to `item`'s page from `time` (out of range: nothing). */
void endless_pager_go_to_item(endless_pager *pager, int64_t item, double time);
/** The pages a viewport `viewport_extent` px long shows, in order, at most
 *  `capacity`: each one's item into `items` and where it starts from the
 *  viewport's start into `starts` (either may be NULL); returns how many. */
int endless_pager_visible_pages(const endless_pager *pager, double viewport_extent, int64_t *items, double *starts,
                                int capacity);
/** Pages are now `page_extent` px long (the window resized), from `time`. */
void endless_pager_resize(endless_pager *pager, double page_extent, double time);

#ifdef __cplusplus
}
#endif

#endif
