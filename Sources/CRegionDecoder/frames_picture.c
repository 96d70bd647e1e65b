#include "picture_internal.h"

#include <stdlib.h>
#include <string.h>

// GIF and WebP through their frame readers: a still picture is the first
// frame, cut and scaled as any picture; an animation is every frame in turn.

const char *picture_format_name(int format) {
    switch (format) {
    case PICTURE_PNG: return "PNG";
    case PICTURE_JPEG: return "JPEG";
    case PICTURE_GIF: return "GIF";
    case PICTURE_WEBP: return "WebP";
    case PICTURE_TIFF: return "TIFF";
    default: return "picture";
    }
}

int frames_within_limits(struct picture_job *job, uint64_t frames, uint64_t pixels) {
    const struct picture_limits *limits = job->limits;
    const char *name = picture_format_name(job->info.format);
    if (frames > limits->max_frames) {
        picture_say(job, "a %s of more than %u frames; an animation may have at most %u", name, limits->max_frames,
                    limits->max_frames);
        return 0;
    }
    if (pixels > limits->max_animation_pixels) {
        picture_say(job, "a %s animation of %llu frames or more of %u × %u: over %.0f megapixels to decode, the most an"
                    " animation may take", name, (unsigned long long)frames, job->stored_width, job->stored_height,
                    (double)limits->max_animation_pixels / 1e6);
        return 0;
    }
    return 1;
}

static struct frame_reader *open_reader(struct picture_job *job, int format, int scan) {
    return format == PICTURE_GIF ? gif_reader(job, scan) : webp_reader(job, scan);
}

/// The stored region at 1/d (the target's) of `canvas` into stored->pixels,
/// each pixel the alpha-weighted mean of its d × d block.
static int emit_region(struct picture_job *job, const struct stored_region *stored, const uint32_t *canvas,
                       uint32_t width, uint32_t height) {
    uint32_t d = job->target->denominator;
    if (d == 1) {
        for (uint32_t r = 0; r < stored->h; r++) {
            memcpy(stored->pixels + (size_t)r * stored->w, canvas + (size_t)(stored->y + r) * width + stored->x,
                   (size_t)stored->w * 4);
            picture_rows_done(job, stored, r + 1);
        }
        return 0;
    }
    struct box_filter filter;
    if (box_filter_init(&filter, d, stored->x, stored->w, width) != 0) {
        picture_say(job, "out of memory");
        return -1;
    }
    for (uint32_t r = 0; r < stored->h; r++) {
        uint64_t from = (uint64_t)(stored->y + r) * d, to = from + d;
        if (to > height) to = height;
        for (uint64_t row = from; row < to; row++) box_filter_add(&filter, (const unsigned char *)(canvas + row * width));
        box_filter_emit(&filter, (uint32_t)(to - from), stored->pixels + (size_t)r * stored->w);
        picture_rows_done(job, stored, r + 1);
    }
    box_filter_free(&filter);
    return 0;
}

int frames_picture(struct picture_job *job, int format) {
    job->info.format = format;
    struct frame_reader *reader = open_reader(job, format, job->target == NULL);
    if (!reader) return picture_cancelled(job) ? PICTURE_CANCELLED : -1;
    struct stored_region stored = {0};
    int refused = picture_prepare(job, &stored) != 0;
    if (refused || !job->target) {
        free(stored.owned);
        reader->close(reader);
        return refused ? -1 : 0;
    }
    const uint32_t *canvas = NULL;
    uint32_t delay = 0;
    int status = reader->ready(reader, job);
    if (status == 0) {
        status = reader->next(reader, job, &canvas, &delay);
        if (status == 0) picture_say(job, "a %s without any picture in it", picture_format_name(format));
        status = status == 1 ? emit_region(job, &stored, canvas, reader->width, reader->height)
               : status == PICTURE_CANCELLED ? PICTURE_CANCELLED : -1;
    }
    if (status == 0) picture_finish(job, &stored);
    free(stored.owned);
    reader->close(reader);
    return status;
}

