@testable import EndlessDemo

/// A frame drawn with layers (`ComposedLayer`) against the same frame drawn
/// directly: what differs.
@MainActor
enum LayeredPixels {
    /// The pixels with layers against without, at the session's last time.
    static func differences(_ session: HeadlessSession, at t: Double) throws -> String? {
        session.canvas.layersEnabled = true
        _ = session.frame(at: t)
        let layered = try session.pixels()
        session.canvas.layersEnabled = false
        _ = session.frame(at: t)
        let direct = try session.pixels()
        session.canvas.layersEnabled = true
        let differing = layered.indices.filter { layered[$0] != direct[$0] }
        guard !differing.isEmpty else { return nil }
        let rows = Set(differing.map { $0 / session.width }).sorted(), columns = Set(differing.map { $0 % session.width }).sorted()
        return "\(differing.count) pixels differ, rows \(rows.prefix(6))…\(rows.suffix(2)), columns \(columns.prefix(6))…\(columns.suffix(2))"
    }
}
