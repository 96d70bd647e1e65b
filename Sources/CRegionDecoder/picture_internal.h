#ifndef PICTURE_INTERNAL_H
#define PICTURE_INTERNAL_H

// What the format decoders (jpeg_picture.c, png_picture.c) share with
// picture.c: one job, read once by the format's own library.

#include "picture_decoder.h"

#include <stdarg.h>
#include <stdio.h>

/// The part of a picture wanted, in pixels of the picture scaled by
/// numerator/denominator and oriented.
struct picture_target {
    uint32_t denominator, x, y, w, h;
    uint32_t numerator;
    uint32_t *out;
    const struct picture_info *expected;
    /// Where the count of final rows of `out` is published, or NULL.
    uint32_t *rows;
    /// A fitted decode (JPEG only): the whole picture scaled to fit_w × fit_h
    /// into `out`, rows fit_pitch pixels apart; 0 for a region decode. The format
    /// decoder picks the scale and sets the region to the whole scaled picture.
    uint32_t fit_w, fit_h, fit_pitch;
};

/// The same part in the file's own (stored, unoriented) scaled picture, and where
/// the format decoder writes it: w × h ARGB8888 pixels, row by row.
struct stored_region {
    uint32_t x, y, w, h;
    uint32_t *pixels;
    /// Allocated for an oriented picture (freed by picture_finish), else NULL.
    uint32_t *owned;
};

/// One probe or decode of one file.
struct picture_job {
    int fd;
    const struct picture_limits *limits;
    const int *cancel;
    /// NULL for a probe.
    const struct picture_target *target;
    struct picture_info info;
    /// The file's own size before orientation (set by the format decoder).
    uint32_t stored_width, stored_height;
    char *message;
    size_t length;
    /// The picture's embedded ICC profile (a PNG's iCCP, a JPEG's APP2 segments),
    /// read for a decode only, malloc'd (freed by the run); NULL without one.
    unsigned char *icc;
    size_t icc_size;
};

/// The most bytes of an embedded ICC profile taken (a camera's is a few KiB).
#define PICTURE_ICC_MOST (4u << 20)

/// Converts `count` rows of `width` ARGB8888 pixels at `pixels`, rows `pitch`
/// pixels apart, from the RGB colour space of the ICC profile `icc` to sRGB
/// (Little CMS, perceptual intent). Leaves them as they are for a profile that
/// is not RGB, is sRGB already, or cannot be read.
void picture_to_srgb(const unsigned char *icc, size_t size, uint32_t *pixels, uint32_t width, uint32_t count,
                     uint32_t pitch);

/// The conversion from the RGB colour space of the ICC profile `icc` to sRGB, made
/// once for many pictures (an animation's frames); NULL when there is nothing to
/// convert (no profile, sRGB's, not RGB, damaged). Free it with picture_free_transform.
void *picture_srgb_transform(const unsigned char *icc, size_t size);
/// Converts `count` rows of `width` ARGB8888 `pixels`, `pitch` pixels apart, with `transform` (none: unchanged).
void picture_apply_transform(void *transform, uint32_t *pixels, uint32_t width, uint32_t count, uint32_t pitch);
void picture_free_transform(void *transform);

/// Writes a reason into the job's message.
void picture_say(struct picture_job *job, const char *format, ...) __attribute__((format(printf, 2, 3)));

/// Whether the job was asked to stop.
int picture_cancelled(const struct picture_job *job);

/// Called by a format decoder once the header is read and `job->info` and the
/// stored size are set: checks the limits (sides, pixels, working memory) and, for
/// a decode, that the header is the probe's and the region lies inside; then
/// says where to write the stored region. Returns 0, or -1 with a reason.
int picture_prepare(struct picture_job *job, struct stored_region *stored);

/// Called by a format decoder as stored rows are written: `count` rows from the
/// stored region's top are final (published only when they are the target's own rows).
void picture_rows_done(struct picture_job *job, const struct stored_region *stored, uint32_t count);

/// After the stored region is decoded: writes it, oriented, into the target.
void picture_finish(struct picture_job *job, struct stored_region *stored);
/// Copies an oriented picture's stored region (`stored->owned`) into the job's
/// target, turned upright; keeps the stored region (an animation's next frame).
void picture_orient(struct picture_job *job, const struct stored_region *stored);

/// The EXIF orientation (1–8) in a TIFF structure (an APP1 "Exif\0\0" segment's
/// data after that prefix, or a PNG eXIf chunk), 1 when there is none or it is damaged.
int exif_orientation(const unsigned char *tiff, size_t size);


