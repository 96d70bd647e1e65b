#ifndef REGION_DECODER_H
#define REGION_DECODER_H

#include <stddef.h>
#include <stdint.h>

/// Decodes the region (x, y, w, h) of a JPEG scaled down by 1/denominator
/// (1, 2, 4 or 8; the scaled picture is ceil(width / denominator) wide), in
/// pixels of the scaled picture, into `out`: w × h ARGB8888 pixels, row by row.
/// Only the rows down to the region's bottom are decoded, and only the columns
/// of the region (to the iMCU) are transformed. Returns 0, or -1 with a reason
/// in `message`.
int region_decode_jpeg(const unsigned char *data, size_t size, int denominator, int x, int y, int w, int h,
                       uint32_t *out, char *message, size_t length);

/// Decodes the region (x, y, w, h) of a non-interlaced PNG scaled down by
/// 1/denominator (any whole number: each output pixel is the alpha-weighted
/// mean of a denominator × denominator block), in pixels of the scaled picture,
/// into `out` (w × h ARGB8888). Rows are read one at a time and only the rows
/// down to the region's bottom: memory is a row of the picture and a row of the
/// region. Returns 0, or -1 with a reason in `message`.
int region_decode_png(const unsigned char *data, size_t size, int denominator, int x, int y, int w, int h,
                      uint32_t *out, char *message, size_t length);

/// Writes a `width` × `height` RGB PNG of a known pattern, row by row (memory:
/// one row), for tests and benchmarks: blue is 255 on odd columns and 0 on even
/// ones (1 px stripes), red is 20 × (x / 1000), green 20 × (y / 1000). Returns 0,
/// or -1 with a reason in `message`.
int region_write_pattern_png(const char *path, int width, int height, char *message, size_t length);

#endif
