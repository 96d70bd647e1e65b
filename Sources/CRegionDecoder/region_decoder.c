#include "region_decoder.h"

// jpeglib.h needs FILE declared first.
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <setjmp.h>
#include <jpeglib.h>
#include <png.h>

// MARK: JPEG

struct jpeg_failure {
    struct jpeg_error_mgr manager;
    jmp_buf jump;
    char *message;
    size_t length;
};

static void jpeg_fail(j_common_ptr info) {
    struct jpeg_failure *failure = (struct jpeg_failure *)info->err;
    char text[JMSG_LENGTH_MAX];
    (*info->err->format_message)(info, text);
    if (failure->message && failure->length) snprintf(failure->message, failure->length, "%s", text);
    longjmp(failure->jump, 1);
}

static void jpeg_quiet(j_common_ptr info, int level) {
    (void)info;
    (void)level;
}

int region_decode_jpeg(const unsigned char *data, size_t size, int denominator, int x, int y, int w, int h,
                       uint32_t *out, char *message, size_t length) {
    struct jpeg_decompress_struct info;
    struct jpeg_failure failure;
    unsigned char *volatile row = NULL;
    info.err = jpeg_std_error(&failure.manager);
    failure.manager.error_exit = jpeg_fail;
    failure.manager.emit_message = jpeg_quiet;
    failure.message = message;
    failure.length = length;
    if (setjmp(failure.jump)) {
        free(row);
        jpeg_destroy_decompress(&info);
        return -1;
    }
    jpeg_create_decompress(&info);
    jpeg_mem_src(&info, data, (unsigned long)size);
    jpeg_read_header(&info, TRUE);
    if (denominator != 1 && denominator != 2 && denominator != 4 && denominator != 8) {
        snprintf(message, length, "a JPEG scales by 1/1, 1/2, 1/4 or 1/8, not 1/%d", denominator);
        jpeg_destroy_decompress(&info);
        return -1;
    }
    info.scale_num = 1;
    info.scale_denom = (unsigned int)denominator;
    // B, G, R, A bytes: ARGB8888 on a little-endian machine; libjpeg-turbo sets A to 255.
    info.out_color_space = JCS_EXT_BGRA;
    jpeg_start_decompress(&info);
    if (x < 0 || y < 0 || w <= 0 || h <= 0 || (JDIMENSION)(x + w) > info.output_width
        || (JDIMENSION)(y + h) > info.output_height) {
        snprintf(message, length, "the region %d,%d %dx%d is outside the %ux%u picture", x, y, w, h,
                 info.output_width, info.output_height);
        jpeg_abort_decompress(&info);
        jpeg_destroy_decompress(&info);
        return -1;
    }
    JDIMENSION left = (JDIMENSION)x, width = (JDIMENSION)w;
    jpeg_crop_scanline(&info, &left, &width);
    row = malloc((size_t)info.output_width * 4);
    if (!row) {
        snprintf(message, length, "out of memory");
        jpeg_abort_decompress(&info);
        jpeg_destroy_decompress(&info);
        return -1;
    }
    if (y > 0) jpeg_skip_scanlines(&info, (JDIMENSION)y);
    for (int r = 0; r < h; r++) {
        JSAMPROW rows[1] = {row};
        if (jpeg_read_scanlines(&info, rows, 1) != 1) {
            snprintf(message, length, "the JPEG ends early");
            free(row);
            jpeg_abort_decompress(&info);
            jpeg_destroy_decompress(&info);
            return -1;
        }
        memcpy(out + (size_t)r * (size_t)w, row + (size_t)((JDIMENSION)x - left) * 4, (size_t)w * 4);
    }
    free(row);
    jpeg_abort_decompress(&info);
    jpeg_destroy_decompress(&info);
    return 0;
}

// MARK: PNG

struct png_source {
    const unsigned char *data;
    size_t size;
    size_t position;
    char *message;
    size_t length;
};

static void png_take(png_structp png, png_bytep out, png_size_t count) {
    struct png_source *source = (struct png_source *)png_get_io_ptr(png);
    if (source->position + count > source->size) png_error(png, "the PNG ends early");
    memcpy(out, source->data + source->position, count);
    source->position += count;
}

static void png_fail(png_structp png, png_const_charp text) {
    struct png_source *source = (struct png_source *)png_get_error_ptr(png);
    if (source->message && source->length) snprintf(source->message, source->length, "%s", text);
    png_longjmp(png, 1);
}

static void png_quiet(png_structp png, png_const_charp text) {
    (void)png;
    (void)text;
}

