import Foundation

/// A temporary folder, removed by `remove()`.
public struct TemporaryFolder {
    /// The folder.
    public let url = FileManager.default.temporaryDirectory
        .appendingPathComponent("endless-test-\(UInt32.random(in: 0...UInt32.max))", isDirectory: true)

    /// A new empty folder.
    public init() throws { try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true) }

    /// Writes `bytes` as the file `name` in it.
    public func write(_ name: String, _ bytes: [UInt8] = [1, 2, 3]) throws {
        try Data(bytes).write(to: url.appendingPathComponent(name))
    }

    /// Removes it and all it holds.
    public func remove() { try? FileManager.default.removeItem(at: url) }
}
