import ScrollViews
import CSDL
import CX11EventTime
import ScrollViewsSDL
import Testing

/// The sequences SDL3 and sdl2-compat (SDL2's API on SDL3, what current
/// distributions load as libSDL2) queue on X11, fed to the watch and the
/// adapter as they would come: the window-system event before SDL's own (SDL3
/// calls its X11 hook before handling the event; SDL2 queues its own first),
/// XInput 2 button events instead of core ones, each device event once for the
/// slave device and once for the master pointer, SDL's own wheel made of the
/// scroll valuators, a click's press and release sent twice.
@Suite struct SDL3SequenceTests {
    typealias Queue = SmoothScrollTests.Queue

    /// The XInput 2 event of `kind` from the master pointer (2) or slave `source`.
    static func xi(_ queue: Queue, _ kind: endless_x11_pointer_kind, master: Bool = false, source: Int32 = 11,
                   time: UInt32, x: Double, y: Double, button: Int32 = 0, flags: Int32 = 0, sdlMs: UInt32) -> SDL_Event {
        var event = SDL_Event()
        queue.serialNumber += 1
        endless_x11_fake_xi_event(endless_x11_xi_event_type(Int32(kind.rawValue)), master ? 2 : source, source, time, x, y,
                                  button, flags, UInt(queue.serialNumber), &event, queue.storage())
        event.common.timestamp = sdlMs
        return event
    }

    static func sdlButton(down: Bool, x: Int32, y: Int32, clicks: UInt8, sdlMs: UInt32) -> SDL_Event {
        var event = SDL_Event()
        event.type = down ? SDL_MOUSEBUTTONDOWN.rawValue : SDL_MOUSEBUTTONUP.rawValue
        event.button.timestamp = sdlMs
        event.button.button = UInt8(SDL_BUTTON_LEFT)
        event.button.clicks = clicks
        (event.button.x, event.button.y) = (x, y)
        return event
    }

    /// A core motion delivered at once: sets the server clock's place on SDL's.
    static func settle(_ queue: Queue) {
        _ = queue.deliver([queue.core(ENDLESS_X11_MOTION, time: 1_000, button: 0, sdlMs: 2_000),
                           SmoothScrollTests.sdlMotion(x: 1, y: 1, sdlMs: 2_000)])
    }