int region_decode_png(const unsigned char *data, size_t size, int denominator, int x, int y, int w, int h,
                      uint32_t *out, char *message, size_t length) {
    struct png_source source = {data, size, 0, message, length};
    png_structp png = png_create_read_struct(PNG_LIBPNG_VER_STRING, &source, png_fail, png_quiet);
    if (!png) {
        snprintf(message, length, "out of memory");
        return -1;
    }
    png_infop info = png_create_info_struct(png);
    unsigned char *volatile row = NULL;
    uint64_t *volatile sums = NULL;
    if (!info || setjmp(png_jmpbuf(png))) {
        free(row);
        free(sums);
        png_destroy_read_struct(&png, info ? &info : NULL, NULL);
        return -1;
    }
    png_set_read_fn(png, &source, png_take);
    // Each IDAT chunk's CRC already covers the compressed data: zlib's own
    // checksum over the inflated rows (a third of the time on big pictures) adds nothing.
#ifdef PNG_IGNORE_ADLER32
    png_set_option(png, PNG_IGNORE_ADLER32, PNG_OPTION_ON);
#endif
    png_set_user_limits(png, 0x7fffffff, 0x7fffffff);
    png_read_info(png, info);
    png_uint_32 width = png_get_image_width(png, info), height = png_get_image_height(png, info);
    int type = png_get_color_type(png, info);
    if (png_get_interlace_type(png, info) != PNG_INTERLACE_NONE) {
        snprintf(message, length, "an interlaced PNG this large cannot be decoded in parts");
        png_destroy_read_struct(&png, &info, NULL);
        return -1;
    }
    if (denominator < 1) {
        snprintf(message, length, "a scale of 1/%d", denominator);
        png_destroy_read_struct(&png, &info, NULL);
        return -1;
    }
    png_set_expand(png);
    png_set_strip_16(png);
    if (type == PNG_COLOR_TYPE_GRAY || type == PNG_COLOR_TYPE_GRAY_ALPHA) png_set_gray_to_rgb(png);
    if (!(type & PNG_COLOR_MASK_ALPHA) && !png_get_valid(png, info, PNG_INFO_tRNS)) {
        png_set_add_alpha(png, 0xff, PNG_FILLER_AFTER);
    }
    png_set_bgr(png);
    png_read_update_info(png, info);
    if (png_get_rowbytes(png, info) != (size_t)width * 4) {
        snprintf(message, length, "an unexpected PNG pixel layout");
        png_destroy_read_struct(&png, &info, NULL);
        return -1;
    }
    png_uint_32 d = (png_uint_32)denominator;
    png_uint_32 scaledWidth = (width + d - 1) / d, scaledHeight = (height + d - 1) / d;
    if (x < 0 || y < 0 || w <= 0 || h <= 0 || (png_uint_32)(x + w) > scaledWidth || (png_uint_32)(y + h) > scaledHeight) {
        snprintf(message, length, "the region %d,%d %dx%d is outside the %ux%u picture", x, y, w, h, scaledWidth,
                 scaledHeight);
        png_destroy_read_struct(&png, &info, NULL);
        return -1;
    }
    row = malloc((size_t)width * 4);
    sums = calloc((size_t)w * 4, sizeof(uint64_t));
    if (!row || !sums) {
        free(row);
        free(sums);
        snprintf(message, length, "out of memory");
        png_destroy_read_struct(&png, &info, NULL);
        return -1;
    }
    png_uint_32 first = (png_uint_32)y * d, end = (png_uint_32)(y + h) * d;
    if (end > height) end = height;
    for (png_uint_32 r = 0; r < end; r++) {
        png_read_row(png, row, NULL);
        if (r < first) continue;
        for (int ox = 0; ox < w; ox++) {
            png_uint_32 from = (png_uint_32)(x + ox) * d, to = from + d;
            if (to > width) to = width;
            // 32-bit sums within a row: d × 255 × 255 fits for any d up to 66000.
            uint32_t b = 0, g = 0, red = 0, a = 0;
            const unsigned char *p = row + (size_t)from * 4, *end = row + (size_t)to * 4;
            for (; p < end; p += 4) {
                uint32_t alpha = p[3];
                b += p[0] * alpha;
                g += p[1] * alpha;
                red += p[2] * alpha;
                a += alpha;
            }
            uint64_t *sum = sums + (size_t)ox * 4;
            sum[0] += b;
            sum[1] += g;
            sum[2] += red;
            sum[3] += a;
        }
        // The last source row of an output row: write it out.
        if ((r + 1) % d == 0 || r + 1 == end) {
            png_uint_32 outRow = r / d - (png_uint_32)y;
            png_uint_32 rowsIn = (r % d) + 1;
            for (int ox = 0; ox < w; ox++) {
                uint64_t *sum = sums + (size_t)ox * 4;
                png_uint_32 from = (png_uint_32)(x + ox) * d, to = from + d;
                if (to > width) to = width;
                uint64_t count = (uint64_t)(to - from) * rowsIn;
                uint32_t b = 0, g = 0, red = 0, a = 0;
                if (sum[3] > 0) {
                    b = (uint32_t)(sum[0] / sum[3]);
                    g = (uint32_t)(sum[1] / sum[3]);
                    red = (uint32_t)(sum[2] / sum[3]);
                    a = (uint32_t)((sum[3] + count / 2) / count);
                }
                out[(size_t)outRow * (size_t)w + (size_t)ox] = a << 24 | red << 16 | g << 8 | b;
                sum[0] = sum[1] = sum[2] = sum[3] = 0;
            }
        }
    }
    free(row);
    free(sums);
    png_destroy_read_struct(&png, &info, NULL);
    return 0;
}

// MARK: Test pattern

int region_write_pattern_png(const char *path, int width, int height, char *message, size_t length) {
    struct png_source report = {NULL, 0, 0, message, length};
    FILE *volatile file = fopen(path, "wb");
    if (!file) {
        snprintf(message, length, "cannot create %s", path);
        return -1;
    }
    png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, &report, png_fail, png_quiet);
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
            row[x * 3] = (unsigned char)(20 * (x / 1000));
            row[x * 3 + 1] = (unsigned char)(20 * (y / 1000));
            row[x * 3 + 2] = (x % 2) ? 255 : 0;
        }
        png_write_row(png, row);
    }
    png_write_end(png, info);
    free(row);
    png_destroy_write_struct(&png, &info);
    fclose(file);
    return 0;
}
