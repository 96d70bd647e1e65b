#ifndef PATTERN_PNG_H
#define PATTERN_PNG_H

#include <stddef.h>
#include <stdint.h>

/// Writes a `width` × `height` RGB PNG of a known pattern, row by row (memory:
/// one row), for tests and benchmarks: blue is 255 on odd columns and 0 on even
/// ones (1 px stripes), red is 20 × (x / 1000), green 20 × (y / 1000). Returns 0,
/// or -1 with a reason in `message`.
int region_write_pattern_png(const char *path, int width, int height, char *message, size_t length);

/// Writes a `width` × `height` RGB PNG that compresses as a photo does (smooth
/// gradients under per-pixel grain, different for each `seed`), row by row,
/// for benchmarks: about 3 bytes a pixel on disk. Returns 0, or -1 with a reason.
int region_write_photo_png(const char *path, int width, int height, unsigned seed, char *message, size_t length);

/// Writes `width` × `height` ARGB8888 `pixels` (row by row, no padding) as an
/// RGBA PNG at `path` (the demo's screenshots). Returns 0, or -1 with a reason.
int region_write_argb_png(const char *path, const uint32_t *pixels, int width, int height, char *message, size_t length);

#endif
