import ScrollViews
import CSDL
import CX11EventTime
import ScrollViewsSDL
import Testing

/// XInput 2.1 smooth scrolling on X11, from constructed events (Xvfb's
/// virtual pointer has no scroll valuators): the watch decodes each motion as
/// SDL queues it, the adapter turns what it decoded into wheel events when the
/// events come out of the queue, and drops the clicks the server emulated.
@Suite struct SmoothScrollTests {
    /// SDL's queue as the watch and the adapter see it.
    final class Queue {
        let input = endless_x11_input_create()!
        var adapter: SDLPointerAdapter
        private var messages: [UnsafeMutableRawPointer] = []
        /// The serial of the last fake XInput event.
        var serialNumber: UInt = 100

        init() { adapter = SDLPointerAdapter(videoDriver: .x11, x11Input: input) }
        deinit {
            messages.forEach { $0.deallocate() }
            endless_x11_input_destroy(input)
        }

        /// Room for one fake event's message, kept while the queue is.
        func storage() -> UnsafeMutableRawPointer {
            let bytes = UnsafeMutableRawPointer.allocate(byteCount: endless_x11_message_size(), alignment: 16)
            messages.append(bytes)
            return bytes
        }

        /// SDL queues `events` (the watch sees each), then the program takes them.
        func deliver(_ events: [SDL_Event]) -> [PointerEvent] {
            for var event in events { endless_x11_observe(input, &event) }
            return events.compactMap { adapter.convert($0) }
        }

        /// XInput 2 motion of device `source` at server `time` ms, SDL reading it at `sdlMs`.
        func xiMotion(source: Int32, time: UInt32, sdlMs: UInt32, x: Double = 300, y: Double = 200,
                      valuators: [(Int32, Double)]) -> SDL_Event {
            var event = SDL_Event()
            serialNumber += 1
            let numbers = valuators.map(\.0), values = valuators.map(\.1)
            endless_x11_fake_xi_motion(source, time, x, y, Int32(valuators.count), numbers, values, serialNumber, &event, storage())
            event.common.timestamp = sdlMs
            return event
        }

        func core(_ kind: endless_x11_pointer_kind, time: UInt32, button: Int32, sdlMs: UInt32) -> SDL_Event {
            var event = SDL_Event()
            endless_x11_fake_pointer_event(Int32(kind.rawValue), time, button, &event, storage())
            event.common.timestamp = sdlMs
            return event
        }

        func enter() -> SDL_Event {
            var event = SDL_Event()
            endless_x11_fake_enter(&event, storage())
            return event
        }
    }

    static func sdlWheel(_ y: Float, sdlMs: UInt32) -> SDL_Event {
        var event = SDL_Event()
        event.type = SDL_MOUSEWHEEL.rawValue
        event.wheel.timestamp = sdlMs
        event.wheel.preciseY = y
        event.wheel.y = Int32(y)
        (event.wheel.mouseX, event.wheel.mouseY) = (300, 200)
        return event
    }

    static func sdlMotion(x: Int32, y: Int32, sdlMs: UInt32) -> SDL_Event {
        var event = SDL_Event()
        event.type = SDL_MOUSEMOTION.rawValue
        event.motion.timestamp = sdlMs
        (event.motion.x, event.motion.y) = (x, y)
        return event
    }

