#include "picture_fixtures.h"

#include <stdlib.h>
#include <string.h>
#include <webp/encode.h>
#include <webp/mux.h>

// GIFs written byte by byte (hostile ones need fields no encoder writes), with
// a plain LZW stream: 9-bit codes, a clear code often enough that they never
// grow; WebPs from libwebp's own encoders.

/// The colour of frame i: red, green, blue, white, yellow, cyan, magenta, grey, round.
static const unsigned char frame_colours[8][3] = {{255, 0, 0},   {0, 255, 0},   {0, 0, 255},   {255, 255, 255},
                                                  {255, 255, 0}, {0, 255, 255}, {255, 0, 255}, {128, 128, 128}};

struct bytes {
    unsigned char *data;
    size_t size, capacity;
    int failed;
};

static void put(struct bytes *out, const void *data, size_t count) {
    if (out->failed) return;
    if (out->size + count > out->capacity) {
        size_t capacity = out->capacity ? out->capacity : 1024;
        while (capacity < out->size + count) capacity *= 2;
        unsigned char *grown = realloc(out->data, capacity);
        if (!grown) {
            out->failed = 1;
            return;
        }
        out->data = grown;
        out->capacity = capacity;
    }
    memcpy(out->data + out->size, data, count);
    out->size += count;
}

static void put_byte(struct bytes *out, unsigned value) {
    unsigned char byte = (unsigned char)value;
    put(out, &byte, 1);
}

static void put_word(struct bytes *out, unsigned value) {
    put_byte(out, value & 255);
    put_byte(out, (value >> 8) & 255);
}

/// `count` pixels of index `index` as an LZW image data block (minimum code size 8).
static void put_pixels(struct bytes *out, uint64_t count, unsigned index) {
    put_byte(out, 8);
    unsigned char block[255];
    size_t filled = 0;
    uint32_t bits = 0;
    int held = 0;
    uint64_t since_clear = 0;
#define EMIT(code)                                                   \
    do {                                                             \
        bits |= (uint32_t)(code) << held;                            \
        held += 9;                                                   \
        while (held >= 8) {                                          \
            block[filled++] = (unsigned char)(bits & 255);           \
            bits >>= 8;                                              \
            held -= 8;                                               \
            if (filled == 255) {                                     \
                put_byte(out, 255);                                  \
                put(out, block, 255);                                \
                filled = 0;                                          \
            }                                                        \
        }                                                            \
    } while (0)
    EMIT(256);
    for (uint64_t i = 0; i < count; i++) {
        if (since_clear == 250) {
            EMIT(256);
            since_clear = 0;
        }
        EMIT(index);
        since_clear++;
    }
    EMIT(257);
    if (held > 0) block[filled++] = (unsigned char)(bits & 255);
    if (filled) {
        put_byte(out, (unsigned)filled);
        put(out, block, filled);
    }
    put_byte(out, 0);
#undef EMIT
}

