#include "picture_fixtures.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <tiffio.h>

// TIFFs written by libtiff into a temporary file and read back: the four
// quadrants (top left red, top right green, bottom left blue, bottom right
// white) in the layouts a TIFF reader meets.

/// The quadrant colour of (x, y) in a width × height picture, as R, G, B.
static void tiff_quadrant(uint32_t x, uint32_t y, uint32_t w, uint32_t h, unsigned char rgb[3]) {
    int right = x >= w / 2, bottom = y >= h / 2;
    static const unsigned char colours[4][3] = {{255, 0, 0}, {0, 255, 0}, {0, 0, 255}, {255, 255, 255}};
    memcpy(rgb, colours[bottom * 2 + right], 3);
}

static int quiet(TIFF *tiff, void *user, const char *module, const char *format, va_list arguments) {
    (void)tiff, (void)user, (void)module, (void)format, (void)arguments;
    return 1;
}

unsigned char *fixture_tiff(const struct fixture_tiff_options *o, size_t *size) {
    char path[] = "/tmp/endless-tiff-XXXXXX";
    int fd = mkstemp(path);
    if (fd < 0) return NULL;
    close(fd);
    TIFFOpenOptions *options = TIFFOpenOptionsAlloc();
    TIFFOpenOptionsSetErrorHandlerExtR(options, quiet, NULL);
    TIFFOpenOptionsSetWarningHandlerExtR(options, quiet, NULL);
    TIFF *tiff = TIFFOpenExt(path, o->bigtiff ? "w8" : "w", options);
    TIFFOpenOptionsFree(options);
    unsigned char *out = NULL;
    if (!tiff) goto done;
    uint32_t w = o->width, h = o->height;
    int gray = o->kind == FIXTURE_TIFF_GRAY, cmyk = o->kind == FIXTURE_TIFF_CMYK, palette = o->kind == FIXTURE_TIFF_PALETTE;
    int samples = gray || palette ? 1 : cmyk ? 4 : 3;
    if (o->alpha && !cmyk && !palette) samples++;
    int bits = o->sixteen_bits && !palette ? 16 : 8;
    TIFFSetField(tiff, TIFFTAG_IMAGEWIDTH, w);
    TIFFSetField(tiff, TIFFTAG_IMAGELENGTH, h);
    TIFFSetField(tiff, TIFFTAG_BITSPERSAMPLE, bits);
    TIFFSetField(tiff, TIFFTAG_SAMPLESPERPIXEL, samples);
    TIFFSetField(tiff, TIFFTAG_PHOTOMETRIC, gray ? PHOTOMETRIC_MINISBLACK : cmyk ? PHOTOMETRIC_SEPARATED
                                             : palette ? PHOTOMETRIC_PALETTE : PHOTOMETRIC_RGB);
    TIFFSetField(tiff, TIFFTAG_PLANARCONFIG, o->planar ? PLANARCONFIG_SEPARATE : PLANARCONFIG_CONTIG);
    TIFFSetField(tiff, TIFFTAG_COMPRESSION, o->compression ? o->compression : COMPRESSION_NONE);
    if (o->orientation) TIFFSetField(tiff, TIFFTAG_ORIENTATION, o->orientation);
    if (o->alpha && !cmyk && !palette) {
        uint16_t extra = EXTRASAMPLE_UNASSALPHA;
        TIFFSetField(tiff, TIFFTAG_EXTRASAMPLES, 1, &extra);
    }
    if (o->icc && o->icc_size) TIFFSetField(tiff, TIFFTAG_ICCPROFILE, (uint32_t)o->icc_size, o->icc);
    if (palette) {
        static uint16_t red[256], green[256], blue[256];
        for (int i = 0; i < 256; i++) red[i] = green[i] = blue[i] = 0;
        // 0 red, 1 green, 2 blue, 3 white.
        red[0] = 65535; green[1] = 65535; blue[2] = 65535; red[3] = green[3] = blue[3] = 65535;
        TIFFSetField(tiff, TIFFTAG_COLORMAP, red, green, blue);
    }
    uint32_t tile = o->tile;
    if (tile) {
        TIFFSetField(tiff, TIFFTAG_TILEWIDTH, tile);
        TIFFSetField(tiff, TIFFTAG_TILELENGTH, tile);
    } else {
        TIFFSetField(tiff, TIFFTAG_ROWSPERSTRIP, o->rows_per_strip ? o->rows_per_strip : h);
    }
    // The whole picture, sample by sample, then written as strips or tiles.
    int planes = o->planar ? samples : 1, per_plane = o->planar ? 1 : samples, bytes = bits / 8;
    size_t plane_size = (size_t)w * h * per_plane * bytes;
    unsigned char *image = calloc((size_t)planes, plane_size);
    if (!image) goto close;
    for (uint32_t y = 0; y < h; y++) {
        for (uint32_t x = 0; x < w; x++) {
            unsigned char rgb[3];
            tiff_quadrant(x, y, w, h, rgb);
            unsigned values[5] = {0};
            int count = 0;
            if (gray) values[count++] = (rgb[0] * 30u + rgb[1] * 59u + rgb[2] * 11u) / 100;
            else if (palette) values[count++] = rgb[0] && rgb[1] ? 3 : rgb[0] ? 0 : rgb[1] ? 1 : 2;
            else if (cmyk) {
                values[count++] = 255u - rgb[0]; values[count++] = 255u - rgb[1]; values[count++] = 255u - rgb[2];
                values[count++] = 0;
            } else {
                values[count++] = rgb[0]; values[count++] = rgb[1]; values[count++] = rgb[2];
            }
            // Alpha: the left half opaque, the right half half-transparent.
            if (o->alpha && !cmyk && !palette) values[count++] = x < w / 2 ? 255 : 128;
            for (int s = 0; s < count; s++) {
                int plane = o->planar ? s : 0, index = o->planar ? 0 : s;
                size_t at = (size_t)plane * plane_size + (((size_t)y * w + x) * per_plane + (size_t)index) * bytes;
                if (bytes == 2) {
                    uint16_t v = (uint16_t)(values[s] * 257u);
                    memcpy(image + at, &v, 2);
                } else {
                    image[at] = (unsigned char)values[s];
                }
            }
        }
    }
    size_t row = (size_t)w * per_plane * bytes;
    int ok = 1;
    for (int plane = 0; plane < planes && ok; plane++) {
        unsigned char *base = image + (size_t)plane * plane_size;
        if (tile) {
            tmsize_t tile_bytes = TIFFTileSize(tiff);
            unsigned char *buffer = calloc(1, (size_t)tile_bytes);
            for (uint32_t ty = 0; ty < h && ok && buffer; ty += tile) {
                for (uint32_t tx = 0; tx < w && ok; tx += tile) {
                    memset(buffer, 0, (size_t)tile_bytes);
                    for (uint32_t y = 0; y < tile && ty + y < h; y++) {
                        uint32_t n = tx + tile <= w ? tile : w - tx;
                        memcpy(buffer + (size_t)y * tile * per_plane * bytes, base + (ty + y) * row + (size_t)tx * per_plane * bytes,
                               (size_t)n * per_plane * bytes);
                    }
                    ok = TIFFWriteTile(tiff, buffer, tx, ty, 0, (uint16_t)plane) >= 0;
                }
            }
            free(buffer);
        } else {
            for (uint32_t y = 0; y < h && ok; y++) ok = TIFFWriteScanline(tiff, base + y * row, y, (uint16_t)plane) >= 0;
        }
    }
    free(image);
close:
    TIFFClose(tiff);
    FILE *file = fopen(path, "rb");
    if (file && fseek(file, 0, SEEK_END) == 0) {
        long length = ftell(file);
        if (length > 0 && fseek(file, 0, SEEK_SET) == 0 && (out = malloc((size_t)length))) {
            if (fread(out, 1, (size_t)length, file) != (size_t)length) {
                free(out);
                out = NULL;
            } else {
                *size = (size_t)length;
            }
        }
    }
    if (file) fclose(file);
done:
    unlink(path);
    return out;
}
