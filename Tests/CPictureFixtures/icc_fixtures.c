// Pictures tagged with an ICC profile (Adobe RGB (1998), Display P3), made
// with Little CMS, libpng and libjpeg, for the colour management tests.

#include "picture_fixtures.h"
#include "fixture_jpeg_error.h"

#include <stdio.h>
#include <jpeglib.h>
#include <lcms2.h>
#include <setjmp.h>
#include <stdlib.h>
#include <string.h>
#include <webp/encode.h>
#include <webp/mux.h>

unsigned char *fixture_icc_profile(int kind, size_t *size) {
    cmsCIExyY white = {0.3127, 0.3290, 1.0};
    cmsCIExyYTRIPLE adobe = {{0.64, 0.33, 1.0}, {0.21, 0.71, 1.0}, {0.15, 0.06, 1.0}};
    cmsCIExyYTRIPLE p3 = {{0.680, 0.320, 1.0}, {0.265, 0.690, 1.0}, {0.150, 0.060, 1.0}};
    // Adobe RGB: gamma 563/256; Display P3: sRGB's curve.
    double srgb_curve[5] = {2.4, 1.0 / 1.055, 0.055 / 1.055, 1.0 / 12.92, 0.04045};
    cmsToneCurve *curve = kind == 0 ? cmsBuildGamma(NULL, 563.0 / 256.0) : cmsBuildParametricToneCurve(NULL, 4, srgb_curve);
    if (!curve) return NULL;
    cmsToneCurve *curves[3] = {curve, curve, curve};
    cmsHPROFILE profile = cmsCreateRGBProfile(&white, kind == 0 ? &adobe : &p3, curves);
    cmsFreeToneCurve(curve);
    if (!profile) return NULL;
    cmsMLU *name = cmsMLUalloc(NULL, 1);
    cmsMLUsetASCII(name, "en", "US", kind == 0 ? "Adobe RGB (1998) (test)" : "Display P3 (test)");
    cmsWriteTag(profile, cmsSigProfileDescriptionTag, name);
    cmsMLUfree(name);
    cmsUInt32Number length = 0;
    unsigned char *bytes = NULL;
    if (cmsSaveProfileToMem(profile, NULL, &length) && (bytes = malloc(length)) &&
        !cmsSaveProfileToMem(profile, bytes, &length)) {
        free(bytes);
        bytes = NULL;
    }
    cmsCloseProfile(profile);
    *size = bytes ? length : 0;
    return bytes;
}

int fixture_to_srgb(int kind, const unsigned char rgb[3], unsigned char out[3]) {
    size_t size = 0;
    unsigned char *icc = fixture_icc_profile(kind, &size);
    cmsHPROFILE in = icc ? cmsOpenProfileFromMem(icc, (cmsUInt32Number)size) : NULL;
    free(icc);
    cmsHPROFILE srgb = cmsCreate_sRGBProfile();
    cmsHTRANSFORM transform = in && srgb ? cmsCreateTransform(in, TYPE_RGB_8, srgb, TYPE_RGB_8, INTENT_PERCEPTUAL, 0) : NULL;
    if (in) cmsCloseProfile(in);
    if (srgb) cmsCloseProfile(srgb);
    if (!transform) return -1;
    cmsDoTransform(transform, rgb, out, 1);
    cmsDeleteTransform(transform);
    return 0;
}

