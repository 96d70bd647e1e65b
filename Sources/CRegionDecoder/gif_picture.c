#include "picture_internal.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <gif_lib.h>

// A GIF read by giflib as it decodes (DGifOpen over the file, record by
// record, row by row), each frame composed onto the canvas as browsers do:
// frames start from a transparent canvas, a frame's transparent index leaves
// what is under it, and its disposal (background: cleared to transparent;
// previous: the canvas as it was before it) applies before the next frame.

/// Everything one GIF reader holds.
struct gif_reader {
    struct frame_reader base;
    GifFileType *gif;
    struct picture_job *job;
    int cancelled;
    /// The canvas, and (for a frame disposed to "previous") the canvas before it.
    uint32_t *canvas, *saved;
    /// One frame row as indices.
    GifByteType *line;
    size_t line_length;
    /// The last frame's rectangle (clipped to the canvas) and disposal, applied before the next.
    uint32_t last_x, last_y, last_w, last_h;
    int last_disposal;
    /// The graphic control extension for the next frame.
    GraphicsControlBlock control;
    int have_control;
    /// Set when the file ended inside a frame: no frame follows.
    int ended;
    size_t have, at;
    unsigned char buffer[65536];
};

static int gif_take(GifFileType *gif, GifByteType *out, int count) {
    struct gif_reader *reader = gif->UserData;
    if (picture_cancelled(reader->job)) {
        reader->cancelled = 1;
        return 0;
    }
    int given = 0;
    while (given < count) {
        if (reader->at == reader->have) {
            ssize_t n;
            do n = read(reader->job->fd, reader->buffer, sizeof reader->buffer);
            while (n < 0 && errno == EINTR);
            if (n <= 0) break;
            reader->have = (size_t)n;
            reader->at = 0;
        }
        size_t take = reader->have - reader->at;
        if (take > (size_t)(count - given)) take = (size_t)(count - given);
        memcpy(out + given, reader->buffer + reader->at, take);
        reader->at += take;
        given += (int)take;
    }
    return given;
}

static void gif_close(struct frame_reader *base) {
    struct gif_reader *reader = (struct gif_reader *)base;
    if (!reader) return;
    int error = 0;
    if (reader->gif) DGifCloseFile(reader->gif, &error);
    free(reader->canvas);
    free(reader->saved);
    free(reader->line);
    free(reader);
}

/// Says why giflib stopped: cancelled, the file ended, or giflib's own words.
static int gif_failed(struct gif_reader *reader, struct picture_job *job) {
    if (reader->cancelled || picture_cancelled(job)) {
        picture_say(job, "cancelled");
        return PICTURE_CANCELLED;
    }
    int error = reader->gif ? reader->gif->Error : 0;
    if (error == D_GIF_ERR_READ_FAILED || error == D_GIF_ERR_EOF_TOO_SOON) picture_say(job, "the GIF ends early");
    else {
        const char *text = GifErrorString(error);
        picture_say(job, "a damaged GIF: %s", text ? text : "cannot be read");
    }
    return -1;
}

/// giflib keeps a record of every frame's description as it reads on: dropped
/// after each, so that a GIF of many frames costs one frame's.
static void forget_frames(GifFileType *gif) {
    GifFreeSavedImages(gif);
    gif->ImageCount = 0;
}

/// Reads an extension: a graphic control block for the next frame, the loop count.
static int read_extension(struct gif_reader *reader, int *plays) {
    GifFileType *gif = reader->gif;
    int code = 0;
    GifByteType *block = NULL;
    if (DGifGetExtension(gif, &code, &block) == GIF_ERROR) return -1;
    int netscape = 0, first = 1;
    while (block) {
        if (code == GRAPHICS_EXT_FUNC_CODE && first && block[0] >= 4) {
            if (DGifExtensionToGCB(block[0], block + 1, &reader->control) == GIF_OK) reader->have_control = 1;
        } else if (code == APPLICATION_EXT_FUNC_CODE && first) {
            netscape = block[0] == 11 && (memcmp(block + 1, "NETSCAPE2.0", 11) == 0 || memcmp(block + 1, "ANIMEXTS1.0", 11) == 0);
        } else if (netscape && block[0] >= 3 && block[1] == 1 && plays) {
            unsigned loops = block[2] | (unsigned)block[3] << 8;
            // A loop count n repeats the animation n times after its first play; 0 for ever.
            *plays = loops == 0 ? 0 : (int)loops + 1;
        }
        first = 0;
        if (DGifGetExtensionNext(gif, &block) == GIF_ERROR) return -1;
    }
    return 0;
}

