#include "picture_fixtures.h"
#include "fixture_jpeg_error.h"

#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <jpeglib.h>
#include <png.h>
#include <zlib.h>

// MARK: The picture

/// The quadrant colour of (x, y) in a w × h picture, as R, G, B.
static void quadrant(uint32_t x, uint32_t y, uint32_t w, uint32_t h, unsigned char rgb[3]) {
    int right = x >= w / 2, bottom = y >= h / 2;
    static const unsigned char colours[4][3] = {{255, 0, 0}, {0, 255, 0}, {0, 0, 255}, {255, 255, 255}};
    memcpy(rgb, colours[bottom * 2 + right], 3);
}

/// A TIFF structure with one IFD entry: the orientation.
static size_t exif_tiff(int orientation, unsigned char out[26]) {
    static const unsigned char head[] = {'M', 'M', 0, 42, 0, 0, 0, 8, 0, 1, 0x01, 0x12, 0, 3, 0, 0, 0, 1};
    memcpy(out, head, sizeof head);
    unsigned char tail[] = {0, (unsigned char)orientation, 0, 0, 0, 0, 0, 0};
    memcpy(out + sizeof head, tail, sizeof tail);
    return sizeof head + sizeof tail;
}

// MARK: JPEG


unsigned char *fixture_jpeg(const struct fixture_jpeg_options *options, size_t *size) {
    struct jpeg_compress_struct info;
    struct fixture_error error;
    unsigned char *volatile buffer = NULL;
    unsigned long length = 0;
    unsigned char *volatile row = NULL;
    info.err = jpeg_std_error(&error.manager);
    error.manager.error_exit = fixture_jpeg_fail;
    if (setjmp(error.jump)) {
        jpeg_destroy_compress(&info);
        free(row);
        free(buffer);
        return NULL;
    }
    jpeg_create_compress(&info);
    unsigned char *out = NULL;
    jpeg_mem_dest(&info, &out, &length);
    info.image_width = options->width;
    info.image_height = options->height;
    info.input_components = options->cmyk ? 4 : 3;
    info.in_color_space = options->cmyk ? JCS_CMYK : JCS_RGB;
    jpeg_set_defaults(&info);
    jpeg_set_quality(&info, options->quality ? options->quality : 90, TRUE);
    if (options->cmyk) jpeg_set_colorspace(&info, JCS_YCCK);
    static jpeg_scan_info scans[4];
    if (options->progressive) {
        jpeg_simple_progression(&info);
    } else if (options->multi_scan) {
        for (int c = 0; c < info.num_components; c++) {
            scans[c].comps_in_scan = 1;
            scans[c].component_index[0] = c;
            scans[c].Ss = 0;
            scans[c].Se = 63;
            scans[c].Ah = scans[c].Al = 0;
        }
        info.scan_info = scans;
        info.num_scans = info.num_components;
    }
    jpeg_start_compress(&info, TRUE);
    if (options->orientation) {
        unsigned char segment[32] = {'E', 'x', 'i', 'f', 0, 0};
        size_t count = 6 + exif_tiff(options->orientation, segment + 6);
        jpeg_write_marker(&info, JPEG_APP0 + 1, segment, (unsigned int)count);
    }
    row = malloc((size_t)options->width * 4);
    for (uint32_t y = 0; y < options->height; y++) {
        for (uint32_t x = 0; x < options->width; x++) {
            unsigned char rgb[3];
            quadrant(x, y, options->width, options->height, rgb);
            if (options->cmyk) {
                // Inks (C, M, Y from the colour, no black), stored inverted as Adobe does.
                unsigned char *p = row + (size_t)x * 4;
                p[0] = rgb[0];
                p[1] = rgb[1];
                p[2] = rgb[2];
                p[3] = 255;
            } else {
                memcpy(row + (size_t)x * 3, rgb, 3);
            }
        }
        JSAMPROW rows[1] = {row};
        jpeg_write_scanlines(&info, rows, 1);
    }
    jpeg_finish_compress(&info);
    jpeg_destroy_compress(&info);
    free(row);
    *size = length;
    return out;
}

