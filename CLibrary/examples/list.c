/* A C program on SDL2 scrolled by libendless: 1,000 rows you drag, fling past
 * the ends with a rubber band, turn with the wheel and the keys (arrows, Page
 * Up/Down, Home, End). It draws only while something moves and otherwise waits
 * for the next event (no CPU at rest).
 *
 *   ./run.sh c-library
 *   cc -std=c99 $(pkg-config --cflags sdl2) CLibrary/examples/list.c -I.build/c/include \
 *      .build/c/libendless.a $(pkg-config --libs sdl2) -lm -o endless-list
 *
 * With --self-test it drives itself with SDL events (a fling, the wheel, End)
 * and exits 0 when the list moved as it should (any video driver, dummy too). */
#include "endless.h"
#include <SDL.h>
#include <math.h>
#include <stdio.h>
#include <string.h>

enum { ROWS = 1000, ROW_HEIGHT = 48 };

struct list {
    SDL_Window *window;
    SDL_Renderer *renderer;
    endless_axis *axis;
    int width, height;
};

/* SDL's clock, seconds: the events' timestamps and the frames' times alike. */
static double seconds(Uint32 ticks) { return ticks / 1000.0; }
static double now(void) { return seconds(SDL_GetTicks()); }

static void draw(struct list *list) {
    double top = endless_axis_offset(list->axis);
    SDL_SetRenderDrawColor(list->renderer, 22, 24, 30, 255);
    SDL_RenderClear(list->renderer);
    int first = (int)floor(top / ROW_HEIGHT);
    for (int row = first < 0 ? 0 : first; row < ROWS; row++) {
        double y = row * (double)ROW_HEIGHT - top;
        if (y > list->height) break;
        SDL_Rect band = {0, (int)lround(y), list->width, ROW_HEIGHT - 1};
        Uint8 shade = row % 2 ? 38 : 44;
        SDL_SetRenderDrawColor(list->renderer, shade, shade + 4, shade + 14, 255);
        SDL_RenderFillRect(list->renderer, &band);
        /* A bar as long as the row's number says, so that each row looks its own. */
        SDL_Rect bar = {16, (int)lround(y) + 14, 20 + (row * 37) % (list->width - 60), 20};
        SDL_SetRenderDrawColor(list->renderer, (Uint8)(90 + row * 13 % 160), (Uint8)(120 + row * 7 % 120), 230, 255);
        SDL_RenderFillRect(list->renderer, &bar);
    }
    SDL_RenderPresent(list->renderer);
}

/* Gives `event` to the axis; false when the program should end. */
static int handle(struct list *list, const SDL_Event *event) {
    switch (event->type) {
    case SDL_QUIT: return 0;
    case SDL_MOUSEBUTTONDOWN:
        if (event->button.button == SDL_BUTTON_LEFT)
            endless_axis_press(list->axis, event->button.y, seconds(event->button.timestamp));
        break;
    case SDL_MOUSEMOTION:
        if (event->motion.state & SDL_BUTTON_LMASK)
            endless_axis_move(list->axis, event->motion.y, seconds(event->motion.timestamp));
        break;
    case SDL_MOUSEBUTTONUP:
        if (event->button.button == SDL_BUTTON_LEFT) endless_axis_release(list->axis, seconds(event->button.timestamp));
        break;
    case SDL_MOUSEWHEEL: {
        /* A notch down (y < 0) shows what is below: the content moves towards its end. */
        int notches = event->wheel.direction == SDL_MOUSEWHEEL_FLIPPED ? event->wheel.y : -event->wheel.y;
        endless_axis_wheel(list->axis, notches, ENDLESS_WHEEL_NOTCHES, 3 * ROW_HEIGHT, seconds(event->wheel.timestamp));
        break;
    }
    case SDL_KEYDOWN: {
        double time = seconds(event->key.timestamp);
        switch (event->key.keysym.sym) {
        case SDLK_ESCAPE: return 0;
        case SDLK_DOWN: endless_axis_scroll_by(list->axis, ROW_HEIGHT, time); break;
        case SDLK_UP: endless_axis_scroll_by(list->axis, -ROW_HEIGHT, time); break;
        case SDLK_PAGEDOWN: endless_axis_scroll_by(list->axis, list->height - ROW_HEIGHT, time); break;
        case SDLK_PAGEUP: endless_axis_scroll_by(list->axis, -(list->height - ROW_HEIGHT), time); break;
        case SDLK_HOME: endless_axis_scroll_to(list->axis, 0, time); break;
        case SDLK_END: endless_axis_scroll_to(list->axis, (double)ROWS * ROW_HEIGHT, time); break;
        default: break;
        }
        break;
    }
    case SDL_WINDOWEVENT:
        if (event->window.event == SDL_WINDOWEVENT_SIZE_CHANGED) {
            SDL_GetRendererOutputSize(list->renderer, &list->width, &list->height);
            endless_axis_set_extents(list->axis, list->height, (double)ROWS * ROW_HEIGHT, now());
        }
        break;
    default: break;
    }
    return 1;
}

