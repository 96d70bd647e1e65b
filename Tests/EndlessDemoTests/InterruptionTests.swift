import ScrollViews
import CSDL
import Glibc
import Testing
@testable import EndlessDemo
import Pictures

extension SDLSuites {
    /// SIGTERM and SIGINT end a window's run: the signal is kept and a quit event
    /// reaches SDL's queue from the thread that waits on the handler's pipe (the
    /// handler itself calls nothing that takes a lock: it used to push the event
    /// itself, and hung when the signal came while Xlib held its display lock).
    @Suite struct InterruptionTests {
        @Test func aSignalIsKeptAndWakesAWindowWaitingForEvents() throws {
            Interruption.install(wakingSDL: true)
            defer { Interruption.uninstall() }
            try #require(SDL_InitSubSystem(SDL_INIT_EVENTS) == 0)
            defer { SDL_QuitSubSystem(SDL_INIT_EVENTS) }
            var event = SDL_Event()
            while SDL_PollEvent(&event) != 0 {}
            #expect(Interruption.signal == nil)
            raise(SIGTERM)
            let kept = Interruption.signal
            // Cleared at once: the flag is the process's, and other suites' loaders stop when they see it.
            Interruption.install(wakingSDL: true)
            #expect(kept == SIGTERM)
            var quit = false
            let deadline = Monotonic.seconds() + 2
            while !quit, Monotonic.seconds() < deadline {
                if SDL_WaitEventTimeout(&event, 100) != 0, event.type == SDL_QUIT.rawValue { quit = true }
            }
            #expect(quit, "a quit event on SDL's queue")
            // Installed again (the next run): no signal yet, and the same thread serves it.
            #expect(Interruption.signal == nil)
            raise(SIGINT)
            let second = Interruption.signal
            Interruption.install(wakingSDL: true)
            #expect(second == SIGINT)
            quit = false
            while !quit, Monotonic.seconds() < deadline + 2 {
                if SDL_WaitEventTimeout(&event, 100) != 0, event.type == SDL_QUIT.rawValue { quit = true }
            }
            #expect(quit)
            #expect(DecodePriorityTests.niceValues(of: "endless-signals").count == 1, "one thread waits on the pipe")
        }
    }
}
