#include "picture_internal.h"

#include <lcms2.h>

#include <errno.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#if defined(__SSE2__)
#include <emmintrin.h>
#endif
#ifdef __linux__
#include <sys/vfs.h>
#endif

void picture_say(struct picture_job *job, const char *format, ...) {
    if (!job->message || !job->length) return;
    va_list arguments;
    va_start(arguments, format);
    vsnprintf(job->message, job->length, format, arguments);
    va_end(arguments);
}

int picture_cancelled(const struct picture_job *job) {
    return job->cancel && __atomic_load_n(job->cancel, __ATOMIC_RELAXED) != 0;
}

void picture_cancel(int *flag) {
    if (flag) __atomic_store_n(flag, 1, __ATOMIC_RELAXED);
}

int picture_cancelled_flag(const int *flag) { return flag && __atomic_load_n(flag, __ATOMIC_RELAXED) != 0; }

/// Reads exactly `count` bytes from the start of `fd`; the number read.
static size_t read_start(int fd, unsigned char *bytes, size_t count) {
    if (lseek(fd, 0, SEEK_SET) != 0) return 0;
    size_t filled = 0;
    while (filled < count) {
        ssize_t n = read(fd, bytes + filled, count - filled);
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) break;
        filled += (size_t)n;
    }
    lseek(fd, 0, SEEK_SET);
    return filled;
}

int picture_on_system_file_system(int fd) {
#ifdef __linux__
    // statfs(2)'s f_type values (linux/magic.h).
    static const unsigned long kinds[] = {
        0x9FA0,      /* proc */     0x62656572, /* sysfs */      0x1CD1,     /* devpts */
        0x64626720,  /* debugfs */  0x74726163, /* tracefs */    0x73636673, /* securityfs */
        0x0027E0EB,  /* cgroup */   0x63677270, /* cgroup2 */    0x62656570, /* configfs */
        0xCAFE4A11,  /* bpf */      0x6165676C, /* pstore */     0xDE5E81E4, /* efivarfs */
        0x42494E4D,  /* binfmt */   0x65735543, /* fusectl */    0x19800202, /* mqueue */
    };
    struct statfs info;
    if (fstatfs(fd, &info) != 0) return 0;
    for (size_t i = 0; i < sizeof kinds / sizeof kinds[0]; i++) {
        if ((unsigned long)(unsigned int)info.f_type == kinds[i]) return 1;
    }
#else
    (void)fd;
#endif
    return 0;
}

int picture_sniff(int fd, const char **other) {
    unsigned char start[12];
    size_t count = read_start(fd, start, sizeof start);
    static const unsigned char png[8] = {0x89, 'P', 'N', 'G', 0x0D, 0x0A, 0x1A, 0x0A};
    if (count >= 8 && memcmp(start, png, 8) == 0) return PICTURE_PNG;
    if (count >= 3 && start[0] == 0xFF && start[1] == 0xD8 && start[2] == 0xFF) return PICTURE_JPEG;
    if (count >= 6 && (memcmp(start, "GIF87a", 6) == 0 || memcmp(start, "GIF89a", 6) == 0)) return PICTURE_GIF;
    if (count >= 12 && memcmp(start, "RIFF", 4) == 0 && memcmp(start + 8, "WEBP", 4) == 0) return PICTURE_WEBP;
    if (count >= 4 && (memcmp(start, "II*\0", 4) == 0 || memcmp(start, "MM\0*", 4) == 0
                       || memcmp(start, "II+\0", 4) == 0 || memcmp(start, "MM\0+", 4) == 0)) return PICTURE_TIFF;
    *other = NULL;
    if (count == 0) *other = "empty file";
    else if (count >= 12 && memcmp(start + 4, "ftyp", 4) == 0)
        *other = "a HEIF or AVIF picture: not read";
    else if (count >= 2 && start[0] == 'B' && start[1] == 'M')
        *other = "a BMP picture: not read";
    return 0;
}

/// The conversion of one profile to sRGB (NULL: nothing to convert), kept for
/// the pictures that carry the same profile: making one costs about 3 ms
/// (Little CMS builds its tables), a thumbnail's or a tile's whole decode a few.
struct srgb_transform {
    unsigned char *icc;
    size_t size;
    cmsHTRANSFORM transform;
    /// Decodes using it now; it is dropped only unused.
    unsigned users;
    uint64_t last_use;
    /// Made when the kept ones were all in use: deleted by its one user.
    int unkept;
};

/// The conversions kept, shared by the decoding threads.
static struct srgb_transform *srgb_kept[8];
static uint64_t srgb_uses;
static pthread_mutex_t srgb_lock = PTHREAD_MUTEX_INITIALIZER;

