/// A view that takes pointer events and answers the keys' commands: every view
/// takes every `InputEvent` the same way.
protocol KeyedView {
    /// The axis the view's keys move along.
    var keyOrientation: ScrollView.Orientation { get }
    /// Takes a pointer or wheel event.
    mutating func handle(_ event: PointerEvent) -> InputResult
    /// Does what `command` asks at `time`; false when the view takes no key now
    /// (the pointer holds it, or the command means nothing to it).
    mutating func answer(_ command: KeyCommand, time: Double) -> Bool
}

extension KeyedView {
    /// `event` to the pointer's handler, or as a key's command to `answer`;
    /// anything else is ignored.
    mutating func route(_ event: InputEvent) -> InputResult {
        switch event {
        case .pointer(let pointer):
            return handle(pointer)
        case .key(let press):
            guard let command = KeyCommand(press, orientation: keyOrientation),
                  answer(command, time: press.time) else { return .ignored }
            return .scrolled
        default:
            return .ignored
        }
    }
}
