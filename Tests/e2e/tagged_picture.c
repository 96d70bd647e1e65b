// Writes a PNG of one colour tagged with an ICC profile, for the real window's
// colour check, and prints what the colour is in sRGB as ImageMagick writes a
// pixel ("srgb(255,0,0)").
// usage: tagged_picture OUT.png KIND R G B   (KIND 0: Adobe RGB (1998), 1: Display P3)
#include "picture_fixtures.h"

#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv) {
    if (argc != 6) {
        fprintf(stderr, "usage: tagged_picture OUT.png KIND R G B\n");
        return 2;
    }
    int kind = atoi(argv[2]);
    unsigned char rgb[3] = {(unsigned char)atoi(argv[3]), (unsigned char)atoi(argv[4]), (unsigned char)atoi(argv[5])};
    size_t icc_size = 0, size = 0;
    unsigned char *icc = fixture_icc_profile(kind, &icc_size);
    unsigned char *png = icc ? fixture_png_tagged(320, 240, rgb, icc, icc_size, &size) : NULL;
    unsigned char out[3];
    FILE *file = png ? fopen(argv[1], "wb") : NULL;
    if (!file || fwrite(png, 1, size, file) != size || fclose(file) != 0 || fixture_to_srgb(kind, rgb, out) != 0) {
        fprintf(stderr, "tagged_picture: cannot write %s\n", argv[1]);
        return 1;
    }
    printf("%d %d %d\n", out[0], out[1], out[2]);
    free(icc);
    free(png);
    return 0;
}
