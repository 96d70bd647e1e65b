import CRegionDecoder
import Glibc

/// The pictures the pager shows: the shipped animals, or a folder of the user's.
struct ImageLibrary: Sendable {
    struct Entry: Sendable, Equatable {
        /// The caption: for animals the name, for the user's files the file name
        /// (bytes that are not UTF-8 shown as U+FFFD).
        var caption: String
        /// The file, by the bytes of its name.
        var path: FilePath
    }

    enum Kind: Sendable { case animals, folder }

    let kind: Kind
    let entries: [Entry]
    /// The entry the pager opens at.
    var start = 0
    /// The folder's own name ("Pictures" for ~/Pictures), shown in titles.
    var folderName = ""

    /// Problems opening a folder, named for the user.
    struct LoadError: Error, CustomStringConvertible, Equatable {
        let description: String
    }

    /// Names taken for pictures without looking inside (what is not a readable
    /// picture shows an error card saying what it is when its page comes).
    static let imageExtensions: Set<String> = ["png", "jpg", "jpeg", "gif", "webp"]

    /// The first `SkippedNames.kept` (in name order) of the files of the folder
    /// that are not pictures and of its subfolders (with a trailing slash): said
    /// at the start, not shown.
    var skipped: [String] = []
    /// How many files and folders were skipped in all.
    var skippedCount = 0

    /// The most pictures a folder (with its subfolders, `recursive`) gives; the walk stops there.
    static let mostPictures = 100_000
    /// How deep `recursive` goes into subfolders.
    static let deepestFolder = 32

    /// The pictures in `directory` in name order: files named as pictures, and
    /// others whose first bytes are a picture's (a JPEG named .heic, a PNG with
    /// no extension). Hidden files are left out; other files are `skipped`, and
    /// subfolders too unless `recursive`: then their pictures come in as well,
    /// captioned with their path from `directory` ("2024/beach.jpg"), each folder
    /// once however it is linked. Names are kept as bytes, so that names that
    /// are not UTF-8 open too.
    static func folder(_ directory: FilePath, recursive: Bool = false) throws(LoadError) -> ImageLibrary {
        guard let stream = directory.withCString({ opendir($0) }) else {
            let reason = errno == ENOENT ? "does not exist" : errno == ENOTDIR ? "is not a folder"
                : "cannot be read: \(systemReason())"
            throw LoadError(description: "--images: '\(directory.shown())' \(reason)")
        }
        var walk = FolderWalk(recursive: recursive)
        walk.scan(stream, at: directory, relative: [], depth: 0)
        let names = walk.names
        guard !names.isEmpty else {
            throw LoadError(description: "--images: '\(directory.shown())' holds no pictures (PNG, JPEG, GIF or WebP)")
        }
        let base = directory
        // Each name's order key made once (20,000 names sort in a few milliseconds).
        let entries = names.map { Entry(caption: String(decoding: $0, as: UTF8.self), path: base.appending($0)) }
            .map { (key: NameOrderKey($0.caption), entry: $0) }
            .sorted { a, b in
                a.key == b.key ? a.entry.path.bytes.lexicographicallyPrecedes(b.entry.path.bytes) : a.key < b.key
            }
            .map(\.entry)
        var library = ImageLibrary(kind: .folder, entries: entries)
        library.skipped = walk.skipped.names
        library.skippedCount = walk.skipped.count
        return library
    }

    /// "3 files skipped: notes.txt, scans/, a.pdf" (the first five named), nil when none were.
    var skippedSummary: String? {
        guard skippedCount > 0 else { return nil }
        let more = skippedCount - skipped.count
        let named = skipped.joined(separator: ", ") + (more > 0 ? " and \(more) more" : "")
        return "\(skippedCount) \(skippedCount == 1 ? "file" : "files") skipped, not pictures: \(named)"
    }

    /// What a walk skipped: how many, and the first few in name order (a
    /// folder of 600,000 other files holds five names, not 600,000).
    struct SkippedNames {
        /// How many names are kept.
        static let kept = 5
        private(set) var count = 0
        /// The first `kept` names in name order, with their order keys.
        private var first: [(key: NameOrderKey, name: String)] = []

