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

int region_write_pattern_png(const char *path, int width, int height, char *message, size_t length) {
    struct pattern_report report = {message, length};
    if (width <= 0 || height <= 0) {
        snprintf(message, length, "a %dx%d pattern", width, height);
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
    png_set_IHDR(png, info, (png_uint_32)width, (png_uint_32)height, 8, PNG_COLOR_TYPE_RGB, PNG_INTERLACE_NONE,
                 PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
    png_set_compression_level(png, 1);
    png_set_filter(png, 0, PNG_FILTER_UP);
    png_write_info(png, info);
    row = malloc((size_t)width * 3);
    if (!row) png_error(png, "out of memory");
    for (int y = 0; y < height; y++) {
        for (int x = 0; x < width; x++) {
            row[(size_t)x * 3] = (unsigned char)(20 * (x / 1000));
            row[(size_t)x * 3 + 1] = (unsigned char)(20 * (y / 1000));
            row[(size_t)x * 3 + 2] = (x % 2) ? 255 : 0;
        }
        png_write_row(png, row);
    }
    png_write_end(png, info);
    free(row);
    png_destroy_write_struct(&png, &info);
    fclose(file);
    return 0;
}
