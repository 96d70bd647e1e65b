#ifndef XPROBE_H
#define XPROBE_H

#include <stdint.h>

/// Watching other programs' windows from outside (the benchmarks compare image
/// viewers by what their windows show), and the demo's early window map:
/// Xlib, on $DISPLAY.

/// Opens the display; 0 on success.
int xprobe_open(void);

/// The first top-level window (or a child of one) whose WM_NAME contains
/// `name` and is at least `min_width` wide and mapped, or 0 — but not one whose
/// _NET_WM_PID names another process than `pid` (a window of the same name that
/// an earlier program is still closing); one that names no process may match,
/// and any does when `pid` is 0.
unsigned long xprobe_find_of(const char *name, int min_width, long pid);

/// A hash of the window's pixels now (every 4th pixel of every 4th row), and
/// its size in `width`, `height`; 0 with width 0 when it cannot be read (not
/// mapped, say). Read through shared memory where the server has MIT-SHM (about
/// a millisecond for 1280×720), else with XGetImage (about ten).
uint64_t xprobe_hash(unsigned long window, int *width, int *height);

/// The share of sampled pixels of the window that differ from `background`
/// (0xRRGGBB) by more than 24 in a channel: how much of it is covered by something.
double xprobe_coverage(unsigned long window, uint32_t background);

/// Sends a press and release of `key` (an X keysym name: "Right", "n") to the
/// window, as xdotool's --window does, without starting a process; 0 on success.
int xprobe_key(unsigned long window, const char *key);

/// Input to the screen, from outside: presses the left button at window point
/// (`x`, `y`) through XTest (libXtst, loaded when first needed), then moves the
/// pointer `dx` px `moves` times, a move every `interval` s on an absolute
/// clock, and after each move times how long the window's row `y` takes to
/// change (read every few tens of µs): `latency[i]`, seconds, or -1 when it did
/// not change within `interval`. Releases the button at the end. Returns 0, or
/// -1 when XTest or the window is not there.
int xprobe_drag_latency(unsigned long window, int x, int y, int dx, int moves, double interval, double *latency);

/// As `xprobe_drag_latency`, for the wheel: with the pointer at window point
/// (`x`, `y`), turns the wheel one notch down (button 5, through XTest)
/// `notches` times, one every `interval` s on an absolute clock, and times how
/// long the window's column `x` takes to change after each (the edges between
/// cells moving along it): `latency[i]`, seconds, or -1 when it did not change
/// within `interval`. Returns 0, or -1.
int xprobe_wheel_latency(unsigned long window, int x, int y, int notches, double interval, double *latency);

#endif
