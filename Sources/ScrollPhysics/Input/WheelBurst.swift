/// Groups wheel events into bursts, so that a paged view turns one page per
/// burst however many notches the wheel sent: an event starts a new burst when
/// it comes more than `gap` seconds after the previous one, or turns the other
/// way. A spinning wheel's notches come 5–50 ms apart (one burst, one page);
/// notches clicked at a deliberate pace, 200 ms apart and more, each turn a page.
public struct WheelBurst: Sendable {
    /// The quiet time that ends a burst, in seconds.
    public static let defaultGap = 0.15

    /// The quiet time that ends a burst, seconds.
    public var gap: Double
    private var lastTime = -Double.infinity
    private var lastSign = 0.0

    /// Bursts separated by `gap` seconds of quiet.
    public init(gap: Double = WheelBurst.defaultGap) {
        self.gap = gap
    }

    /// Records a wheel event of `delta` at `time`; returns the burst's direction
    /// (+1 or −1) when the event starts a new burst, else nil.
    public mutating func begins(delta: Double, time: Double) -> Int? {
        guard delta != 0 else { return nil }
        let sign: Double = delta > 0 ? 1 : -1
        defer { lastTime = time; lastSign = sign }
        if time - lastTime > gap || sign != lastSign { return Int(sign) }
        return nil
    }
}