/// A new conversion of `icc` to sRGB; its transform NULL when there is nothing to convert.
static struct srgb_transform *srgb_make(const unsigned char *icc, size_t size) {
    struct srgb_transform *made = calloc(1, sizeof *made);
    if (!made || !(made->icc = malloc(size))) {
        free(made);
        return NULL;
    }
    memcpy(made->icc, icc, size);
    made->size = size;
    cmsHPROFILE in = cmsOpenProfileFromMem(icc, (cmsUInt32Number)size);
    if (!in) return made;
    char name[128] = "";
    cmsGetProfileInfoASCII(in, cmsInfoDescription, "en", "US", name, sizeof name);
    // An sRGB profile (most cameras' and phones' default) leaves the pixels as they are: nothing to convert.
    if (cmsGetColorSpace(in) != cmsSigRgbData || strstr(name, "sRGB")) {
        cmsCloseProfile(in);
        return made;
    }
    cmsHPROFILE srgb = cmsCreate_sRGBProfile();
    // ARGB8888 in memory is B, G, R, A on a little-endian machine, A, R, G, B on a big-endian one.
    const uint16_t probe = 1;
    cmsUInt32Number format = *(const uint8_t *)&probe ? TYPE_BGRA_8 : TYPE_ARGB_8;
    // No one-pixel cache: the transform is used by several decoding threads at once.
    made->transform = srgb ? cmsCreateTransform(in, format, srgb, format, INTENT_PERCEPTUAL,
                                                cmsFLAGS_COPY_ALPHA | cmsFLAGS_NOCACHE) : NULL;
    cmsCloseProfile(in);
    if (srgb) cmsCloseProfile(srgb);
    return made;
}

static void srgb_delete(struct srgb_transform *kept) {
    if (kept->transform) cmsDeleteTransform(kept->transform);
    free(kept->icc);
    free(kept);
}

void *picture_srgb_transform(const unsigned char *icc, size_t size) {
    if (!icc || size < 132 || size > PICTURE_ICC_MOST) return NULL;
    const size_t count = sizeof srgb_kept / sizeof srgb_kept[0];
    pthread_mutex_lock(&srgb_lock);
    for (size_t i = 0; i < count; i++) {
        struct srgb_transform *kept = srgb_kept[i];
        if (kept && kept->size == size && memcmp(kept->icc, icc, size) == 0) {
            kept->last_use = ++srgb_uses;
            if (kept->transform) kept->users++;
            pthread_mutex_unlock(&srgb_lock);
            return kept->transform ? kept : NULL;
        }
    }
    pthread_mutex_unlock(&srgb_lock);
    // Made outside the lock (3 ms): two threads may make the same one at once, and both are kept.
    struct srgb_transform *made = srgb_make(icc, size), *old = NULL;
    if (!made) return NULL;
    made->users = made->transform ? 1 : 0;
    pthread_mutex_lock(&srgb_lock);
    made->last_use = ++srgb_uses;
    // Its place: an empty slot, else the one unused for longest; none while all are in use.
    size_t slot = count;
    for (size_t i = 0; i < count; i++) {
        struct srgb_transform *kept = srgb_kept[i];
        if (!kept) {
            slot = i;
            break;
        }
        if (!kept->users && (slot == count || kept->last_use < srgb_kept[slot]->last_use)) slot = i;
    }
    if (slot < count) {
        old = srgb_kept[slot];
        srgb_kept[slot] = made;
    } else {
        made->unkept = 1;
    }
    pthread_mutex_unlock(&srgb_lock);
    if (old) srgb_delete(old);
    if (made->transform) return made;
    if (made->unkept) srgb_delete(made);
    return NULL;
}

void picture_apply_transform(void *transform, uint32_t *pixels, uint32_t width, uint32_t count, uint32_t pitch) {
    struct srgb_transform *kept = transform;
    if (!kept || !kept->transform || !pixels || width == 0 || pitch < width) return;
    for (uint32_t row = 0; row < count; row++) {
        uint32_t *line = pixels + (size_t)row * pitch;
        cmsDoTransform(kept->transform, line, line, width);
    }
}

void picture_free_transform(void *transform) {
    struct srgb_transform *kept = transform;
    if (!kept) return;
    pthread_mutex_lock(&srgb_lock);
    int unkept = kept->unkept;
    if (kept->users) kept->users--;
    pthread_mutex_unlock(&srgb_lock);
    if (unkept) srgb_delete(kept);
}

void picture_to_srgb(const unsigned char *icc, size_t size, uint32_t *pixels, uint32_t width, uint32_t count,
                     uint32_t pitch) {
    if (!pixels || width == 0 || count == 0 || pitch < width) return;
    void *transform = picture_srgb_transform(icc, size);
    picture_apply_transform(transform, pixels, width, count, pitch);
    picture_free_transform(transform);
}

