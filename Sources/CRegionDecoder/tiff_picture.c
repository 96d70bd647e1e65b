#include "picture_internal.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#include <tiffio.h>

// A TIFF's first page, read by libtiff from the open file (never mapped):
// its RGBA interface turns any layout it knows (strips or tiles, chunky or
// planar, 1 to 16 bits, grey, palette, RGB, CMYK, YCbCr, any compression it
// was built with) into rows of pixels, read a strip's (a tile row's) rows at
// a time and scaled into the region as PNG rows are. libtiff's errors are
// the job's message; none of its allocations may pass the working-memory limit.

struct tiff_session {
    struct picture_job *job;
    int cancelled;
    /// The first error libtiff gave.
    char error[256];
    uint32_t *band;
    /// The buffer an uncompressed tile is read into, exactly a tile's size.
    void *tile;
    struct box_filter filter;
    struct stored_region stored;
};

static tmsize_t tiff_read(thandle_t handle, void *buffer, tmsize_t size) {
    struct tiff_session *session = handle;
    if (picture_cancelled(session->job)) {
        session->cancelled = 1;
        return -1;
    }
    tmsize_t done = 0;
    while (done < size) {
        size_t want = (size_t)(size - done) > 1048576 ? 1048576 : (size_t)(size - done);
        ssize_t n = read(session->job->fd, (char *)buffer + done, want);
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) break;
        done += n;
    }
    return done;
}

static tmsize_t tiff_write(thandle_t handle, void *buffer, tmsize_t size) {
    (void)handle, (void)buffer, (void)size;
    return -1;
}

static toff_t tiff_seek(thandle_t handle, toff_t offset, int whence) {
    struct tiff_session *session = handle;
    if (offset > (toff_t)INT64_MAX) return (toff_t)-1;
    off_t at = lseek(session->job->fd, (off_t)offset, whence);
    return at < 0 ? (toff_t)-1 : (toff_t)at;
}

static int tiff_close(thandle_t handle) {
    (void)handle;
    return 0;
}

static toff_t tiff_size(thandle_t handle) {
    struct tiff_session *session = handle;
    struct stat status;
    return fstat(session->job->fd, &status) == 0 ? (toff_t)status.st_size : 0;
}

static int tiff_map(thandle_t handle, void **base, toff_t *size) {
    (void)handle, (void)base, (void)size;
    return 0;
}

static void tiff_unmap(thandle_t handle, void *base, toff_t size) { (void)handle, (void)base, (void)size; }

#if TIFFLIB_VERSION >= 20221213
static int tiff_error(TIFF *tiff, void *user, const char *module, const char *format, va_list arguments) {
    (void)tiff, (void)module;
    struct tiff_session *session = user;
    if (!session->error[0]) vsnprintf(session->error, sizeof session->error, format, arguments);
    return 1;
}

static int tiff_warning(TIFF *tiff, void *user, const char *module, const char *format, va_list arguments) {
    (void)tiff, (void)user, (void)module, (void)format, (void)arguments;
    return 1;
}
#endif

static TIFF *tiff_open(struct tiff_session *session) {
#if TIFFLIB_VERSION >= 20221213
    TIFFOpenOptions *options = TIFFOpenOptionsAlloc();
    if (!options) return NULL;
    uint64_t most = session->job->limits->max_work_bytes;
    TIFFOpenOptionsSetMaxSingleMemAlloc(options, (tmsize_t)(most > (uint64_t)INT64_MAX ? INT64_MAX : most));
    TIFFOpenOptionsSetErrorHandlerExtR(options, tiff_error, session);
    TIFFOpenOptionsSetWarningHandlerExtR(options, tiff_warning, session);
    TIFF *tiff = TIFFClientOpenExt("picture", "rm", session, tiff_read, tiff_write, tiff_seek, tiff_close, tiff_size,
                                   tiff_map, tiff_unmap, options);
    TIFFOpenOptionsFree(options);
    return tiff;
#else
    return TIFFClientOpen("picture", "rm", session, tiff_read, tiff_write, tiff_seek, tiff_close, tiff_size, tiff_map,
                          tiff_unmap);
#endif
}

