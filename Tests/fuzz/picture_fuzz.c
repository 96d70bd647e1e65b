// libFuzzer target for the whole picture path as the demo runs it: the header
// read by its decoder, the budget decision, a scaled decode of the whole
// picture, a tile, and the page composition (the SDL calls PageLayout.compose
// makes: fill, bilinear stretch into the fitted box, blend). Built and run by
// Tests/fuzz/run.sh under AddressSanitizer and UndefinedBehaviorSanitizer.
// Also the thumbnail cache's PNG path: every input read as another program's
// cache entry (its texts), and each decoded picture written as an entry and
// read back as pictures are.
#define _GNU_SOURCE
#include "picture_decoder.h"
#include "thumbnail_png.h"

#include <SDL.h>
#include <stdint.h>
#include <stdlib.h>
#include <sys/mman.h>
#include <unistd.h>

/// Smaller than the demo's limits (16 MP, 64 MiB) so that each input is quick;
/// the refusals and the decodes run the same code.
static const struct picture_limits standard_limits = {65535, 16000000, 64u << 20, 100, 1000, 64000000};

/// The smallest scale-down (JPEG 1, 2, 4, 8; PNG any) leaving at most `most` pixels.
static uint32_t denominator_for(const struct picture_info *info, uint64_t most) {
    for (uint32_t d = 1;; d = info->format == PICTURE_JPEG ? d * 2 : d + 1) {
        uint64_t w = (info->width + d - 1) / d, h = (info->height + d - 1) / d;
        if (w * h <= most || (info->format == PICTURE_JPEG && d == 8) || d >= 65536) return d;
    }
}

static void compose(uint32_t *pixels, int width, int height) {
    SDL_Surface *picture = SDL_CreateRGBSurfaceWithFormatFrom(pixels, width, height, 32, width * 4,
                                                              SDL_PIXELFORMAT_ARGB8888);
    SDL_Surface *page = SDL_CreateRGBSurfaceWithFormat(0, 320, 240, 32, SDL_PIXELFORMAT_RGB888);
    if (picture && page) {
        SDL_FillRect(page, NULL, SDL_MapRGB(page->format, 20, 30, 40));
        double scale = 300.0 / width < 200.0 / height ? 300.0 / width : 200.0 / height;
        if (scale > 1) scale = 1;
        int w = (int)(width * scale + 0.5), h = (int)(height * scale + 0.5);
        SDL_Surface *scaled = SDL_CreateRGBSurfaceWithFormat(0, w > 0 ? w : 1, h > 0 ? h : 1, 32,
                                                             SDL_PIXELFORMAT_ARGB8888);
        if (scaled) {
            SDL_SetSurfaceBlendMode(picture, SDL_BLENDMODE_NONE);
            if (SDL_SoftStretchLinear(picture, NULL, scaled, NULL) != 0) SDL_SoftStretch(picture, NULL, scaled, NULL);
            SDL_SetSurfaceBlendMode(scaled, SDL_BLENDMODE_BLEND);
            SDL_Rect target = {(320 - scaled->w) / 2, (240 - scaled->h) / 2, scaled->w, scaled->h};
            SDL_BlitSurface(scaled, NULL, page, &target);
            SDL_FreeSurface(scaled);
        }
    }
    SDL_FreeSurface(page);
    SDL_FreeSurface(picture);
}

/// The decoded picture written as a cache entry (as the grid writes its
/// thumbnails), then probed and decoded back: it must come back whole.
static void write_entry(const uint32_t *pixels, int width, int height) {
    int fd = memfd_create("entry", MFD_CLOEXEC);
    if (fd < 0) return;
    const char *keys[] = {"Thumb::URI", "Thumb::MTime"};
    const char *values[] = {"file:///fuzz/picture.png", "1700000000"};
    char message[256];
    if (thumbnail_png_write(fd, pixels, width, height, width, keys, values, 2, message, sizeof message) != 0) abort();
    struct picture_info info;
    if (picture_probe(fd, &standard_limits, &info, message, sizeof message) != 0) abort();
    if (info.width != (uint32_t)width || info.height != (uint32_t)height) abort();
    uint32_t *back = malloc((size_t)width * height * 4);
    if (back && picture_decode(fd, &standard_limits, &info, 1, 0, 0, info.width, info.height, back, NULL, message,
                               sizeof message) != 0) abort();
    free(back);
    close(fd);
}