/// After a decode into `job`'s target: its pixels in sRGB when the picture
/// carries an ICC profile of another colour space; the profile freed.
static int colour_managed(struct picture_job *job, int status) {
    const struct picture_target *target = job->target;
    if (status == 0 && target && target->out && job->icc) {
        if (target->fit_w) picture_to_srgb(job->icc, job->icc_size, target->out, target->w, target->h, target->fit_pitch);
        else picture_to_srgb(job->icc, job->icc_size, target->out, target->w, target->h, target->w);
    }
    free(job->icc);
    job->icc = NULL;
    job->icc_size = 0;
    return status;
}

static int run(struct picture_job *job) {
    if (job->message && job->length) job->message[0] = 0;
    const char *other = NULL;
    int format = picture_sniff(job->fd, &other);
    // Every decode is a picture's first: frames and plays are set by the formats that have more.
    job->info.frames = 1;
    job->info.plays = 1;
    switch (format) {
    case PICTURE_PNG: return colour_managed(job, png_picture(job));
    case PICTURE_JPEG: return colour_managed(job, jpeg_picture(job));
    case PICTURE_TIFF: return colour_managed(job, tiff_picture(job));
    case PICTURE_GIF:
    case PICTURE_WEBP: return colour_managed(job, frames_picture(job, format));
    default:
        picture_say(job, "%s", other ? other : "not a PNG, JPEG, GIF, WebP or TIFF picture");
        return -1;
    }
}

int picture_probe(int fd, const struct picture_limits *limits, struct picture_info *info, char *message,
                  size_t length) {
    struct picture_job job = {.fd = fd, .limits = limits, .message = message, .length = length};
    int status = run(&job);
    if (status == 0) *info = job.info;
    return status;
}

int picture_decode(int fd, const struct picture_limits *limits, const struct picture_info *expected,
                   uint32_t denominator, uint32_t x, uint32_t y, uint32_t w, uint32_t h, uint32_t *out,
                   const int *cancel, char *message, size_t length) {
    return picture_decode_eighths(fd, limits, expected, 0, denominator, x, y, w, h, out, cancel, message, length);
}

int picture_decode_eighths(int fd, const struct picture_limits *limits, const struct picture_info *expected,
                           uint32_t eighths, uint32_t denominator, uint32_t x, uint32_t y, uint32_t w, uint32_t h,
                           uint32_t *out, const int *cancel, char *message, size_t length) {
    return picture_decode_watched(fd, limits, expected, eighths, denominator, x, y, w, h, out, cancel, NULL, message,
                                  length);
}

int picture_decode_watched(int fd, const struct picture_limits *limits, const struct picture_info *expected,
                           uint32_t eighths, uint32_t denominator, uint32_t x, uint32_t y, uint32_t w, uint32_t h,
                           uint32_t *out, const int *cancel, uint32_t *rows, char *message, size_t length) {
    if (rows) __atomic_store_n(rows, 0, __ATOMIC_RELEASE);
    // eighths/8, or 1/denominator when eighths is 0.
    struct picture_target target = {.denominator = eighths ? 8 : denominator, .numerator = eighths ? eighths : 1,
                                    .x = x, .y = y, .w = w, .h = h, .out = out, .expected = expected,
                                    .rows = rows};
    struct picture_job job = {.fd = fd, .limits = limits, .cancel = cancel, .target = &target, .message = message,
                              .length = length};
    return run(&job);
}

int picture_decode_fitted(int fd, const struct picture_limits *limits, const struct picture_info *expected, uint32_t w,
                          uint32_t h, uint32_t *out, uint32_t pitch, const int *cancel, uint32_t *rows, char *message,
                          size_t length) {
    if (rows) __atomic_store_n(rows, 0, __ATOMIC_RELEASE);
    struct picture_target target = {.denominator = 8, .numerator = 8, .w = w, .h = h, .out = out,
                                    .expected = expected, .rows = rows, .fit_w = w, .fit_h = h, .fit_pitch = pitch};
    struct picture_job job = {.fd = fd, .limits = limits, .cancel = cancel, .target = &target, .message = message,
                              .length = length};
    if (w == 0 || h == 0 || pitch < w || !out) {
        picture_say(&job, "cannot fit a picture into %u × %u (rows %u px apart)", w, h, pitch);
        return -1;
    }
    const char *other = NULL;
    if (picture_sniff(fd, &other) != PICTURE_JPEG) {
        picture_say(&job, "only a JPEG is decoded fitted");
        return -1;
    }
    return colour_managed(&job, jpeg_picture(&job));
}

// MARK: Limits and orientation

/// ceil(a / b) for b ≥ 1.
static uint64_t divide_up(uint64_t a, uint64_t b) { return (a + b - 1) / b; }