/// Says why libtiff stopped: cancelled, its own words, or `otherwise`.
static int tiff_failed(struct tiff_session *session, const char *otherwise) {
    if (session->cancelled) {
        picture_say(session->job, "cancelled");
        return PICTURE_CANCELLED;
    }
    if (session->error[0]) picture_say(session->job, "a damaged or unusual TIFF: %s", session->error);
    else picture_say(session->job, "%s", otherwise);
    return -1;
}

/// libtiff's pixel (R in the low byte, alpha premultiplied) as ARGB8888 with straight alpha.
static uint32_t straight_argb(uint32_t abgr) {
    uint32_t r = TIFFGetR(abgr), g = TIFFGetG(abgr), b = TIFFGetB(abgr), a = TIFFGetA(abgr);
    if (a > 0 && a < 255) {
        r = r * 255 / a; g = g * 255 / a; b = b * 255 / a;
        r = r > 255 ? 255 : r; g = g > 255 ? 255 : g; b = b > 255 ? 255 : b;
    }
    return a << 24 | r << 16 | g << 8 | b;
}

/// Reads the rows down to the region's bottom, `band` rows at a time (a
/// strip's or a tile row's), into the stored region: scaled by the box filter,
/// or copied at 1/1.
static int decode_rows(struct tiff_session *session, TIFFRGBAImage *image, uint32_t width, uint32_t height,
                       uint32_t band) {
    struct picture_job *job = session->job;
    struct stored_region *stored = &session->stored;
    uint64_t d = job->target->denominator;
    uint64_t first = (uint64_t)stored->y * d, end = ((uint64_t)stored->y + stored->h) * d;
    if (end > height) end = height;
    if (d > 1 && box_filter_init(&session->filter, (uint32_t)d, stored->x, stored->w, width) != 0) {
        picture_say(job, "out of memory");
        return -1;
    }
    session->band = malloc((size_t)width * band * 4);
    if (!session->band) {
        picture_say(job, "out of memory");
        return -1;
    }
    for (uint64_t top = first / band * band; top < end; top += band) {
        uint32_t rows = (uint32_t)(top + band <= height ? band : height - top);
        image->row_offset = (int)top;
        image->col_offset = 0;
        if (!TIFFRGBAImageGet(image, session->band, width, rows)) return tiff_failed(session, "a damaged TIFF");
        for (uint32_t i = 0; i < rows && top + i < end; i++) {
            if (top + i < first) continue;
            uint32_t *row = session->band + (size_t)i * width;
            for (uint32_t x = 0; x < width; x++) row[x] = straight_argb(row[x]);
            picture_take_row(job, stored, &session->filter, (const unsigned char *)row, top + i, end);
        }
        if (picture_cancelled(job)) {
            session->cancelled = 1;
            return tiff_failed(session, "cancelled");
        }
    }
    return 0;
}

static int finish(struct tiff_session *session, TIFF *tiff, TIFFRGBAImage *image, int began, int status) {
    if (began) TIFFRGBAImageEnd(image);
    if (tiff) TIFFClose(tiff);
    free(session->band);
    free(session->tile);
    box_filter_free(&session->filter);
    free(session->stored.owned);
    free(session);
    return status;
}