/// The format decoders: the header into job->info, then (with a target) the region.
int jpeg_picture(struct picture_job *job);
int png_picture(struct picture_job *job);
/// A TIFF's first page (libtiff), still.
int tiff_picture(struct picture_job *job);
/// GIF and WebP: the header, then (with a target) the region of the first frame.
int frames_picture(struct picture_job *job, int format);

/// What decoding one frame pixel costs, in pixels composed onto a canvas
/// (the unit of `max_animation_pixels`: about 500 million a second here):
/// measured on a 6 MP photo-like picture, giflib's LZW decodes 80–110 MP/s,
/// libwebp 60 MP/s lossless and 100–110 MP/s lossy, and composing runs at
/// 600–1000 MP/s. A frame's own pixels were counted like composed ones, and a
/// GIF of huge frames on a small screen cost 3–4× the time the limit states.
#define GIF_PIXEL_COST 5
#define WEBP_LOSSLESS_PIXEL_COST 8
#define WEBP_LOSSY_PIXEL_COST 5

/// The format's name in messages ("PNG", "GIF", ...).
const char *picture_format_name(int format);

/// A GIF or WebP read frame by frame by its own library: each `next` composes
/// the next frame onto the whole canvas (width × height ARGB8888, alpha straight).
struct frame_reader {
    uint32_t width, height;
    /// Work done so far beyond the canvases composed: the frames decoded, each
    /// pixel weighted by its decoder's cost (`GIF_PIXEL_COST`, ...).
    uint64_t decoded;
    /// 1 with `*canvas` showing the next frame and its delay (ms); 0 after the
    /// last; -1 with the reason in the job's message; PICTURE_CANCELLED.
    int (*next)(struct frame_reader *reader, struct picture_job *job, const uint32_t **canvas, uint32_t *delay_ms);
    /// Once the header passed the limits: takes the memory to decode (0, or -1 with a reason).
    int (*ready)(struct frame_reader *reader, struct picture_job *job);
    void (*close)(struct frame_reader *reader);
};

/// Opens the GIF (WebP) in job->fd at its start and reads its header into
/// job->info and the stored size; with `scan`, also counts its frames (into
/// job->info.frames) and refuses one past the limits. NULL with a reason in
/// the job's message.
struct frame_reader *gif_reader(struct picture_job *job, int scan);
struct frame_reader *webp_reader(struct picture_job *job, int scan);

/// Whether `frames` frames and `pixels` pixels worked are within the job's
/// limits; if not, says so in the job's message (the format named).
int frames_within_limits(struct picture_job *job, uint64_t frames, uint64_t pixels);

/// Whole output rows accumulated into a 1/d box filter (alpha-weighted), for
/// PNG rows of BGRA bytes: `add` each source row, `emit` after the last of a band.
struct box_filter {
    uint32_t denominator, x, w, source_width;
    uint64_t *sums;
};
int box_filter_init(struct box_filter *filter, uint32_t denominator, uint32_t x, uint32_t w, uint32_t source_width);
void box_filter_add(struct box_filter *filter, const unsigned char *row);
void box_filter_emit(struct box_filter *filter, uint32_t rows, uint32_t *out);
void box_filter_free(struct box_filter *filter);
/// Takes source row `r` (BGRA bytes, the stored picture's whole width) of a
/// decode at 1/denominator, rows up to `end` read: copied into the stored region
/// at 1/1, else added to `filter` and the output row written after its last
/// source row; the rows done published. Rows above the region are passed over.
void picture_take_row(struct picture_job *job, const struct stored_region *stored, struct box_filter *filter,
                      const unsigned char *row, uint64_t r, uint64_t end);

/// Source rows scaled bilinearly into a picture no larger, one output row from
/// the two source rows around it (pixel centres aligned), rows of BGRA bytes.
struct fit_filter {
    uint32_t source_width, source_height, width, height;
    /// Per output column: the left source column and the right one's weight (0–255).
    uint32_t *columns;
    uint8_t *weights;
    /// The two source rows blended, ×256 (one extra pixel at the end).
    uint16_t *blend;
};
int fit_filter_init(struct fit_filter *filter, uint32_t source_width, uint32_t source_height, uint32_t width,
                    uint32_t height);
/// The source rows output row `y` is made from, and the lower one's weight (0–255).
void fit_filter_rows(const struct fit_filter *filter, uint32_t y, uint32_t *top, uint32_t *bottom, uint32_t *weight);
/// One output row (ARGB8888, alpha 255) from source rows `top` and `bottom`.
void fit_filter_emit(struct fit_filter *filter, const unsigned char *top, const unsigned char *bottom, uint32_t weight,
                     uint32_t *out);
void fit_filter_free(struct fit_filter *filter);
#endif
