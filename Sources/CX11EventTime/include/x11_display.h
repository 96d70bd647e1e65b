#ifndef ENDLESS_X11_DISPLAY_H
#define ENDLESS_X11_DISPLAY_H

/// Whether the X server on $DISPLAY offers GPU rendering to its clients: 1 when
/// it has DRI3, DRI2 or NVIDIA's GLX; 0 when it has none (Xvfb, VNC: OpenGL
/// there is only Mesa's software rasterizer); -1 when there is no X display
/// (and off Linux). Uses a connection of its own, closed before it returns.
int endless_x11_server_has_gpu(void);

/// Whether an X server answers on the display `name` (NULL: $DISPLAY): 1 when
/// it does, 0 when none does; -1 off Linux. Uses a connection of its own,
/// closed before it returns.
int endless_x11_display_answers(const char *name);

/// Whether an X error is a wake SDL sent to a window already destroyed: a
/// BadWindow (3) from XSendEvent (request 25). SDL wakes its waiting event loop
/// from other threads by sending its window a message on a second connection;
/// one sent as the window goes fails so, and is harmless.
int endless_x11_is_stale_wake(int error_code, int request_code);

/// Puts a handler in front of the X error handler in place (SDL's, which ends
/// the process through Xlib's default one): stale wakes
/// (`endless_x11_is_stale_wake`) are let pass, every other error goes on to the
/// handler that was in place. Again after each SDL_Init is harmless; nothing off Linux.
void endless_x11_pass_stale_wakes(void);

#endif