    @Test func motionTakesTheServersTimeWhenTheXInputEventComesFirst() {
        let queue = Queue()
        Self.settle(queue)
        var events: [SDL_Event] = []
        // Three motions 1 ms apart that SDL read in one frame: slave, master, then SDL's (truncated or rounded) place.
        for (i, server) in [1_004, 1_005, 1_006].enumerated() {
            let x = 10.6 + Double(i) * 3, y = 20.3
            events.append(Self.xi(queue, ENDLESS_X11_MOTION, time: UInt32(server), x: x, y: y, sdlMs: 2_016))
            events.append(Self.xi(queue, ENDLESS_X11_MOTION, master: true, time: UInt32(server), x: x, y: y, sdlMs: 2_016))
            events.append(SmoothScrollTests.sdlMotion(x: Int32(i == 1 ? x.rounded() : x.rounded(.down)), y: 20, sdlMs: 2_016))
        }
        let times = queue.deliver(events).map(\.time)
        #expect(times.count == 3)
        #expect(times.count == 3 && abs(times[1] - times[0] - 0.001) < 1e-6 && abs(times[2] - times[1] - 0.001) < 1e-6,
                "the server's 1 ms steps, not SDL's one time: \(times)")
    }

    @Test func withNothingThatMatchesSDLsTimesStay() {
        let queue = Queue()
        Self.settle(queue)
        // The server's motion elsewhere than SDL's (another window's), then SDL's alone.
        let moved = queue.deliver([Self.xi(queue, ENDLESS_X11_MOTION, time: 1_010, x: 400, y: 400, sdlMs: 2_030),
                                   SmoothScrollTests.sdlMotion(x: 30, y: 30, sdlMs: 2_030)])
        #expect(moved.map(\.time) == [2.03])
        // An XInput press with no SDL press after it: SDL's next motion keeps its own time.
        let after = queue.deliver([Self.xi(queue, ENDLESS_X11_BUTTON_PRESS, time: 1_020, x: 31, y: 31, button: 3,
                                           sdlMs: 2_040),
                                   SmoothScrollTests.sdlMotion(x: 40, y: 40, sdlMs: 2_050)])
        #expect(after.map(\.time) == [2.05])
    }

    @Test func xinputButtonEventsGiveThePressAndReleaseTheServersTimes() throws {
        let queue = Queue()
        Self.settle(queue)
        // SDL read press and release in one frame (2.2 s); the server had them 80 ms apart.
        let click = queue.deliver([
            Self.xi(queue, ENDLESS_X11_BUTTON_PRESS, time: 1_100, x: 50, y: 60, button: 1, sdlMs: 2_200),
            Self.sdlButton(down: true, x: 50, y: 60, clicks: 1, sdlMs: 2_200),
            Self.xi(queue, ENDLESS_X11_BUTTON_PRESS, master: true, time: 1_100, x: 50, y: 60, button: 1, sdlMs: 2_200),
            Self.xi(queue, ENDLESS_X11_BUTTON_RELEASE, time: 1_180, x: 50, y: 60, button: 1, sdlMs: 2_200),
            Self.sdlButton(down: false, x: 50, y: 60, clicks: 1, sdlMs: 2_200),
            Self.xi(queue, ENDLESS_X11_BUTTON_RELEASE, master: true, time: 1_180, x: 50, y: 60, button: 1, sdlMs: 2_200),
        ])
        #expect(click.count == 2)
        let (down, up) = (try #require(click.first), try #require(click.last))
        #expect(abs(up.time - down.time - 0.080) < 1e-6, "\(click)")
    }

    /// After fullscreen and a lost focus, SDL 3.2 reported a press at the place
    /// the pointer left before a leave (3 clicks of 5 taken for drags): the
    /// server's press, just before SDL's, says where it was.
    @Test func aPressIsWhereTheServerSaysNotWhereSDLLastSawThePointer() throws {
        let queue = Queue()
        Self.settle(queue)
        let click = queue.deliver([
            Self.xi(queue, ENDLESS_X11_BUTTON_PRESS, time: 1_100, x: 300.6, y: 200.2, button: 1, sdlMs: 2_200),
            Self.sdlButton(down: true, x: 12, y: 34, clicks: 1, sdlMs: 2_200),
            Self.xi(queue, ENDLESS_X11_BUTTON_PRESS, master: true, time: 1_100, x: 300.6, y: 200.2, button: 1, sdlMs: 2_200),
            { var motion = SmoothScrollTests.sdlMotion(x: 301, y: 200, sdlMs: 2_210)
              motion.motion.state = CSDL_ButtonLeftMask()
              return motion }(),
        ])
        guard case .down(let x, let y, _, _)? = click.first else { Issue.record("no press: \(click)"); return }
        #expect(x == 300 && y == 200, "the server's place, not SDL's stale (12, 34)")
        guard case .move(let mx, let my, _)? = click.last else { Issue.record("no move: \(click)"); return }
        #expect(abs(mx - x) <= 1 && abs(my - y) <= 1, "no jump: a click, not a drag")
        // Without the server's press (SDL2's order, or no X11), SDL's place stays.
        let plain = Queue()
        let alone = plain.deliver([Self.sdlButton(down: true, x: 12, y: 34, clicks: 1, sdlMs: 3_000)])
        guard case .down(let ax, let ay, _, _)? = alone.first else { Issue.record("no press"); return }
        #expect(ax == 12 && ay == 34)
    }

    @Test func sdlsOwnWheelFromTheSameValuatorsIsNotAddedToTheSmoothScroll() {
        let queue = Queue()
        endless_x11_define_device(queue.input, 11, Int32(ENDLESS_X11_DEVICE_TOUCHPAD.rawValue), 3, 15, 2, 15)
        _ = queue.deliver([queue.xiMotion(source: 11, time: 5_000, sdlMs: 9_000, valuators: [(3, 1_000)])])
        // SDL3: the slave's motion (the hook's event), SDL's wheel of its valuators, then the master's copy.
        let scrolled = queue.deliver([
            queue.xiMotion(source: 11, time: 5_016, sdlMs: 9_016, valuators: [(3, 1_015)]),
            SmoothScrollTests.sdlWheel(-1, sdlMs: 9_016),
            queue.xiMotion(source: 11, time: 5_016, sdlMs: 9_016, valuators: [(3, 1_015)]),
        ])
        #expect(scrolled == [.wheel(dx: 0, dy: -15, source: .touchpad, shift: false, ctrl: false, x: 300, y: 200,
                                    time: 9.016)], "one scroll of 15 px, not 15 px and a notch")
        // The master's copy first: still one.
        let again = queue.deliver([
            queue.xiMotion(source: 11, time: 5_032, sdlMs: 9_032, valuators: [(3, 1_030)]),
            queue.xiMotion(source: 11, time: 5_032, sdlMs: 9_032, valuators: [(3, 1_030)]),
            SmoothScrollTests.sdlWheel(-1, sdlMs: 9_032),
        ])
        #expect(again.count == 1)
        // A wheel after another SDL event is a wheel of its own.
        let later = queue.deliver([SmoothScrollTests.sdlMotion(x: 5, y: 5, sdlMs: 9_040),
                                   SmoothScrollTests.sdlWheel(-1, sdlMs: 9_041)])
        #expect(later.count == 2)
    }

    @Test func aWheelClickTheServerEmulatedIsDroppedWhenSDLPassesItOn() {
        let queue = Queue()
        let emulated = endless_x11_pointer_emulated_flag()
        let clicked = queue.deliver([
            Self.xi(queue, ENDLESS_X11_BUTTON_PRESS, time: 700, x: 300, y: 200, button: 5, flags: emulated, sdlMs: 800),
            SmoothScrollTests.sdlWheel(-1, sdlMs: 800),
        ])
        #expect(clicked.isEmpty)
        let real = queue.deliver([
            Self.xi(queue, ENDLESS_X11_BUTTON_PRESS, time: 710, x: 300, y: 200, button: 5, sdlMs: 810),
            SmoothScrollTests.sdlWheel(-1, sdlMs: 810),
        ])
        #expect(real.count == 1)
    }

    @Test func clicksAreCountedByTheProgramsRuleAndACopiedClickIsOne() {
        var adapter = SDLPointerAdapter(videoDriver: .x11)
        func deliver(_ events: [SDL_Event]) -> [PointerEvent] { events.compactMap { adapter.convert($0) } }
        // sdl2-compat: one click as two pairs, the second counted as a double-click.
        let once = deliver([Self.sdlButton(down: true, x: 10, y: 10, clicks: 1, sdlMs: 1_000),
                            Self.sdlButton(down: false, x: 10, y: 10, clicks: 1, sdlMs: 1_060),
                            Self.sdlButton(down: true, x: 10, y: 10, clicks: 2, sdlMs: 1_000),
                            Self.sdlButton(down: false, x: 10, y: 10, clicks: 2, sdlMs: 1_060)])
        #expect(once == [.down(x: 10, y: 10, clicks: 1, time: 1.0), .up(x: 10, y: 10, clicks: 1, time: 1.06)])
        // A second click 0.3 s later, 3 px away: a double-click, whatever SDL says.
        let twice = deliver([Self.sdlButton(down: true, x: 13, y: 10, clicks: 1, sdlMs: 1_300),
                             Self.sdlButton(down: false, x: 13, y: 10, clicks: 1, sdlMs: 1_350)])
        #expect(twice == [.down(x: 13, y: 10, clicks: 2, time: 1.3), .up(x: 13, y: 10, clicks: 2, time: 1.35)])
        // Too late, then too far: single clicks.
        let late = deliver([Self.sdlButton(down: true, x: 13, y: 10, clicks: 3, sdlMs: 1_900)])
        #expect(late.first == .down(x: 13, y: 10, clicks: 1, time: 1.9))
        _ = deliver([Self.sdlButton(down: false, x: 13, y: 10, clicks: 3, sdlMs: 1_950)])
        let far = deliver([Self.sdlButton(down: true, x: 60, y: 10, clicks: 2, sdlMs: 2_000)])
        #expect(far.first == .down(x: 60, y: 10, clicks: 1, time: 2.0))
    }

    /// As sdl2-compat on SDL 3.4 queued an XTest click under a window manager:
    /// the slave's press and release, then the master pointer's of the same
    /// server event, SDL stamping the copy 1 ms later.
    @Test func aClickTheServerSentForTheDeviceAndThePointerIsOne() {
        let queue = Queue()
        Self.settle(queue)
        func click(server: UInt32, sdlMs: UInt32, master: Bool) -> [SDL_Event] {
            [Self.xi(queue, ENDLESS_X11_BUTTON_PRESS, master: master, time: server, x: 311, y: 225, button: 1, sdlMs: sdlMs),
             Self.sdlButton(down: true, x: 311, y: 225, clicks: master ? 2 : 1, sdlMs: sdlMs),
             Self.xi(queue, ENDLESS_X11_BUTTON_RELEASE, master: master, time: server, x: 311, y: 225, button: 1, sdlMs: sdlMs),
             Self.sdlButton(down: false, x: 311, y: 225, clicks: master ? 2 : 1, sdlMs: sdlMs)]
        }
        let once = queue.deliver(click(server: 1_300, sdlMs: 2_312, master: false) + click(server: 1_300, sdlMs: 2_313, master: true))
        #expect(once.count == 2, "one press and one release: \(once)")
        #expect(once.first.map { if case .down(_, _, 1, _) = $0 { true } else { false } } == true, "\(once)")
        // A real second click, at another server time though SDL stamps it the same: a double-click.
        let again = queue.deliver(click(server: 1_420, sdlMs: 2_313, master: false))
        #expect(again.first.map { if case .down(_, _, 2, _) = $0 { true } else { false } } == true, "\(again)")
    }
}
