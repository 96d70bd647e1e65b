import Foundation

/// The pictures the pager shows: the shipped animals, or a folder of the user's.
struct ImageLibrary: Sendable {
    struct Entry: Sendable, Equatable {
        /// The caption: for animals the name, for the user's files the file name.
        var caption: String
        var path: String
    }

    enum Kind: Sendable { case animals, folder }

    let kind: Kind
    let entries: [Entry]

    /// Problems opening a folder, named for the user.
    struct LoadError: Error, CustomStringConvertible {
        let description: String
    }

    static let imageExtensions: Set<String> = ["png", "jpg", "jpeg"]

    /// The PNG and JPEG files in `directory`, in name order.
    static func folder(_ directory: String) throws(LoadError) -> ImageLibrary {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory) else {
            throw LoadError(description: "--images: '\(directory)' does not exist")
        }
        guard isDirectory.boolValue else { throw LoadError(description: "--images: '\(directory)' is not a folder") }
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: directory)
        } catch {
            throw LoadError(description: "--images: cannot read '\(directory)': \(error.localizedDescription)")
        }
        let images = names.filter { imageExtensions.contains(($0 as NSString).pathExtension.lowercased()) }
            .sorted { $0.localizedStandardCompare($1) == .orderedAscending }
        guard !images.isEmpty else {
            throw LoadError(description: "--images: '\(directory)' holds no PNG or JPEG files")
        }
        let base = URL(fileURLWithPath: directory, isDirectory: true)
        return ImageLibrary(kind: .folder, entries: images.map {
            Entry(caption: $0, path: base.appendingPathComponent($0).path)
        })
    }

    /// The animal pictures shipped in Assets/animals.
    static func animals() throws(LoadError) -> ImageLibrary {
        let library = try folder(Assets.path("animals"))
        return ImageLibrary(kind: .animals, entries: library.entries.map {
            Entry(caption: ($0.caption as NSString).deletingPathExtension.replacingOccurrences(of: "-", with: " "),
                  path: $0.path)
        })
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