unsigned char *fixture_gif(const struct fixture_gif_options *o, size_t *size) {
    struct bytes out = {0};
    put(&out, "GIF89a", 6);
    put_word(&out, o->canvas_width);
    put_word(&out, o->canvas_height);
    // A global colour table of 256 entries, background 0, no aspect.
    put_byte(&out, 0x80 | 0x70 | 7);
    put_byte(&out, 0);
    put_byte(&out, 0);
    for (int i = 0; i < 256; i++) put(&out, frame_colours[i % 8], 3);
    if (o->loops >= 0) {
        put_byte(&out, 0x21);
        put_byte(&out, 0xFF);
        put_byte(&out, 11);
        put(&out, "NETSCAPE2.0", 11);
        put_byte(&out, 3);
        put_byte(&out, 1);
        put_word(&out, (unsigned)o->loops);
        put_byte(&out, 0);
    }
    uint32_t fw = o->frame_width ? o->frame_width : o->canvas_width;
    uint32_t fh = o->frame_height ? o->frame_height : o->canvas_height;
    for (int frame = 0; frame < o->frames; frame++) {
        // Graphic control: disposal, transparent index 255 when asked, the delay.
        put_byte(&out, 0x21);
        put_byte(&out, 0xF9);
        put_byte(&out, 4);
        put_byte(&out, (unsigned)(o->disposal & 7) << 2 | (o->transparent ? 1 : 0));
        put_word(&out, (unsigned)o->delay_cs);
        put_byte(&out, 255);
        put_byte(&out, 0);
        put_byte(&out, 0x2C);
        put_word(&out, o->frame_x);
        put_word(&out, o->frame_y);
        int empty = o->empty_frame == frame + 1;
        put_word(&out, empty ? 0 : fw);
        put_word(&out, empty ? 0 : fh);
        put_byte(&out, o->interlaced ? 0x40 : 0);
        if (o->cut_last && frame == o->frames - 1) {
            // The file ends inside the last frame's pixels.
            put_byte(&out, 8);
            put_byte(&out, 10);
            unsigned char start[4] = {0x00, 0x01, 0x02, 0x04};
            put(&out, start, sizeof start);
            *size = out.size;
            return out.failed ? (free(out.data), NULL) : out.data;
        }
        put_pixels(&out, empty ? 0 : o->claimed_only ? 1 : (uint64_t)fw * fh, (unsigned)frame % 8);
    }
    put_byte(&out, 0x3B);
    if (out.failed) {
        free(out.data);
        return NULL;
    }
    *size = out.size;
    return out.data;
}

/// What `webp_fixture_frame` fills frames with: the colours in turn, the left half see-through when asked.
struct webp_fixture_frames {
    int transparent;
};
static void webp_fixture_frame(uint8_t *rgba, uint32_t w, uint32_t h, int frame, void *context);

/// Frame `frame` of a WebP fixture: its colour, the left half see-through when asked.
static void webp_frame(uint8_t *rgba, uint32_t w, uint32_t h, int frame, int transparent) {
    const unsigned char *rgb = frame_colours[frame % 8];
    for (uint32_t y = 0; y < h; y++) {
        for (uint32_t x = 0; x < w; x++) {
            uint8_t *p = rgba + ((size_t)y * w + x) * 4;
            p[0] = rgb[0];
            p[1] = rgb[1];
            p[2] = rgb[2];
            p[3] = transparent && x < w / 2 ? 0 : 255;
        }
    }
}

unsigned char *fixture_webp(uint32_t width, uint32_t height, int frames, int delay_ms, int loops, int transparent,
                            size_t *size) {
    uint8_t *rgba = malloc((size_t)width * height * 4);
    if (!rgba) return NULL;
    unsigned char *result = NULL;
    if (frames <= 1) {
        webp_frame(rgba, width, height, 0, transparent);
        uint8_t *encoded = NULL;
        size_t encoded_size = WebPEncodeLosslessRGBA(rgba, (int)width, (int)height, (int)width * 4, &encoded);
        if (encoded_size && (result = malloc(encoded_size))) {
            memcpy(result, encoded, encoded_size);
            *size = encoded_size;
        }
        WebPFree(encoded);
        free(rgba);
        return result;
    }
    free(rgba);
    struct webp_fixture_frames made = {.transparent = transparent};
    return fixture_webp_encode(width, height, frames, delay_ms, loops, webp_fixture_frame, &made, size);
}

static void webp_fixture_frame(uint8_t *rgba, uint32_t w, uint32_t h, int frame, void *context) {
    webp_frame(rgba, w, h, frame, ((const struct webp_fixture_frames *)context)->transparent);
}

