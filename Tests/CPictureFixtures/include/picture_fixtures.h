#ifndef PICTURE_FIXTURES_H
#define PICTURE_FIXTURES_H

// Pictures made by the tests (and the fuzzer's seed corpus) instead of shipped
// blobs: real PNGs and JPEGs from libpng and libjpeg, and hostile variants of
// them. Every function returns a malloc'd buffer (free it) and its size in
// `*size`, or NULL.

#include <stddef.h>
#include <stdint.h>

/// What a JPEG fixture is made of. The picture is four quadrants: top left red,
/// top right green, bottom left blue, bottom right white.
struct fixture_jpeg_options {
    uint32_t width, height;
    int progressive;
    /// Sequential, but one scan per component (whole-picture buffers, like progressive).
    int multi_scan;
    /// Stored as CMYK with Adobe's inverted inks (and an Adobe marker).
    int cmyk;
    /// An APP1 Exif segment with this orientation (0: none).
    int orientation;
    int quality;
};

unsigned char *fixture_jpeg(const struct fixture_jpeg_options *options, size_t *size);

/// A PNG of the same four quadrants (RGBA, 8 bits), interlaced or not, with an
/// eXIf chunk of `orientation` when non-zero.
unsigned char *fixture_png(uint32_t width, uint32_t height, int interlaced, int orientation, size_t *size);

/// A PNG that is a signature and an IHDR chunk claiming `width` × `height` at
/// `bit_depth` and `color_type`, a few bytes of IDAT and IEND (CRCs correct).
unsigned char *fixture_png_header(uint32_t width, uint32_t height, int bit_depth, int color_type, size_t *size);

/// A small valid PNG with, before its IDAT, an ancillary chunk whose length
/// field says `length` (the file then ends a few bytes in).
unsigned char *fixture_png_long_chunk(uint32_t length, size_t *size);

/// A black RGB PNG of `width` × `height`: a small file that takes long to
/// decode (every row inflated and filtered).
unsigned char *fixture_png_flat(uint32_t width, uint32_t height, size_t *size);

/// Sets the width and height in a JPEG's first frame header (in place); 0 when found.
int fixture_jpeg_set_size(unsigned char *jpeg, size_t size, uint32_t width, uint32_t height);

/// The JPEG with its last scan repeated `copies` more times before the end.
unsigned char *fixture_jpeg_repeat_last_scan(const unsigned char *jpeg, size_t size, int copies, size_t *out_size);

/// After the start marker, FF 00 and a two-byte "length", then the JPEG (from
/// its first segment) with its frame claiming `width` × `height`: a reader that
/// takes FF 00 for a marker with a length skips the real frame; libjpeg does not.
unsigned char *fixture_jpeg_stuffed(uint32_t width, uint32_t height, size_t *size);

/// A JPEG cut after its frame header, followed by an SVG document claiming
/// 20000 × 20000 (what SDL_image's SVG parser would have drawn).
unsigned char *fixture_jpeg_then_svg(size_t *size);

/// `png` (its signature and IHDR first) with `count` tEXt chunks (`keys[i]` =
/// `values[i]`) put after its IHDR: a thumbnail as another program writes one.
unsigned char *fixture_png_with_texts(const unsigned char *png, size_t size, const char *const *keys,
                                      const char *const *values, int count, size_t *out_size);

/// What a GIF fixture is made of: frame i is filled with colour i (red, green,
/// blue, white, yellow, cyan, magenta, grey, round), every frame at the same place.
struct fixture_gif_options {
    /// The logical screen (the canvas) the header claims.
    uint32_t canvas_width, canvas_height;
    /// Each frame's rectangle (0 width or height: the canvas's).
    uint32_t frame_x, frame_y, frame_width, frame_height;
    int frames;
    /// Each frame's delay, centiseconds.
    int delay_cs;
    /// The NETSCAPE loop count (0: for ever); -1 for no loop block.
    int loops;
    /// Each frame's disposal (0–3).
    int disposal;
    /// Index 255 is transparent in every frame (no pixel uses it).
    int transparent;
    int interlaced;
    /// The file ends a few bytes into the last frame's pixels.
    int cut_last;
    /// Each frame's data holds one pixel, whatever its size claims.
    int claimed_only;
    /// This frame (counted from 1; 0 for none) is 0 × 0, with no pixels.
    int empty_frame;
};

