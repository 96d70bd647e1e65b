/// A key pressed, with the modifiers held, as the window reported it.
public struct KeyEvent: Sendable, Equatable {
    /// The key.
    public var key: Key
    /// Shift was held.
    public var shift: Bool
    /// Ctrl (or Command on macOS) was held.
    public var ctrl: Bool
    /// The press is the keyboard's repeat of a key held down, not a new press.
    public var repeated: Bool
    /// When, seconds.
    public var time: Double

    /// `key` pressed at `time`, with the modifiers and repeat flag given.
    public init(_ key: Key, shift: Bool = false, ctrl: Bool = false, repeated: Bool = false, time: Double) {
        (self.key, self.shift, self.ctrl, self.repeated, self.time) = (key, shift, ctrl, repeated, time)
    }
}
