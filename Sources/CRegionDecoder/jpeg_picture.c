#include "picture_internal.h"

// jpeglib.h needs FILE declared first.
#include <errno.h>
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <jpeglib.h>
#include <jerror.h>

/// Everything one JPEG job holds, on the heap: what the handlers reach through
/// `client_data`, and what a longjmp must free.
struct jpeg_session {
    struct jpeg_error_mgr errors;
    struct jpeg_source_mgr source;
    struct jpeg_progress_mgr progress;
    jmp_buf jump;
    struct picture_job *job;
    int cancelled;
    unsigned char *exif;
    size_t exif_size;
    unsigned char *row;
    /// A fitted decode's second source row, and its filter.
    unsigned char *second_row;
    struct fit_filter fit;
    struct stored_region stored;
    unsigned char buffer[65536];
};

static void jpeg_fail(j_common_ptr info) {
    struct jpeg_session *session = info->client_data;
    char text[JMSG_LENGTH_MAX];
    (*info->err->format_message)(info, text);
    picture_say(session->job, "%s", text);
    longjmp(session->jump, 1);
}

static void jpeg_quiet(j_common_ptr info, int level) {
    (void)info;
    (void)level;
}

static void stop_cancelled(struct jpeg_session *session) {
    session->cancelled = 1;
    picture_say(session->job, "cancelled");
    longjmp(session->jump, 1);
}

// MARK: Reading the file as it decodes

static void source_init(j_decompress_ptr info) { (void)info; }
static void source_term(j_decompress_ptr info) { (void)info; }

static boolean source_fill(j_decompress_ptr info) {
    struct jpeg_session *session = info->client_data;
    if (picture_cancelled(session->job)) stop_cancelled(session);
    ssize_t count;
    do count = read(session->job->fd, session->buffer, sizeof session->buffer);
    while (count < 0 && errno == EINTR);
    if (count <= 0) {
        // The file ends: an end-of-image marker, as libjpeg's own sources give.
        WARNMS(info, JWRN_JPEG_EOF);
        session->buffer[0] = 0xFF;
        session->buffer[1] = JPEG_EOI;
        count = 2;
    }
    info->src->next_input_byte = session->buffer;
    info->src->bytes_in_buffer = (size_t)count;
    return TRUE;
}

static void source_skip(j_decompress_ptr info, long count) {
    struct jpeg_session *session = info->client_data;
    struct jpeg_source_mgr *source = info->src;
    if (count <= 0) return;
    if ((size_t)count <= source->bytes_in_buffer) {
        source->next_input_byte += count;
        source->bytes_in_buffer -= (size_t)count;
        return;
    }
    off_t rest = (off_t)count - (off_t)source->bytes_in_buffer;
    source->bytes_in_buffer = 0;
    lseek(session->job->fd, rest, SEEK_CUR);
}

static int next_byte(j_decompress_ptr info) {
    struct jpeg_source_mgr *source = info->src;
    if (source->bytes_in_buffer == 0) (*source->fill_input_buffer)(info);
    source->bytes_in_buffer--;
    return *source->next_input_byte++;
}

/// APP1: the first "Exif" segment is kept (for its orientation), the rest skipped.
static boolean read_app1(j_decompress_ptr info) {
    struct jpeg_session *session = info->client_data;
    long length = (long)next_byte(info) << 8;
    length |= next_byte(info);
    length -= 2;
    if (length <= 0) return TRUE;
    if (!session->exif && length >= 6) {
        unsigned char head[6];
        for (int i = 0; i < 6; i++) head[i] = (unsigned char)next_byte(info);
        length -= 6;
        if (memcmp(head, "Exif\0\0", 6) == 0 && length > 0) {
            session->exif = malloc((size_t)length);
            if (session->exif) {
                for (long i = 0; i < length; i++) session->exif[i] = (unsigned char)next_byte(info);
                session->exif_size = (size_t)length;
                return TRUE;
            }
        }
    }
    (*info->src->skip_input_data)(info, length);
    return TRUE;
}

/// Between pieces of work: a cancelled job stops, and a JPEG past the scan limit
/// is refused before its scans cost more.
static void monitor(j_common_ptr common) {
    struct jpeg_session *session = common->client_data;
    if (picture_cancelled(session->job)) stop_cancelled(session);
    j_decompress_ptr info = (j_decompress_ptr)common;
    uint32_t most = session->job->limits->max_scans;
    if (info->input_scan_number > 0 && (uint32_t)info->input_scan_number > most) {
        picture_say(session->job, "a JPEG with more than %u scans", most);
        longjmp(session->jump, 1);
    }
}

// MARK: Decoding