        var names: [String] { first.map(\.name) }

        mutating func append(_ name: String) {
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
            let system = ImageLibrary.isSystemFileSystem(dirfd(stream))
            var folders: [[UInt8]] = []
            while names.count < ImageLibrary.mostPictures, let entry = readdir(stream) {
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
                    if (dot ?? 0) > 0 && imageExtensions.contains(ext)
                        || !system && ImageLibrary.hasBytes(name, in: stream) && startsLikeAPicture(directory.appending(name)) {
                        names.append(path)
                    } else {
                        skipped.append(shown)
                    }
                }
            }
            for name in folders where names.count < ImageLibrary.mostPictures {
                let path = relative.isEmpty ? name : relative + [UInt8(ascii: "/")] + name
                let folder = directory.appending(name)
                var info = stat()
                guard depth < ImageLibrary.deepestFolder, folder.withCString({ stat($0, &info) }) == 0,
                      !visited.contains([UInt64(info.st_dev), UInt64(info.st_ino)]),
                      let stream = folder.withCString({ opendir($0) }) else {
                    skipped.append(escapedBytes(path, limit: 60) + "/")
                    continue
                }
                // A link into /proc or /sys (or /proc/self/root back to /) is not followed.
                guard !ImageLibrary.isSystemFileSystem(dirfd(stream)) else {
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
    static func isSystemFileSystem(_ descriptor: Int32) -> Bool { picture_on_system_file_system(descriptor) != 0 }

    /// Whether the file `name` in the open folder `stream` has any bytes (an
    /// empty file is not opened to be looked at).
    static func hasBytes(_ name: [UInt8], in stream: OpaquePointer) -> Bool {
        var info = stat()
        return (name + [0]).withUnsafeBufferPointer { bytes in
            bytes.withMemoryRebound(to: CChar.self) { fstatat(dirfd(stream), $0.baseAddress!, &info, 0) }
        } == 0 && info.st_size > 0
    }

    /// Whether the file at `path` begins as a PNG, a JPEG, a GIF or a WebP picture does.
    static func startsLikeAPicture(_ path: FilePath) -> Bool {
        // The decoder's own test of a picture's first bytes: what is listed is what it reads.
        PictureFile.format(of: path) != nil
    }

    /// The pictures `settings` name: their --images folder, or the animals.
    static func named(by settings: DemoSettings) throws(LoadError) -> ImageLibrary {
        guard let folder = settings.imagesDirectory else { return try animals() }
        // A file named that is no picture is said to be so, whatever its folder holds.
        if let picture = settings.firstPicture, !startsLikeAPicture(picture) {
            var info = stat()
            let empty = picture.withCString { stat($0, &info) } == 0 && info.st_size == 0
            throw LoadError(description: "'\(picture.shown())' is \(empty ? "an empty file" : "not a PNG, JPEG, GIF or WebP picture")")
        }
        var library = try self.folder(folder, recursive: settings.recursive)
        let trimmed = folder.bytes.count > 1 && folder.endsWithSlash ? FilePath(bytes: Array(folder.bytes.dropLast())) : folder
        let name = (trimmed.canonical ?? trimmed).folderAndName.name
        library.folderName = escapedBytes(name.isEmpty ? Array("/".utf8) : name, limit: 60)
        if let picture = settings.firstPicture {
            let name = picture.folderAndName.name
            // The folder's own picture (a subfolder's are captioned with their folder: "sub/name").
            guard let index = library.entries.firstIndex(where: {
                $0.path.folderAndName.name == name && !$0.caption.contains("/")
            }) else {
                throw LoadError(description: "'\(picture.shown())' is not a PNG, JPEG, GIF or WebP picture")
            }
            library.start = index
        }
        return library
    }

    /// The animal pictures shipped in Assets/animals.
    static func animals() throws(LoadError) -> ImageLibrary {
        let library = try folder(FilePath(Assets.path("animals")))
        return ImageLibrary(kind: .animals, entries: library.entries.map {
            Entry(caption: String(withoutExtension($0.caption).map { $0 == "-" ? " " : $0 }), path: $0.path)
        })
    }
}

/// File name `name` without its extension ("cat.jpg": "cat"; ".hidden" keeps its dot).
func withoutExtension(_ name: String) -> Substring {
    guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return name[...] }
    return name[..<dot]
}

/// Whether file name `a` comes before `b`: case-insensitive, with runs of digits
/// compared by value ("b2" before "b10"), like a file browser — without ICU,
/// whose collation data costs start-up time. Names that fold the same are
/// ordered by their characters' code points.
func namesInOrder(_ a: String, _ b: String) -> Bool { NameOrderKey(a) < NameOrderKey(b) }

/// A file name prepared once for `namesInOrder`'s order, so that sorting a big
/// folder compares arrays of numbers instead of folding strings at every step.
struct NameOrderKey: Comparable, Sendable {
    private let folded: [UInt32]
    private let original: [UInt32]

