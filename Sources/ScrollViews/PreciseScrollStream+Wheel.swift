import ScrollPhysics

extension PreciseScrollStream {
    /// A wheel's turn of `forward` at `time` on `axis`, as its `source` says:
    /// a touchpad's px 1:1 in this stream; a high-resolution wheel's px, or
    /// notches of `lineStep` px, animated (either ends the stream first).
    public mutating func scroll<Driven: StreamDriven>(forward: Double, source: WheelSource, lineStep: Double,
                                                      time: Double, axis: inout Driven) {
        guard source != .touchpad else { return scroll(by: forward, time: time, axis: &axis) }
        end(at: time, axis: &axis)
        axis.scroll(by: source == .wheel ? forward * lineStep : forward, time: time)
    }
}
