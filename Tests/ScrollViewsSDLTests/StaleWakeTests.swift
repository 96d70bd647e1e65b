import CX11EventTime
import Testing

/// SDL wakes a window's waiting loop from other threads with an X message to
/// the window; one sent as the window goes fails with BadWindow, which would
/// end the program through Xlib's default handler (seen beside two busy loops:
/// the demo quit with status 1 and its frame log unwritten). Only that error is let pass.
@Suite struct StaleWakeTests {
    @Test func onlyABadWindowFromSendEventIsAStaleWake() {
        let badWindow: Int32 = 3, badAccess: Int32 = 10, sendEvent: Int32 = 25, getProperty: Int32 = 20
        #if os(Linux)
        #expect(endless_x11_is_stale_wake(badWindow, sendEvent) == 1)
        #else
        #expect(endless_x11_is_stale_wake(badWindow, sendEvent) == 0, "no X here")
        #endif
        #expect(endless_x11_is_stale_wake(badWindow, getProperty) == 0, "xdotool's kind of error is not SDL's wake")
        #expect(endless_x11_is_stale_wake(badAccess, sendEvent) == 0)
    }
}
