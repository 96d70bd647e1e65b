#include "picture_internal.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#include <webp/decode.h>
#include <webp/demux.h>

// A WebP, still or animated, read by libwebp's own demuxer and animation
// decoder (which composes each frame onto the canvas, blending and disposing
// as the format says). libwebp reads from memory: the file is held whole,
// its bytes counted in the working memory.

struct webp_reader {
    struct frame_reader base;
    uint8_t *data;
    size_t size;
    WebPAnimDecoder *decoder;
    int last_timestamp;
};

static void webp_close(struct frame_reader *base) {
    struct webp_reader *reader = (struct webp_reader *)base;
    if (!reader) return;
    if (reader->decoder) WebPAnimDecoderDelete(reader->decoder);
    free(reader->data);
    free(reader);
}

static int webp_ready(struct frame_reader *base, struct picture_job *job) {
    struct webp_reader *reader = (struct webp_reader *)base;
    WebPAnimDecoderOptions options;
    if (!WebPAnimDecoderOptionsInit(&options)) {
        picture_say(job, "libwebp cannot decode here");
        return -1;
    }
    // Bytes B, G, R, A: ARGB8888 pixels in memory order (little-endian), alpha straight.
    options.color_mode = MODE_BGRA;
    options.use_threads = 0;
    WebPData data = {reader->data, reader->size};
    reader->decoder = WebPAnimDecoderNew(&data, &options);
    if (!reader->decoder) {
        picture_say(job, "a damaged WebP");
        return -1;
    }
    return 0;
}

static int webp_next(struct frame_reader *base, struct picture_job *job, const uint32_t **canvas, uint32_t *delay_ms) {
    struct webp_reader *reader = (struct webp_reader *)base;
    if (picture_cancelled(job)) {
        picture_say(job, "cancelled");
        return PICTURE_CANCELLED;
    }
    if (!reader->decoder || !WebPAnimDecoderHasMoreFrames(reader->decoder)) return 0;
    uint8_t *pixels = NULL;
    int timestamp = 0;
    if (!WebPAnimDecoderGetNext(reader->decoder, &pixels, &timestamp) || !pixels) {
        picture_say(job, "a damaged WebP frame");
        return -1;
    }
    // The animation decoder gives each frame's end time: its delay is the step from the last one.
    *delay_ms = timestamp > reader->last_timestamp ? (uint32_t)(timestamp - reader->last_timestamp) : 0;
    reader->last_timestamp = timestamp;
    *canvas = (const uint32_t *)(const void *)pixels;
    return 1;
}

/// Reads the whole file (at most `most` bytes) into the reader.
static int read_whole(struct webp_reader *reader, struct picture_job *job, uint64_t most) {
    struct stat status;
    if (fstat(job->fd, &status) != 0 || lseek(job->fd, 0, SEEK_SET) != 0) {
        picture_say(job, "the file cannot be read from its start");
        return -1;
    }
    uint64_t size = status.st_size > 0 ? (uint64_t)status.st_size : 0;
    if (size > most) {
        picture_say(job, "a WebP of %.0f MiB; the most held to decode is %.0f MiB", (double)size / 1048576.0,
                    (double)most / 1048576.0);
        return -1;
    }
    reader->data = malloc(size > 0 ? (size_t)size : 1);
    if (!reader->data) {
        picture_say(job, "out of memory");
        return -1;
    }
    size_t filled = 0;
    while (filled < size) {
        if (picture_cancelled(job)) {
            picture_say(job, "cancelled");
            return PICTURE_CANCELLED;
        }
        size_t want = size - filled > 1048576 ? 1048576 : (size_t)(size - filled);
        ssize_t n = read(job->fd, reader->data + filled, want);
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) break;
        filled += (size_t)n;
    }
    reader->size = filled;
    return 0;
}

struct frame_reader *webp_reader(struct picture_job *job, int scan) {
    (void)scan;  // the demuxer counts the frames from the chunks alone
    struct webp_reader *reader = calloc(1, sizeof *reader);
    if (!reader) {
        picture_say(job, "out of memory");
        return NULL;
    }
    reader->base.next = webp_next;
    reader->base.ready = webp_ready;
    reader->base.close = webp_close;
    if (read_whole(reader, job, job->limits->max_work_bytes) != 0) {
        webp_close(&reader->base);
        return NULL;
    }
    WebPData data = {reader->data, reader->size};
    WebPDemuxer *demux = WebPDemux(&data);
    if (!demux) {
        int complete = reader->size >= 12 && reader->size >= (size_t)8 + ((size_t)reader->data[4] | (size_t)reader->data[5] << 8
                                                                        | (size_t)reader->data[6] << 16
                                                                        | (size_t)reader->data[7] << 24);
        picture_say(job, "%s", complete ? "a damaged WebP" : "the WebP ends early");
        webp_close(&reader->base);
        return NULL;
    }
    reader->base.width = WebPDemuxGetI(demux, WEBP_FF_CANVAS_WIDTH);
    reader->base.height = WebPDemuxGetI(demux, WEBP_FF_CANVAS_HEIGHT);
    uint32_t frames = WebPDemuxGetI(demux, WEBP_FF_FRAME_COUNT);
    uint32_t flags = WebPDemuxGetI(demux, WEBP_FF_FORMAT_FLAGS);
    uint32_t loops = WebPDemuxGetI(demux, WEBP_FF_LOOP_COUNT);
    WebPDemuxDelete(demux);
    job->info.format = PICTURE_WEBP;
    job->info.orientation = 1;
    job->info.whole_decode = 1;
    job->info.frames = frames;
    // A WebP's loop count is how many times it plays; 0 for ever.
    job->info.plays = (flags & ANIMATION_FLAG) && frames > 1 ? loops : 1;
    job->stored_width = reader->base.width;
    job->stored_height = reader->base.height;
    uint64_t canvas = (uint64_t)reader->base.width * reader->base.height * 4;
    // The file, the canvas and the one before it (the animation decoder's), a
    // lossless frame's own pixels.
    job->info.work_bytes = reader->size + 3 * canvas;
    if (frames == 0) {
        picture_say(job, "a WebP without any picture in it");
        webp_close(&reader->base);
        return NULL;
    }
    uint64_t pixels = (uint64_t)frames * (canvas / 4);
    if (!frames_within_limits(job, frames, pixels)) {
        webp_close(&reader->base);
        return NULL;
    }
    return &reader->base;
}
