/// What an `SDLWindowLoop` drives: a program's views, which take input, say
/// when they next need a frame, and draw one.
@MainActor
public protocol WindowContent: AnyObject {
    /// Takes one input event, as the library delivers it (after `InputStage`:
    /// numbers within limits, times forwards only, fingers made pointer and
    /// pinch events). Returns whether the window must be drawn again.
    func handle(_ event: InputEvent) -> Bool
    /// When the next frame is needed if no input comes: `now` (or earlier)
    /// while something moves, a later time for something due then (a timer),
    /// nil when nothing can change until an event comes. Asked again after
    /// each event and each `WindowWake.post()`.
    func nextFrame(after now: Double) -> Double?
    /// Draws the frame for `time` into the loop's renderer (the loop presents it).
    func draw(at time: Double)
}