/// The bytes of the whole-picture coefficient buffers a multi-scan JPEG needs.
static uint64_t coefficient_bytes(j_decompress_ptr info) {
    uint64_t hmax = 1, vmax = 1, total = 0;
    for (int c = 0; c < info->num_components; c++) {
        jpeg_component_info *component = &info->comp_info[c];
        if ((uint64_t)component->h_samp_factor > hmax) hmax = (uint64_t)component->h_samp_factor;
        if ((uint64_t)component->v_samp_factor > vmax) vmax = (uint64_t)component->v_samp_factor;
    }
    for (int c = 0; c < info->num_components; c++) {
        jpeg_component_info *component = &info->comp_info[c];
        uint64_t h = component->h_samp_factor > 0 ? (uint64_t)component->h_samp_factor : 1;
        uint64_t v = component->v_samp_factor > 0 ? (uint64_t)component->v_samp_factor : 1;
        uint64_t blocksWide = ((uint64_t)info->image_width * h + hmax * 8 - 1) / (hmax * 8);
        uint64_t blocksHigh = ((uint64_t)info->image_height * v + vmax * 8 - 1) / (vmax * 8);
        blocksWide = (blocksWide + h - 1) / h * h;
        blocksHigh = (blocksHigh + v - 1) / v * v;
        total += blocksWide * blocksHigh * sizeof(JBLOCK);
    }
    return total;
}

/// A row of CMYK samples as ARGB8888: Adobe's files store the inks inverted.
static void cmyk_row(const unsigned char *cmyk, uint32_t *out, uint32_t count, int inverted) {
    for (uint32_t i = 0; i < count; i++, cmyk += 4) {
        uint32_t c = cmyk[0], m = cmyk[1], y = cmyk[2], k = cmyk[3];
        if (!inverted) {
            c = 255 - c;
            m = 255 - m;
            y = 255 - y;
            k = 255 - k;
        }
        uint32_t r = (c * k + 127) / 255, g = (m * k + 127) / 255, b = (y * k + 127) / 255;
        out[i] = 0xFF000000u | r << 16 | g << 8 | b;
    }
}

static void finish(struct jpeg_session *session, struct jpeg_decompress_struct *info) {
    jpeg_destroy_decompress(info);
    free(session->row);
    free(session->second_row);
    fit_filter_free(&session->fit);
    free(session->stored.owned);
    free(session->exif);
    free(session);
}

/// The fitted decode's rows: each output row blended from the two source rows
/// around it as libjpeg gives them, the rows between skipped.
static void fitted_rows(struct jpeg_session *session, struct jpeg_decompress_struct *info) {
    struct picture_job *job = session->job;
    const struct picture_target *target = job->target;
    int cmyk = info->out_color_space == JCS_CMYK, inverted = info->saw_Adobe_marker;
    if (info->output_width != target->w || info->output_height != target->h
        || fit_filter_init(&session->fit, info->output_width, info->output_height, target->fit_w, target->fit_h)) {
        picture_say(job, "cannot fit a %u × %u JPEG into %u × %u", info->output_width, info->output_height,
                    target->fit_w, target->fit_h);
        longjmp(session->jump, 1);
    }
    size_t bytes = (size_t)info->output_width * 4;
    session->row = malloc(bytes);
    session->second_row = malloc(bytes);
    if (!session->row || !session->second_row) ERREXIT1(info, JERR_OUT_OF_MEMORY, 0);
    // Source row k is in slot k % 2: the two rows an output row needs are always the last two read.
    unsigned char *slots[2] = {session->row, session->second_row};
    uint32_t next = 0;
    for (uint32_t y = 0; y < target->fit_h; y++) {
        if (picture_cancelled(job)) stop_cancelled(session);
        uint32_t top, bottom, weight;
        fit_filter_rows(&session->fit, y, &top, &bottom, &weight);
        // Far apart (a fit under half the scale): the rows between are skipped, not decoded.
        if (top > next + 8) next += jpeg_skip_scanlines(info, top - next);
        for (; next <= bottom; next++) {
            JSAMPROW rows[1] = {slots[next % 2]};
            if (jpeg_read_scanlines(info, rows, 1) != 1) {
                picture_say(job, "the JPEG ends early");
                longjmp(session->jump, 1);
            }
            if (cmyk) cmyk_row(slots[next % 2], (uint32_t *)(void *)slots[next % 2], info->output_width, inverted);
        }
        fit_filter_emit(&session->fit, slots[top % 2], slots[bottom % 2], weight,
                        target->out + (size_t)y * target->fit_pitch);
        if (target->rows) __atomic_store_n(target->rows, y + 1, __ATOMIC_RELEASE);
    }
}