/// The stored (unoriented) pixel under oriented pixel (ox, oy), in a stored
/// picture of sw × sh: orientation 6 is shown turned a quarter clockwise, and so on.
static void stored_point(int orientation, uint32_t sw, uint32_t sh, uint32_t ox, uint32_t oy, uint32_t *sx,
                         uint32_t *sy) {
    switch (orientation) {
    case 2: *sx = sw - 1 - ox; *sy = oy; break;
    case 3: *sx = sw - 1 - ox; *sy = sh - 1 - oy; break;
    case 4: *sx = ox; *sy = sh - 1 - oy; break;
    case 5: *sx = oy; *sy = ox; break;
    case 6: *sx = oy; *sy = sh - 1 - ox; break;
    case 7: *sx = sw - 1 - oy; *sy = sh - 1 - ox; break;
    case 8: *sx = sw - 1 - oy; *sy = ox; break;
    default: *sx = ox; *sy = oy; break;
    }
}

/// `orientation` (1–8) turned a further quarter clockwise `turns` times: 1 → 6 → 3 → 8
/// as it is, 2 → 7 → 4 → 5 mirrored.
static int turned_orientation(int orientation, uint32_t turns) {
    static const int quarter[9] = {1, 6, 7, 8, 5, 2, 3, 4, 1};
    for (uint32_t turn = 0; turn < turns % 4; turn++) orientation = quarter[orientation];
    return orientation;
}

static double mib(uint64_t bytes) { return (double)bytes / (1024.0 * 1024.0); }

int picture_prepare(struct picture_job *job, struct stored_region *stored) {
    const struct picture_limits *limits = job->limits;
    struct picture_info *info = &job->info;
    const char *name = picture_format_name(info->format);
    uint64_t sw = job->stored_width, sh = job->stored_height;
    if (sw == 0 || sh == 0) {
        picture_say(job, "the %s header gives no size", name);
        return -1;
    }
    if (info->orientation < 1 || info->orientation > 8) info->orientation = 1;
    info->orientation = turned_orientation(info->orientation, limits->turns);
    int turned = info->orientation >= 5;
    info->width = (uint32_t)(turned ? sh : sw);
    info->height = (uint32_t)(turned ? sw : sh);
    if (sw > limits->max_side || sh > limits->max_side) {
        picture_say(job, "%llu × %llu has a side over %u px, the most a picture may have",
                    (unsigned long long)sw, (unsigned long long)sh, limits->max_side);
        return -1;
    }
    uint64_t pixels = sw * sh;  // both ≤ 2^32: no overflow in 64 bits
    if (pixels > limits->max_pixels) {
        picture_say(job, "%llu × %llu is %.1f megapixels; pictures may have at most %llu",
                    (unsigned long long)info->width, (unsigned long long)info->height, (double)pixels / 1e6,
                    (unsigned long long)(limits->max_pixels / 1000000));
        return -1;
    }
    if (info->work_bytes > limits->max_work_bytes) {
        const char *what = info->format == PICTURE_PNG ? "an interlaced PNG"
                         : info->format == PICTURE_JPEG ? "a progressive or multi-scan JPEG"
                         : info->format == PICTURE_GIF ? "a GIF" : info->format == PICTURE_TIFF ? "a TIFF" : "a WebP";
        picture_say(job, "%s of %llu × %llu needs %.0f MiB to decode; the limit is %.0f MiB", what,
                    (unsigned long long)info->width, (unsigned long long)info->height, mib(info->work_bytes),
                    mib(limits->max_work_bytes));
        return -1;
    }
    const struct picture_target *target = job->target;
    if (!target) return 0;
    const struct picture_info *expected = target->expected;
    // The budget (one large decode at a time) was judged on the expected header:
    // a file rewritten since as progressive or interlaced must not slip past it.
    if (expected && (expected->format != info->format || expected->width != info->width
                     || expected->height != info->height || expected->orientation != info->orientation
                     || expected->whole_decode != info->whole_decode || info->work_bytes > expected->work_bytes)) {
        picture_say(job, "the file changed while it was read");
        return -1;
    }
    uint64_t d = target->denominator, n = target->numerator;
    int eighths = info->format == PICTURE_JPEG && d == 8 && n >= 1 && n <= 8;
    if (d < 1 || d > 65536 || (n != 1 && !eighths)
        || (info->format == PICTURE_JPEG && n == 1 && d != 1 && d != 2 && d != 4 && d != 8)) {
        picture_say(job, "a %s cannot be scaled by %llu/%llu", name, (unsigned long long)n, (unsigned long long)d);
        return -1;
    }
    // As libjpeg rounds: ceil(side × n / d).
    uint64_t scaledW = divide_up(sw * n, d), scaledH = divide_up(sh * n, d);
    uint64_t shownW = turned ? scaledH : scaledW, shownH = turned ? scaledW : scaledH;
    uint64_t x = target->x, y = target->y, w = target->w, h = target->h;
    if (w == 0 || h == 0 || x + w > shownW || y + h > shownH) {
        picture_say(job, "the region %llu,%llu %llu×%llu is outside the %llu×%llu picture", (unsigned long long)x,
                    (unsigned long long)y, (unsigned long long)w, (unsigned long long)h,
                    (unsigned long long)shownW, (unsigned long long)shownH);
        return -1;
    }
    uint32_t ax, ay, bx, by;
    stored_point(info->orientation, (uint32_t)scaledW, (uint32_t)scaledH, (uint32_t)x, (uint32_t)y, &ax, &ay);
    stored_point(info->orientation, (uint32_t)scaledW, (uint32_t)scaledH, (uint32_t)(x + w - 1),
                 (uint32_t)(y + h - 1), &bx, &by);
    stored->x = ax < bx ? ax : bx;
    stored->y = ay < by ? ay : by;
    stored->w = (ax < bx ? bx - ax : ax - bx) + 1;
    stored->h = (ay < by ? by - ay : ay - by) + 1;
    stored->owned = NULL;
    stored->pixels = target->out;
    if (info->orientation != 1) {
        stored->owned = malloc((size_t)stored->w * stored->h * 4);
        if (!stored->owned) {
            picture_say(job, "out of memory");
            return -1;
        }
        stored->pixels = stored->owned;
    }
    return 0;
}