// MARK: Animation

struct picture_animation {
    struct picture_job job;
    struct picture_target target;
    struct picture_info expected;
    struct stored_region stored;
    struct frame_reader *reader;
    uint64_t frames, pixels;
    /// The conversion of every frame to sRGB (a WebP's ICC profile's), or NULL.
    void *to_srgb;
};

int picture_animation_open(int fd, const struct picture_limits *limits, const struct picture_info *expected,
                           uint32_t denominator, const int *cancel, struct picture_animation **animation, char *message,
                           size_t length) {
    *animation = NULL;
    struct picture_animation *a = calloc(1, sizeof *a);
    struct picture_job probe = {.fd = fd, .limits = limits, .cancel = cancel, .message = message, .length = length};
    if (!a || !expected) {
        picture_say(&probe, a ? "no header to check the file against" : "out of memory");
        free(a);
        return -1;
    }
    if (message && length) message[0] = 0;
    a->expected = *expected;
    uint64_t d = denominator ? denominator : 1;
    a->target = (struct picture_target){
        .denominator = (uint32_t)d, .numerator = 1, .x = 0, .y = 0,
        .w = (uint32_t)((expected->width + d - 1) / d), .h = (uint32_t)((expected->height + d - 1) / d),
        .expected = &a->expected};
    a->job = (struct picture_job){.fd = fd, .limits = limits, .cancel = cancel, .target = &a->target,
                                  .message = message, .length = length};
    int format = expected->format;
    if (format != PICTURE_GIF && format != PICTURE_WEBP) {
        picture_say(&a->job, "a %s does not move: only GIF and WebP are animations", picture_format_name(format));
        free(a);
        return -1;
    }
    a->job.info.format = format;
    a->reader = open_reader(&a->job, format, 0);
    int status = a->reader ? 0 : picture_cancelled(&a->job) ? PICTURE_CANCELLED : -1;
    if (status == 0 && picture_prepare(&a->job, &a->stored) != 0) status = -1;
    if (status == 0) status = a->reader->ready(a->reader, &a->job);
    if (status != 0) {
        picture_animation_close(a);
        return status;
    }
    a->to_srgb = picture_srgb_transform(a->job.icc, a->job.icc_size);
    *animation = a;
    return 0;
}

int picture_animation_next(struct picture_animation *a, uint32_t *out, uint32_t *delay_ms, char *message,
                           size_t length) {
    struct picture_job *job = &a->job;
    job->message = message;
    job->length = length;
    if (message && length) message[0] = 0;
    const uint32_t *canvas = NULL;
    uint64_t decoded = a->reader->decoded;
    int status = a->reader->next(a->reader, job, &canvas, delay_ms);
    if (status != 1) return status;
    a->frames++;
    a->pixels += (uint64_t)a->reader->width * a->reader->height + (a->reader->decoded - decoded);
    if (!frames_within_limits(job, a->frames, a->pixels)) return -1;
    if (!a->stored.owned) {
        a->stored.pixels = out;
        status = emit_region(job, &a->stored, canvas, a->reader->width, a->reader->height);
    } else {
        // A turned animation: each frame into the stored region, then turned into `out`.
        status = emit_region(job, &a->stored, canvas, a->reader->width, a->reader->height);
        if (status == 0) {
            a->target.out = out;
            picture_orient(job, &a->stored);
            a->target.out = NULL;
        }
    }
    if (status != 0) return status;
    picture_apply_transform(a->to_srgb, out, a->target.w, a->target.h, a->target.w);
    return 1;
}

void picture_animation_close(struct picture_animation *a) {
    if (!a) return;
    if (a->reader) a->reader->close(a->reader);
    picture_free_transform(a->to_srgb);
    free(a->job.icc);
    free(a->stored.owned);
    free(a);
}