    init(_ name: String) {
        folded = name.lowercased().unicodeScalars.map(\.value)
        original = name.unicodeScalars.map(\.value)
    }

    static func == (a: NameOrderKey, b: NameOrderKey) -> Bool { a.original == b.original }

    static func < (a: NameOrderKey, b: NameOrderKey) -> Bool {
        let x = a.folded, y = b.folded
        func isDigit(_ c: UInt32) -> Bool { c >= 0x30 && c <= 0x39 }
        var i = 0, j = 0
        while i < x.count, j < y.count {
            if isDigit(x[i]), isDigit(y[j]) {
                var m = i, n = j
                while m < x.count, isDigit(x[m]) { m += 1 }
                while n < y.count, isDigit(y[n]) { n += 1 }
                var p = i, q = j
                while p < m, x[p] == 0x30 { p += 1 }
                while q < n, y[q] == 0x30 { q += 1 }
                if m - p != n - q { return m - p < n - q }
                for k in 0..<(m - p) where x[p + k] != y[q + k] { return x[p + k] < y[q + k] }
                i = m
                j = n
            } else {
                if x[i] != y[j] { return x[i] < y[j] }
                i += 1
                j += 1
            }
        }
        if i < x.count || j < y.count { return i == x.count }
        return a.original.lexicographicallyPrecedes(b.original)
    }
}

extension ImageLibrary {
    /// `count` pictures for a row of them: random animals from `seed`, never
    /// the same twice in a row (and none twice at all when `distinct`, at most
    /// as many as there are), or the folder's pictures in order, repeated when
    /// there are fewer.
    func picks(count: Int, seed: UInt64, distinct: Bool = false) -> [Entry] {
        guard !entries.isEmpty else { return [] }
        let count = distinct ? min(count, entries.count) : max(0, count)
        guard kind == .animals else { return (0..<count).map { entries[$0 % entries.count] } }
        var picker = RandomPicker(seed: seed)
        var chosen: [Int] = []
        while chosen.count < count {
            let pick = picker.pick(count: entries.count, avoiding: chosen.last)
            if !distinct || !chosen.contains(pick) { chosen.append(pick) }
        }
        return chosen.map { entries[$0] }
    }
}

/// Picks random pictures from a seeded generator, never the same as the
/// neighbour, so that a seed gives the same sequence every run.
struct RandomPicker: Sendable {
    private var generator: SplitMix64

    init(seed: UInt64) { generator = SplitMix64(seed: seed) }

    /// An index in 0..<count that differs from `neighbour` when count > 1.
    mutating func pick(count: Int, avoiding neighbour: Int?) -> Int {
        precondition(count > 0, "nothing to pick from")
        guard let neighbour, count > 1 else { return Int(generator.next() % UInt64(count)) }
        // Pick among the others, then skip over the neighbour.
        let choice = Int(generator.next() % UInt64(count - 1))
        return choice >= neighbour ? choice + 1 : choice
    }
}

/// A small, fast, seedable generator (SplitMix64).
struct SplitMix64: RandomNumberGenerator, Sendable {
    private var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