int tiff_picture(struct picture_job *job) {
    struct tiff_session *session = calloc(1, sizeof *session);
    if (!session) {
        picture_say(job, "out of memory");
        return -1;
    }
    session->job = job;
    TIFFRGBAImage image;
    memset(&image, 0, sizeof image);
    if (lseek(job->fd, 0, SEEK_SET) != 0) {
        picture_say(job, "the file cannot be read from its start");
        return finish(session, NULL, &image, 0, -1);
    }
    TIFF *tiff = tiff_open(session);
    if (!tiff) return finish(session, NULL, &image, 0, tiff_failed(session, "a damaged TIFF"));
    uint32_t width = 0, height = 0;
    uint16_t orientation = ORIENTATION_TOPLEFT;
    if (!TIFFGetField(tiff, TIFFTAG_IMAGEWIDTH, &width) || !TIFFGetField(tiff, TIFFTAG_IMAGELENGTH, &height)) {
        width = height = 0;
    }
    TIFFGetFieldDefaulted(tiff, TIFFTAG_ORIENTATION, &orientation);
    // The rows read at once: a strip's, or a row of tiles' (one strip: the whole picture).
    uint32_t band = 0;
    uint64_t chunk = 0;
    if (TIFFIsTiled(tiff)) {
        TIFFGetField(tiff, TIFFTAG_TILELENGTH, &band);
        chunk = (uint64_t)TIFFTileSize64(tiff);
    } else {
        TIFFGetFieldDefaulted(tiff, TIFFTAG_ROWSPERSTRIP, &band);
        chunk = (uint64_t)TIFFStripSize64(tiff);
    }
    if (band == 0 || band > height) band = height;
    uint16_t planar = PLANARCONFIG_CONTIG, samples = 1;
    TIFFGetFieldDefaulted(tiff, TIFFTAG_PLANARCONFIG, &planar);
    TIFFGetFieldDefaulted(tiff, TIFFTAG_SAMPLESPERPIXEL, &samples);
    job->info.format = PICTURE_TIFF;
    job->stored_width = width;
    job->stored_height = height;
    job->info.orientation = orientation;
    job->info.whole_decode = band >= height && height > 1;
    // The band's pixels, and libtiff's buffer of a strip or a tile (one a sample, planar).
    job->info.work_bytes = (uint64_t)width * band * 4 + chunk * (planar == PLANARCONFIG_SEPARATE ? samples : 1);
    if (picture_prepare(job, &session->stored) != 0) return finish(session, tiff, &image, 0, -1);
    char why[1024] = "";
    if (!TIFFRGBAImageOK(tiff, why)) {
        picture_say(job, "a TIFF of a kind not read: %s", why[0] ? why : "unknown");
        return finish(session, tiff, &image, 0, -1);
    }
    if (!job->target) return finish(session, tiff, &image, 0, 0);
    // Its ICC profile, for the conversion to sRGB after the decode.
    uint32_t profile_size = 0;
    void *profile = NULL;
    if (TIFFGetField(tiff, TIFFTAG_ICCPROFILE, &profile_size, &profile) && profile && profile_size > 0
        && profile_size <= PICTURE_ICC_MOST && (job->icc = malloc(profile_size))) {
        memcpy(job->icc, profile, profile_size);
        job->icc_size = profile_size;
    }
    if (!TIFFRGBAImageBegin(&image, tiff, 0, why)) {
        picture_say(job, "a TIFF of a kind not read: %s", why[0] ? why : "unknown");
        return finish(session, tiff, &image, 0, -1);
    }
    uint16_t compression = COMPRESSION_NONE;
    TIFFGetFieldDefaulted(tiff, TIFFTAG_COMPRESSION, &compression);
    if (TIFFIsTiled(tiff) && compression == COMPRESSION_NONE) {
        // libtiff 4.5.0 reading from a file it has not mapped rounds its own tile buffer up to
        // 1 KiB and then refuses an uncompressed tile of any other size: a buffer of its own size.
        tmsize_t size = TIFFTileSize(tiff);
        if (size <= 0 || !(session->tile = malloc((size_t)size)) || !TIFFReadBufferSetup(tiff, session->tile, size)) {
            picture_say(job, "out of memory");
            return finish(session, tiff, &image, 1, -1);
        }
    }
    // Rows as stored, top first: the orientation is turned by picture_finish as for any picture.
    image.req_orientation = image.orientation;
    int status = decode_rows(session, &image, width, height, band);
    if (status == 0) picture_finish(job, &session->stored);
    return finish(session, tiff, &image, 1, status);
}
