// libFuzzer target for the XInput 2 decoding the event watch does
// (Sources/CX11EventTime): each input is a stream of operations — devices
// defined with any valuators and increments (negative, tiny, huge, zero),
// XI2 motions of any device with up to 16 valuators at any values the server
// can send (its FP3232 fixed point: a 32-bit whole part and a 32-bit
// fraction), core pointer events, SDL3's XInput 2 buttons and enters, SDL's
// own motions in either order, enters — fed through observe, take_scroll,
// motion_time and pointer_time as SDL's queue would. Built and run by
// Tests/fuzz/run.sh under AddressSanitizer and UndefinedBehaviorSanitizer;
// every scroll it gives must be finite.
#include "x11_event_time.h"

#include <SDL.h>
#include <math.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

/// Reads `size` bytes from the input, zeros once it is used up.
struct reader {
    const uint8_t *data;
    size_t left;
};

static void take(struct reader *r, void *out, size_t size) {
    size_t n = size < r->left ? size : r->left;
    memcpy(out, r->data, n);
    memset((uint8_t *)out + n, 0, size - n);
    r->data += n;
    r->left -= n;
}

static uint8_t byte(struct reader *r) {
    uint8_t b;
    take(r, &b, 1);
    return b;
}

/// A number as the server sends valuators and increments: FP3232.
static double number(struct reader *r) {
    int32_t whole;
    uint32_t fraction;
    take(r, &whole, sizeof whole);
    take(r, &fraction, sizeof fraction);
    return (double)whole + (double)fraction / 4294967296.0;
}

static uint32_t word(struct reader *r) {
    uint32_t w;
    take(r, &w, sizeof w);
    return w;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    struct reader r = {data, size};
    endless_x11_input *input = endless_x11_input_create();
    void *storage = calloc(1, endless_x11_message_size());
    if (!input || !storage) abort();
    SDL_Event event;
    for (int step = 0; step < 256 && r.left > 0; step++) {
        switch (byte(&r) % 7) {
        case 0: {
            int id = byte(&r) % 40, kind = byte(&r) & 1, vertical = (int)byte(&r) - 2, horizontal = (int)byte(&r) - 2;
            double vi = number(&r), hi = number(&r);
            endless_x11_define_device(input, id, kind, vertical, vi, horizontal, hi);
            break;
        }
        case 1: {
            int id = byte(&r) % 40, count = byte(&r) % 17;
            uint32_t time = word(&r);
            double x = number(&r), y = number(&r);
            int numbers[16];
            double values[16];
            for (int i = 0; i < count; i++) {
                numbers[i] = byte(&r) % 64;
                values[i] = number(&r);
            }
            endless_x11_fake_xi_motion(id, time, x, y, count, numbers, values, word(&r), &event, storage);
            endless_x11_observe(input, &event);
            endless_x11_scroll scroll;
            // What the server can send gives a finite scroll (an increment of 0 means no axis).
            if (endless_x11_take_scroll(input, &event, &scroll) && !(isfinite(scroll.dx) && isfinite(scroll.dy))) abort();
            break;
        }
        case 2: {
            int kind = 1 + byte(&r) % 3, button = byte(&r) % 10;
            endless_x11_fake_pointer_event(kind, word(&r), button, &event, storage);
            endless_x11_observe(input, &event);
            uint32_t time;
            int emulated;
            double place_x = 0, place_y = 0;
            endless_x11_pointer_time(input, &event, &time, &emulated, &place_x, &place_y);
            break;
        }
        case 3:
            endless_x11_fake_enter(&event, storage);
            endless_x11_observe(input, &event);
            break;
        case 4: {
            // SDL3's XInput 2 events: motion, buttons (wheel clicks emulated or not), enter.
            int kind = byte(&r) % 4, id = byte(&r) % 40, master = byte(&r) & 1, detail = byte(&r) % 10;
            int flags = byte(&r) & 1 ? endless_x11_pointer_emulated_flag() : 0;
            uint32_t time = word(&r);
            double x = number(&r), y = number(&r);
            endless_x11_fake_xi_event(endless_x11_xi_event_type(kind), master ? 2 : id, id, time, x, y, detail, flags,
                                      word(&r), &event, storage);
            endless_x11_observe(input, &event);
            uint32_t server;
            int emulated;
            endless_x11_pointer_time(input, &event, &server, &emulated, NULL, NULL);
            break;
        }
        case 5: {
            // SDL's own motion, before or after the server's.
            memset(&event, 0, sizeof event);
            event.type = SDL_MOUSEMOTION;
            event.motion.timestamp = word(&r);
            event.motion.x = (int32_t)word(&r);
            event.motion.y = (int32_t)word(&r);
            endless_x11_observe(input, &event);
            break;
        }
        default: {
            uint32_t time;
            endless_x11_motion_time(input, word(&r), (int32_t)word(&r), (int32_t)word(&r), &time);
            break;
        }
        }
    }
    endless_x11_input_destroy(input);
    free(storage);
    return 0;
}
