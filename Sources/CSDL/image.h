#ifndef ENDLESS_CSDL_IMAGE_H
#define ENDLESS_CSDL_IMAGE_H

// SDL2_image for Swift, as its own submodule (`import CSDL.Image`) that alone
// links it: ScrollViewsSDL does not need it, and SDL2_image brings libtiff,
// libwebp and their dependencies into every program that links it. A program
// that loads pictures with IMG_Load imports it beside ScrollViewsSDL.
#include "shim.h"
#if __has_include(<SDL2/SDL_image.h>)
#include <SDL2/SDL_image.h>
#else
#include <SDL_image.h>
#endif

#endif
