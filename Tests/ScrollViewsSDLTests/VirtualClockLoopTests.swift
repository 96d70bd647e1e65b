import CSDL
import Glibc
import ScrollViews
import ScrollViewsSDL
import Testing

extension SDLSuites {
    /// The window loop driven on a clock of the caller's, as headless replay
    /// drives it: the same input stage and frame code as `run`.
    @Suite @MainActor struct VirtualClockLoopTests {
        final class Recorder: WindowContent {
            var events: [InputEvent] = []
            var drawn: [Double] = []
            func handle(_ event: InputEvent) -> Bool {
                events.append(event)
                return true
            }
            func nextFrame(after now: Double) -> Double? { nil }
            func draw(at time: Double) { drawn.append(time) }
        }

        @Test func eventsPassTheLoopsStageAndFramesTheLoopsDrawing() throws {
            SDL_SetHintWithPriority(SDL_HINT_VIDEODRIVER, "dummy", SDL_HINT_OVERRIDE)
            defer { SDL_Quit() }
            let loop = try SDLWindowLoop(title: "virtual", width: 64, height: 48, options: .init(renderer: .software))
            loop.restartInput(at: 100)
            var frames: [FrameTimes] = []
            loop.onFrame = { frames.append($0) }
            let content = Recorder()
            // Clamped to the loop's limits, and never before the stage's clock.
            #expect(loop.deliver(.pointer(.down(x: 1e300, y: 10, clicks: 1, time: 50)), to: content))
            loop.drawFrame(content, at: 100.5)
            loop.deliver(.pointer(.move(x: 20, y: 10, time: 100.2)), to: content)
            loop.deliver(.key(KeyEvent(.escape, time: 100.6)), to: content)
            #expect(content.events.count == 2, "Esc ends a loop that stops on it, and is not the content's")
            guard case .pointer(.down(let x, _, _, let t))? = content.events.first,
                  case .pointer(.move(_, _, let later))? = content.events.last else {
                Issue.record("\(content.events)")
                return
            }
            #expect(x == InputLimits().coordinate && t == 100, "clamped, and not before the stage's start")
            #expect(later == 100.5, "not before the frame already drawn")
            #expect(content.drawn == [100.5] && frames.map(\.start) == [100.5])
            #expect(frames[0].presented >= frames[0].rendered && frames[0].rendered >= 100.5)
        }

        /// A loop of closures at rest draws again when another thread's work is
        /// done (`WindowWake.post()`): a picture decoded while nothing moves shows.
        @Test func aWakeDrawsAFrameForClosuresAtRest() throws {
            SDL_SetHintWithPriority(SDL_HINT_VIDEODRIVER, "dummy", SDL_HINT_OVERRIDE)
            defer { SDL_Quit() }
            let loop = try SDLWindowLoop(title: "wake", width: 64, height: 48, options: .init(renderer: .software))
            // Another thread: once the loop rests, a wake (flag 0 set first); should that draw
            // nothing, a quit after 5 s ends the loop (unless flag 1 says it ended).
            let flags = UnsafeMutablePointer<SDL_atomic_t>.allocate(capacity: 2)
            flags.initialize(repeating: SDL_atomic_t(value: 0), count: 2)
            defer { flags.deallocate() }
            var other: pthread_t = 0
            pthread_create(&other, nil, wakeOnceAtRest, flags)
            var drawnAfterWake = false
            loop.run(frame: { _ in
                if SDL_AtomicGet(flags) == 1 {
                    drawnAfterWake = true
                    loop.stop()
                }
                return nil  // at rest
            }, input: { _ in })
            SDL_AtomicSet(flags + 1, 1)
            pthread_join(other, nil)
            #expect(drawnAfterWake, "the wake drew a frame")
        }
    }
}

/// The other thread of `aWakeDrawsAFrameForClosuresAtRest` (not the main actor's):
/// after 0.5 s sets flag 0 and wakes the loop; quits it after 5 s unless flag 1 says it ended.
private func wakeOnceAtRest(_ raw: UnsafeMutableRawPointer?) -> UnsafeMutableRawPointer? {
    let flags = raw!.assumingMemoryBound(to: SDL_atomic_t.self)
    usleep(500_000)
    SDL_AtomicSet(flags, 1)
    WindowWake.post()
    for _ in 0..<50 where SDL_AtomicGet(flags + 1) == 0 { usleep(100_000) }
    if SDL_AtomicGet(flags + 1) == 0 { CSDL_PushQuit() }
    return nil
}
