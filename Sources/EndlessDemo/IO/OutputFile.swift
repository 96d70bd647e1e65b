import Glibc

/// A file the run writes — trace, screenshot, frame log — written in full or
/// not at all: into a temporary file beside the target, renamed over the
/// target only by `commit()`. Dropped without a commit (a failure, an
/// interruption), it leaves nothing behind. Made before the run starts, so an
/// unwritable place is reported before any work.
final class OutputFile {
    /// Why an output cannot be written, in words for the user.
    struct Failure: Error, CustomStringConvertible, Equatable {
        let description: String
    }

    let path: String
    /// The temporary file's path, for writers that take a path (IMG_SavePNG).
    let temporaryPath: String
    private var descriptor: Int32
    private var committed = false

    /// Creates the temporary file beside `path`; `what` names the output in messages.
    init(path: String, what: String) throws(Failure) {
        self.path = path
        let slash = path.lastIndex(of: "/")
        let directory = slash.map { String(path[...$0]) } ?? ""
        let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
        var template = Array((directory + "." + name + ".endless-XXXXXX").utf8CString)
        let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard fd >= 0 else { throw Failure(description: "cannot write the \(what) to '\(escaped(path))': \(systemReason())") }
        descriptor = fd
        temporaryPath = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    deinit { discard() }

    /// Appends `text`.
    func write(_ text: String) throws(Failure) {
        guard writeAll(descriptor, text) else { throw Failure(description: "cannot write '\(escaped(path))': \(systemReason())") }
    }

    /// Puts the finished file in its place.
    func commit() throws(Failure) {
        guard !committed else { return }
        let closed = close(descriptor)
        descriptor = -1
        guard closed == 0 else {
            let reason = systemReason()
            discard()
            throw Failure(description: "cannot write '\(escaped(path))': \(reason)")
        }
        guard rename(temporaryPath, path) == 0 else {
            let reason = systemReason()
            discard()
            throw Failure(description: "cannot write '\(escaped(path))': \(reason)")
        }
        committed = true
    }

    /// Removes the temporary file (a failed or interrupted run).
    func discard() {
        if descriptor >= 0 { close(descriptor) }
        descriptor = -1
        guard !committed else { return }
        unlink(temporaryPath)
        committed = true
    }
}

/// Whether the paths `a` and `b` name the same file: the same file on disk
/// when both exist (links included), else the same absolute path once `.`,
/// `..` and the folder's links are resolved.
func samePlace(_ a: String, _ b: String) -> Bool {
    var x = stat(), y = stat()
    if stat(a, &x) == 0, stat(b, &y) == 0 { return x.st_dev == y.st_dev && x.st_ino == y.st_ino }
    return resolved(a) == resolved(b)
}

/// `path` absolute, with its folder's links resolved when the folder exists.
private func resolved(_ path: String) -> String {
    let slash = path.lastIndex(of: "/")
    let directory = slash.map { String(path[..<$0]) }.map { $0.isEmpty ? "/" : $0 } ?? "."
    let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
    guard let real = realpath(directory, nil) else { return path }
    defer { free(real) }
    let base = String(cString: real)
    return (base.hasSuffix("/") ? base : base + "/") + name
}
