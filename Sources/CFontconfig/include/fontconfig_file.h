#ifndef ENDLESS_FONTCONFIG_FILE_H
#define ENDLESS_FONTCONFIG_FILE_H

/// The file of the font fontconfig (the system's font list on Linux and the
/// BSDs) picks for `family` (any name or alias it knows; NULL: "sans-serif")
/// in bold or regular weight, and — when `character` is not 0 — only a font
/// that has that character. A path the caller frees with free(); NULL when
/// there is none, or when the system has no fontconfig library. Fontconfig is
/// loaded at the first call, not with the program: a text whose fonts have
/// every character never loads it. Safe from any thread.
char *endless_fontconfig_file(const char *family, int bold, unsigned int character);

#endif
