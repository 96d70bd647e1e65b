#ifndef PNG_CHUNK_WATCH_H
#define PNG_CHUNK_WATCH_H

#include <stddef.h>
#include <stdint.h>
#include <png.h>

/// Follows the chunks of a PNG stream as libpng's read function hands its
/// bytes over, and judges each chunk's length from its header before libpng
/// handles the chunk: libpng 1.6 (Debian's 1.6.39 among them) only warns on
/// read when a chunk passes `png_set_chunk_malloc_max`, then allocates it whole
/// (a text chunk declaring 2 GB) or reads it a byte a call (eXIf). An ancillary
/// chunk over `limit` bytes is skipped as it streams by (never kept), or, with
/// `refuse_text`, a text chunk over it ends the read with an error.
struct png_chunk_watch {
    /// Bytes still to pass before the next chunk's header (the signature first).
    uint64_t left;
    unsigned char header[8];
    unsigned have;
    uint32_t limit;
    int refuse_text;
};

/// A watch for a stream read from its first byte.
void png_chunk_watch_init(struct png_chunk_watch *watch, uint32_t limit, int refuse_text);

/// Sees `count` bytes the read function is about to hand to libpng.
void png_chunk_watch_see(struct png_chunk_watch *watch, png_structp png, const unsigned char *bytes, size_t count);

/// Has libpng skip as they stream by, never kept: the chunks it does not know,
/// the ancillary chunks it knows that no reader here uses (profiles, times,
/// physical sizes, colour hints), and the `count` chunks named in `more`
/// ("tEXt\0zTXt\0", five bytes a name).
void png_skip_unused_chunks(png_structp png, const png_byte *more, int count);

#endif