static long find_frame(const unsigned char *jpeg, size_t size) {
    for (size_t i = 2; i + 9 <= size; i++) {
        if (jpeg[i] != 0xFF) continue;
        unsigned char m = jpeg[i + 1];
        if (m >= 0xC0 && m <= 0xCF && m != 0xC4 && m != 0xC8 && m != 0xCC) return (long)i;
    }
    return -1;
}

int fixture_jpeg_set_size(unsigned char *jpeg, size_t size, uint32_t width, uint32_t height) {
    long at = find_frame(jpeg, size);
    if (at < 0) return -1;
    jpeg[at + 5] = (unsigned char)(height >> 8);
    jpeg[at + 6] = (unsigned char)height;
    jpeg[at + 7] = (unsigned char)(width >> 8);
    jpeg[at + 8] = (unsigned char)width;
    return 0;
}

unsigned char *fixture_jpeg_repeat_last_scan(const unsigned char *jpeg, size_t size, int copies, size_t *out_size) {
    long last = -1;
    for (size_t i = 2; i + 1 < size; i++) {
        if (jpeg[i] == 0xFF && jpeg[i + 1] == 0xDA) last = (long)i;
    }
    if (last < 0 || size < 2 || jpeg[size - 2] != 0xFF || jpeg[size - 1] != 0xD9) return NULL;
    size_t scan = size - 2 - (size_t)last;
    size_t total = size + scan * (size_t)copies;
    unsigned char *out = malloc(total);
    if (!out) return NULL;
    memcpy(out, jpeg, size - 2);
    for (int c = 0; c < copies; c++) memcpy(out + size - 2 + scan * (size_t)c, jpeg + last, scan);
    out[total - 2] = 0xFF;
    out[total - 1] = 0xD9;
    *out_size = total;
    return out;
}

unsigned char *fixture_jpeg_stuffed(uint32_t width, uint32_t height, size_t *size) {
    struct fixture_jpeg_options options = {.width = 16, .height = 16};
    size_t length = 0;
    unsigned char *jpeg = fixture_jpeg(&options, &length);
    if (!jpeg) return NULL;
    fixture_jpeg_set_size(jpeg, length, width, height);
    unsigned char *out = malloc(length + 4);
    if (!out) {
        free(jpeg);
        return NULL;
    }
    out[0] = 0xFF;
    out[1] = 0xD8;
    out[2] = 0xFF;
    out[3] = 0x00;
    out[4] = (unsigned char)(length >> 8);
    out[5] = (unsigned char)length;
    memcpy(out + 6, jpeg + 2, length - 2);
    free(jpeg);
    *size = length + 4;
    return out;
}

unsigned char *fixture_jpeg_then_svg(size_t *size) {
    struct fixture_jpeg_options options = {.width = 16, .height = 16};
    size_t length = 0;
    unsigned char *jpeg = fixture_jpeg(&options, &length);
    if (!jpeg) return NULL;
    long frame = find_frame(jpeg, length);
    if (frame < 0) {
        free(jpeg);
        return NULL;
    }
    size_t cut = (size_t)frame + 2 + ((size_t)jpeg[frame + 2] << 8 | jpeg[frame + 3]);
    static const char svg[] = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"20000\" height=\"20000\">"
                              "<rect width=\"20000\" height=\"20000\" fill=\"red\"/></svg>";
    unsigned char *out = malloc(cut + sizeof svg);
    if (!out) {
        free(jpeg);
        return NULL;
    }
    memcpy(out, jpeg, cut);
    memcpy(out + cut, svg, sizeof svg - 1);
    free(jpeg);
    *size = cut + sizeof svg - 1;
    return out;
}

// MARK: PNG

struct memory_sink {
    unsigned char *bytes;
    size_t size, capacity;
};

