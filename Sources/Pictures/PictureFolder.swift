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

    /// The pictures of a folder in name order, each made when it is asked
    /// for: their names are kept in one buffer, so that a folder of 100,000
    /// pictures costs two megabytes, not tens. A big folder's names are put in
    /// order on a thread of their own (100,000 in about 10 ms): its first,
    /// second and last pictures are known at once, the others once sorted
    /// (asking for one before then waits).
    public struct Entries: RandomAccessCollection, Sendable {
        /// The folder the pictures' paths begin with.
        public let folder: FilePath
        /// Their paths from `folder`, in order.
        private let names: FolderOrder

        /// The pictures named `names` (paths from `folder`, at least one), put in name order.
        package init(folder: FilePath, names: NameList) {
            self.folder = folder
            self.names = FolderOrder(names)
        }

        /// The first picture's position: 0.
        public var startIndex: Int { 0 }
        /// The position after the last picture: the number of pictures.
        public var endIndex: Int { names.count }

        /// The position of the picture whose path from `folder` is `name`
        /// ("beach.jpg", "2024/beach.jpg"), nil when there is none; found by
        /// the names' bytes, without making entries.
        public func firstIndex(named name: [UInt8]) -> Int? {
            (0..<names.count).first { names[$0].elementsEqual(name) }
        }

        /// Picture `position`.
        public subscript(position: Int) -> Entry {
            let name = names[position]
            return Entry(caption: String(decoding: name, as: UTF8.self), path: folder.appending(Array(name)))
        }
    }

    /// The pictures, in name order ("b2" before "b10", case-insensitive).
    public let entries: Entries
    /// The first five (in name order) of the files of the folder that are not
    /// pictures and of its subfolders (with a trailing slash).
    public let skipped: [String]
    /// How many files and folders were skipped in all.
    public let skippedCount: Int

    /// Names taken for pictures without looking inside (what is not a readable
    /// picture is an error when it is decoded, saying what it is).
    public static let imageExtensions: Set<String> = ["png", "jpg", "jpeg", "gif", "webp", "tif", "tiff"]
    /// Extensions of pictures in formats the library does not read (HEIF, AVIF,
    /// BMP): listed all the same, so that a viewer shows their card saying so
    /// ("a BMP picture: not read") instead of leaving them out unsaid.
    public static let unreadExtensions: Set<String> = ["heif", "heic", "avif", "bmp"]

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
        guard walk.names.count > 0 else {
            throw PictureError("'\(directory.shown())' holds no pictures (PNG, JPEG, GIF, WebP or TIFF)")
        }
        entries = Entries(folder: directory, names: walk.names)
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

    /// Whether the open folder or file `descriptor` lies on one of the kernel's
    /// own file systems (/proc, /sys: `picture_on_system_file_system`).
    package static func isSystemFileSystem(_ descriptor: Int32) -> Bool { picture_on_system_file_system(descriptor) != 0 }

    /// Whether the file `name` in the open folder `stream` has any bytes (an
    /// empty file is not opened to be looked at).
    package static func hasBytes(_ name: [UInt8], in stream: OpaquePointer) -> Bool {
        name.withUnsafeBufferPointer { FolderWalk.hasBytes($0, in: dirfd(stream)) }
    }

    /// Whether the file at `path` begins as a PNG, a JPEG, a GIF or a WebP picture does.
    public static func startsLikeAPicture(_ path: FilePath) -> Bool {
        // The decoder's own test of a picture's first bytes: what is listed is what it reads.
        PictureFile.format(of: path) != nil
    }

}
