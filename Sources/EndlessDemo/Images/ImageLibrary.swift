import Glibc
import Pictures

/// The pictures the pager shows: the shipped animals, or a folder of the user's.
struct ImageLibrary: Sendable {
    /// A picture: its caption and file.
    typealias Entry = PictureFolder.Entry

    enum Kind: Sendable { case animals, folder }

    /// The pictures of a folder, captioned by name, or the animals, by their
    /// names as titles ("tropical-fish.jpg": "tropical fish").
    struct Entries: RandomAccessCollection, Sendable {
        let folder: PictureFolder.Entries
        /// Whether captions are names as titles (the animals').
        let titled: Bool

        var startIndex: Int { 0 }
        var endIndex: Int { folder.count }

        subscript(position: Int) -> Entry {
            var entry = folder[position]
            if titled { entry.caption = String(withoutExtension(entry.caption).map { $0 == "-" ? " " : $0 }) }
            return entry
        }
    }

    let kind: Kind
    let entries: Entries
    /// The entry the pager opens at.
    var start = 0
    /// The folder's own name ("Pictures" for ~/Pictures), shown in titles.
    var folderName = ""

    /// Problems opening a folder, named for the user.
    struct LoadError: Error, CustomStringConvertible, Equatable {
        let description: String
    }

    /// The first files of the folder that are not pictures (`PictureFolder.skipped`).
    var skipped: [String] = []
    /// How many files and folders were skipped in all.
    var skippedCount = 0

    /// The pictures in `directory` (`PictureFolder`), `recursive` into its subfolders.
    static func folder(_ directory: FilePath, recursive: Bool = false) throws(LoadError) -> ImageLibrary {
        let folder: PictureFolder
        do {
            folder = try PictureFolder(directory, recursive: recursive)
        } catch {
            throw LoadError(description: "--images: \(error.reason)")
        }
        var library = ImageLibrary(kind: .folder, entries: Entries(folder: folder.entries, titled: false))
        library.skipped = folder.skipped
        library.skippedCount = folder.skippedCount
        return library
    }

    /// "3 files skipped, not pictures: notes.txt, scans/, a.pdf", nil when none were.
    var skippedSummary: String? { PictureFolder.summary(skipped: skipped, count: skippedCount) }

    /// The pictures `settings` name: their --images folder, or the animals.
    static func named(by settings: DemoSettings) throws(LoadError) -> ImageLibrary {
        guard let folder = settings.imagesDirectory else { return try animals() }
        // A file named that is no picture is said to be so, whatever its folder holds.
        if let picture = settings.firstPicture, !PictureFolder.startsLikeAPicture(picture) {
            var info = stat()
            let empty = picture.withCString { stat($0, &info) } == 0 && info.st_size == 0
            throw LoadError(description: "'\(picture.shown())' is \(empty ? "an empty file" : "not a PNG, JPEG, GIF, WebP or TIFF picture")")
        }
        var library = try self.folder(folder, recursive: settings.recursive)
        let trimmed = folder.bytes.count > 1 && folder.endsWithSlash ? FilePath(bytes: Array(folder.bytes.dropLast())) : folder
        let name = (trimmed.canonical ?? trimmed).folderAndName.name
        library.folderName = escapedBytes(name.isEmpty ? Array("/".utf8) : name, limit: 60)
        if let picture = settings.firstPicture {
            let name = picture.folderAndName.name
            // The folder's own picture (a subfolder's are captioned with their folder: "sub/name").
            guard let index = library.entries.folder.firstIndex(named: name) else {
                throw LoadError(description: "'\(picture.shown())' is not a PNG, JPEG, GIF, WebP or TIFF picture")
            }
            library.start = index
        }
        return library
    }

    /// The animal pictures shipped in Assets/animals.
    static func animals() throws(LoadError) -> ImageLibrary {
        let library = try folder(FilePath(Assets.path("animals")))
        return ImageLibrary(kind: .animals, entries: Entries(folder: library.entries.folder, titled: true))
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
