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
// as the format says). libwebp reads from memory: the chunks that make the
// pictures are read into memory (counted in the working memory), the others
// (metadata, colour profiles, chunks of no known kind) skipped by seeking.

struct webp_reader {
    struct frame_reader base;
    uint8_t *data;
    size_t size;
    WebPAnimDecoder *decoder;
    int last_timestamp;
    /// A frame's decoding work, on average (the decoder does not say which frame it decoded how).
    uint64_t frame_work;
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
    reader->base.decoded += reader->frame_work;
    *canvas = (const uint32_t *)(const void *)pixels;
    return 1;
}

/// The chunks a WebP's pictures are made of, held for libwebp while the file
/// is read; every other chunk (metadata, a colour profile, chunks of no known
/// kind) is passed over by seeking.
struct webp_held {
    uint8_t *bytes;
    size_t size, capacity;
    uint64_t most;   // the most that may be held
    int truncated;   // the file ends before its RIFF size says
};

static int fourcc_is(const uint8_t *tag, const char *name) { return memcmp(tag, name, 4) == 0; }

static uint32_t le32(const uint8_t *p) {
    return (uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 | (uint32_t)p[3] << 24;
}

static void put_le32(uint8_t *p, uint32_t v) {
    p[0] = (uint8_t)v; p[1] = (uint8_t)(v >> 8); p[2] = (uint8_t)(v >> 16); p[3] = (uint8_t)(v >> 24);
}

/// Room for `count` more bytes; -1 (said) past `most` or out of memory.
static int held_reserve(struct webp_held *held, struct picture_job *job, uint64_t count) {
    if (held->size + count > held->most) {
        picture_say(job, "a WebP with %.0f MiB of picture data; the most held to decode is %.0f MiB",
                    (double)(held->size + count) / 1048576.0, (double)held->most / 1048576.0);
        return -1;
    }
    if (held->size + count <= held->capacity) return 0;
    size_t capacity = held->capacity ? held->capacity : 4096;
    while (capacity < held->size + count) capacity *= 2;
    uint8_t *grown = realloc(held->bytes, capacity);
    if (!grown) {
        picture_say(job, "out of memory");
        return -1;
    }
    held->bytes = grown;
    held->capacity = capacity;
    return 0;
}

/// Appends `count` bytes read from the file's position (fewer when the file
/// ends first: then `truncated`). 0, -1 (said) or PICTURE_CANCELLED.
static int held_read(struct webp_held *held, struct picture_job *job, uint64_t count) {
    if (held_reserve(held, job, count) != 0) return -1;
    uint64_t filled = 0;
    while (filled < count) {
        if (picture_cancelled(job)) {
            picture_say(job, "cancelled");
            return PICTURE_CANCELLED;
        }
        size_t want = count - filled > 1048576 ? 1048576 : (size_t)(count - filled);
        ssize_t n = read(job->fd, held->bytes + held->size, want);
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) {
            held->truncated = 1;
            break;
        }
        held->size += (size_t)n;
        filled += (uint64_t)n;
    }
    return 0;
}

/// Reads the chunks from `position` (the file's position) to `end` (a RIFF's
/// or a frame's), holding those named in `kept` (four-letter tags, one after
/// another) and seeking past the others. 0, -1 (said) or PICTURE_CANCELLED.
static int held_chunks(struct webp_held *held, struct picture_job *job, uint64_t position, uint64_t end,
                       const char *kept) {
    while (position + 8 <= end) {
        size_t header = held->size;
        int status = held_read(held, job, 8);
        if (status != 0) return status;
        if (held->size < header + 8) return 0;
        const uint8_t *tag = held->bytes + header;
        uint64_t size = le32(tag + 4), next = position + 8 + size + (size & 1);
        uint64_t available = end - position - 8, stop = next < end ? next : end;
        int keep = 0;
        for (const char *name = kept; *name; name += 4) keep |= fourcc_is(tag, name);
        if (!keep) {
            held->size = header;
        } else if (fourcc_is(tag, "ICCP")) {
            // The colour profile goes to the job (for the conversion to sRGB after the decode), not to libwebp.
            if (size <= PICTURE_ICC_MOST && size <= available && (status = held_read(held, job, size)) != 0) return status;
            size_t read_bytes = held->size - header - 8;
            if (!job->icc && size <= PICTURE_ICC_MOST && read_bytes == size && (job->icc = malloc(size ? size : 1))) {
                memcpy(job->icc, held->bytes + header + 8, size);
                job->icc_size = size;
            }
            held->size = header;
        } else if (fourcc_is(tag, "ANMF")) {
            // A frame: its 16-byte header, then its own chunks (a picture and its alpha).
            if ((status = held_read(held, job, size < 16 ? size : 16)) != 0) return status;
            if (size >= 16 && (status = held_chunks(held, job, position + 8 + 16, stop, "ALPHVP8 VP8L")) != 0) {
                return status;
            }
            put_le32(held->bytes + header + 4, (uint32_t)(held->size - header - 8));
        } else {
            // What lies past `end` is not the chunk's (libwebp then finds it short).
            if ((status = held_read(held, job, size < available ? size : available)) != 0) return status;
            if (fourcc_is(held->bytes + header, "VP8X") && held->size > header + 8) {
                // The colour profile and the metadata were not kept: the header no longer names them.
                held->bytes[header + 8] &= (uint8_t)~(0x20 | 0x08 | 0x04);
            }
            if ((held->size - header) & 1) {
                if ((status = held_reserve(held, job, 1)) != 0) return status;
                held->bytes[held->size++] = 0;
            }
        }
        if (lseek(job->fd, (off_t)stop, SEEK_SET) < 0) {
            picture_say(job, "the file cannot be read past a chunk");
            return -1;
        }
        position = next;
    }
    return 0;
}

