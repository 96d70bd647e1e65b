#include "picture_internal.h"
#include "png_chunk_watch.h"

#include <errno.h>
#include <setjmp.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <png.h>

/// Everything one PNG job holds, on the heap (what a longjmp must free).
struct png_session {
    struct picture_job *job;
    int cancelled;
    size_t have, at;
    unsigned char *row;
    unsigned char *image;
    png_bytep *rows;
    struct box_filter filter;
    struct stored_region stored;
    struct png_chunk_watch watch;
    unsigned char buffer[65536];
};

/// The most bytes of one ancillary chunk libpng keeps (eXIf: the JPEG's own
/// EXIF segment holds at most 64 KiB); a longer one streams by unread.
static const uint32_t chunk_bytes = 262144;

static void png_take(png_structp png, png_bytep out, size_t count) {
    struct png_session *session = png_get_io_ptr(png);
    if (picture_cancelled(session->job)) {
        session->cancelled = 1;
        png_error(png, "cancelled");
    }
    while (count > 0) {
        if (session->at == session->have) {
            ssize_t n;
            do n = read(session->job->fd, session->buffer, sizeof session->buffer);
            while (n < 0 && errno == EINTR);
            if (n <= 0) png_error(png, "the PNG ends early");
            session->have = (size_t)n;
            session->at = 0;
        }
        size_t take = session->have - session->at;
        if (take > count) take = count;
        memcpy(out, session->buffer + session->at, take);
        png_chunk_watch_see(&session->watch, png, out, take);
        session->at += take;
        out += take;
        count -= take;
    }
}

static void png_fail(png_structp png, png_const_charp text) {
    struct png_session *session = png_get_error_ptr(png);
    picture_say(session->job, "%s", text);
    png_longjmp(png, 1);
}

static void png_quiet(png_structp png, png_const_charp text) {
    (void)png;
    (void)text;
}

static void finish(struct png_session *session, png_structp *png, png_infop *info) {
    png_destroy_read_struct(png, *info ? info : NULL, NULL);
    free(session->row);
    free(session->image);
    free(session->rows);
    box_filter_free(&session->filter);
    free(session->stored.owned);
    free(session);
}

/// The texts, which a picture's decode does not read either.
static const png_byte text_chunks[] = "tEXt\0zTXt\0iTXt\0iCCP\0";

/// Decodes the rows down to the region's bottom into the box filter, one row in
/// memory at a time (an interlaced picture: the whole of it, within the limit).
static void decode_rows(struct png_session *session, png_structp png, uint32_t width, uint32_t height,
                        int interlaced) {
    struct picture_job *job = session->job;
    struct stored_region *stored = &session->stored;
    uint64_t d = job->target->denominator;
    uint64_t end = ((uint64_t)stored->y + stored->h) * d;
    if (end > height) end = height;
    if (box_filter_init(&session->filter, (uint32_t)d, stored->x, stored->w, width) != 0) png_error(png, "out of memory");
    if (interlaced) {
        session->image = malloc((size_t)width * 4 * height);
        session->rows = malloc(sizeof(png_bytep) * height);
        if (!session->image || !session->rows) png_error(png, "out of memory");
        for (uint32_t r = 0; r < height; r++) session->rows[r] = session->image + (size_t)r * width * 4;
        png_read_image(png, session->rows);
    } else {
        session->row = malloc((size_t)width * 4);
        if (!session->row) png_error(png, "out of memory");
    }
    for (uint64_t r = 0; r < end; r++) {
        const unsigned char *row = session->row;
        if (interlaced) {
            row = session->rows[r];
        } else {
            if (picture_cancelled(job)) {
                session->cancelled = 1;
                png_error(png, "cancelled");
            }
            png_read_row(png, session->row, NULL);
        }
        picture_take_row(job, stored, &session->filter, row, r, end);
    }
}