/// The frame's rectangle clipped to the canvas (empty when outside it).
static void clip(const struct gif_reader *reader, const GifImageDesc *frame, uint32_t *x, uint32_t *y, uint32_t *w,
                 uint32_t *h) {
    uint64_t left = (uint64_t)(frame->Left > 0 ? frame->Left : 0), top = (uint64_t)(frame->Top > 0 ? frame->Top : 0);
    uint64_t right = left + (uint64_t)(frame->Width > 0 ? frame->Width : 0);
    uint64_t bottom = top + (uint64_t)(frame->Height > 0 ? frame->Height : 0);
    if (right > reader->base.width) right = reader->base.width;
    if (bottom > reader->base.height) bottom = reader->base.height;
    *x = (uint32_t)left;
    *y = (uint32_t)top;
    *w = right > left ? (uint32_t)(right - left) : 0;
    *h = bottom > top ? (uint32_t)(bottom - top) : 0;
}

/// Decodes the frame whose description was just read onto the canvas.
static int draw_frame(struct gif_reader *reader, struct picture_job *job) {
    GifFileType *gif = reader->gif;
    const GifImageDesc *frame = &gif->Image;
    const ColorMapObject *colors = frame->ColorMap ? frame->ColorMap : gif->SColorMap;
    if (frame->Width <= 0 || frame->Height <= 0) {
        // A frame without pixels leaves the canvas as it is for its delay, as browsers show it.
        int size = 0;
        GifByteType *block = NULL;
        if (DGifGetCode(gif, &size, &block) == GIF_ERROR) return gif_failed(reader, job);
        while (block) {
            if (DGifGetCodeNext(gif, &block) == GIF_ERROR) return gif_failed(reader, job);
        }
        return 0;
    }
    if (!colors || colors->ColorCount <= 0 || !colors->Colors) {
        picture_say(job, "a GIF frame without colours");
        return -1;
    }
    uint32_t palette[256];
    for (int i = 0; i < 256; i++) {
        // Indices past the colour table are drawn black, as browsers do.
        GifColorType c = i < colors->ColorCount ? colors->Colors[i] : (GifColorType){0, 0, 0};
        palette[i] = 0xFF000000u | (uint32_t)c.Red << 16 | (uint32_t)c.Green << 8 | c.Blue;
    }
    int transparent = reader->have_control ? reader->control.TransparentColor : NO_TRANSPARENT_COLOR;
    if ((size_t)frame->Width > reader->line_length) {
        free(reader->line);
        reader->line = malloc((size_t)frame->Width);
        if (!reader->line) {
            reader->line_length = 0;
            picture_say(job, "out of memory");
            return -1;
        }
        reader->line_length = (size_t)frame->Width;
    }
    uint32_t x, y, w, h;
    clip(reader, frame, &x, &y, &w, &h);
    // Interlaced rows come in four passes: from row 0 every 8th, from 4 every 8th, from 2 every 4th, from 1 every 2nd.
    static const int starts[4] = {0, 4, 2, 1}, steps[4] = {8, 8, 4, 2};
    int passes = frame->Interlace ? 4 : 1;
    for (int pass = 0; pass < passes; pass++) {
        int start = frame->Interlace ? starts[pass] : 0, step = frame->Interlace ? steps[pass] : 1;
        for (int row = start; row < frame->Height; row += step) {
            if (picture_cancelled(job)) {
                reader->cancelled = 1;
                return gif_failed(reader, job);
            }
            if (DGifGetLine(gif, reader->line, frame->Width) == GIF_ERROR) {
                // A file cut short shows the rows it has, and ends there.
                if (!reader->cancelled && (gif->Error == D_GIF_ERR_READ_FAILED || gif->Error == D_GIF_ERR_EOF_TOO_SOON)) {
                    reader->ended = 1;
                    return 0;
                }
                return gif_failed(reader, job);
            }
            uint64_t canvasRow = (uint64_t)frame->Top + (uint64_t)row;
            if (w == 0 || canvasRow < y || canvasRow >= (uint64_t)y + h) continue;
            uint32_t *out = reader->canvas + canvasRow * reader->base.width + x;
            const GifByteType *in = reader->line;
            for (uint32_t i = 0; i < w; i++) {
                if (in[i] != transparent) out[i] = palette[in[i]];
            }
        }
    }
    reader->base.decoded += GIF_PIXEL_COST * (uint64_t)frame->Width * (uint64_t)frame->Height;
    return 0;
}

