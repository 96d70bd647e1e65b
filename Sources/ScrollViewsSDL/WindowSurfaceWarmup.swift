#if canImport(Glibc)
import Glibc
#endif

/// SDL's software renderer draws into the window's surface, a shared-memory
/// image of the whole window (3.5 MiB at 1280×720) that the kernel hands over a
/// page at a time as it is first written: about 900 faults inside the first
/// frame's drawing, a third of it. Asked for at once (`SDLWindowLoop` does, as
/// it opens a window drawn in software), the pages are there when the first
/// frame draws, in one call at a fraction of the faults' cost. Linux only.
enum WindowSurfaceWarmup {
    /// Linux's MADV_POPULATE_WRITE (5.14): the pages made present and writable without writing them.
    static let populateWrite: Int32 = 23

    /// Makes `window`'s surface present on a thread of its own, at low
    /// priority, while the caller goes on; nothing happens where the kernel
    /// cannot (the first frame then takes the faults). The pages' contents are
    /// never touched, so a frame drawn meanwhile is safe, and so is a surface
    /// gone by then (the kernel refuses an unmapped range).
    static func start(_ window: OpaquePointer) {
        #if os(Linux)
        guard let surface = SDL_GetWindowSurface(window), let pixels = surface.pointee.pixels else { return }
        let range = UnsafeMutablePointer<Int>.allocate(capacity: 2)
        (range[0], range[1]) = (Int(bitPattern: pixels), Int(surface.pointee.pitch) * Int(surface.pointee.h))
        let thread = SDL_CreateThread({ data in
            guard let range = data?.assumingMemoryBound(to: Int.self) else { return 0 }
            defer { range.deallocate() }
            SDL_SetThreadPriority(SDL_THREAD_PRIORITY_LOW)
            if let start = UnsafeMutableRawPointer(bitPattern: range[0]) { WindowSurfaceWarmup.populate(start, bytes: range[1]) }
            return 0
        }, "endless-warmup", range)
        if let thread { SDL_DetachThread(thread) } else { range.deallocate() }
        #endif
    }

    /// Makes the pages of the `bytes` at `start` present and writable without
    /// changing a byte; returns whether the kernel did.
    @discardableResult
    static func populate(_ start: UnsafeMutableRawPointer, bytes: Int) -> Bool {
        #if os(Linux)
        let page = Int(sysconf(Int32(_SC_PAGESIZE)))
        let first = Int(bitPattern: start) & ~(page - 1)
        return madvise(UnsafeMutableRawPointer(bitPattern: first), Int(bitPattern: start) + bytes - first, populateWrite) == 0
        #else
        return false
        #endif
    }
}
