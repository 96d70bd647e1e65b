#define SDL_VIDEO_DRIVER_X11 1
#include <SDL2/SDL.h>
#include <SDL2/SDL_syswm.h>

#include "x11_window.h"

int endless_x11_map_early(void *sdl_window) {
    SDL_SysWMinfo info;
    SDL_VERSION(&info.version);
    if (!sdl_window || !SDL_GetWindowWMInfo(sdl_window, &info) || info.subsystem != SDL_SYSWM_X11) return 0;
    XMapRaised(info.info.x11.display, info.info.x11.window);
    XFlush(info.info.x11.display);
    return 1;
}
