// Writes the fuzzer's seed corpus into the folder named by argv[1]: real PNGs
// and JPEGs of every kind the decoder handles, and one of each hostile class
// (small enough to decode quickly), all made by Tests/CPictureFixtures.
#include "picture_fixtures.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

static const char *folder;

static void save(const char *name, unsigned char *bytes, size_t size) {
    if (!bytes) {
        fprintf(stderr, "make_corpus: could not make %s\n", name);
        exit(1);
    }
    char path[4096];
    snprintf(path, sizeof path, "%s/%s", folder, name);
    FILE *file = fopen(path, "wb");
    if (!file || fwrite(bytes, 1, size, file) != size || fclose(file) != 0) {
        fprintf(stderr, "make_corpus: cannot write %s\n", path);
        exit(1);
    }
    free(bytes);
}

static void jpeg(const char *name, struct fixture_jpeg_options options) {
    size_t size = 0;
    save(name, fixture_jpeg(&options, &size), size);
}

int main(int argc, char **argv) {
    if (argc != 2) {
        fprintf(stderr, "usage: make_corpus FOLDER\n");
        return 2;
    }
    folder = argv[1];
    mkdir(folder, 0755);
    size_t size = 0;
    jpeg("baseline.jpg", (struct fixture_jpeg_options){.width = 48, .height = 32});
    jpeg("progressive.jpg", (struct fixture_jpeg_options){.width = 48, .height = 32, .progressive = 1});
    jpeg("multiscan.jpg", (struct fixture_jpeg_options){.width = 48, .height = 32, .multi_scan = 1});
    jpeg("cmyk.jpg", (struct fixture_jpeg_options){.width = 32, .height = 32, .cmyk = 1});
    for (int o = 2; o <= 8; o += 3) {
        char name[32];
        snprintf(name, sizeof name, "orientation-%d.jpg", o);
        jpeg(name, (struct fixture_jpeg_options){.width = 40, .height = 24, .orientation = o});
    }
    unsigned char *plain = fixture_png(40, 24, 0, 0, &size);
    save("plain.png", plain, size);
    // A thumbnail cache entry as another program writes it: the standard's texts before the pixels.
    const char *keys[] = {"Thumb::URI", "Thumb::MTime", "Thumb::Size", "Software"};
    const char *values[] = {"file:///home/jens/photos/me.png", "1700000000", "123456", "GNOME::ThumbnailFactory"};
    size_t entry = 0;
    save("thumbnail-entry.png", fixture_png_with_texts(plain, size, keys, values, 4, &entry), entry);
    save("interlaced.png", fixture_png(40, 24, 1, 0, &size), size);
    save("exif.png", fixture_png(40, 24, 0, 6, &size), size);
    // Tagged with an ICC profile (Adobe RGB, Display P3): the profile read and the pixels converted.
    for (int kind = 0; kind <= 1; kind++) {
        size_t icc_size = 0;
        unsigned char *icc = fixture_icc_profile(kind, &icc_size);
        const unsigned char colour[3] = {150, 100, 60};
        char name[32];
        snprintf(name, sizeof name, "icc-%d.png", kind);
        save(name, fixture_png_tagged(24, 16, colour, icc, icc_size, &size), size);
        snprintf(name, sizeof name, "icc-%d.jpg", kind);
        save(name, fixture_jpeg_tagged(24, 16, colour, icc, icc_size, &size), size);
        snprintf(name, sizeof name, "icc-%d.webp", kind);
        save(name, fixture_webp_tagged(24, 16, colour, icc, icc_size, &size), size);
        const unsigned char frames[6] = {150, 100, 60, 40, 160, 150};
        snprintf(name, sizeof name, "icc-%d-animated.webp", kind);
        save(name, fixture_webp_animated_tagged(24, 16, 2, frames, icc, icc_size, &size), size);
        free(icc);
    }
    save("header-only.png", fixture_png_header(300, 200, 8, 6, &size), size);
    save("one-bit.png", fixture_png_header(3000, 1, 1, 0, &size), size);
    save("long-chunk.png", fixture_png_long_chunk(0x7FFFFFFF, &size), size);
    save("stuffed.jpg", fixture_jpeg_stuffed(300, 200, &size), size);
    save("svg.jpg", fixture_jpeg_then_svg(&size), size);
    struct fixture_jpeg_options progressive = {.width = 32, .height = 32, .progressive = 1};
    unsigned char *p = fixture_jpeg(&progressive, &size);
    size_t scans = 0;
    save("many-scans.jpg", fixture_jpeg_repeat_last_scan(p, size, 150, &scans), scans);
    fixture_jpeg_set_size(p, size, 600, 400);
    save("resized-progressive.jpg", p, size);
    // GIFs and WebPs: animated, interlaced, disposed, frames past the canvas, cut short; still and animated WebP.
    struct fixture_gif_options gif = {.canvas_width = 24, .canvas_height = 16, .frames = 3, .delay_cs = 5};
    save("animated.gif", fixture_gif(&gif, &size), size);
    gif = (struct fixture_gif_options){.canvas_width = 24, .canvas_height = 16, .frame_x = 4, .frame_y = 2,
                                       .frame_width = 8, .frame_height = 8, .frames = 4, .disposal = 3,
                                       .transparent = 1, .interlaced = 1, .loops = -1};
    save("disposed.gif", fixture_gif(&gif, &size), size);
    gif = (struct fixture_gif_options){.canvas_width = 16, .canvas_height = 16, .frame_x = 12, .frame_y = 12,
                                       .frame_width = 8, .frame_height = 8, .frames = 2, .disposal = 2};
    save("beyond.gif", fixture_gif(&gif, &size), size);
    gif = (struct fixture_gif_options){.canvas_width = 16, .canvas_height = 16, .frames = 2, .cut_last = 1};
    save("cut.gif", fixture_gif(&gif, &size), size);
    save("still.webp", fixture_webp(24, 16, 1, 0, 0, 1, &size), size);
    save("animated.webp", fixture_webp(24, 16, 3, 40, 2, 1, &size), size);
    // Chunks the reader skips: of no known kind (odd-sized), metadata, one inside a frame.
    unsigned char *w = fixture_webp(24, 16, 1, 0, 0, 1, &size);
    save("junk-chunk.webp", fixture_webp_with_chunk(w, &size, "JUNK", 33, 0, 0), size);
    w = fixture_webp(24, 16, 3, 40, 2, 1, &size);
    save("animated-exif.webp", fixture_webp_with_chunk(w, &size, "EXIF", 40, 2, 0), size);
    w = fixture_webp(24, 16, 3, 40, 2, 1, &size);
    save("frame-junk.webp", fixture_webp_with_chunk(w, &size, "JUNK", 9, 0, 1), size);
    // TIFFs in the layouts libtiff reads: strips, one strip, tiles, LZW, Deflate, 16 bits, planar,
    // grey, palette, CMYK, alpha, a turn, BigTIFF, a profile.
    size_t icc_size = 0;
    unsigned char *icc = fixture_icc_profile(0, &icc_size);
    struct fixture_tiff_options tiffs[] = {
        {.width = 24, .height = 16, .rows_per_strip = 4}, {.width = 24, .height = 16},
        {.width = 24, .height = 16, .tile = 16}, {.width = 24, .height = 16, .rows_per_strip = 4, .compression = 5},
        {.width = 24, .height = 16, .tile = 16, .compression = 8}, {.width = 24, .height = 16, .sixteen_bits = 1},
        {.width = 24, .height = 16, .planar = 1, .alpha = 1}, {.width = 24, .height = 16, .kind = FIXTURE_TIFF_GRAY},
        {.width = 24, .height = 16, .kind = FIXTURE_TIFF_PALETTE}, {.width = 24, .height = 16, .kind = FIXTURE_TIFF_CMYK},
        {.width = 24, .height = 16, .orientation = 6, .alpha = 1}, {.width = 24, .height = 16, .bigtiff = 1},
        {.width = 24, .height = 16, .icc = icc, .icc_size = icc_size},
    };
    for (size_t i = 0; i < sizeof tiffs / sizeof tiffs[0]; i++) {
        char name[32];
        snprintf(name, sizeof name, "layout-%zu.tif", i);
        save(name, fixture_tiff(&tiffs[i], &size), size);
    }
    return 0;
}
