#ifndef THUMBNAIL_PNG_H
#define THUMBNAIL_PNG_H

#include <stddef.h>
#include <stdint.h>

/// Reads the text chunks (tEXt, zTXt, iTXt) before the pixels of the PNG in
/// `fd` (from its start) with libpng, and copies the value of each of the
/// `count` `keys` into `values[i]` (at most `value_length` bytes with the NUL;
/// an empty string when the PNG has no such key or its value is longer). Reads
/// no pixels; a chunk over `max_chunk_bytes` is refused. Returns 0, or -1 with
/// the reason in `message` (not a PNG, broken).
int thumbnail_png_texts(int fd, const char *const *keys, int count, char **values, size_t value_length,
                        size_t max_chunk_bytes, char *message, size_t length);

/// Writes `width` × `height` ARGB8888 `pixels` (rows `pitch` pixels apart) as
/// an 8-bit PNG to `fd` (RGB when every pixel is opaque, else RGBA), with `count` tEXt chunks (`keys[i]` = `values[i]`)
/// before the pixels, as the freedesktop.org thumbnail standard asks. Returns
/// 0, or -1 with a reason in `message`.
int thumbnail_png_write(int fd, const uint32_t *pixels, int width, int height, int pitch, const char *const *keys,
                        const char *const *values, int count, char *message, size_t length);

#endif