int jpeg_picture(struct picture_job *job) {
    struct jpeg_session *session = calloc(1, sizeof *session);
    if (!session) {
        picture_say(job, "out of memory");
        return -1;
    }
    session->job = job;
    struct jpeg_decompress_struct info;
    memset(&info, 0, sizeof info);
    info.err = jpeg_std_error(&session->errors);
    session->errors.error_exit = jpeg_fail;
    session->errors.emit_message = jpeg_quiet;
    if (setjmp(session->jump)) {
        int status = session->cancelled ? PICTURE_CANCELLED : -1;
        finish(session, &info);
        return status;
    }
    jpeg_create_decompress(&info);
    info.client_data = session;
    // A backstop for the estimate below: libjpeg refuses what would exceed it.
    info.mem->max_memory_to_use = (long)(job->limits->max_work_bytes + (16u << 20));
    session->source.init_source = source_init;
    session->source.fill_input_buffer = source_fill;
    session->source.skip_input_data = source_skip;
    session->source.resync_to_restart = jpeg_resync_to_restart;
    session->source.term_source = source_term;
    info.src = &session->source;
    session->progress.progress_monitor = monitor;
    info.progress = &session->progress;
    jpeg_set_marker_processor(&info, JPEG_APP0 + 1, read_app1);
    // A decode keeps the APP2 segments, where an ICC profile is carried (for the conversion to sRGB after it).
    if (job->target) jpeg_save_markers(&info, JPEG_APP0 + 2, 0xFFFF);
    if (lseek(job->fd, 0, SEEK_SET) != 0) ERREXIT(&info, JERR_FILE_READ);
    jpeg_read_header(&info, TRUE);

    job->info.format = PICTURE_JPEG;
    job->stored_width = info.image_width;
    job->stored_height = info.image_height;
    job->info.orientation = exif_orientation(session->exif, session->exif_size);
    JOCTET *profile = NULL;
    unsigned int profile_size = 0;
    if (job->target && jpeg_read_icc_profile(&info, &profile, &profile_size) && profile) {
        if (profile_size <= PICTURE_ICC_MOST) {
            job->icc = profile;
            job->icc_size = profile_size;
        } else {
            free(profile);
        }
    }
    job->info.whole_decode = jpeg_has_multiple_scans(&info) ? 1 : 0;
    job->info.work_bytes = job->info.whole_decode ? coefficient_bytes(&info) : 0;
    // A fitted decode: the whole picture at the smallest of 1/8, 1/4, 1/2, 1/1 still as large as the fit.
    struct picture_target fitted;
    if (job->target && job->target->fit_w) {
        fitted = *job->target;
        if (job->info.orientation != 1 || job->limits->turns % 4 != 0) {
            picture_say(job, "a JPEG turned by its EXIF orientation is not decoded fitted");
            finish(session, &info);
            return -1;
        }
        uint32_t n = 1;
        while (n < 8 && ((uint64_t)info.image_width * n + 7) / 8 < fitted.fit_w) n *= 2;
        while (n < 8 && ((uint64_t)info.image_height * n + 7) / 8 < fitted.fit_h) n *= 2;
        fitted.numerator = n;
        fitted.w = (uint32_t)(((uint64_t)info.image_width * n + 7) / 8);
        fitted.h = (uint32_t)(((uint64_t)info.image_height * n + 7) / 8);
        if (fitted.w < fitted.fit_w || fitted.h < fitted.fit_h) {
            picture_say(job, "a %u × %u JPEG cannot be fitted into %u × %u, larger than itself", info.image_width,
                        info.image_height, fitted.fit_w, fitted.fit_h);
            finish(session, &info);
            return -1;
        }
        job->target = &fitted;
    }
    int refused = picture_prepare(job, &session->stored) != 0;
    if (refused || !job->target) {
        finish(session, &info);
        return refused ? -1 : 0;
    }

    struct stored_region *stored = &session->stored;
    info.scale_num = job->target->numerator;
    info.scale_denom = job->target->denominator;
    int cmyk = info.jpeg_color_space == JCS_CMYK || info.jpeg_color_space == JCS_YCCK;
    int inverted = info.saw_Adobe_marker;
    // B, G, R, A bytes: ARGB8888 on a little-endian machine (A is 255).
    info.out_color_space = cmyk ? JCS_CMYK : JCS_EXT_BGRA;
    jpeg_start_decompress(&info);
    if ((uint64_t)stored->x + stored->w > info.output_width || (uint64_t)stored->y + stored->h > info.output_height) {
        picture_say(job, "the JPEG decodes to %ux%u, not the size its header gives", info.output_width,
                    info.output_height);
        finish(session, &info);
        return -1;
    }
    if (job->target->fit_w) {
        fitted_rows(session, &info);
        jpeg_abort_decompress(&info);
        finish(session, &info);
        return 0;
    }
    JDIMENSION left = stored->x, width = stored->w;
    jpeg_crop_scanline(&info, &left, &width);
    session->row = malloc((size_t)info.output_width * 4);
    if (!session->row) ERREXIT1(&info, JERR_OUT_OF_MEMORY, 0);
    if (stored->y > 0) jpeg_skip_scanlines(&info, stored->y);
    for (uint32_t r = 0; r < stored->h; r++) {
        if (picture_cancelled(job)) stop_cancelled(session);
        JSAMPROW rows[1] = {session->row};
        if (jpeg_read_scanlines(&info, rows, 1) != 1) {
            picture_say(job, "the JPEG ends early");
            finish(session, &info);
            return -1;
        }
        const unsigned char *from = session->row + (size_t)(stored->x - left) * 4;
        uint32_t *to = stored->pixels + (size_t)r * stored->w;
        if (cmyk) cmyk_row(from, to, stored->w, inverted);
        else memcpy(to, from, (size_t)stored->w * 4);
        picture_rows_done(job, stored, r + 1);
    }
    jpeg_abort_decompress(&info);
    picture_finish(job, stored);
    finish(session, &info);
    return 0;
}
