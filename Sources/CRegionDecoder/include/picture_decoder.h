#ifndef PICTURE_DECODER_H
#define PICTURE_DECODER_H

#include <stddef.h>
#include <stdint.h>

/// The formats Endless decodes, each by its own library (libpng, libjpeg-turbo,
/// giflib, libwebp, libtiff); nothing else is ever handed to a decoder.
enum picture_format { PICTURE_PNG = 1, PICTURE_JPEG = 2, PICTURE_GIF = 3, PICTURE_WEBP = 4, PICTURE_TIFF = 5 };

/// The format by the file's first bytes (PICTURE_PNG, ...: a PNG's signature,
/// a JPEG's SOI and a marker, GIF87a/89a, RIFF....WEBP, a TIFF's or BigTIFF's
/// II/MM); 0 for anything else, whose kind `*other` then names in words
/// ("empty file", "a HEIF or AVIF picture: not read", ...; NULL when unknown).
/// The file stays open, read from its start.
int picture_sniff(int fd, const char **other);

/// 1 when the open file or folder `fd` lies on one of the kernel's own file
/// systems (proc, sysfs, devpts, debugfs, tracefs, securityfs, cgroup,
/// configfs, bpf, pstore, efivarfs, binfmt_misc, fusectl, mqueue), 0 elsewhere
/// or when it cannot be told. Their files are not pictures: reading one can
/// take what was meant for another reader (/proc/kmsg), and their links lead
/// back to the whole system (/proc/self/root); a folder walk neither reads nor
/// enters them.
int picture_on_system_file_system(int fd);

/// What decoding one picture may cost, whatever its header says. A picture
/// whose header asks for more is refused with a message naming the limit.
struct picture_limits {
    /// The most pixels on either side.
    uint32_t max_side;
    /// The most pixels (width × height).
    uint64_t max_pixels;
    /// The decoder's own working memory: libjpeg's (a progressive or multi-scan
    /// JPEG keeps the whole picture's coefficients), an interlaced PNG's whole
    /// picture, one PNG chunk's data.
    uint64_t max_work_bytes;
    /// The most scans a JPEG may have (a progressive JPEG has about 10).
    uint32_t max_scans;
    /// The most frames an animated GIF or WebP may have.
    uint32_t max_frames;
    /// The most work an animation may take to play through once, in pixels
    /// composed: the canvas composed for every frame (frames × canvas pixels)
    /// and each frame's own pixels decoded, weighted by what decoding one costs
    /// (a GIF's 5, a lossless WebP's 8, a lossy one's 5: their decoders run at
    /// a fifth to an eighth of the speed of composing). It bounds the time a
    /// whole animation takes to decode.
    uint64_t max_animation_pixels;
    /// Quarter turns clockwise a picture is shown turned by beyond its own EXIF
    /// orientation (a PNG's or JPEG's; a viewer's rotation of the view, not of
    /// the file): 0–3, taken modulo 4. An animation's every frame is turned.
    uint32_t turns;
};

/// A picture as its own decoder reads its header.
struct picture_info {
    int format;
    /// The size as shown: with the EXIF orientation applied (sides swapped for 5–8).
    uint32_t width, height;
    /// The EXIF orientation, 1–8 (1 when the file has none).
    int orientation;
    /// 1 when any part of the picture costs decoding all of it (a progressive or
    /// multi-scan JPEG, an interlaced PNG), so parts are best cut from one decode.
    int whole_decode;
    /// The decoder's working memory for this picture, bytes.
    uint64_t work_bytes;
    /// The frames: 1 for a still picture (PNG, JPEG, a still GIF or WebP).
    uint32_t frames;
    /// How many times an animation plays through: 0 for ever, else 1 or more.
    uint32_t plays;
    /// The work of decoding the first frame of a GIF or WebP (what a still
    /// picture or a thumbnail of it costs), in the unit of
    /// `max_animation_pixels`: its canvas and its frame's pixels weighted; 0
    /// for PNG and JPEG (their cost is their pixels).
    uint64_t first_frame_work;
    /// The work of decoding a GIF or WebP through once, likewise (the first
    /// frame's for a still one).
    uint64_t animation_work;
};

/// A decode that was cancelled returns this (other failures return -1).
#define PICTURE_CANCELLED (-2)

/// Reads the header of the picture in the file `fd` (from its start) with the
/// decoder that decodes it (libpng's png_read_info, libjpeg's jpeg_read_header),
/// decides its format from its first bytes, and checks it against `limits`.
/// Returns 0, or -1 with the reason in `message` (a sentence without a capital).
int picture_probe(int fd, const struct picture_limits *limits, struct picture_info *info, char *message,
                  size_t length);

/// Decodes the region (x, y, w, h) of the picture in `fd`, scaled down by
/// 1/denominator (JPEG: 1, 2, 4 or 8; PNG: any whole number, each output pixel
/// the alpha-weighted mean of a denominator² block), in pixels of the scaled,
/// oriented picture (ceil(width / denominator) wide), into `out`: w × h ARGB8888
/// pixels, row by row. The header is read again and must match `expected` (the
/// probe's) and `limits`. The file is read as it decodes, never whole (of a
/// WebP, the chunks holding its pictures, its other chunks skipped). While
/// `*cancel` (if given) becomes non-zero, the decode stops within a few
/// milliseconds and returns PICTURE_CANCELLED. Returns 0, or -1 with a reason.
int picture_decode(int fd, const struct picture_limits *limits, const struct picture_info *expected,
                   uint32_t denominator, uint32_t x, uint32_t y, uint32_t w, uint32_t h, uint32_t *out,
                   const int *cancel, char *message, size_t length);