static void sink_write(png_structp png, png_bytep data, size_t count) {
    struct memory_sink *sink = png_get_io_ptr(png);
    if (sink->size + count > sink->capacity) {
        size_t capacity = (sink->size + count) * 2;
        unsigned char *grown = realloc(sink->bytes, capacity);
        if (!grown) png_error(png, "out of memory");
        sink->bytes = grown;
        sink->capacity = capacity;
    }
    memcpy(sink->bytes + sink->size, data, count);
    sink->size += count;
}

static void sink_flush(png_structp png) { (void)png; }

/// Fills row `y` of a `width`-pixel picture (bytes of its colour type).
typedef void (*row_maker)(unsigned char *row, uint32_t y, uint32_t width, uint32_t height);

/// A PNG written by libpng into memory, its rows from `make`.
/// With `fill`, every pixel is that RGB colour instead (an RGB PNG); with `icc`, an iCCP chunk carries it.
static unsigned char *write_png_tagged(uint32_t width, uint32_t height, int color_type, int interlaced, int orientation,
                                       row_maker make, const unsigned char *fill, const unsigned char *icc,
                                       size_t icc_size, size_t *size) {
    struct memory_sink sink = {0};
    png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, NULL, NULL, NULL);
    png_infop info = png ? png_create_info_struct(png) : NULL;
    unsigned char *volatile row = NULL;
    if (!png || !info || setjmp(png_jmpbuf(png))) {
        if (png) png_destroy_write_struct(&png, info ? &info : NULL);
        free(row);
        free(sink.bytes);
        return NULL;
    }
    png_set_write_fn(png, &sink, sink_write, sink_flush);
    png_set_IHDR(png, info, width, height, 8, color_type, interlaced ? PNG_INTERLACE_ADAM7 : PNG_INTERLACE_NONE,
                 PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
    unsigned char tiff[26];
    if (orientation) png_set_eXIf_1(png, info, (png_uint_32)exif_tiff(orientation, tiff), tiff);
    if (icc) png_set_iCCP(png, info, "icc", PNG_COMPRESSION_TYPE_BASE, icc, (png_uint_32)icc_size);
    png_write_info(png, info);
    int passes = png_set_interlace_handling(png);
    row = calloc((size_t)width, 4);
    if (!row) png_error(png, "out of memory");
    for (int pass = 0; pass < passes; pass++) {
        for (uint32_t y = 0; y < height; y++) {
            if (fill) {
                for (uint32_t x = 0; x < width; x++) memcpy(row + x * 3, fill, 3);
            } else {
                make(row, y, width, height);
            }
            png_write_row(png, row);
        }
    }
    png_write_end(png, info);
    png_destroy_write_struct(&png, &info);
    free(row);
    *size = sink.size;
    return sink.bytes;
}

/// A PNG written by libpng into memory, its rows from `make`.
static unsigned char *write_png(uint32_t width, uint32_t height, int color_type, int interlaced, int orientation,
                                row_maker make, size_t *size) {
    return write_png_tagged(width, height, color_type, interlaced, orientation, make, NULL, NULL, 0, size);
}

unsigned char *fixture_png_tagged(uint32_t width, uint32_t height, const unsigned char rgb[3], const unsigned char *icc,
                                  size_t icc_size, size_t *size) {
    return write_png_tagged(width, height, PNG_COLOR_TYPE_RGB, 0, 0, NULL, rgb, icc, icc_size, size);
}

static void quadrant_row(unsigned char *row, uint32_t y, uint32_t width, uint32_t height) {
    for (uint32_t x = 0; x < width; x++) {
        quadrant(x, y, width, height, row + (size_t)x * 4);
        row[(size_t)x * 4 + 3] = 255;
    }
}

static void black_row(unsigned char *row, uint32_t y, uint32_t width, uint32_t height) {
    (void)row;
    (void)y;
    (void)width;
    (void)height;
}

