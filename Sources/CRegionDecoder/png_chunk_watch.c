#include "png_chunk_watch.h"
#include <stdio.h>

void png_chunk_watch_init(struct png_chunk_watch *watch, uint32_t limit, int refuse_text) {
    watch->left = 8;
    watch->have = 0;
    watch->limit = limit;
    watch->refuse_text = refuse_text;
}

static int is_text(const unsigned char *type) {
    return (type[0] == 't' && type[1] == 'E' && type[2] == 'X' && type[3] == 't') ||
           (type[0] == 'z' && type[1] == 'T' && type[2] == 'X' && type[3] == 't') ||
           (type[0] == 'i' && type[1] == 'T' && type[2] == 'X' && type[3] == 't');
}

/// A chunk's header has passed: judge its length before libpng reads its data.
static void judge(struct png_chunk_watch *watch, png_structp png, uint32_t length, const unsigned char *type) {
    // Bit 5 of the first letter: an ancillary chunk (lower case), which a reader may drop.
    if (!(type[0] & 0x20) || length <= watch->limit) return;
    if (watch->refuse_text && is_text(type)) {
        char message[96];
        snprintf(message, sizeof message, "a text chunk of %u bytes, more than the %u allowed", length, watch->limit);
        png_error(png, message);
    }
    png_byte name[5] = {type[0], type[1], type[2], type[3], 0};
    png_set_keep_unknown_chunks(png, PNG_HANDLE_CHUNK_NEVER, name, 1);
}

void png_chunk_watch_see(struct png_chunk_watch *watch, png_structp png, const unsigned char *bytes, size_t count) {
    while (count > 0) {
        if (watch->left > 0) {
            uint64_t pass = watch->left < count ? watch->left : count;
            watch->left -= pass;
            bytes += pass;
            count -= (size_t)pass;
            continue;
        }
        watch->header[watch->have++] = *bytes++;
        count--;
        if (watch->have < 8) continue;
        watch->have = 0;
        const unsigned char *h = watch->header;
        uint32_t length = (uint32_t)h[0] << 24 | (uint32_t)h[1] << 16 | (uint32_t)h[2] << 8 | h[3];
        // The data, then the CRC.
        watch->left = (uint64_t)length + 4;
        judge(watch, png, length, h + 4);
    }
}

/// The ancillary chunks libpng knows that no reader here uses (iCCP: the decodes
/// use it, the probes and the thumbnails' reader skip it).
static const png_byte unused_chunks[] = "sPLT\0tIME\0pCAL\0sCAL\0hIST\0oFFs\0pHYs\0sBIT\0bKGD\0cHRM\0gAMA\0sRGB\0";

void png_skip_unused_chunks(png_structp png, const png_byte *more, int count) {
    png_set_keep_unknown_chunks(png, PNG_HANDLE_CHUNK_NEVER, NULL, 0);
    png_set_keep_unknown_chunks(png, PNG_HANDLE_CHUNK_NEVER, unused_chunks, (int)(sizeof unused_chunks - 1) / 5);
    if (count > 0) png_set_keep_unknown_chunks(png, PNG_HANDLE_CHUNK_NEVER, more, count);
}