uint32_t picture_rows_ready(const uint32_t *rows) { return rows ? __atomic_load_n(rows, __ATOMIC_ACQUIRE) : 0; }

void picture_rows_done(struct picture_job *job, const struct stored_region *stored, uint32_t count) {
    const struct picture_target *target = job->target;
    // An oriented picture's rows are the stored picture's, not the target's, until picture_finish.
    if (!target || !target->rows || stored->owned) return;
    if (count > target->h) count = target->h;
    __atomic_store_n(target->rows, count, __ATOMIC_RELEASE);
}

void picture_orient(struct picture_job *job, const struct stored_region *stored) {
    const struct picture_target *target = job->target;
    uint64_t d = target->denominator, n = target->numerator;
    uint32_t scaledW = (uint32_t)divide_up(job->stored_width * n, d);
    uint32_t scaledH = (uint32_t)divide_up(job->stored_height * n, d);
    for (uint32_t oy = 0; oy < target->h; oy++) {
        uint32_t *row = target->out + (size_t)oy * target->w;
        for (uint32_t ox = 0; ox < target->w; ox++) {
            uint32_t sx, sy;
            stored_point(job->info.orientation, scaledW, scaledH, target->x + ox, target->y + oy, &sx, &sy);
            row[ox] = stored->owned[(size_t)(sy - stored->y) * stored->w + (sx - stored->x)];
        }
    }
}

void picture_finish(struct picture_job *job, struct stored_region *stored) {
    const struct picture_target *target = job->target;
    if (!target) return;
    if (!stored->owned) {
        if (target->rows) __atomic_store_n(target->rows, target->h, __ATOMIC_RELEASE);
        return;
    }
    picture_orient(job, stored);
    free(stored->owned);
    stored->owned = NULL;
    if (target->rows) __atomic_store_n(target->rows, target->h, __ATOMIC_RELEASE);
}

// MARK: EXIF

static uint32_t tiff_read(const unsigned char *p, int bytes, int little) {
    uint32_t value = 0;
    for (int i = 0; i < bytes; i++) value |= (uint32_t)p[little ? i : bytes - 1 - i] << (8 * i);
    return value;
}

int exif_orientation(const unsigned char *tiff, size_t size) {
    if (!tiff || size < 8) return 1;
    int little;
    if (tiff[0] == 'I' && tiff[1] == 'I') little = 1;
    else if (tiff[0] == 'M' && tiff[1] == 'M') little = 0;
    else return 1;
    if (tiff_read(tiff + 2, 2, little) != 42) return 1;
    uint64_t ifd = tiff_read(tiff + 4, 4, little);
    if (ifd + 2 > size) return 1;
    uint32_t entries = tiff_read(tiff + ifd, 2, little);
    for (uint32_t i = 0; i < entries; i++) {
        uint64_t at = ifd + 2 + (uint64_t)i * 12;
        if (at + 12 > size) return 1;
        const unsigned char *entry = tiff + at;
        if (tiff_read(entry, 2, little) != 0x0112) continue;
        // SHORT, one value, in the first two bytes of the value field.
        if (tiff_read(entry + 2, 2, little) != 3 || tiff_read(entry + 4, 4, little) != 1) return 1;
        uint32_t value = tiff_read(entry + 8, 2, little);
        return value >= 1 && value <= 8 ? (int)value : 1;
    }
    return 1;
}

// MARK: Box filter

int box_filter_init(struct box_filter *filter, uint32_t denominator, uint32_t x, uint32_t w, uint32_t source_width) {
    filter->denominator = denominator;
    filter->x = x;
    filter->w = w;
    filter->source_width = source_width;
    filter->sums = calloc((size_t)w * 4, sizeof(uint64_t));
    return filter->sums ? 0 : -1;
}

