import CSDL

/// The thread a main-actor object was made on, to do its last work there when
/// it is released (in its deinit) without Swift's concurrency runtime:
/// `MainActor.assumeIsolated` would link that runtime and the dispatch library
/// into the demo, and the dispatch library starts at launch (the grid held
/// 0.9 MB more). Such objects are made and released on the main thread;
/// released on another, the program stops, as with `assumeIsolated`. A
/// closure made on the main actor checks the same way at every call, so the
/// demo's main-actor code (the app, the headless replay) makes none
/// (`LinkedRuntimeTests` fails when the runtime is linked again).
struct MainThreadRelease {
    private let thread = SDL_ThreadID()

    /// Runs `body` as the main actor's, from the deinit of an object made where this was.
    func run(_ body: @MainActor () -> Void) {
        precondition(SDL_ThreadID() == thread, "a main-actor object was released off the main thread")
        withoutActuallyEscaping(body) { body in unsafeBitCast(body, to: (() -> Void).self)() }
    }
}