unsigned char *fixture_jpeg_tagged(uint32_t width, uint32_t height, const unsigned char rgb[3], const unsigned char *icc,
                                   size_t icc_size, size_t *size) {
    struct jpeg_compress_struct info;
    struct fixture_error failure;
    unsigned char *bytes = NULL;
    unsigned long length = 0;
    unsigned char *volatile row = NULL;
    info.err = jpeg_std_error(&failure.manager);
    failure.manager.error_exit = fixture_jpeg_fail;
    if (setjmp(failure.jump)) {
        jpeg_destroy_compress(&info);
        free(row);
        free(bytes);
        return NULL;
    }
    jpeg_create_compress(&info);
    jpeg_mem_dest(&info, &bytes, &length);
    info.image_width = width;
    info.image_height = height;
    info.input_components = 3;
    info.in_color_space = JCS_RGB;
    jpeg_set_defaults(&info);
    jpeg_set_quality(&info, 100, TRUE);
    // No chroma subsampling: a flat colour comes back within a unit or two.
    for (int c = 0; c < 3; c++) info.comp_info[c].h_samp_factor = info.comp_info[c].v_samp_factor = 1;
    jpeg_start_compress(&info, TRUE);
    if (icc) jpeg_write_icc_profile(&info, icc, (unsigned int)icc_size);
    row = malloc((size_t)width * 3);
    if (!row) {
        jpeg_destroy_compress(&info);
        free(bytes);
        return NULL;
    }
    for (uint32_t x = 0; x < width; x++) memcpy(row + x * 3, rgb, 3);
    while (info.next_scanline < height) {
        JSAMPROW rows[1] = {row};
        jpeg_write_scanlines(&info, rows, 1);
    }
    jpeg_finish_compress(&info);
    jpeg_destroy_compress(&info);
    free(row);
    *size = length;
    return bytes;
}

/// `webp` (`webp_size` bytes) with the profile `icc` in an ICCP chunk (none when NULL), newly allocated.
static unsigned char *with_iccp(const uint8_t *webp, size_t webp_size, const unsigned char *icc, size_t icc_size,
                                size_t *size) {
    WebPData picture = {webp, webp_size}, profile = {icc, icc_size}, assembled = {NULL, 0};
    WebPMux *mux = WebPMuxCreate(&picture, 1);
    int ok = mux && (!icc || WebPMuxSetChunk(mux, "ICCP", &profile, 1) == WEBP_MUX_OK)
        && WebPMuxAssemble(mux, &assembled) == WEBP_MUX_OK;
    WebPMuxDelete(mux);
    if (!ok) return NULL;
    unsigned char *bytes = malloc(assembled.size);
    if (bytes) memcpy(bytes, assembled.bytes, assembled.size);
    *size = bytes ? assembled.size : 0;
    WebPDataClear(&assembled);
    return bytes;
}

unsigned char *fixture_webp_tagged(uint32_t width, uint32_t height, const unsigned char rgb[3], const unsigned char *icc,
                                   size_t icc_size, size_t *size) {
    unsigned char *pixels = malloc((size_t)width * height * 3);
    if (!pixels) return NULL;
    for (size_t i = 0; i < (size_t)width * height; i++) memcpy(pixels + i * 3, rgb, 3);
    uint8_t *encoded = NULL;
    size_t length = WebPEncodeLosslessRGB(pixels, (int)width, (int)height, (int)width * 3, &encoded);
    free(pixels);
    if (length == 0) return NULL;
    unsigned char *bytes = with_iccp(encoded, length, icc, icc_size, size);
    WebPFree(encoded);
    return bytes;
}

/// Fills a frame with its one colour, `rgb[3 frame...]`.
static void solid_frame(uint8_t *rgba, uint32_t w, uint32_t h, int frame, void *context) {
    const unsigned char *rgb = (const unsigned char *)context + 3 * frame;
    for (size_t i = 0; i < (size_t)w * h; i++) {
        memcpy(rgba + i * 4, rgb, 3);
        rgba[i * 4 + 3] = 255;
    }
}

unsigned char *fixture_webp_animated_tagged(uint32_t width, uint32_t height, int frames, const unsigned char *rgb,
                                            const unsigned char *icc, size_t icc_size, size_t *size) {
    *size = 0;
    if (width == 0 || height == 0 || frames < 2) return NULL;
    size_t plain_size = 0;
    unsigned char *plain = fixture_webp_encode(width, height, frames, 100, 0, solid_frame, (void *)rgb, &plain_size);
    if (!plain) return NULL;
    unsigned char *bytes = with_iccp(plain, plain_size, icc, icc_size, size);
    free(plain);
    return bytes;
}