void box_filter_add(struct box_filter *filter, const unsigned char *row) {
    uint64_t d = filter->denominator;
    for (uint32_t ox = 0; ox < filter->w; ox++) {
        uint64_t from = ((uint64_t)filter->x + ox) * d, to = from + d;
        if (to > filter->source_width) to = filter->source_width;
        // 64-bit sums: any d, any number of rows.
        uint64_t b = 0, g = 0, red = 0, a = 0;
        const unsigned char *p = row + from * 4, *end = row + to * 4;
        for (; p < end; p += 4) {
            uint32_t alpha = p[3];
            b += (uint64_t)p[0] * alpha;
            g += (uint64_t)p[1] * alpha;
            red += (uint64_t)p[2] * alpha;
            a += alpha;
        }
        uint64_t *sum = filter->sums + (size_t)ox * 4;
        sum[0] += b;
        sum[1] += g;
        sum[2] += red;
        sum[3] += a;
    }
}

void box_filter_emit(struct box_filter *filter, uint32_t rows, uint32_t *out) {
    uint64_t d = filter->denominator;
    for (uint32_t ox = 0; ox < filter->w; ox++) {
        uint64_t *sum = filter->sums + (size_t)ox * 4;
        uint64_t from = ((uint64_t)filter->x + ox) * d, to = from + d;
        if (to > filter->source_width) to = filter->source_width;
        uint64_t count = (to - from) * rows;
        uint32_t b = 0, g = 0, red = 0, a = 0;
        if (sum[3] > 0 && count > 0) {
            b = (uint32_t)(sum[0] / sum[3]);
            g = (uint32_t)(sum[1] / sum[3]);
            red = (uint32_t)(sum[2] / sum[3]);
            a = (uint32_t)((sum[3] + count / 2) / count);
        }
        out[ox] = a << 24 | red << 16 | g << 8 | b;
        sum[0] = sum[1] = sum[2] = sum[3] = 0;
    }
}

void box_filter_free(struct box_filter *filter) {
    free(filter->sums);
    filter->sums = NULL;
}

// MARK: Fit filter

/// Where output pixel `i` of `out` samples a side of `in` (≥ out), ×256 from
/// the first source pixel's centre: (i + ½) × in / out − ½, at least 0.
static uint64_t fit_position(uint64_t i, uint64_t in, uint64_t out) {
    uint64_t twice = (2 * i + 1) * in * 256;
    return twice > out * 256 ? (twice - out * 256) / (2 * out) : 0;
}

int fit_filter_init(struct fit_filter *filter, uint32_t source_width, uint32_t source_height, uint32_t width,
                    uint32_t height) {
    *filter = (struct fit_filter){.source_width = source_width, .source_height = source_height, .width = width,
                                  .height = height};
    if (!source_width || !source_height || !width || !height || width > source_width || height > source_height)
        return -1;
    filter->columns = malloc((size_t)width * sizeof *filter->columns);
    filter->weights = malloc(width);
    filter->blend = malloc(((size_t)source_width + 1) * 4 * sizeof *filter->blend);
    if (!filter->columns || !filter->weights || !filter->blend) {
        fit_filter_free(filter);
        return -1;
    }
    for (uint32_t x = 0; x < width; x++) {
        uint64_t at = fit_position(x, source_width, width);
        uint64_t column = at >> 8;
        // The last column blends with the extra copy of itself.
        if (column >= source_width) column = source_width - 1;
        filter->columns[x] = (uint32_t)column;
        filter->weights[x] = (uint8_t)(at & 255);
    }
    return 0;
}

void fit_filter_rows(const struct fit_filter *filter, uint32_t y, uint32_t *top, uint32_t *bottom, uint32_t *weight) {
    uint64_t at = fit_position(y, filter->source_height, filter->height);
    uint64_t row = at >> 8;
    if (row >= filter->source_height) row = filter->source_height - 1;
    *top = (uint32_t)row;
    *bottom = row + 1 < filter->source_height ? (uint32_t)row + 1 : (uint32_t)row;
    *weight = *bottom == *top ? 0 : (uint32_t)(at & 255);
}

void fit_filter_emit(struct fit_filter *filter, const unsigned char *top, const unsigned char *bottom, uint32_t weight,
                     uint32_t *out) {
    uint16_t *blend = filter->blend;
    const size_t bytes = (size_t)filter->source_width * 4;
    const uint16_t lower = (uint16_t)weight, upper = (uint16_t)(256 - weight);
    for (size_t i = 0; i < bytes; i++) blend[i] = (uint16_t)(top[i] * upper + bottom[i] * lower);
    for (size_t c = 0; c < 4; c++) blend[bytes + c] = blend[bytes - 4 + c];
    for (uint32_t x = 0; x < filter->width; x++) {
        const uint16_t *left = blend + (size_t)filter->columns[x] * 4;
        const uint32_t right = filter->weights[x], keep = 256 - right;
        uint32_t b = (left[0] * keep + left[4] * right + 32768) >> 16;
        uint32_t g = (left[1] * keep + left[5] * right + 32768) >> 16;
        uint32_t r = (left[2] * keep + left[6] * right + 32768) >> 16;
        out[x] = 0xFF000000u | r << 16 | g << 8 | b;
    }
}

