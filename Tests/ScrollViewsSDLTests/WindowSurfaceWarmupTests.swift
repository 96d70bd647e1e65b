import Glibc
import Testing
@testable import ScrollViewsSDL

/// The window's pixels made present before the first frame draws into them.
@Suite struct WindowSurfaceWarmupTests {
    /// How many of the `pages` pages at `start` are resident.
    static func resident(_ start: UnsafeMutableRawPointer, pages: Int) -> Int {
        var vector = [UInt8](repeating: 0, count: pages)
        guard mincore(start, pages * Int(sysconf(Int32(_SC_PAGESIZE))), &vector) == 0 else { return -1 }
        return vector.filter { $0 & 1 != 0 }.count
    }

    @Test func thePagesArePresentAfterwardAndNoByteChanges() throws {
        let page = Int(sysconf(Int32(_SC_PAGESIZE))), pages = 900
        // Shared memory, as the X server's image of a window is.
        let mapped = mmap(nil, pages * page, PROT_READ | PROT_WRITE, MAP_SHARED | MAP_ANONYMOUS, -1, 0)
        let start = try #require(mapped == MAP_FAILED ? nil : mapped)
        defer { munmap(start, pages * page) }
        start.storeBytes(of: 0x1234_5678, as: UInt32.self)
        #expect(Self.resident(start, pages: pages) == 1)
        #expect(WindowSurfaceWarmup.populate(start, bytes: pages * page))
        #expect(Self.resident(start, pages: pages) == pages)
        #expect(start.load(as: UInt32.self) == 0x1234_5678)
        #expect(start.load(fromByteOffset: (pages - 1) * page, as: UInt32.self) == 0)
    }
}
