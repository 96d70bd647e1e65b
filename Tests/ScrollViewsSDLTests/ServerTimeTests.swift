import ScrollViews
import CSDL
import CX11EventTime
import ScrollViewsSDL
import Testing

/// Pointer events keep the X server's times (SDL2 stamps them when it reads
/// them, once a frame): constructed X events, since Xvfb's pointer cannot be
/// made to arrive in batches on cue.
@Suite struct ServerTimeTests {
    @Test func theMappingKeepsTheQuickestDeliveryAndTheServersSpacing() {
        var mapping = ServerTimeMapping()
        // A 1000 Hz mouse read once a frame: 16 events 1 ms apart on the server,
        // read together 1 ms after the last. The first batch teaches the mapping
        // (its events come out at SDL's time); the next ones keep their spacing.
        var batches: [[Double]] = []
        for frame in 0..<4 {
            let first = 70_000 + UInt32(frame * 16), read = 5.016 + Double(frame) * 0.016
            batches.append((0..<16).map { mapping.time(ofServer: first + UInt32($0), sdlTime: read) })
        }
        #expect(batches[0].allSatisfy { $0 == 5.016 })
        for batch in batches.dropFirst() {
            #expect(zip(batch, batch.dropFirst()).allSatisfy { abs($1 - $0 - 0.001) < 1e-4 }, "1 ms apart, as sent")
        }
        #expect(abs(batches[3][15] - 5.064) < 1e-4 && abs(batches[3][0] - 5.049) < 1e-4)
        // A slower delivery does not move the offset: its delay is not added.
        #expect(abs(mapping.time(ofServer: 70_200, sdlTime: 5.230) - 5.2) < 2e-3, "late by the clocks' allowed drift at most")
    }

    @Test func theServersClockWrapsAndJumps() {
        var mapping = ServerTimeMapping()
        _ = mapping.time(ofServer: .max - 5, sdlTime: 10)
        #expect(abs(mapping.time(ofServer: 4, sdlTime: 10.010) - 10.010) < 1e-9, "10 ms later across the wrap")
        // A new server: its times restart; events still come out at their SDL times.
        #expect(mapping.time(ofServer: 123, sdlTime: 20) == 20)
        #expect(abs(mapping.time(ofServer: 133, sdlTime: 20.016) - 20.010) < 1e-4)
    }

    /// The adapter gives the motion after an X MotionNotify the server's time.
    @Test func theAdapterTakesTheTimeOfTheXEventBeforeSDLs() throws {
        var adapter = SDLPointerAdapter()
        let storage = UnsafeMutableRawPointer.allocate(byteCount: endless_x11_message_size(), alignment: 16)
        defer { storage.deallocate() }
        func x11(_ kind: endless_x11_pointer_kind, _ time: UInt32, at sdlMs: UInt32) -> SDL_Event {
            var event = SDL_Event()
            endless_x11_fake_pointer_event(Int32(kind.rawValue), time, 1, &event, storage)
            event.common.timestamp = sdlMs
            return event
        }
        func sdl(_ type: SDL_EventType, at sdlMs: UInt32) -> SDL_Event {
            var event = SDL_Event()
            event.type = type.rawValue
            event.common.timestamp = sdlMs
            event.button.button = UInt8(SDL_BUTTON_LEFT)
            event.motion.state = CSDL_ButtonLeftMask()
            return event
        }
        #expect(adapter.convert(x11(ENDLESS_X11_BUTTON_PRESS, 1_000, at: 2_000)) == nil)
        #expect(adapter.convert(sdl(SDL_MOUSEBUTTONDOWN, at: 2_000))?.time == 2.0)
        for (i, server) in [1_004, 1_005, 1_006].enumerated() {
            _ = adapter.convert(x11(ENDLESS_X11_MOTION, UInt32(server), at: 2_016))
            let time = try #require(adapter.convert(sdl(SDL_MOUSEMOTION, at: 2_016))?.time)
            #expect(abs(time - (2.004 + Double(i) * 0.001)) < 1e-4, "the server's 1 ms steps, not SDL's one time")
        }
        // An SDL event with no X event before it keeps SDL's time.
        #expect(adapter.convert(sdl(SDL_MOUSEMOTION, at: 2_030))?.time == 2.030)
        var key = SDL_Event()
        key.type = SDL_KEYDOWN.rawValue
        var time: UInt32 = 0
        #expect(endless_x11_pointer_time(nil, &key, &time, nil, nil, nil) == Int32(ENDLESS_X11_NONE.rawValue), "not a window-system event")
    }
}