void fit_filter_free(struct fit_filter *filter) {
    free(filter->columns);
    free(filter->weights);
    free(filter->blend);
    filter->columns = NULL;
    filter->weights = NULL;
    filter->blend = NULL;
}

#ifdef __GLIBC__
#include <malloc.h>
#endif

int picture_buffers_mapped(int bytes) {
#ifdef M_MMAP_THRESHOLD
    return mallopt(M_MMAP_THRESHOLD, bytes);
#else
    (void)bytes;
    return 0;
#endif
}

void picture_flatten_over(uint32_t *pixels, int width, int height, int pitch, uint32_t background) {
    if (!pixels || width <= 0 || height <= 0 || pitch < width) return;
    const uint32_t br = (background >> 16) & 255, bg = (background >> 8) & 255, bb = background & 255;
    for (int y = 0; y < height; y++) {
        uint32_t *row = pixels + (size_t)y * (size_t)pitch;
        for (int x = 0; x < width; x++) {
            const uint32_t p = row[x], a = p >> 24;
            if (a == 255) continue;
            const uint32_t r = (((p >> 16) & 255) * a + br * (255 - a) + 127) / 255;
            const uint32_t g = (((p >> 8) & 255) * a + bg * (255 - a) + 127) / 255;
            const uint32_t b = ((p & 255) * a + bb * (255 - a) + 127) / 255;
            row[x] = 0xFF000000u | r << 16 | g << 8 | b;
        }
    }
}

/// One output row of `picture_scale_linear`: rows `row0` and `row1` of the source blended by
/// `fy` (0-255, towards row1), each output pixel from its two columns and weight.
static void scale_row_portable(const uint32_t *row0, const uint32_t *row1, const int *columns, const uint32_t *weights,
                               uint32_t fy, uint32_t *out, int to_width) {
    // Two channels at once in the 16-bit lanes of a word (0x00RR00BB and 0x00AA00GG): a lane's
    // blend is at most 255 × 256, which fits.
    const uint32_t lanes = 0x00FF00FF;
    for (int x = 0; x < to_width; x++) {
        const uint32_t fx = weights[x], gx = 256 - fx;
        const uint32_t a = row0[columns[2 * x]], b = row0[columns[2 * x + 1]];
        const uint32_t c = row1[columns[2 * x]], d = row1[columns[2 * x + 1]];
        // Across, each lane back to 8 bits; then down.
        const uint32_t top_rb = (((a & lanes) * gx + (b & lanes) * fx) >> 8) & lanes;
        const uint32_t top_ag = ((((a >> 8) & lanes) * gx + ((b >> 8) & lanes) * fx) >> 8) & lanes;
        const uint32_t bottom_rb = (((c & lanes) * gx + (d & lanes) * fx) >> 8) & lanes;
        const uint32_t bottom_ag = ((((c >> 8) & lanes) * gx + ((d >> 8) & lanes) * fx) >> 8) & lanes;
        const uint32_t rb = ((top_rb * (256 - fy) + bottom_rb * fy) >> 8) & lanes;
        const uint32_t ag = ((top_ag * (256 - fy) + bottom_ag * fy) >> 8) & lanes;
        out[x] = rb | ag << 8;
    }
}

#if defined(__SSE2__)
/// `scale_row_portable` with SSE2, bit for bit: a pixel's four channels in 16-bit lanes, the
/// two source rows side by side (as fast as SDL's own linear stretch; the portable row took twice its time).
static void scale_row_sse2(const uint32_t *row0, const uint32_t *row1, const int *columns, const uint32_t *weights,
                           uint32_t fy, uint32_t *out, int to_width) {
    const __m128i zero = _mm_setzero_si128();
    // The upper row's lanes weighed by 256 − fy, the lower's by fy.
    const short up = (short)(256 - fy), down = (short)fy;
    const __m128i wy = _mm_set_epi16(down, down, down, down, up, up, up, up);
    for (int x = 0; x < to_width; x++) {
        const int c0 = columns[2 * x], c1 = columns[2 * x + 1];
        const uint32_t fx = weights[x];
        // The left pixels (above, below) and the right ones.
        const __m128i left = _mm_unpacklo_epi8(
            _mm_unpacklo_epi32(_mm_cvtsi32_si128((int)row0[c0]), _mm_cvtsi32_si128((int)row1[c0])), zero);
        const __m128i right = _mm_unpacklo_epi8(
            _mm_unpacklo_epi32(_mm_cvtsi32_si128((int)row0[c1]), _mm_cvtsi32_si128((int)row1[c1])), zero);
        // Across (each lane back to 8 bits), then down, as the portable row does.
        const __m128i across = _mm_srli_epi16(_mm_add_epi16(_mm_mullo_epi16(left, _mm_set1_epi16((short)(256 - fx))),
                                                            _mm_mullo_epi16(right, _mm_set1_epi16((short)fx))), 8);
        const __m128i weighed = _mm_mullo_epi16(across, wy);
        const __m128i blended = _mm_srli_epi16(_mm_add_epi16(weighed, _mm_srli_si128(weighed, 8)), 8);
        out[x] = (uint32_t)_mm_cvtsi128_si32(_mm_packus_epi16(blended, zero));
    }
}
#endif

