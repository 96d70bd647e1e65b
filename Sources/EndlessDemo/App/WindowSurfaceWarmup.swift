import CSDL
import Glibc
import Pictures

/// The software renderer draws into the window's surface, a shared-memory image
/// of the whole window (3.5 MiB at 1280×720) that the kernel hands over a page at
/// a time as it is first written: about 900 faults inside the first frame's
/// drawing, a third of it. Asked for at once, while the first frame waits for its
/// pictures, the pages are there when it draws (in one call, at a fraction of the
/// faults' cost).
enum WindowSurfaceWarmup {
    /// Linux's MADV_POPULATE_WRITE (5.14): the pages made present and writable without writing them.
    static let populateWrite: Int32 = 23

    /// Makes `window`'s surface present on a thread of its own, while the
    /// render thread goes on; nothing happens where the kernel cannot (the first
    /// frame then takes the faults, as before). The pages' contents are never
    /// touched, so a frame drawn meanwhile is safe, and so is a surface gone by
    /// then (the kernel refuses an unmapped range).
    static func start(_ window: OpaquePointer) {
        guard let surface = SDL_GetWindowSurface(window), let pixels = surface.pointee.pixels else { return }
        let address = Int(bitPattern: pixels), bytes = Int(surface.pointee.pitch) * Int(surface.pointee.h)
        WorkerThread.start(name: "endless-warmup", priority: .background) {
            if let start = UnsafeMutableRawPointer(bitPattern: address) { populate(start, bytes: bytes) }
        }
    }

    /// Makes the pages of the `bytes` at `start` present and writable without
    /// changing a byte; returns whether the kernel did.
    @discardableResult
    static func populate(_ start: UnsafeMutableRawPointer, bytes: Int) -> Bool {
        let page = Int(sysconf(Int32(_SC_PAGESIZE)))
        let first = Int(bitPattern: start) & ~(page - 1)
        return madvise(UnsafeMutableRawPointer(bitPattern: first), Int(bitPattern: start) + bytes - first, populateWrite) == 0
    }
}
