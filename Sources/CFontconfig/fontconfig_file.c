// Fontconfig asked for a font's file, the library opened on first use (dlopen):
// a program whose bundled fonts have every character it draws never maps it
// (about 100 KB of code and data, and its configuration read at FcInit), and a
// system without it still runs, without the fallback.
#if defined(__linux__) || defined(__FreeBSD__) || defined(__OpenBSD__) || defined(__NetBSD__)
#include "fontconfig_file.h"
#include <dlfcn.h>
#include <fontconfig/fontconfig.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>

/// The functions used, from the library once it is open.
static struct {
    FcBool (*init)(void);
    FcPattern *(*name_parse)(const FcChar8 *);
    FcBool (*add_integer)(FcPattern *, const char *, int);
    FcCharSet *(*charset_create)(void);
    FcBool (*charset_add_char)(FcCharSet *, FcChar32);
    FcBool (*add_charset)(FcPattern *, const char *, const FcCharSet *);
    FcBool (*config_substitute)(FcConfig *, FcPattern *, FcMatchKind);
    void (*default_substitute)(FcPattern *);
    FcPattern *(*font_match)(FcConfig *, FcPattern *, FcResult *);
    FcResult (*get_charset)(const FcPattern *, const char *, int, FcCharSet **);
    FcBool (*charset_has_char)(const FcCharSet *, FcChar32);
    FcResult (*get_string)(const FcPattern *, const char *, int, FcChar8 **);
    void (*pattern_destroy)(FcPattern *);
    void (*charset_destroy)(FcCharSet *);
} fc;
static int fc_ready;
static pthread_once_t fc_once = PTHREAD_ONCE_INIT;
/// Fontconfig's answers are not safe from two threads at once before 2.13: one at a time.
static pthread_mutex_t fc_lock = PTHREAD_MUTEX_INITIALIZER;

static void open_fontconfig(void) {
    void *library = dlopen("libfontconfig.so.1", RTLD_NOW | RTLD_LOCAL);
    if (!library) return;
#define FIND(field, name) if (!(*(void **)&fc.field = dlsym(library, name))) return
    FIND(init, "FcInit");
    FIND(name_parse, "FcNameParse");
    FIND(add_integer, "FcPatternAddInteger");
    FIND(charset_create, "FcCharSetCreate");
    FIND(charset_add_char, "FcCharSetAddChar");
    FIND(add_charset, "FcPatternAddCharSet");
    FIND(config_substitute, "FcConfigSubstitute");
    FIND(default_substitute, "FcDefaultSubstitute");
    FIND(font_match, "FcFontMatch");
    FIND(get_charset, "FcPatternGetCharSet");
    FIND(charset_has_char, "FcCharSetHasChar");
    FIND(get_string, "FcPatternGetString");
    FIND(pattern_destroy, "FcPatternDestroy");
    FIND(charset_destroy, "FcCharSetDestroy");
#undef FIND
    fc_ready = fc.init() ? 1 : 0;
}

static char *file_locked(const char *family, int bold, unsigned int character) {
    FcPattern *pattern = fc.name_parse((const FcChar8 *)(family ? family : "sans-serif"));
    if (!pattern) return NULL;
    fc.add_integer(pattern, FC_WEIGHT, bold ? FC_WEIGHT_BOLD : FC_WEIGHT_REGULAR);
    FcCharSet *wanted = NULL;
    if (character) {
        wanted = fc.charset_create();
        if (wanted) {
            fc.charset_add_char(wanted, character);
            fc.add_charset(pattern, FC_CHARSET, wanted);
        }
    }
    fc.config_substitute(NULL, pattern, FcMatchPattern);
    fc.default_substitute(pattern);
    FcResult result = FcResultNoMatch;
    FcPattern *match = fc.font_match(NULL, pattern, &result);
    char *path = NULL;
    if (match) {
        FcChar8 *file = NULL;
        FcCharSet *has = NULL;
        // The best match may still lack the character: then there is none.
        int covers = !character ||
            (fc.get_charset(match, FC_CHARSET, 0, &has) == FcResultMatch && fc.charset_has_char(has, character));
        if (covers && fc.get_string(match, FC_FILE, 0, &file) == FcResultMatch && file) path = strdup((const char *)file);
        fc.pattern_destroy(match);
    }
    if (wanted) fc.charset_destroy(wanted);
    fc.pattern_destroy(pattern);
    return path;
}

char *endless_fontconfig_file(const char *family, int bold, unsigned int character) {
    pthread_once(&fc_once, open_fontconfig);
    if (!fc_ready) return NULL;
    pthread_mutex_lock(&fc_lock);
    char *path = file_locked(family, bold, character);
    pthread_mutex_unlock(&fc_lock);
    return path;
}
#endif
