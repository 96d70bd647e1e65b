import Glibc
import Synchronization
import Pictures

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

    let path: FilePath
    /// The temporary file's path, for writers that take a path (IMG_SavePNG).
    let temporaryPath: FilePath
    private var descriptor: Int32
    private var committed = false

    /// Creates the temporary file beside `path`; `what` names the output in
    /// messages. Only a regular file (or nothing) is replaced: a folder, a
    /// device (`/dev/null`), a FIFO, a socket or a symbolic link at `path` is
    /// refused here, before the run.
    init(path: FilePath, what: String) throws(Failure) {
        self.path = path
        if let refusal = OutputFile.refusal(toReplace: path) {
            throw Failure(description: "cannot write the \(what) to '\(path.shown())': \(refusal)")
        }
        let (folder, name) = path.folderAndName
        var template = (folder + [UInt8(ascii: ".")] + name + Array(".endless-XXXXXX".utf8)).map { CChar(bitPattern: $0) } + [0]
        let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard fd >= 0 else { throw Failure(description: "cannot write the \(what) to '\(path.shown())': \(systemReason())") }
        descriptor = fd
        temporaryPath = FilePath(bytes: template.dropLast().map { UInt8(bitPattern: $0) })
        OutputFile.pending(temporaryPath)
    }

    /// The temporary files not yet renamed or removed, by path: removed when
    /// the process exits without unwinding (Xlib's exit when the X server goes).
    private static let temporaries = Mutex<Set<FilePath>>([])
    private static let exitHook = Atomic<Bool>(false)

    private static func pending(_ path: FilePath) {
        temporaries.withLock { _ = $0.insert(path) }
        if !exitHook.exchange(true, ordering: .relaxed) { atexit { OutputFile.removeTemporaries() } }
    }

    /// Removes the temporary files of outputs not yet renamed or removed (a
    /// process ending without unwinding).
    static func removeTemporaries() { temporaries.withLock { $0.forEach { $0.withCString { _ = unlink($0) } } } }

    private static func settled(_ path: FilePath) { temporaries.withLock { _ = $0.remove(path) } }

    deinit { discard() }

    /// Why an output may not replace what `path` names, when that is not a
    /// regular file or nothing ("it is a folder; …"); nil when it may.
    static func refusal(toReplace path: FilePath) -> String? {
        kind(path).map { "it \($0); an output replaces only a regular file" }
    }

    /// What `path` names when that is not a regular file or nothing ("is a folder").
    private static func kind(_ path: FilePath) -> String? {
        if path.isEmpty { return "is empty" }
        if path.endsWithSlash { return "names a folder" }
        var info = stat()
        guard path.withCString({ lstat($0, &info) }) == 0 else { return nil }
        switch info.st_mode & S_IFMT {
        case S_IFREG: return nil
        case S_IFDIR: return "is a folder"
        case S_IFLNK: return "is a symbolic link"
        case S_IFIFO: return "is a FIFO"
        case S_IFSOCK: return "is a socket"
        case S_IFCHR, S_IFBLK: return "is a device"
        default: return "is not a regular file"
        }
    }

    /// Appends `text`.
    func write(_ text: String) throws(Failure) {
        guard writeAll(descriptor, text) else { throw Failure(description: "cannot write '\(path.shown())': \(systemReason())") }
    }

    /// Puts the finished file in its place.
    func commit() throws(Failure) {
        guard !committed else { return }
        let closed = close(descriptor)
        descriptor = -1
        guard closed == 0 else {
            let reason = systemReason()
            discard()
            throw Failure(description: "cannot write '\(path.shown())': \(reason)")
        }
        // Checked again: the target may have become something else during the run.
        if let refusal = OutputFile.refusal(toReplace: path) {
            discard()
            throw Failure(description: "cannot write '\(path.shown())': \(refusal)")
        }
        guard temporaryPath.withCString({ from in path.withCString { rename(from, $0) } }) == 0 else {
            let reason = systemReason()
            discard()
            throw Failure(description: "cannot write '\(path.shown())': \(reason)")
        }
        OutputFile.settled(temporaryPath)
        committed = true
    }

    /// Removes the temporary file (a failed or interrupted run).
    func discard() {
        if descriptor >= 0 { close(descriptor) }
        descriptor = -1
        guard !committed else { return }
        temporaryPath.withCString { _ = unlink($0) }
        OutputFile.settled(temporaryPath)
        committed = true
    }
}

/// Whether the paths `a` and `b` name the same file: the same file on disk
/// when both exist (links included), else the same absolute path once `.`,
/// `..` and the folder's links are resolved.
func samePlace(_ a: FilePath, _ b: FilePath) -> Bool {
    var x = stat(), y = stat()
    if a.withCString({ stat($0, &x) }) == 0, b.withCString({ stat($0, &y) }) == 0 {
        return x.st_dev == y.st_dev && x.st_ino == y.st_ino
    }
    return resolved(a) == resolved(b)
}

/// `path` absolute, with its folder's links resolved when the folder exists.
private func resolved(_ path: FilePath) -> FilePath {
    let (folder, name) = path.folderAndName
    let directory = folder.isEmpty ? FilePath(".") : FilePath(bytes: folder.count > 1 ? Array(folder.dropLast()) : folder)
    guard let real = directory.canonical else { return path }
    return real.appending(name)
}