/// Undoes the last frame as its disposal says, before the next one.
static void dispose_last(struct gif_reader *reader) {
    uint32_t width = reader->base.width;
    if (reader->last_disposal == DISPOSE_BACKGROUND) {
        for (uint32_t r = 0; r < reader->last_h; r++) {
            memset(reader->canvas + (size_t)(reader->last_y + r) * width + reader->last_x, 0, (size_t)reader->last_w * 4);
        }
    } else if (reader->last_disposal == DISPOSE_PREVIOUS && reader->saved) {
        memcpy(reader->canvas, reader->saved, (size_t)width * reader->base.height * 4);
    }
    reader->last_disposal = DISPOSAL_UNSPECIFIED;
}

static int gif_next(struct frame_reader *base, struct picture_job *job, const uint32_t **canvas, uint32_t *delay_ms) {
    struct gif_reader *reader = (struct gif_reader *)base;
    GifFileType *gif = reader->gif;
    reader->job = job;
    if (reader->ended) return 0;
    while (1) {
        GifRecordType type;
        if (DGifGetRecordType(gif, &type) == GIF_ERROR) return gif_failed(reader, job);
        if (type == TERMINATE_RECORD_TYPE) return 0;
        if (type == EXTENSION_RECORD_TYPE) {
            if (read_extension(reader, NULL) != 0) return gif_failed(reader, job);
            continue;
        }
        if (type != IMAGE_DESC_RECORD_TYPE) continue;
        if (DGifGetImageDesc(gif) == GIF_ERROR) return gif_failed(reader, job);
        forget_frames(gif);
        const GifImageDesc *frame = &gif->Image;
        if ((uint64_t)frame->Width * (uint64_t)frame->Height > job->limits->max_pixels) {
            picture_say(job, "a GIF frame of %d × %d is more than the most a picture may have", frame->Width, frame->Height);
            return -1;
        }
        dispose_last(reader);
        int disposal = reader->have_control ? reader->control.DisposalMode : DISPOSAL_UNSPECIFIED;
        if (disposal == DISPOSE_PREVIOUS) {
            size_t bytes = (size_t)reader->base.width * reader->base.height * 4;
            if (!reader->saved) reader->saved = malloc(bytes);
            if (!reader->saved) {
                picture_say(job, "out of memory");
                return -1;
            }
            memcpy(reader->saved, reader->canvas, bytes);
        }
        int status = draw_frame(reader, job);
        if (status != 0) return status;
        clip(reader, frame, &reader->last_x, &reader->last_y, &reader->last_w, &reader->last_h);
        reader->last_disposal = disposal;
        *delay_ms = reader->have_control && reader->control.DelayTime > 0 ? (uint32_t)reader->control.DelayTime * 10 : 0;
        reader->have_control = 0;
        *canvas = reader->canvas;
        return 1;
    }
}

/// Whether giflib stopped because the file ended (not cancelled, not damaged).
static int cut_short(const struct gif_reader *reader) {
    int error = reader->gif->Error;
    return !reader->cancelled && (error == D_GIF_ERR_READ_FAILED || error == D_GIF_ERR_EOF_TOO_SOON);
}