int png_picture(struct picture_job *job) {
    struct png_session *session = calloc(1, sizeof *session);
    if (!session) {
        picture_say(job, "out of memory");
        return -1;
    }
    session->job = job;
    png_structp png = png_create_read_struct(PNG_LIBPNG_VER_STRING, session, png_fail, png_quiet);
    png_infop info = png ? png_create_info_struct(png) : NULL;
    if (!png || !info) {
        picture_say(job, "out of memory");
        if (png) png_destroy_read_struct(&png, NULL, NULL);
        free(session);
        return -1;
    }
    if (setjmp(png_jmpbuf(png))) {
        int status = session->cancelled ? PICTURE_CANCELLED : -1;
        finish(session, &png, &info);
        return status;
    }
    if (lseek(job->fd, 0, SEEK_SET) != 0) png_error(png, "the file cannot be read from its start");
    png_set_read_fn(png, session, png_take);
    png_chunk_watch_init(&session->watch, chunk_bytes, 0);
    // Each IDAT chunk's CRC already covers the compressed data: zlib's own
    // checksum over the inflated rows (a third of the time on big pictures) adds nothing.
#ifdef PNG_IGNORE_ADLER32
    png_set_option(png, PNG_IGNORE_ADLER32, PNG_OPTION_ON);
#endif
    // The sides are checked against the limits below, with their own message.
    png_set_user_limits(png, 0x7fffffff, 0x7fffffff);
    png_set_chunk_malloc_max(png, chunk_bytes);
    png_set_chunk_cache_max(png, 128);
    // The texts are never read; the ICC profile only by a decode (for its conversion to sRGB).
    png_skip_unused_chunks(png, text_chunks, (int)(sizeof text_chunks - 1) / 5 - (job->target ? 1 : 0));
    png_read_info(png, info);

    png_uint_32 width = png_get_image_width(png, info), height = png_get_image_height(png, info);
    int interlaced = png_get_interlace_type(png, info) != PNG_INTERLACE_NONE;
    job->info.format = PICTURE_PNG;
    job->stored_width = width;
    job->stored_height = height;
    job->info.orientation = 1;
#ifdef PNG_eXIf_SUPPORTED
    png_uint_32 exifSize = 0;
    png_bytep exif = NULL;
    if (png_get_eXIf_1(png, info, &exifSize, &exif) && exif) {
        if (exifSize >= 6 && memcmp(exif, "Exif\0\0", 6) == 0) {
            exif += 6;
            exifSize -= 6;
        }
        job->info.orientation = exif_orientation(exif, exifSize);
    }
#endif
    job->info.whole_decode = interlaced;
    job->info.work_bytes = interlaced ? (uint64_t)width * height * 4 + (uint64_t)height * sizeof(png_bytep) : 0;
    int refused = picture_prepare(job, &session->stored) != 0;
    if (refused || !job->target) {
        finish(session, &png, &info);
        return refused ? -1 : 0;
    }
#ifdef PNG_iCCP_SUPPORTED
    // Its ICC profile (libpng inflates it within its own limits), for the conversion to sRGB after the decode.
    png_charp profile_name = NULL;
    int compression = 0;
    png_bytep profile = NULL;
    png_uint_32 profile_size = 0;
    if (png_get_iCCP(png, info, &profile_name, &compression, &profile, &profile_size) && profile && profile_size > 0
        && profile_size <= PICTURE_ICC_MOST && (job->icc = malloc(profile_size))) {
        memcpy(job->icc, profile, profile_size);
        job->icc_size = profile_size;
    }
#endif

    int type = png_get_color_type(png, info);
    png_set_expand(png);
    png_set_strip_16(png);
    if (type == PNG_COLOR_TYPE_GRAY || type == PNG_COLOR_TYPE_GRAY_ALPHA) png_set_gray_to_rgb(png);
    if (!(type & PNG_COLOR_MASK_ALPHA) && !png_get_valid(png, info, PNG_INFO_tRNS)) {
        png_set_add_alpha(png, 0xff, PNG_FILLER_AFTER);
    }
    png_set_bgr(png);
    if (interlaced) png_set_interlace_handling(png);
    png_read_update_info(png, info);
    if (png_get_rowbytes(png, info) != (size_t)width * 4) png_error(png, "an unexpected PNG pixel layout");
    decode_rows(session, png, width, height, interlaced);
    picture_finish(job, &session->stored);
    finish(session, &png, &info);
    return 0;
}