/// Reads the WebP's picture chunks (at most `most` bytes of them) into the
/// reader as a WebP of their own; its other chunks are skipped by seeking, so
/// that what is held is what decoding needs.
static int read_pictures(struct webp_reader *reader, struct picture_job *job, uint64_t most, int *truncated) {
    struct stat status;
    if (fstat(job->fd, &status) != 0 || lseek(job->fd, 0, SEEK_SET) != 0) {
        picture_say(job, "the file cannot be read from its start");
        return -1;
    }
    uint64_t file_size = status.st_size > 0 ? (uint64_t)status.st_size : 0;
    struct webp_held held = {NULL, 0, 0, most, 0};
    int result = held_read(&held, job, 12);
    if (result == 0 && held.size == 12 && fourcc_is(held.bytes, "RIFF") && fourcc_is(held.bytes + 8, "WEBP")) {
        uint64_t end = 8 + (uint64_t)le32(held.bytes + 4);
        if (end > file_size) {
            held.truncated = 1;
            end = file_size;
        }
        // A decode also takes the colour profile.
        result = held_chunks(&held, job, 12, end, job->target ? "VP8 VP8LVP8XALPHANIMANMFICCP" : "VP8 VP8LVP8XALPHANIMANMF");
        if (result == 0) put_le32(held.bytes + 4, (uint32_t)(held.size - 8));
    }
    reader->data = held.bytes;
    reader->size = held.size;
    *truncated = held.truncated || held.size < 12;
    return result;
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
    int truncated = 0;
    if (read_pictures(reader, job, job->limits->max_work_bytes, &truncated) != 0) {
        webp_close(&reader->base);
        return NULL;
    }
    WebPData data = {reader->data, reader->size};
    WebPDemuxer *demux = reader->size >= 12 ? WebPDemux(&data) : NULL;
    if (!demux) {
        picture_say(job, "%s", truncated ? "the WebP ends early" : "a damaged WebP");
        webp_close(&reader->base);
        return NULL;
    }
    reader->base.width = WebPDemuxGetI(demux, WEBP_FF_CANVAS_WIDTH);
    reader->base.height = WebPDemuxGetI(demux, WEBP_FF_CANVAS_HEIGHT);
    uint32_t frames = WebPDemuxGetI(demux, WEBP_FF_FRAME_COUNT);
    uint32_t flags = WebPDemuxGetI(demux, WEBP_FF_FORMAT_FLAGS);
    uint32_t loops = WebPDemuxGetI(demux, WEBP_FF_LOOP_COUNT);
    // Each frame's own pixels, weighted by its decoder's cost (lossless or lossy); the first one's apart.
    uint64_t frame_work = 0, first_work = 0;
    WebPIterator frame;
    if (frames <= job->limits->max_frames && WebPDemuxGetFrame(demux, 1, &frame)) {
        do {
            WebPBitstreamFeatures features;
            int lossless = WebPGetFeatures(frame.fragment.bytes, frame.fragment.size, &features) == VP8_STATUS_OK
                && features.format == 2;
            uint64_t work = (uint64_t)(lossless ? WEBP_LOSSLESS_PIXEL_COST : WEBP_LOSSY_PIXEL_COST)
                * (uint64_t)frame.width * (uint64_t)frame.height;
            if (frame.frame_num == 1) first_work = work;
            frame_work += work;
        } while (WebPDemuxNextFrame(&frame));
        WebPDemuxReleaseIterator(&frame);
    }
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
    uint64_t pixels = (uint64_t)frames * (canvas / 4) + frame_work;
    job->info.first_frame_work = canvas / 4 + first_work;
    job->info.animation_work = pixels;
    reader->frame_work = frame_work / frames;
    if (!frames_within_limits(job, frames, pixels)) {
        webp_close(&reader->base);
        return NULL;
    }
    return &reader->base;
}
