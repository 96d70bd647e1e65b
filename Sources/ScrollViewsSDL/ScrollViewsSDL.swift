// SDL2, SDL2_image and SDL2_ttf come with this module, and so do the pure layers
// under it: a program that imports ScrollViewsSDL calls SDL directly, uses the
// physics, the techniques and the scroll views, and writes no module map of its own.
@_exported import CSDL
@_exported import ScrollPhysics
@_exported import InfiniteScrolling
@_exported import ScrollViews