/// A GIF (GIF89a, a global 256-colour table), written byte by byte.
unsigned char *fixture_gif(const struct fixture_gif_options *options, size_t *size);

/// A lossless WebP of `width` × `height`: still (`frames` ≤ 1) or animated
/// (libwebp's animation encoder, each frame `delay_ms`, `loops` plays, 0 for
/// ever), frame i filled with colour i as in the GIFs; the left half
/// see-through when `transparent`.
unsigned char *fixture_webp(uint32_t width, uint32_t height, int frames, int delay_ms, int loops, int transparent,
                            size_t *size);

/// An animated lossless WebP of `frames` frames `delay_ms` each, `loops` plays (0
/// for ever), frame i's RGBA pixels filled by `fill(rgba, width, height, i, context)`.
unsigned char *fixture_webp_encode(uint32_t width, uint32_t height, int frames, int delay_ms, int loops,
                                   void (*fill)(uint8_t *rgba, uint32_t w, uint32_t h, int frame, void *context),
                                   void *context, size_t *size);

/// `webp` (freed) with a chunk `tag` of `length` bytes of 'x' put before its
/// chunk number `index`, or with `in_frame`, inside its first ANMF after the
/// frame's header; the RIFF's and the frame's sizes told anew (NULL when
/// `in_frame` and it has no frame).
unsigned char *fixture_webp_with_chunk(unsigned char *webp, size_t *size, const char *tag, unsigned length, int index,
                                       int in_frame);

/// Sets the canvas size in an extended WebP's VP8X chunk (in place); 0 when it has one.
int fixture_webp_set_canvas(unsigned char *webp, size_t size, uint32_t width, uint32_t height);

/// An RGB ICC profile made by Little CMS: Adobe RGB (1998) (`kind` 0) or
/// Display P3 (1), D65, with a description naming it.
unsigned char *fixture_icc_profile(int kind, size_t *size);

/// `rgb` in the colour space of profile `kind` converted to sRGB by Little CMS
/// itself (what a tagged picture's pixels should become): 0, or -1.
int fixture_to_srgb(int kind, const unsigned char rgb[3], unsigned char out[3]);

/// A `width` × `height` PNG (RGB, 8 bits) of the one colour `rgb`, carrying the
/// ICC profile `icc` in an iCCP chunk (none when NULL).
unsigned char *fixture_png_tagged(uint32_t width, uint32_t height, const unsigned char rgb[3], const unsigned char *icc,
                                  size_t icc_size, size_t *size);

/// The same as a lossless WebP, the profile in its ICCP chunk.
unsigned char *fixture_webp_tagged(uint32_t width, uint32_t height, const unsigned char rgb[3], const unsigned char *icc,
                                   size_t icc_size, size_t *size);

/// An animated lossless WebP of `frames` (at least 2) frames 0.1 s each, frame i
/// of the one colour `rgb[3i...3i+2]`, the profile `icc` in its ICCP chunk (none when NULL).
unsigned char *fixture_webp_animated_tagged(uint32_t width, uint32_t height, int frames, const unsigned char *rgb,
                                            const unsigned char *icc, size_t icc_size, size_t *size);

/// The same as a JPEG (quality 100, no chroma subsampling), the profile in APP2 segments.
unsigned char *fixture_jpeg_tagged(uint32_t width, uint32_t height, const unsigned char rgb[3], const unsigned char *icc,
                                   size_t icc_size, size_t *size);

/// What a TIFF fixture is made of: the four quadrants.
enum fixture_tiff_kind { FIXTURE_TIFF_RGB = 0, FIXTURE_TIFF_GRAY = 1, FIXTURE_TIFF_CMYK = 2, FIXTURE_TIFF_PALETTE = 3 };
struct fixture_tiff_options {
    uint32_t width, height;
    int kind;
    /// With an unassociated alpha sample: the left half opaque, the right half 128.
    int alpha;
    int sixteen_bits;
    /// Each sample in its own plane.
    int planar;
    /// Tiles of tile × tile (0: strips of rows_per_strip rows, 0: one strip).
    uint32_t tile, rows_per_strip;
    /// libtiff's COMPRESSION_* (0: none).
    int compression;
    /// The orientation tag (0: none).
    int orientation;
    int bigtiff;
    const unsigned char *icc;
    size_t icc_size;
};

unsigned char *fixture_tiff(const struct fixture_tiff_options *options, size_t *size);

#endif