/// `picture_scale_linear`, with the portable rows when `portable`.
static void scale_linear(const uint32_t *from, int from_width, int from_height, int from_pitch, uint32_t *to,
                         int to_width, int to_height, int to_pitch, int portable) {
    if (!from || !to || from_width < 1 || from_height < 1 || to_width < 1 || to_height < 1) return;
    int *columns = malloc(sizeof(int) * 2 * (size_t)to_width);
    uint32_t *weights = malloc(sizeof(uint32_t) * (size_t)to_width);
    if (!columns || !weights) {
        free(columns);
        free(weights);
        return;
    }
    // Each output column's two source columns and weight, once: the centre of output pixel x
    // falls at (x + 1/2) × from / to − 1/2 in the source, in 16.16 fixed point, clamped to the edges.
    const int64_t step_x = ((int64_t)from_width << 16) / to_width, step_y = ((int64_t)from_height << 16) / to_height;
    for (int x = 0; x < to_width; x++) {
        int64_t sx = step_x / 2 + (int64_t)x * step_x - (1 << 15);
        if (sx < 0) sx = 0;
        int x0 = (int)(sx >> 16), x1 = x0 + 1 < from_width ? x0 + 1 : x0;
        if (x0 >= from_width) x0 = x1 = from_width - 1;
        columns[2 * x] = x0;
        columns[2 * x + 1] = x1;
        weights[x] = (uint32_t)(sx & 0xFFFF) >> 8;  // 0-255
    }
    for (int y = 0; y < to_height; y++) {
        int64_t sy = step_y / 2 + (int64_t)y * step_y - (1 << 15);
        if (sy < 0) sy = 0;
        int y0 = (int)(sy >> 16), y1 = y0 + 1 < from_height ? y0 + 1 : y0;
        if (y0 >= from_height) y0 = y1 = from_height - 1;
        const uint32_t fy = (uint32_t)(sy & 0xFFFF) >> 8;
        const uint32_t *row0 = from + (size_t)y0 * from_pitch, *row1 = from + (size_t)y1 * from_pitch;
        uint32_t *out = to + (size_t)y * to_pitch;
#if defined(__SSE2__)
        if (!portable) {
            scale_row_sse2(row0, row1, columns, weights, fy, out, to_width);
            continue;
        }
#endif
        scale_row_portable(row0, row1, columns, weights, fy, out, to_width);
    }
    (void)portable;
    free(columns);
    free(weights);
}

void picture_scale_linear(const uint32_t *from, int from_width, int from_height, int from_pitch, uint32_t *to,
                          int to_width, int to_height, int to_pitch) {
    scale_linear(from, from_width, from_height, from_pitch, to, to_width, to_height, to_pitch, 0);
}

void picture_scale_linear_portable(const uint32_t *from, int from_width, int from_height, int from_pitch, uint32_t *to,
                                   int to_width, int to_height, int to_pitch) {
    scale_linear(from, from_width, from_height, from_pitch, to, to_width, to_height, to_pitch, 1);
}

void picture_take_row(struct picture_job *job, const struct stored_region *stored, struct box_filter *filter,
                      const unsigned char *row, uint64_t r, uint64_t end) {
    uint64_t d = job->target->denominator, first = (uint64_t)stored->y * d;
    if (r < first) return;
    if (d == 1) {
        memcpy(stored->pixels + (r - first) * stored->w, row + (size_t)stored->x * 4, (size_t)stored->w * 4);
        picture_rows_done(job, stored, (uint32_t)(r - first + 1));
        return;
    }
    box_filter_add(filter, row);
    // The last source row of an output row: write it out.
    if ((r + 1) % d == 0 || r + 1 == end) {
        uint64_t out_row = r / d - stored->y;
        box_filter_emit(filter, (uint32_t)(r % d) + 1, stored->pixels + out_row * stored->w);
        picture_rows_done(job, stored, (uint32_t)out_row + 1);
    }
}