    @Test func aTouchpadsValuatorsArePixelsAtTheFingersScaleAndItsEmulatedClicksAreDropped() throws {
        let queue = Queue()
        // libinput's touchpad: horizontal valuator 2, vertical 3, 15 units an increment.
        endless_x11_define_device(queue.input, 11, Int32(ENDLESS_X11_DEVICE_TOUCHPAD.rawValue), 3, 15, 2, 15)
        // The first value is where the valuator stands: no motion yet.
        #expect(queue.deliver([queue.xiMotion(source: 11, time: 5_000, sdlMs: 9_000, valuators: [(3, 1_000)])]).isEmpty)
        let down = queue.deliver([queue.xiMotion(source: 11, time: 5_016, sdlMs: 9_016, valuators: [(3, 1_007.5)])])
        #expect(down == [.wheel(dx: 0, dy: -7.5, source: .touchpad, shift: false, ctrl: false, x: 300, y: 200,
                                time: 9.016)], "7.5 units down the pad: 7.5 px, the content moving up")
        // Crossing 15 units, the server emulates button 5 at the same time: SDL's click of it is dropped.
        let crossing = queue.deliver([
            queue.xiMotion(source: 11, time: 5_032, sdlMs: 9_040, valuators: [(2, 50), (3, 1_016)]),
            queue.core(ENDLESS_X11_BUTTON_PRESS, time: 5_032, button: 5, sdlMs: 9_040),
            Self.sdlWheel(-1, sdlMs: 9_040),
        ])
        #expect(crossing.count == 1, "the smooth delta alone, not the click")
        guard case .wheel(let wheel) = try #require(crossing.first), wheel.source == .touchpad else {
            Issue.record("not a touchpad's wheel event"); return
        }
        #expect(wheel.dx == 0 && wheel.dy == -8.5, "the horizontal valuator's first value is a baseline; 8.5 px down")
        #expect(abs(wheel.time - 9.032) < 1e-3, "the server's time on SDL's clock")
        // A click at another time (a wheel without valuators) stays a notch.
        let click = queue.deliver([queue.core(ENDLESS_X11_BUTTON_PRESS, time: 6_000, button: 5, sdlMs: 10_000),
                                   Self.sdlWheel(-1, sdlMs: 10_000)])
        #expect(click == [.wheel(dx: 0, dy: -1, source: .wheel, shift: false, ctrl: false, x: 300, y: 200,
                                 time: 10.0)])
        let sideways = queue.deliver([queue.xiMotion(source: 11, time: 6_016, sdlMs: 10_016, valuators: [(2, 20)])])
        #expect(sideways.count == 1)
        if case .wheel(let wheel) = sideways.first { #expect(wheel.dx == -30, "30 units left") }
    }

    @Test func aMouseWheelsValuatorsAreNotchesAndPartsOfOne() {
        let queue = Queue()
        // A high-resolution wheel: 120 units a notch.
        endless_x11_define_device(queue.input, 12, Int32(ENDLESS_X11_DEVICE_MOUSE.rawValue), 3, 120, -1, 0)
        _ = queue.deliver([queue.xiMotion(source: 12, time: 100, sdlMs: 200, valuators: [(3, 0)])])
        let notch = queue.deliver([queue.xiMotion(source: 12, time: 110, sdlMs: 210, valuators: [(3, -120)])])
        #expect(notch == [.wheel(dx: 0, dy: 1, source: .wheel, shift: false, ctrl: false, x: 300, y: 200, time: 0.21)],
                "a notch up")
        let part = queue.deliver([queue.xiMotion(source: 12, time: 120, sdlMs: 220, valuators: [(3, -90)])])
        #expect(part == [.wheel(dx: 0, dy: -0.25, source: .wheel, shift: false, ctrl: false, x: 300, y: 200,
                                time: 0.22)])
    }

    @Test func enteringTheWindowStartsTheValuatorsAfreshAndUnknownDevicesAreLeftToSDL() {
        let queue = Queue()
        endless_x11_define_device(queue.input, 11, Int32(ENDLESS_X11_DEVICE_TOUCHPAD.rawValue), 3, 15, 2, 15)
        _ = queue.deliver([queue.xiMotion(source: 11, time: 100, sdlMs: 200, valuators: [(3, 0)])])
        // Scrolled in another window meanwhile: the jump is not ours.
        let back = queue.deliver([queue.enter(),
                                  queue.xiMotion(source: 11, time: 900, sdlMs: 1_000, valuators: [(3, 5_000)])])
        #expect(back.isEmpty)
        let next = queue.deliver([queue.xiMotion(source: 11, time: 916, sdlMs: 1_016, valuators: [(3, 5_003)])])
        #expect(next.count == 1)
        // A device the watch has no scroll valuators for (no display to ask, in a test).
        let unknown = queue.deliver([queue.xiMotion(source: 40, time: 920, sdlMs: 1_020, valuators: [(3, 1)]),
                                     queue.xiMotion(source: 40, time: 930, sdlMs: 1_030, valuators: [(3, 9)])])
        #expect(unknown.isEmpty)
    }

    @Test func motionTakesTheServersTimeFromTheXInputEventAfterSDLs() throws {
        let queue = Queue()
        var events: [SDL_Event] = []
        // A core motion delivered at once sets the clocks' difference.
        _ = queue.deliver([queue.core(ENDLESS_X11_MOTION, time: 1_000, button: 0, sdlMs: 2_000),
                           Self.sdlMotion(x: 1, y: 1, sdlMs: 2_000)])
        // Three motions 1 ms apart that SDL read in one frame, at 2.016 s: each SDL motion, then its XI_Motion.
        for (i, server) in [1_004, 1_005, 1_006].enumerated() {
            events.append(Self.sdlMotion(x: Int32(10 + i), y: 20, sdlMs: 2_016))
            events.append(queue.xiMotion(source: 11, time: UInt32(server), sdlMs: 2_016, x: Double(10 + i), y: 20,
                                         valuators: []))
        }
        let times = queue.deliver(events).filter { if case .hover = $0 { return true } else { return false } }.map(\.time)
        #expect(times.count == 3)
        #expect(abs(times[1] - times[0] - 0.001) < 1e-6 && abs(times[2] - times[1] - 0.001) < 1e-6,
                "the server's 1 ms steps, not SDL's one time: \(times)")
        // A motion with no XInput event after it keeps SDL's time.
        #expect(queue.deliver([Self.sdlMotion(x: 50, y: 50, sdlMs: 2_050)]).map(\.time) == [2.05])
    }
}