/// Counts the frames from here to the end without decoding them (their
/// compressed data skipped), checking each against the limits.
static int scan(struct gif_reader *reader, struct picture_job *job) {
    GifFileType *gif = reader->gif;
    uint64_t frames = 0, pixels = 0, canvas = (uint64_t)reader->base.width * reader->base.height;
    int plays = 1;
    while (1) {
        GifRecordType type;
        if (DGifGetRecordType(gif, &type) == GIF_ERROR) {
            // A GIF cut short after a frame still shows the frames it has.
            if (frames > 0 && cut_short(reader)) break;
            return gif_failed(reader, job);
        }
        if (type == TERMINATE_RECORD_TYPE) break;
        if (type == EXTENSION_RECORD_TYPE) {
            if (read_extension(reader, &plays) != 0) {
                if (frames > 0 && cut_short(reader)) break;
                return gif_failed(reader, job);
            }
            continue;
        }
        if (type != IMAGE_DESC_RECORD_TYPE) continue;
        if (DGifGetImageDesc(gif) == GIF_ERROR) {
            if (frames > 0 && cut_short(reader)) break;
            return gif_failed(reader, job);
        }
        forget_frames(gif);
        const GifImageDesc *frame = &gif->Image;
        if (frame->Width > (int)job->limits->max_side || frame->Height > (int)job->limits->max_side
            || (uint64_t)frame->Width * (uint64_t)frame->Height > job->limits->max_pixels) {
            picture_say(job, "a GIF frame of %d × %d is more than the most a picture may have", frame->Width, frame->Height);
            return -1;
        }
        frames++;
        pixels += canvas + GIF_PIXEL_COST * (uint64_t)frame->Width * (uint64_t)frame->Height;
        if (frames == 1) job->info.first_frame_work = pixels;
        if (!frames_within_limits(job, frames, pixels)) return -1;
        int size = 0;
        GifByteType *block = NULL;
        // A frame cut short shows the rows it has (the last frame).
        if (DGifGetCode(gif, &size, &block) == GIF_ERROR) {
            if (cut_short(reader)) break;
            return gif_failed(reader, job);
        }
        while (block) {
            if (DGifGetCodeNext(gif, &block) == GIF_ERROR) {
                if (cut_short(reader)) goto done;
                return gif_failed(reader, job);
            }
        }
        reader->have_control = 0;
    }
done:
    if (frames == 0) {
        picture_say(job, "a GIF without any picture in it");
        return -1;
    }
    job->info.frames = (uint32_t)frames;
    job->info.plays = frames > 1 ? (uint32_t)plays : 1;
    job->info.animation_work = pixels;
    return 0;
}

static int gif_ready(struct frame_reader *base, struct picture_job *job);

struct frame_reader *gif_reader(struct picture_job *job, int counting) {
    struct gif_reader *reader = calloc(1, sizeof *reader);
    if (!reader) {
        picture_say(job, "out of memory");
        return NULL;
    }
    reader->base.next = gif_next;
    reader->base.close = gif_close;
    reader->base.ready = gif_ready;
    reader->job = job;
    reader->last_disposal = DISPOSAL_UNSPECIFIED;
    if (lseek(job->fd, 0, SEEK_SET) != 0) {
        picture_say(job, "the file cannot be read from its start");
        gif_close(&reader->base);
        return NULL;
    }
    int error = 0;
    reader->gif = DGifOpen(reader, gif_take, &error);
    if (!reader->gif) {
        if (reader->cancelled) picture_say(job, "cancelled");
        // giflib says "no screen descriptor" when the file ends inside it.
        else if (error == D_GIF_ERR_READ_FAILED || error == D_GIF_ERR_NO_SCRN_DSCR) picture_say(job, "the GIF ends early");
        else picture_say(job, "a damaged GIF: %s", GifErrorString(error) ? GifErrorString(error) : "cannot be read");
        gif_close(&reader->base);
        return NULL;
    }
    reader->base.width = reader->gif->SWidth > 0 ? (uint32_t)reader->gif->SWidth : 0;
    reader->base.height = reader->gif->SHeight > 0 ? (uint32_t)reader->gif->SHeight : 0;
    job->info.format = PICTURE_GIF;
    job->info.orientation = 1;
    job->info.whole_decode = 1;
    job->info.frames = 1;
    job->info.plays = 1;
    job->stored_width = reader->base.width;
    job->stored_height = reader->base.height;
    uint64_t canvas = (uint64_t)reader->base.width * reader->base.height * 4;
    // The canvas, the canvas saved for a frame disposed to "previous", one row.
    job->info.work_bytes = 2 * canvas + 65536;
    if (counting && reader->base.width && reader->base.height && reader->base.width <= job->limits->max_side
        && reader->base.height <= job->limits->max_side
        && (uint64_t)reader->base.width * reader->base.height <= job->limits->max_pixels) {
        int status = scan(reader, job);
        if (status != 0) {
            gif_close(&reader->base);
            return NULL;
        }
    }
    return &reader->base;
}

/// Allocates the canvas (after the limits were checked), transparent.
static int gif_ready(struct frame_reader *base, struct picture_job *job) {
    struct gif_reader *reader = (struct gif_reader *)base;
    reader->canvas = calloc((size_t)base->width * base->height, 4);
    if (!reader->canvas) {
        picture_say(job, "out of memory");
        return -1;
    }
    return 0;
}
