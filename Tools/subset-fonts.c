// The fonts' Latin subsets in Assets/fonts (DejaVuSans-Latin.ttf,
// DejaVuSans-Bold-Latin.ttf): the characters the demo's own text uses and
// those of most European file names, with the full font's metrics, kerning
// and hinting for them. The demo draws with a subset whenever it has every
// character of the text, and opens the full font for the rest; a subset's
// few tables are all it maps, where the full font's shaping tables are
// hundreds of KB.
//
// Build and run (Debian's libharfbuzz-dev):
//   cc Tools/subset-fonts.c -o /tmp/subset-fonts $(pkg-config --cflags --libs harfbuzz harfbuzz-subset)
//   /tmp/subset-fonts Assets/fonts/DejaVuSans.ttf Assets/fonts/DejaVuSans-Latin.ttf
//   /tmp/subset-fonts Assets/fonts/DejaVuSans-Bold.ttf Assets/fonts/DejaVuSans-Bold-Latin.ttf
#include <hb.h>
#include <hb-subset.h>
#include <stdio.h>

/// The characters kept, as inclusive ranges of code points.
static const hb_codepoint_t ranges[][2] = {
    {0x0020, 0x007E},  // Basic Latin
    {0x00A0, 0x017F},  // Latin-1 Supplement, Latin Extended-A
    {0x2010, 0x205E},  // General Punctuation (dashes, quotes, bullet, ellipsis)
    {0x20AC, 0x20AC},  // euro sign
    {0x2190, 0x21FF},  // arrows
    {0x2200, 0x22FF},  // mathematical operators (minus, ≥)
    {0x25A0, 0x25FF},  // geometric shapes
    {0x2713, 0x2717},  // check marks and crosses
};

int main(int argc, char **argv) {
    if (argc != 3) {
        fprintf(stderr, "usage: subset-fonts IN.ttf OUT.ttf\n");
        return 2;
    }
    hb_blob_t *blob = hb_blob_create_from_file_or_fail(argv[1]);
    if (!blob) {
        fprintf(stderr, "%s: cannot be read\n", argv[1]);
        return 1;
    }
    hb_face_t *face = hb_face_create(blob, 0);
    if (hb_face_get_glyph_count(face) == 0) {
        fprintf(stderr, "%s: not a font (no glyphs)\n", argv[1]);
        return 1;
    }
    hb_subset_input_t *input = hb_subset_input_create_or_fail();
    if (!input) {
        fprintf(stderr, "out of memory\n");
        return 1;
    }
    hb_set_t *unicodes = hb_subset_input_unicode_set(input);
    for (size_t i = 0; i < sizeof ranges / sizeof ranges[0]; i++) hb_set_add_range(unicodes, ranges[i][0], ranges[i][1]);
    hb_face_t *subset = hb_subset_or_fail(face, input);
    if (!subset) {
        fprintf(stderr, "%s: not a font that can be subset\n", argv[1]);
        return 1;
    }
    unsigned length = 0;
    hb_blob_t *out = hb_face_reference_blob(subset);
    const char *data = hb_blob_get_data(out, &length);
    FILE *file = fopen(argv[2], "wb");
    if (!file || fwrite(data, 1, length, file) != length || fclose(file) != 0) {
        fprintf(stderr, "%s: cannot be written\n", argv[2]);
        return 1;
    }
    printf("%s: %u bytes\n", argv[2], length);
    return 0;
}