/// As `picture_decode`, a JPEG scaled by `eighths`/8 (1–8, libjpeg's own
/// scaling: ceil(side × eighths / 8) px) when `eighths` is not 0 — the nearest
/// size above a page's, where 1/2 would be just under it; other formats refuse
/// it. With 0, 1/`denominator` as `picture_decode`.
int picture_decode_eighths(int fd, const struct picture_limits *limits, const struct picture_info *expected,
                           uint32_t eighths, uint32_t denominator, uint32_t x, uint32_t y, uint32_t w, uint32_t h,
                           uint32_t *out, const int *cancel, char *message, size_t length);

/// As `picture_decode_eighths`, and while it decodes, `*rows` (when given)
/// says how many rows of `out` from the top are final: another thread may read
/// those rows as they come (`picture_rows_ready`) and show the picture's top
/// before its last row. For an oriented picture (EXIF 2–8) the rows become
/// final all at once at the end.
int picture_decode_watched(int fd, const struct picture_limits *limits, const struct picture_info *expected,
                           uint32_t eighths, uint32_t denominator, uint32_t x, uint32_t y, uint32_t w, uint32_t h,
                           uint32_t *out, const int *cancel, uint32_t *rows, char *message, size_t length);

/// The whole JPEG in `fd`, oriented as stored (EXIF orientation 1 only), scaled
/// to exactly `w` × `h` pixels — no larger than the picture — into `out`: ARGB8888
/// rows `pitch` pixels apart, alpha 255. libjpeg decodes at the smallest of 1/8,
/// 1/4, 1/2 and 1/1 still as large, row by row, and each output row is blended
/// bilinearly from the two rows around it as they come: no picture-sized buffer
/// besides `out`. `*rows` (when given) counts the final rows of `out` as in
/// `picture_decode_watched`. PNGs and oriented JPEGs are refused (-1, with a
/// reason); cancelled, PICTURE_CANCELLED.
int picture_decode_fitted(int fd, const struct picture_limits *limits, const struct picture_info *expected, uint32_t w,
                          uint32_t h, uint32_t *out, uint32_t pitch, const int *cancel, uint32_t *rows, char *message,
                          size_t length);

/// An animated GIF or WebP being decoded frame by frame (`picture_animation_open`).
struct picture_animation;

/// Opens the animation in `fd` (whose header `expected`, the probe's, must
/// still match) to decode its frames in order, each the whole canvas composed
/// as the format says (GIF's disposal and transparency, WebP's blending),
/// scaled down by 1/`denominator` (each output pixel the alpha-weighted mean of
/// a denominator² block): ceil(width / denominator) × ceil(height / denominator)
/// ARGB8888 pixels, alpha straight. `*cancel` (if given) stops it between rows
/// or frames. Returns 0 and the animation in `*animation`, or -1 with a reason.
int picture_animation_open(int fd, const struct picture_limits *limits, const struct picture_info *expected,
                           uint32_t denominator, const int *cancel, struct picture_animation **animation, char *message,
                           size_t length);

/// Decodes the next frame into `out` (rows of ceil(width / denominator) pixels,
/// no padding) and its delay, ms (as written: browsers' floor is the caller's).
/// Returns 1 for a frame, 0 after the last one, PICTURE_CANCELLED, or -1 with a
/// reason (a damaged frame: the frames before it stand). Past the limits'
/// frames or animation pixels, -1 with the limit named.
int picture_animation_next(struct picture_animation *animation, uint32_t *out, uint32_t *delay_ms, char *message,
                           size_t length);

/// Frees an animation (NULL is ignored).
void picture_animation_close(struct picture_animation *animation);

/// The rows a watched decode has made final so far (from any thread): the pixels
/// of those rows may be read once this returns.
uint32_t picture_rows_ready(const uint32_t *rows);

/// Sets `*flag` to 1 so that a decode given it stops (from any thread).
void picture_cancel(int *flag);

/// Whether `*flag` was set by picture_cancel.
int picture_cancelled_flag(const int *flag);

/// Makes every allocation of at least `bytes` a mapping of its own, unmapped when
/// freed (glibc's M_MMAP_THRESHOLD, fixed): pictures, pages and decoder buffers
/// are megabytes each, and glibc otherwise raises its threshold to the first such
/// buffer freed and keeps the later ones in its heap. Returns 1 when set.
int picture_buffers_mapped(int bytes);

/// Makes `width` × `height` ARGB8888 `pixels` (rows `pitch` pixels apart)
/// opaque in place: each pixel blended over `background` (0xRRGGBB), alpha
/// 255. Opaque pixels are left as they are.
void picture_flatten_over(uint32_t *pixels, int width, int height, int pitch, uint32_t background);

/// Scales `from_width` × `from_height` 32-bit `from` pixels (rows `from_pitch`
/// pixels apart) to `to_width` × `to_height` into `to` (rows `to_pitch` apart),
/// each output pixel blended bilinearly from the four source pixels around its
/// centre, every byte of a pixel alike (ARGB straight, or XRGB). For scales
/// down to 1/2 and up; a thumbnail made from a decode at the nearest larger scale.
void picture_scale_linear(const uint32_t *from, int from_width, int from_height, int from_pitch, uint32_t *to,
                          int to_width, int to_height, int to_pitch);

/// `picture_scale_linear` without the processor's vector instructions (the same pixels, bit
/// for bit; for the tests that hold the two together).
void picture_scale_linear_portable(const uint32_t *from, int from_width, int from_height, int from_pitch, uint32_t *to,
                                   int to_width, int to_height, int to_pitch);

#endif