unsigned char *fixture_webp_encode(uint32_t width, uint32_t height, int frames, int delay_ms, int loops,
                                   void (*fill)(uint8_t *rgba, uint32_t w, uint32_t h, int frame, void *context),
                                   void *context, size_t *size) {
    uint8_t *rgba = malloc((size_t)width * height * 4);
    unsigned char *result = NULL;
    WebPAnimEncoderOptions options;
    WebPConfig config;
    if (!rgba || !WebPAnimEncoderOptionsInit(&options) || !WebPConfigInit(&config)) {
        free(rgba);
        return NULL;
    }
    options.anim_params.loop_count = loops;
    config.lossless = 1;
    WebPAnimEncoder *encoder = WebPAnimEncoderNew((int)width, (int)height, &options);
    WebPPicture picture;
    int ok = encoder && WebPPictureInit(&picture);
    if (ok) {
        picture.use_argb = 1;
        picture.width = (int)width;
        picture.height = (int)height;
        ok = WebPPictureAlloc(&picture);
    }
    for (int frame = 0; ok && frame < frames; frame++) {
        fill(rgba, width, height, frame, context);
        ok = WebPPictureImportRGBA(&picture, rgba, (int)width * 4)
            && WebPAnimEncoderAdd(encoder, &picture, frame * delay_ms, &config);
    }
    WebPData data;
    WebPDataInit(&data);
    if (ok) ok = WebPAnimEncoderAdd(encoder, NULL, frames * delay_ms, NULL) && WebPAnimEncoderAssemble(encoder, &data);
    if (ok && (result = malloc(data.size))) {
        memcpy(result, data.bytes, data.size);
        *size = data.size;
    }
    WebPDataClear(&data);
    if (encoder) {
        WebPPictureFree(&picture);
        WebPAnimEncoderDelete(encoder);
    }
    free(rgba);
    return result;
}

int fixture_webp_set_canvas(unsigned char *webp, size_t size, uint32_t width, uint32_t height) {
    // RIFF size WEBP, then the VP8X chunk: flags (4 bytes), canvas width − 1 and height − 1 (24 bits each).
    if (size < 30 || memcmp(webp + 12, "VP8X", 4) != 0 || width == 0 || height == 0) return -1;
    unsigned char *canvas = webp + 24;
    uint32_t w = width - 1, h = height - 1;
    canvas[0] = w & 255;
    canvas[1] = (w >> 8) & 255;
    canvas[2] = (w >> 16) & 255;
    canvas[3] = h & 255;
    canvas[4] = (h >> 8) & 255;
    canvas[5] = (h >> 16) & 255;
    return 0;
}

static unsigned chunk_le32(const unsigned char *p) { return p[0] | p[1] << 8 | p[2] << 16 | (unsigned)p[3] << 24; }

static void chunk_put_le32(unsigned char *p, unsigned v) {
    p[0] = (unsigned char)v; p[1] = (unsigned char)(v >> 8); p[2] = (unsigned char)(v >> 16); p[3] = (unsigned char)(v >> 24);
}

// `webp` (freed) with a chunk `tag` of `length` bytes put before its chunk
// number `index`, or with `in_frame`, inside its first ANMF after the frame's
// header; the sizes around it told anew. The reader skips such chunks by seeking.
unsigned char *fixture_webp_with_chunk(unsigned char *webp, size_t *size, const char *tag, unsigned length, int index,
                                      int in_frame) {
    if (!webp) return NULL;
    size_t at = 12, frame = 0;
    for (int i = 0; at + 8 <= *size && (in_frame ? !frame : i < index); i++) {
        if (memcmp(webp + at, "ANMF", 4) == 0 && in_frame) { frame = at; break; }
        unsigned chunk = chunk_le32(webp + at + 4);
        at += 8 + chunk + (chunk & 1);
    }
    if (in_frame) {
        if (!frame) { free(webp); return NULL; }
        at = frame + 8 + 16;
    }
    size_t added = 8 + length + (length & 1);
    unsigned char *out = calloc(1, *size + added);
    if (!out) { free(webp); return NULL; }
    memcpy(out, webp, at);
    memcpy(out + at, tag, 4);
    chunk_put_le32(out + at + 4, length);
    memset(out + at + 8, 'x', length);
    memcpy(out + at + added, webp + at, *size - at);
    chunk_put_le32(out + 4, chunk_le32(out + 4) + (unsigned)added);
    if (in_frame) chunk_put_le32(out + frame + 4, chunk_le32(out + frame + 4) + (unsigned)added);
    free(webp);
    *size += added;
    return out;
}
