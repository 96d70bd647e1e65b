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

#endif
