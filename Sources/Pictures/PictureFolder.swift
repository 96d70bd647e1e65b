import CRegionDecoder
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The pictures of a folder, in the order a file browser shows them, known by
/// their bytes as well as their names; what is not a picture is counted and
/// named, not listed.
public struct PictureFolder: Sendable {
    /// One picture of the folder.
    public struct Entry: Sendable, Equatable {
        /// Its file name (bytes that are not UTF-8 shown as U+FFFD), or its
        /// path from the folder for a subfolder's ("2024/beach.jpg").
        public var caption: String
        /// The file, by the bytes of its name.
        public var path: FilePath

        /// The picture at `path`, captioned `caption`.
        public init(caption: String, path: FilePath) {
            self.caption = caption
            self.path = path
        }
    }

    /// The pictures, in name order ("b2" before "b10", case-insensitive).
    public let entries: [Entry]
    /// The first five (in name order) of the files of the folder that are not
    /// pictures and of its subfolders (with a trailing slash).
    public let skipped: [String]
    /// How many files and folders were skipped in all.
    public let skippedCount: Int

    /// Names taken for pictures without looking inside (what is not a readable
    /// picture is an error when it is decoded, saying what it is).
    public static let imageExtensions: Set<String> = ["png", "jpg", "jpeg", "gif", "webp"]
    /// Extensions of pictures in formats the library does not read (TIFF, HEIF,
    /// AVIF, BMP): listed all the same, so that a viewer shows their card saying
    /// so ("a TIFF picture: not read") instead of leaving them out unsaid.
    public static let unreadExtensions: Set<String> = ["tif", "tiff", "heif", "heic", "avif", "bmp"]

    /// The most pictures a folder (with its subfolders, `recursive`) gives; the walk stops there.
    public static let mostPictures = 100_000
    /// How deep `recursive` goes into subfolders.
    public static let deepestFolder = 32

    /// The pictures in `directory` in name order: files named as pictures, and
    /// others whose first bytes are a picture's (a JPEG named .heic, a PNG with
    /// no extension). Hidden files are left out; other files are `skipped`, and
    /// subfolders too unless `recursive`: then their pictures come in as well,
    /// captioned with their path from `directory` ("2024/beach.jpg"), each folder
    /// once however it is linked. Names are kept as bytes, so that names that
    /// are not UTF-8 open too.
    public init(_ directory: FilePath, recursive: Bool = false) throws(PictureError) {
        guard let stream = directory.withCString({ opendir($0) }) else {
            let reason = errno == ENOENT ? "does not exist" : errno == ENOTDIR ? "is not a folder"
                : "cannot be read: \(systemReason())"
            throw PictureError("'\(directory.shown())' \(reason)")
        }
        var walk = FolderWalk(recursive: recursive)
        walk.scan(stream, at: directory, relative: [], depth: 0)
        let names = walk.names
        guard !names.isEmpty else {
            throw PictureError("'\(directory.shown())' holds no pictures (PNG, JPEG, GIF or WebP)")
        }
        // Each name's order key made once, and the names' places sorted by them (20,000 names sort in a
        // few milliseconds); the entries are made in that order, so that a big folder holds one list at a time.
        let keys = names.map { NameOrderKey(String(decoding: $0, as: UTF8.self)) }
        let order = names.indices.sorted { a, b in
            keys[a] == keys[b] ? names[a].lexicographicallyPrecedes(names[b]) : keys[a] < keys[b]
        }
        entries = order.map { Entry(caption: String(decoding: names[$0], as: UTF8.self), path: directory.appending(names[$0])) }
        skipped = walk.skipped.names
        skippedCount = walk.skipped.count
    }

    /// "3 files skipped: notes.txt, scans/, a.pdf" (the first five named), nil when none were.
    public var skippedSummary: String? { Self.summary(skipped: skipped, count: skippedCount) }

    /// The summary of `count` files skipped, `skipped` the first of them by name.
    package static func summary(skipped: [String], count skippedCount: Int) -> String? {
        guard skippedCount > 0 else { return nil }
        let more = skippedCount - skipped.count
        let named = skipped.joined(separator: ", ") + (more > 0 ? " and \(more) more" : "")
        return "\(skippedCount) \(skippedCount == 1 ? "file" : "files") skipped, not pictures: \(named)"
    }

    /// What a walk skipped: how many, and the first few in name order (a
    /// folder of 600,000 other files holds five names, not 600,000).
    package struct SkippedNames {
        /// How many names are kept.
        package static let kept = 5
        package private(set) var count = 0
        /// The first `kept` names in name order, with their order keys.
        private var first: [(key: NameOrderKey, name: String)] = []

        package var names: [String] { first.map(\.name) }

        package mutating func append(_ name: String) {
            count += 1
            let key = NameOrderKey(name)
            guard first.count < Self.kept || key < first[first.count - 1].key else { return }
            first.insert((key, name), at: first.firstIndex { key < $0.key } ?? first.count)
            if first.count > Self.kept { first.removeLast() }
        }
    }

