// SDL2, SDL2_image and SDL2_ttf come with this module: a program that imports
// ScrollViewsSDL calls SDL directly and writes no module map of its own.
@_exported import CSDL
