// Dear ImGui windows that scroll by dragging, with momentum and a rubber band
// (ocornut/imgui#2675, "Inertial scrolling"): each scrolling region is driven by
// a libendless axis instead of ImGui's own scroll. Drag a list anywhere and let
// go: it flings on and decelerates as iOS does, and springs back from past its
// ends; the wheel animates by notches. The program waits for events while
// nothing moves (no CPU at rest). Dear ImGui 1.86 with its SDL2 and OpenGL 2
// backends (Debian's libimgui-dev, whose library has no SDL_Renderer backend).
//
//   ./run.sh c-library
//   c++ -std=c++17 CLibrary/examples/imgui_scroll.cpp -I.build/c/include $(pkg-config --cflags sdl2 imgui)
//       .build/c/libendless.a $(pkg-config --libs imgui sdl2) -lGL -lm -o endless-imgui
#include "endless.h"
#include <SDL.h>
#include <imgui.h>
#include <backends/imgui_impl_opengl2.h>
#include <backends/imgui_impl_sdl.h>
#include <SDL_opengl.h>
#include <algorithm>
#include <cmath>
#include <cstdio>

namespace {

// SDL's clock, seconds: what the events' timestamps and the frames' times are on.
double now() { return SDL_GetTicks() / 1000.0; }

// A list in an ImGui child region scrolled by an endless axis: it lays out
// only the rows in view, at the axis's offset (past the ends too: the rubber
// band). The mouse reaches the axis from SDL's events, each with its own time
// (a fling's velocity comes from them), not from ImGui's once-a-frame state.
struct DraggedList {
    const char *name;
    int rows;
    float rowHeight;
    endless_axis *axis = nullptr;
    float viewport = 0;
    bool dragging = false;
    // Where the child region was drawn last, in the window.
    ImVec2 min{0, 0}, max{0, 0};

    DraggedList(const char *name, int rows, float rowHeight) : name(name), rows(rows), rowHeight(rowHeight) {}
    ~DraggedList() { endless_axis_free(axis); }
    DraggedList(const DraggedList &) = delete;
    DraggedList &operator=(const DraggedList &) = delete;

    bool contains(int x, int y) const { return x >= min.x && x < max.x && y >= min.y && y < max.y; }

    // A press in the region, the drag that follows wherever it goes, its
    // release; the wheel over the region (`pointer`: where the mouse is).
    void handle(const SDL_Event &event, SDL_Point pointer) {
        if (!axis) return;
        switch (event.type) {
        case SDL_MOUSEBUTTONDOWN:
            if (event.button.button == SDL_BUTTON_LEFT && contains(event.button.x, event.button.y)) {
                endless_axis_press(axis, event.button.y, event.button.timestamp / 1000.0);
                dragging = true;
            }
            break;
        case SDL_MOUSEMOTION:
            if (dragging) endless_axis_move(axis, event.motion.y, event.motion.timestamp / 1000.0);
            break;
        case SDL_MOUSEBUTTONUP:
            if (dragging && event.button.button == SDL_BUTTON_LEFT) {
                endless_axis_release(axis, event.button.timestamp / 1000.0);
                dragging = false;
            }
            break;
        case SDL_MOUSEWHEEL:
            if (contains(pointer.x, pointer.y)) {
                int notches = event.wheel.direction == SDL_MOUSEWHEEL_FLIPPED ? event.wheel.y : -event.wheel.y;
                endless_axis_wheel(axis, notches, ENDLESS_WHEEL_NOTCHES, 3 * rowHeight, event.wheel.timestamp / 1000.0);
            }
            break;
        default: break;
        }
    }

    // Draws the list in a child region `size` big at the frame's `time`.
    void draw(ImVec2 size, double time) {
        ImGui::BeginChild(name, size, true, ImGuiWindowFlags_NoScrollbar | ImGuiWindowFlags_NoScrollWithMouse);
        float height = ImGui::GetWindowHeight();
        min = ImGui::GetWindowPos();
        max = ImVec2(min.x + ImGui::GetWindowWidth(), min.y + height);
        double content = rows * (double)rowHeight;
        if (!axis) axis = endless_axis_new(height, content);
        if (height != viewport) {
            endless_axis_set_extents(axis, height, content, time);
            viewport = height;
        }
        endless_axis_advance(axis, time);
        double offset = endless_axis_offset(axis);
        int first = std::max(0, (int)std::floor(offset / rowHeight));
        for (int row = first; row < rows && row * rowHeight - offset < height; row++) {
            ImGui::SetCursorPosY((float)(row * rowHeight - offset));
            ImGui::TextColored(ImVec4(0.55f + 0.45f * (row % 7) / 6.0f, 0.75f, 1.0f, 1.0f), "%s row %d", name, row + 1);
        }
        ImGui::EndChild();
    }