/// The input read as another program's thumbnail cache entry: its texts only.
static void read_entry_texts(int fd) {
    const char *keys[] = {"Thumb::URI", "Thumb::MTime", "Thumb::Size"};
    char uri[512], mtime[512], bytes[512];
    char *values[] = {uri, mtime, bytes};
    char message[256];
    thumbnail_png_texts(fd, keys, 3, values, sizeof uri, 65536, message, sizeof message);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    int fd = memfd_create("picture", MFD_CLOEXEC);
    if (fd < 0) return 0;
    for (size_t written = 0; written < size;) {
        ssize_t n = write(fd, data + written, size - written);
        if (n <= 0) break;
        written += (size_t)n;
    }
    read_entry_texts(fd);
    // The view turned 0 to 3 quarter turns (by the input's length): the pictures decoded turned.
    struct picture_limits limits = standard_limits;
    limits.turns = (uint32_t)(size & 3);
    struct picture_info info;
    char message[256];
    if (picture_probe(fd, &limits, &info, message, sizeof message) == 0) {
        uint32_t d = denominator_for(&info, 1u << 20);
        uint32_t w = (info.width + d - 1) / d, h = (info.height + d - 1) / d;
        uint32_t *pixels = malloc((size_t)w * h * 4);
        if (pixels && picture_decode(fd, &limits, &info, d, 0, 0, w, h, pixels, NULL, message, sizeof message) == 0) {
            compose(pixels, (int)w, (int)h);
            write_entry(pixels, (int)w, (int)h);
        }
        free(pixels);
        // An animation: every frame in turn, at the scale that leaves at most 16,384 pixels a frame.
        if (info.frames > 1) {
            uint32_t ad = denominator_for(&info, 1u << 14);
            uint32_t aw = (info.width + ad - 1) / ad, ah = (info.height + ad - 1) / ad;
            struct picture_animation *animation = NULL;
            uint32_t *frame = malloc((size_t)aw * ah * 4);
            if (frame && picture_animation_open(fd, &limits, &info, ad, NULL, &animation, message, sizeof message) == 0) {
                uint32_t delay = 0;
                for (uint32_t i = 0; i <= info.frames; i++) {
                    if (picture_animation_next(animation, frame, &delay, message, sizeof message) != 1) break;
                }
            }
            picture_animation_close(animation);
            free(frame);
        }
        // A tile somewhere inside, at the finest scale.
        uint32_t tw = info.width < 64 ? info.width : 64, th = info.height < 64 ? info.height : 64;
        uint32_t x = size > 0 ? (uint32_t)(data[size - 1] * (uint64_t)(info.width - tw) / 255) : 0;
        uint32_t tile[64 * 64];
        picture_decode(fd, &limits, &info, 1, x, info.height - th, tw, th, tile, NULL, message, sizeof message);
        // Fitted into a page no larger (a JPEG as a page shows it): a size from the input's first byte.
        uint32_t part = size > 0 ? 1 + data[0] % 16 : 1;
        uint32_t fw = info.width * part / 16 > 0 ? info.width * part / 16 : 1;
        uint32_t fh = info.height * part / 16 > 0 ? info.height * part / 16 : 1;
        if ((uint64_t)fw * fh <= (1u << 20)) {
            uint32_t *fitted = malloc((size_t)fw * fh * 4);
            if (fitted) picture_decode_fitted(fd, &limits, &info, fw, fh, fitted, fw, NULL, NULL, message, sizeof message);
            free(fitted);
        }
    }
    close(fd);
    return 0;
}
