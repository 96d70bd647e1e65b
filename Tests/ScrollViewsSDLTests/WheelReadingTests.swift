import ScrollViews
import CSDL
import ScrollViewsSDL
import Testing

/// SDL's wheel deltas read per video driver: Wayland's and Cocoa's continuous
/// deltas at their real size and told from notches by their pattern.
@Suite struct WheelReadingTests {
    func wheel(_ x: Float, _ y: Float, ms: UInt32, flipped: Bool = false) -> SDL_Event {
        var event = SDL_Event()
        event.type = SDL_MOUSEWHEEL.rawValue
        event.wheel.timestamp = ms
        (event.wheel.preciseX, event.wheel.preciseY) = (x, y)
        (event.wheel.mouseX, event.wheel.mouseY) = (300, 200)
        event.wheel.direction = flipped ? SDL_MOUSEWHEEL_FLIPPED.rawValue : SDL_MOUSEWHEEL_NORMAL.rawValue
        return event
    }

    func read(_ adapter: inout SDLPointerAdapter, _ event: SDL_Event) -> (Double, Double, WheelSource)? {
        guard case .wheel(let wheel) = adapter.convert(event) else { return nil }
        return (wheel.dx, wheel.dy, wheel.source)
    }

    @Test(arguments: [SDLWheelReading.Driver.wayland, .cocoa])
    func continuousDeltasAreTenTimesWhatSDLGivesAndStayAStreamWhenWhole(driver: SDLWheelReading.Driver) throws {
        var adapter = SDLPointerAdapter(videoDriver: driver)
        // Wayland's 3.51171875 px (a wl_fixed_t) reaches SDL's float as 0.351171875.
        let first = try #require(read(&adapter, wheel(0, -0.351171875, ms: 1000)))
        #expect(first.0 == 0 && first.1 == -3.51171875 && first.2 == .touchpad)
        // 10 px inside the stream is 1.0 from SDL: a touchpad's px, not a notch.
        let whole = try #require(read(&adapter, wheel(0, -1, ms: 1016)))
        #expect(whole.1 == -10 && whole.2 == .touchpad)
        let flipped = try #require(read(&adapter, wheel(0.2, 0.5, ms: 1032, flipped: true)))
        #expect(flipped.0 == -2 && flipped.1 == -5 && flipped.2 == .touchpad, "the natural setting undone, then scaled")
        // After the stream's quiet time, a whole delta is a wheel's notch again,
        // and a multiple of 1/120 is a high-resolution wheel's part of one.
        let notch = try #require(read(&adapter, wheel(0, 1, ms: 1300)))
        #expect(notch.1 == 1 && notch.2 == .wheel)
        let part = try #require(read(&adapter, wheel(0, 0.125, ms: 1310)))
        #expect(part.1 == 0.125 && part.2 == .wheel)
        let third = try #require(read(&adapter, wheel(0, Float(40.0 / 120), ms: 1320)))
        #expect(third.2 == .wheel, "40/120 of a notch, through SDL's float")
    }

    @Test func x11AndOtherDriversGiveNotches() throws {
        for driver in [SDLWheelReading.Driver.x11, .other] {
            var adapter = SDLPointerAdapter(videoDriver: driver)
            let read = try #require(read(&adapter, wheel(0, 0.351171875, ms: 5)))
            #expect(abs(read.1 - 0.351171875) < 1e-7 && read.2 == .wheel)
        }
    }

    @Test func driverNames() {
        #expect(SDLWheelReading.Driver(name: "wayland") == .wayland)
        #expect(SDLWheelReading.Driver(name: "x11") == .x11)
        #expect(SDLWheelReading.Driver(name: "cocoa") == .cocoa)
        #expect(SDLWheelReading.Driver(name: "dummy") == .other)
    }
}
