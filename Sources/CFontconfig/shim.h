#ifndef ENDLESS_CFONTCONFIG_SHIM_H
#define ENDLESS_CFONTCONFIG_SHIM_H

// Fontconfig, the system's font list on Linux and the BSDs, asked two things: the
// file of a family ("sans-serif", "DejaVu Sans"), and the file of a font that has
// a character. Each answer is a path the caller frees with free(), or NULL.
#include <fontconfig/fontconfig.h>
#include <stdlib.h>
#include <string.h>

/// The file of the font fontconfig picks for `family` (any name or alias it knows)
/// in bold or regular weight, and — when `character` is not 0 — only a font that has
/// that character; NULL when there is none.
static inline char *CFontconfig_File(const char *family, int bold, unsigned int character) {
    if (!FcInit()) return NULL;
    FcPattern *pattern = FcNameParse((const FcChar8 *)(family ? family : "sans-serif"));
    if (!pattern) return NULL;
    FcPatternAddInteger(pattern, FC_WEIGHT, bold ? FC_WEIGHT_BOLD : FC_WEIGHT_REGULAR);
    FcCharSet *wanted = NULL;
    if (character) {
        wanted = FcCharSetCreate();
        FcCharSetAddChar(wanted, character);
        FcPatternAddCharSet(pattern, FC_CHARSET, wanted);
    }
    FcConfigSubstitute(NULL, pattern, FcMatchPattern);
    FcDefaultSubstitute(pattern);
    FcResult result = FcResultNoMatch;
    FcPattern *match = FcFontMatch(NULL, pattern, &result);
    char *path = NULL;
    if (match) {
        FcChar8 *file = NULL;
        FcCharSet *has = NULL;
        // The best match may still lack the character: then there is none.
        int covers = !character ||
            (FcPatternGetCharSet(match, FC_CHARSET, 0, &has) == FcResultMatch && FcCharSetHasChar(has, character));
        if (covers && FcPatternGetString(match, FC_FILE, 0, &file) == FcResultMatch && file) {
            path = strdup((const char *)file);
        }
        FcPatternDestroy(match);
    }
    if (wanted) FcCharSetDestroy(wanted);
    FcPatternDestroy(pattern);
    return path;
}

#endif