    /// The names found so far in a folder and, `recursive`, its subfolders.
    private struct FolderWalk {
        let recursive: Bool
        /// Pictures, by their path from the folder walked.
        var names: [[UInt8]] = []
        var skipped = SkippedNames()
        /// The folders read (device, inode): a link back up is read once.
        var visited: Set<[UInt64]> = []

        init(recursive: Bool) { self.recursive = recursive }

        /// Reads the open folder `stream` (`directory`, at `relative` from the
        /// top, `depth` down) and closes it.
        mutating func scan(_ stream: OpaquePointer, at directory: FilePath, relative: [UInt8], depth: Int) {
            defer { closedir(stream) }
            var info = stat()
            if fstat(dirfd(stream), &info) == 0 { visited.insert([UInt64(info.st_dev), UInt64(info.st_ino)]) }
            // The kernel's own files (/proc, /sys): named pictures only, nothing read, no folder entered.
            let system = PictureFolder.isSystemFileSystem(dirfd(stream))
            var folders: [[UInt8]] = []
            while names.count < PictureFolder.mostPictures, let entry = readdir(stream) {
                let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                    Array(raw.prefix(while: { $0 != 0 }))
                }
                guard let first = name.first, first != UInt8(ascii: ".") else { continue }
                let path = relative.isEmpty ? name : relative + [UInt8(ascii: "/")] + name
                let shown = escapedBytes(path, limit: 60)
                switch FileKind(entry.pointee.d_type, at: directory.appending(name)) {
                case .folder: if recursive && !system { folders.append(name) } else { skipped.append(shown + "/") }
                case .other: skipped.append(shown)
                case .file:
                    let dot = name.lastIndex(of: UInt8(ascii: "."))
                    let ext = dot.map { String(decoding: name[($0 + 1)...], as: UTF8.self).lowercased() } ?? ""
                    if (dot ?? 0) > 0 && (imageExtensions.contains(ext) || unreadExtensions.contains(ext))
                        || !system && PictureFolder.hasBytes(name, in: stream) && startsLikeAPicture(directory.appending(name)) {
                        names.append(path)
                    } else {
                        skipped.append(shown)
                    }
                }
            }
            for name in folders where names.count < PictureFolder.mostPictures {
                let path = relative.isEmpty ? name : relative + [UInt8(ascii: "/")] + name
                let folder = directory.appending(name)
                var info = stat()
                guard depth < PictureFolder.deepestFolder, folder.withCString({ stat($0, &info) }) == 0,
                      !visited.contains([UInt64(info.st_dev), UInt64(info.st_ino)]),
                      let stream = folder.withCString({ opendir($0) }) else {
                    skipped.append(escapedBytes(path, limit: 60) + "/")
                    continue
                }
                // A link into /proc or /sys (or /proc/self/root back to /) is not followed.
                guard !PictureFolder.isSystemFileSystem(dirfd(stream)) else {
                    closedir(stream)
                    skipped.append(escapedBytes(path, limit: 60) + "/")
                    continue
                }
                scan(stream, at: folder, relative: path, depth: depth + 1)
            }
        }
    }

    /// What a folder's entry is, by its type (links and unknown types looked up).
    fileprivate enum FileKind {
        case file, folder, other

        init(_ type: UInt8, at path: FilePath) {
            switch Int32(type) {
            case Int32(DT_REG): self = .file
            case Int32(DT_DIR): self = .folder
            case Int32(DT_LNK), Int32(DT_UNKNOWN):
                var info = stat()
                guard path.withCString({ stat($0, &info) }) == 0 else { self = .other; return }
                self = info.st_mode & S_IFMT == S_IFREG ? .file : info.st_mode & S_IFMT == S_IFDIR ? .folder : .other
            default: self = .other
            }
        }
    }

    /// Whether the open folder or file `descriptor` lies on one of the kernel's
    /// own file systems (/proc, /sys: `picture_on_system_file_system`).
    package static func isSystemFileSystem(_ descriptor: Int32) -> Bool { picture_on_system_file_system(descriptor) != 0 }

    /// Whether the file `name` in the open folder `stream` has any bytes (an
    /// empty file is not opened to be looked at).
    package static func hasBytes(_ name: [UInt8], in stream: OpaquePointer) -> Bool {
        var info = stat()
        return (name + [0]).withUnsafeBufferPointer { bytes in
            bytes.withMemoryRebound(to: CChar.self) { fstatat(dirfd(stream), $0.baseAddress!, &info, 0) }
        } == 0 && info.st_size > 0
    }

    /// Whether the file at `path` begins as a PNG, a JPEG, a GIF or a WebP picture does.
    public static func startsLikeAPicture(_ path: FilePath) -> Bool {
        // The decoder's own test of a picture's first bytes: what is listed is what it reads.
        PictureFile.format(of: path) != nil
    }

}
