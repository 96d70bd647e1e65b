/// What a wheel event's deltas mean, from what SDL gives on each video
/// driver (SDL 2.26.5):
/// - X11: whole notches from the core buttons 4–7 (a touchpad's smooth
///   deltas come from XInput 2 instead, see `SDLPointerAdapter`).
/// - Wayland: a wheel's notches (`axis_discrete`) or parts of a notch
///   (`axis_value120`, multiples of 1/120); a touchpad's or a kinetic
///   device's continuous px divided by 10 (`WAYLAND_WHEEL_AXIS_UNIT`).
/// - Cocoa: a mouse's whole ticks; a trackpad's precise px divided by 10.
/// - Others (Windows): notches, a fraction for a high-resolution wheel.
///
/// A delta that is not a multiple of 1/120 of a notch on Wayland or Cocoa
/// begins a touchpad stream; every delta until the device has been quiet for
/// `streamGap` belongs to it, whatever its value (a stream's delta of
/// exactly 10 px is not a notch).
public struct SDLWheelReading: Sendable, Equatable {
    /// The video drivers whose deltas are read differently.
    public enum Driver: Sendable, Equatable {
        /// SDL's X11 driver: notches.
        case x11
        /// SDL's Wayland driver: notches, 1/120 notches, or px / 10.
        case wayland
        /// SDL's Cocoa driver: notches or px / 10.
        case cocoa
        /// Any other: notches.
        case other

        /// The driver SDL names `name` (`SDL_GetCurrentVideoDriver`).
        public init(name: String) {
            switch name {
            case "x11": self = .x11
            case "wayland": self = .wayland
            case "cocoa": self = .cocoa
            default: self = .other
            }
        }
    }

    /// What SDL divides a continuous device's px by on Wayland and Cocoa.
    public static let continuousUnit = 10.0
    /// The quiet time that ends a touchpad stream, s.
    public static let streamGap = 0.2

    /// The driver the deltas come from.
    public let driver: Driver
    /// When the open touchpad stream's last delta came (nil: no stream).
    private var streamTime: Double?

    /// A reading of `driver`'s deltas.
    public init(driver: Driver) { self.driver = driver }

    /// SDL's delta (x, y), direction flip undone, at `time`: what it is in
    /// notches or px, and its source.
    public mutating func read(x: Double, y: Double, time: Double) -> (dx: Double, dy: Double, source: WheelSource) {
        guard driver == .wayland || driver == .cocoa else { return (x, y, .wheel) }
        let streaming = streamTime.map { time - $0 < SDLWheelReading.streamGap && time >= $0 } ?? false
        if streaming || !(SDLWheelReading.isNotchMultiple(x) && SDLWheelReading.isNotchMultiple(y)) {
            streamTime = time
            return (SDLWheelReading.pixels(x), SDLWheelReading.pixels(y), .touchpad)
        }
        streamTime = nil
        return (x, y, .wheel)
    }

    /// Whether `value` is a whole number of 1/120 notches (SDL's float kept in mind).
    static func isNotchMultiple(_ value: Double) -> Bool {
        let units = value * 120
        return abs(units - units.rounded()) < max(1e-3, abs(units) * 1e-6)
    }

    /// The px a continuous delta stood for: SDL's float times 10, back on
    /// Wayland's 1/256 px grid.
    static func pixels(_ value: Double) -> Double {
        (value * continuousUnit * 256).rounded() / 256
    }
}
