#include "pattern_png.h"

#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <png.h>

struct pattern_report {
    char *message;
    size_t length;
};

static void pattern_fail(png_structp png, png_const_charp text) {
    struct pattern_report *report = png_get_error_ptr(png);
    if (report->message && report->length) snprintf(report->message, report->length, "%s", text);
    png_longjmp(png, 1);
}

static void pattern_quiet(png_structp png, png_const_charp text) {
    (void)png;
    (void)text;
}

/// Row `y` of the picture: the pattern, or (with `photo`) a photo's gradients and noise.
static void fill_row(unsigned char *row, int width, int y, int height, unsigned photo, unsigned *state) {
    for (int x = 0; x < width; x++) {
        if (!photo) {
            row[(size_t)x * 3] = (unsigned char)(20 * (x / 1000));
            row[(size_t)x * 3 + 1] = (unsigned char)(20 * (y / 1000));
            row[(size_t)x * 3 + 2] = (x % 2) ? 255 : 0;
            continue;
        }
        *state = *state * 1664525u + 1013904223u;
        int noise = (int)(*state >> 27) - 16;  // ±16: a sensor's grain, which deflate cannot squeeze
        int r = 40 + 160 * x / width + noise, g = 60 + 120 * y / height + noise, b = 200 - 140 * x / width + (int)(photo % 50) + noise;
        row[(size_t)x * 3] = (unsigned char)(r < 0 ? 0 : r > 255 ? 255 : r);
        row[(size_t)x * 3 + 1] = (unsigned char)(g < 0 ? 0 : g > 255 ? 255 : g);
        row[(size_t)x * 3 + 2] = (unsigned char)(b < 0 ? 0 : b > 255 ? 255 : b);
    }
}

/// Where a PNG's rows come from: `fill` writes row `y` (`channels` bytes a pixel) from `source`.
struct row_source {
    int channels;
    void (*fill)(unsigned char *row, int y, void *source);
    void *source;
};

/// Writes a `width` × `height` 8-bit RGB or RGBA PNG at `path`, row by row
/// (memory: one row), at deflate level `level` with `filter`.
static int write_png(const char *path, int width, int height, int level, int filter, struct row_source rows,
                     char *message, size_t length) {
    struct pattern_report report = {message, length};
    if (width <= 0 || height <= 0) {
        snprintf(message, length, "a %dx%d picture", width, height);
        return -1;
    }
    FILE *volatile file = fopen(path, "wb");
    if (!file) {
        snprintf(message, length, "cannot create %s", path);
        return -1;
    }
    png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, &report, pattern_fail, pattern_quiet);
    png_infop info = png ? png_create_info_struct(png) : NULL;
    unsigned char *volatile row = NULL;
    if (!png || !info || setjmp(png_jmpbuf(png))) {
        free(row);
        if (png) png_destroy_write_struct(&png, info ? &info : NULL);
        fclose(file);
        return -1;
    }
    png_init_io(png, file);
    png_set_IHDR(png, info, (png_uint_32)width, (png_uint_32)height, 8,
                 rows.channels == 4 ? PNG_COLOR_TYPE_RGB_ALPHA : PNG_COLOR_TYPE_RGB, PNG_INTERLACE_NONE,
                 PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
    png_set_compression_level(png, level);
    png_set_filter(png, 0, filter);
    png_write_info(png, info);
    row = malloc((size_t)width * (size_t)rows.channels);
    if (!row) png_error(png, "out of memory");
    for (int y = 0; y < height; y++) {
        rows.fill(row, y, rows.source);
        png_write_row(png, row);
    }
    png_write_end(png, info);
    free(row);
    png_destroy_write_struct(&png, &info);
    if (fclose(file) != 0) {
        snprintf(message, length, "cannot write %s", path);
        return -1;
    }
    return 0;
}

/// The pattern's or a photo's rows.
struct generated {
    int width, height;
    unsigned photo, state;
};

static void generated_row(unsigned char *row, int y, void *source) {
    struct generated *g = source;
    fill_row(row, g->width, y, g->height, g->photo, &g->state);
}

int region_write_pattern_png(const char *path, int width, int height, char *message, size_t length) {
    struct generated g = {width, height, 0, 0};
    return write_png(path, width, height, 1, PNG_FILTER_UP, (struct row_source){3, generated_row, &g}, message, length);
}

int region_write_photo_png(const char *path, int width, int height, unsigned seed, char *message, size_t length) {
    unsigned photo = seed == 0 ? 1 : seed;
    struct generated g = {width, height, photo, photo};
    return write_png(path, width, height, 1, PNG_FILTER_SUB, (struct row_source){3, generated_row, &g}, message, length);
}

/// ARGB8888 pixels' rows as RGBA.
struct argb {
    const uint32_t *pixels;
    int width;
};

static void argb_row(unsigned char *row, int y, void *source) {
    const struct argb *a = source;
    const uint32_t *line = a->pixels + (size_t)y * (size_t)a->width;
    for (int x = 0; x < a->width; x++) {
        uint32_t p = line[x];
        row[(size_t)x * 4] = (unsigned char)(p >> 16);
        row[(size_t)x * 4 + 1] = (unsigned char)(p >> 8);
        row[(size_t)x * 4 + 2] = (unsigned char)p;
        row[(size_t)x * 4 + 3] = (unsigned char)(p >> 24);
    }
}

int region_write_argb_png(const char *path, const uint32_t *pixels, int width, int height, char *message, size_t length) {
    if (!pixels) {
        snprintf(message, length, "no pixels");
        return -1;
    }
    struct argb a = {pixels, width};
    return write_png(path, width, height, 6, PNG_ALL_FILTERS, (struct row_source){4, argb_row, &a}, message, length);
}
