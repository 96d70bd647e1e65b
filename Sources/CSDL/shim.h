#ifndef ENDLESS_CSDL_SHIM_H
#define ENDLESS_CSDL_SHIM_H

// SDL2 and SDL2_ttf for Swift (SDL2_image is the submodule CSDL.Image, image.h). Swift cannot import function-like
// macros, so the ones Endless needs are restated here as static inline functions.

// By their SDL2/ folder where that is how they are installed (Linux distributions,
// Homebrew, vcpkg, MSYS2: no pkg-config flags needed on Linux), or directly (SDL's own
// development packages for Visual C++, whose include/ holds SDL.h).
#if __has_include(<SDL2/SDL.h>)
#include <SDL2/SDL.h>
#include <SDL2/SDL_ttf.h>
#else
#include <SDL.h>
#include <SDL_ttf.h>
#endif
#include <stdio.h>

/// Writes `message` to standard error as it is (C's stdio, on every platform).
static inline void CSDL_PrintError(const char *message) { fputs(message, stderr); fflush(stderr); }

/// SDL_WINDOWPOS_CENTERED: a window position centered on the primary display.
static inline int CSDL_WindowPosCentered(void) { return (int)SDL_WINDOWPOS_CENTERED; }

/// SDL_WINDOWPOS_UNDEFINED: let the window manager place the window.
static inline int CSDL_WindowPosUndefined(void) { return (int)SDL_WINDOWPOS_UNDEFINED; }

/// SDL_BUTTON(button): the bit of `button` in a mouse button state mask.
static inline Uint32 CSDL_ButtonMask(int button) { return SDL_BUTTON(button); }

/// SDL_BUTTON_LMASK: the left button's bit in a mouse button state mask.
static inline Uint32 CSDL_ButtonLeftMask(void) { return SDL_BUTTON_LMASK; }

// The `which` of the mouse events SDL makes from a touchscreen's first finger.
static inline Uint32 CSDL_TouchMouseID(void) { return SDL_TOUCH_MOUSEID; }

/// SDL_MUSTLOCK(surface): whether the surface must be locked to touch its pixels.
static inline SDL_bool CSDL_MustLock(SDL_Surface *surface) { return SDL_MUSTLOCK(surface) ? SDL_TRUE : SDL_FALSE; }

/// SDL_TICKS_PASSED(a, b): whether tick count `a` is at or after `b` (wrap-safe).
static inline SDL_bool CSDL_TicksPassed(Uint32 a, Uint32 b) { return SDL_TICKS_PASSED(a, b) ? SDL_TRUE : SDL_FALSE; }

/// SDL_BlitSurface(src, srcrect, dst, dstrect).
static inline int CSDL_BlitSurface(SDL_Surface *src, const SDL_Rect *srcrect, SDL_Surface *dst, SDL_Rect *dstrect) {
    return SDL_BlitSurface(src, srcrect, dst, dstrect);
}

/// SDL_LoadBMP(file).
static inline SDL_Surface *CSDL_LoadBMP(const char *file) { return SDL_LoadBMP(file); }

/// Puts an SDL_QUIT event on SDL's queue, waking a thread in SDL_WaitEvent (what
/// SDL's own signal handlers do on SIGINT and SIGTERM).
static inline void CSDL_PushQuit(void) {
    SDL_Event event;
    SDL_zero(event);
    event.type = SDL_QUIT;
    SDL_PushEvent(&event);
}

/// Puts an SDL_USEREVENT on SDL's queue from any thread, waking a thread in
/// SDL_WaitEvent so that it looks at what the other thread has finished.
static inline void CSDL_PushWake(void) {
    SDL_Event event;
    SDL_zero(event);
    event.type = SDL_USEREVENT;
    SDL_PushEvent(&event);
}

/// IMG_GetError / TTF_GetError are macros for SDL_GetError.
static inline const char *CSDL_GetError(void) { return SDL_GetError(); }

/// The GL_RENDERER string of the current OpenGL context ("llvmpipe (LLVM 15.0.6, 256 bits)"),
/// or NULL when there is no GL or no current context. For telling a software rasterizer
/// from a GPU after SDL made an OpenGL renderer.
static inline const char *CSDL_GLRendererName(void) {
    typedef const unsigned char *(*GetString)(unsigned int);
    GetString getString = (GetString)SDL_GL_GetProcAddress("glGetString");
    if (!getString || !SDL_GL_GetCurrentContext()) return NULL;
    return (const char *)getString(0x1F01 /* GL_RENDERER */);
}

#endif