unsigned char *fixture_png(uint32_t width, uint32_t height, int interlaced, int orientation, size_t *size) {
    return write_png(width, height, PNG_COLOR_TYPE_RGB_ALPHA, interlaced, orientation, quadrant_row, size);
}

unsigned char *fixture_png_flat(uint32_t width, uint32_t height, size_t *size) {
    return write_png(width, height, PNG_COLOR_TYPE_RGB, 0, 0, black_row, size);
}

static void put32(unsigned char *p, uint32_t v) {
    p[0] = (unsigned char)(v >> 24);
    p[1] = (unsigned char)(v >> 16);
    p[2] = (unsigned char)(v >> 8);
    p[3] = (unsigned char)v;
}

/// Appends a chunk (length, type, data, CRC) at `out`; the bytes written.
static size_t chunk(unsigned char *out, const char *type, const unsigned char *data, uint32_t length,
                    uint32_t declared) {
    put32(out, declared);
    memcpy(out + 4, type, 4);
    if (length) memcpy(out + 8, data, length);
    uLong crc = crc32(0, out + 4, 4 + length);
    put32(out + 8 + length, (uint32_t)crc);
    return 12 + length;
}

unsigned char *fixture_png_header(uint32_t width, uint32_t height, int bit_depth, int color_type, size_t *size) {
    unsigned char *out = malloc(128);
    if (!out) return NULL;
    static const unsigned char signature[8] = {0x89, 'P', 'N', 'G', 0x0D, 0x0A, 0x1A, 0x0A};
    memcpy(out, signature, 8);
    unsigned char ihdr[13];
    put32(ihdr, width);
    put32(ihdr + 4, height);
    ihdr[8] = (unsigned char)bit_depth;
    ihdr[9] = (unsigned char)color_type;
    ihdr[10] = ihdr[11] = ihdr[12] = 0;
    size_t at = 8 + chunk(out + 8, "IHDR", ihdr, 13, 13);
    static const unsigned char idat[] = {0x78, 0x9C, 0x63, 0x00, 0x00};
    at += chunk(out + at, "IDAT", idat, sizeof idat, sizeof idat);
    at += chunk(out + at, "IEND", NULL, 0, 0);
    *size = at;
    return out;
}

unsigned char *fixture_png_long_chunk(uint32_t length, size_t *size) {
    size_t small = 0;
    unsigned char *png = fixture_png(16, 16, 0, 0, &small);
    if (!png) return NULL;
    // After the signature and IHDR (8 + 25 bytes): a chunk that claims `length` and has 8 bytes.
    unsigned char *out = malloc(33 + 16);
    if (!out) {
        free(png);
        return NULL;
    }
    memcpy(out, png, 33);
    put32(out + 33, length);
    memcpy(out + 37, "zzZz", 4);
    memset(out + 41, 0xAB, 8);
    free(png);
    *size = 33 + 16;
    return out;
}


unsigned char *fixture_png_with_texts(const unsigned char *png, size_t size, const char *const *keys,
                                      const char *const *values, int count, size_t *out_size) {
    // The signature and IHDR (8 + 25 bytes), the tEXt chunks, then the rest as it was.
    if (size < 33) return NULL;
    size_t extra = 0;
    for (int i = 0; i < count; i++) extra += 12 + strlen(keys[i]) + 1 + strlen(values[i]);
    unsigned char *out = malloc(size + extra);
    unsigned char *data = malloc(extra + 1);
    if (!out || !data) {
        free(out);
        free(data);
        return NULL;
    }
    memcpy(out, png, 33);
    size_t at = 33;
    for (int i = 0; i < count; i++) {
        size_t k = strlen(keys[i]), v = strlen(values[i]);
        memcpy(data, keys[i], k);
        data[k] = 0;
        memcpy(data + k + 1, values[i], v);
        at += chunk(out + at, "tEXt", data, (uint32_t)(k + 1 + v), (uint32_t)(k + 1 + v));
    }
    memcpy(out + at, png + 33, size - 33);
    free(data);
    *out_size = at + size - 33;
    return out;
}