    bool moving() const { return endless_axis_is_moving(axis) || dragging; }
};

}  // namespace

int main() {
    if (SDL_Init(SDL_INIT_VIDEO) != 0) {
        std::fprintf(stderr, "endless-imgui: %s\n", SDL_GetError());
        return 1;
    }
    SDL_Window *window = SDL_CreateWindow("Endless in Dear ImGui", SDL_WINDOWPOS_UNDEFINED, SDL_WINDOWPOS_UNDEFINED, 800, 600,
                                          SDL_WINDOW_OPENGL | SDL_WINDOW_RESIZABLE);
    SDL_GLContext context = window ? SDL_GL_CreateContext(window) : nullptr;
    if (!context) {
        std::fprintf(stderr, "endless-imgui: %s\n", SDL_GetError());
        return 1;
    }
    SDL_GL_MakeCurrent(window, context);
    SDL_GL_SetSwapInterval(1);
    IMGUI_CHECKVERSION();
    ImGui::CreateContext();
    ImGui::GetIO().IniFilename = nullptr;
    ImGui::StyleColorsDark();
    ImGui_ImplSDL2_InitForOpenGL(window, context);
    ImGui_ImplOpenGL2_Init();

    DraggedList files("Files", 2000, 24), log("Log", 300, 24);
    // ImGui settles hover and active states over a frame or two after each event.
    int framesOwed = 2;
    SDL_Point pointer{0, 0};
    bool running = true;
    while (running) {
        bool moving = files.moving() || log.moving();
        if (!moving && framesOwed <= 0) {
            SDL_WaitEvent(nullptr);
            framesOwed = 2;
        }
        SDL_Event event;
        while (SDL_PollEvent(&event)) {
            ImGui_ImplSDL2_ProcessEvent(&event);
            if (event.type == SDL_MOUSEMOTION) pointer = SDL_Point{event.motion.x, event.motion.y};
            if (event.type == SDL_MOUSEBUTTONDOWN) pointer = SDL_Point{event.button.x, event.button.y};
            files.handle(event, pointer);
            log.handle(event, pointer);
            if (event.type == SDL_QUIT || (event.type == SDL_KEYDOWN && event.key.keysym.sym == SDLK_ESCAPE)) running = false;
            framesOwed = 2;
        }
        framesOwed--;
        ImGui_ImplOpenGL2_NewFrame();
        ImGui_ImplSDL2_NewFrame();
        ImGui::NewFrame();
        double time = now();
        ImGui::SetNextWindowPos(ImVec2(20, 20), ImGuiCond_FirstUseEver);
        ImGui::SetNextWindowSize(ImVec2(360, 540), ImGuiCond_FirstUseEver);
        ImGui::Begin("Files: drag to scroll");
        ImGui::TextUnformatted("Drag, fling, pull past the ends.");
        files.draw(ImVec2(0, 0), time);
        ImGui::End();
        ImGui::SetNextWindowPos(ImVec2(410, 20), ImGuiCond_FirstUseEver);
        ImGui::SetNextWindowSize(ImVec2(360, 300), ImGuiCond_FirstUseEver);
        ImGui::Begin("Log");
        log.draw(ImVec2(0, 0), time);
        ImGui::End();
        ImGui::Render();
        ImGuiIO &io = ImGui::GetIO();
        glViewport(0, 0, (int)io.DisplaySize.x, (int)io.DisplaySize.y);
        glClearColor(0.12f, 0.125f, 0.16f, 1);
        glClear(GL_COLOR_BUFFER_BIT);
        ImGui_ImplOpenGL2_RenderDrawData(ImGui::GetDrawData());
        SDL_GL_SwapWindow(window);
    }
    ImGui_ImplOpenGL2_Shutdown();
    ImGui_ImplSDL2_Shutdown();
    ImGui::DestroyContext();
    SDL_GL_DeleteContext(context);
    SDL_DestroyWindow(window);
    SDL_Quit();
    return 0;
}