/* Runs frames until nothing moves (or `limit` seconds pass), taking any events that come. */
static void settle(struct list *list, double limit) {
    double end = now() + limit;
    SDL_Event event;
    while (now() < end) {
        while (SDL_PollEvent(&event)) handle(list, &event);
        endless_axis_advance(list->axis, now());
        draw(list);
        if (!endless_axis_is_moving(list->axis)) return;
        SDL_Delay(8);
    }
}

static void push_mouse(Uint32 type, int y) {
    SDL_Event event;
    memset(&event, 0, sizeof event);
    event.type = type;
    if (type == SDL_MOUSEMOTION) {
        event.motion.y = y;
        event.motion.state = SDL_BUTTON_LMASK;
    } else {
        event.button.button = SDL_BUTTON_LEFT;
        event.button.y = y;
    }
    SDL_PushEvent(&event);
}

/* A fling, a wheel's three notches, End: 0 when each moved the list as it should. */
static int self_test(struct list *list) {
    int failures = 0;
    push_mouse(SDL_MOUSEBUTTONDOWN, 600);
    settle(list, 0.02);
    for (int step = 1; step <= 8; step++) {
        SDL_Delay(10);
        push_mouse(SDL_MOUSEMOTION, 600 - 50 * step);
        settle(list, 0.001);
    }
    push_mouse(SDL_MOUSEBUTTONUP, 200);
    settle(list, 0.05);
    double released = endless_axis_offset(list->axis);
    int flung = endless_axis_is_moving(list->axis);
    settle(list, 5);
    double rest = endless_axis_offset(list->axis);
    if (!(released > 300 && flung && rest > released + 100)) {
        printf("FAIL the drag and fling: released at %g (moving %d), rested at %g\n", released, flung, rest);
        failures++;
    }
    SDL_Event wheel;
    memset(&wheel, 0, sizeof wheel);
    wheel.type = SDL_MOUSEWHEEL;
    wheel.wheel.y = -3;
    SDL_PushEvent(&wheel);
    settle(list, 3);
    if (fabs(endless_axis_offset(list->axis) - (rest + 3 * 3 * ROW_HEIGHT)) > 1e-6) {
        printf("FAIL three notches down: %g, not %g\n", endless_axis_offset(list->axis), rest + 3 * 3 * ROW_HEIGHT);
        failures++;
    }
    SDL_Event end;
    memset(&end, 0, sizeof end);
    end.type = SDL_KEYDOWN;
    end.key.keysym.sym = SDLK_END;
    SDL_PushEvent(&end);
    settle(list, 3);
    double last = (double)ROWS * ROW_HEIGHT - list->height;
    if (fabs(endless_axis_offset(list->axis) - last) > 1e-6) {
        printf("FAIL End: %g, not %g\n", endless_axis_offset(list->axis), last);
        failures++;
    }
    printf("%s: the list in C, %d failed\n", failures ? "FAIL" : "ok", failures);
    return failures != 0;
}

int main(int argc, char **argv) {
    int testing = argc > 1 && strcmp(argv[1], "--self-test") == 0;
    if (SDL_Init(SDL_INIT_VIDEO) != 0) {
        fprintf(stderr, "endless-list: %s\n", SDL_GetError());
        return 1;
    }
    struct list list = {0};
    list.window = SDL_CreateWindow("Endless list in C", SDL_WINDOWPOS_UNDEFINED, SDL_WINDOWPOS_UNDEFINED, 480, 720,
                                   SDL_WINDOW_RESIZABLE);
    list.renderer = list.window ? SDL_CreateRenderer(list.window, -1, SDL_RENDERER_PRESENTVSYNC) : NULL;
    if (!list.renderer) list.renderer = list.window ? SDL_CreateRenderer(list.window, -1, SDL_RENDERER_SOFTWARE) : NULL;
    if (!list.renderer) {
        fprintf(stderr, "endless-list: %s\n", SDL_GetError());
        SDL_Quit();
        return 1;
    }
    SDL_GetRendererOutputSize(list.renderer, &list.width, &list.height);
    list.axis = endless_axis_new(list.height, (double)ROWS * ROW_HEIGHT);
    int status = 0;
    if (testing) {
        status = self_test(&list);
    } else {
        draw(&list);
        SDL_Event event;
        /* Waits for input while nothing moves; draws every frame while something does. */
        while (endless_axis_is_moving(list.axis) ? 1 : SDL_WaitEvent(NULL)) {
            int running = 1;
            while (running && SDL_PollEvent(&event)) running = handle(&list, &event);
            if (!running) break;
            endless_axis_advance(list.axis, now());
            draw(&list);
        }
    }
    endless_axis_free(list.axis);
    SDL_DestroyRenderer(list.renderer);
    SDL_DestroyWindow(list.window);
    SDL_Quit();
    return status;
}
