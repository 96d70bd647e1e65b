import CRegionDecoder
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The thumbnail cache shared with the desktop, as the freedesktop.org
/// Thumbnail Managing Standard lays it out: under `root` (normally
/// `$XDG_CACHE_HOME/thumbnails`), a folder for each size (`normal` 128 px,
/// `large` 256, `x-large` 512, `xx-large` 1024), each picture's thumbnail named
/// by the MD5 of its URI, a PNG that says the URI and the picture's time of
/// change (`Thumb::URI`, `Thumb::MTime`) so that a changed picture is
/// thumbnailed again. Thumbnails other programs made are used; those made here
/// serve them too, written whole or not at all. A picture that cannot be
/// decoded is remembered under `fail/endless-1/` and not decoded again until it
/// changes. Use it from one thread at a time; its counts may be read from any.
public final class ThumbnailCache: @unchecked Sendable {
    /// The cache's folder (the one holding `normal`, `large`, …).
    public let root: FilePath
    private let lock = Condition()
    private var counted = Counts()

    /// What the cache served so far.
    public struct Counts: Equatable, Sendable {
        /// Thumbnails read from the cache (no picture decoded).
        public var hits = 0
        /// Thumbnails made from their pictures and written.
        public var made = 0
        /// Pictures the cache remembered as broken (not decoded again).
        public var knownBroken = 0
        /// Entries that could not be written (a full disk, a read-only cache).
        public var unwritable = 0

        /// Counts of these values.
        public init(hits: Int = 0, made: Int = 0, knownBroken: Int = 0, unwritable: Int = 0) {
            (self.hits, self.made, self.knownBroken, self.unwritable) = (hits, made, knownBroken, unwritable)
        }
    }

    /// The standard's sizes: the longest side of a thumbnail, and its folder.
    public enum Size: Int, CaseIterable, Sendable {
        /// 128 px, `normal/`.
        case normal = 128
        /// 256 px, `large/`.
        case large = 256
        /// 512 px, `x-large/`.
        case xLarge = 512
        /// 1024 px, `xx-large/`.
        case xxLarge = 1024

        /// Its folder's name.
        public var folder: String {
            switch self {
            case .normal: "normal"
            case .large: "large"
            case .xLarge: "x-large"
            case .xxLarge: "xx-large"
            }
        }

        /// The sizes at least `side` px, smallest first (none past 1024).
        public static func covering(_ side: Int) -> [Size] { allCases.filter { $0.rawValue >= side } }

        /// The largest entry of this size read, bytes: its pixels stored
        /// without compression, four bytes each, and a MiB for its chunks and
        /// texts. A larger file is refused without being read, and made again.
        public var entryBytes: Int { rawValue * rawValue * 4 + (1 << 20) }
    }

    /// The largest entry under `fail/` read, bytes (one pixel and its texts).
    public static let failEntryBytes = 1 << 20

    /// The folder of this program's entries for pictures that could not be thumbnailed.
    public static let failFolder = "fail/endless-1"
    /// The longest text value read from a thumbnail, bytes (a URI of a long path).
    public static let textLimit = 8192

    /// The cache's folder made absolute, with a slash: pictures under it are not thumbnailed.
    private let inside: [UInt8]

    /// The cache under `root` (`standardRoot()`: the desktop's).
    public init(root: FilePath) {
        self.root = root
        inside = (root.canonical ?? FileURI.absolute(root)).bytes + [UInt8(ascii: "/")]
    }

    /// `$XDG_CACHE_HOME/thumbnails`, or `$HOME/.cache/thumbnails` when that is
    /// unset or not absolute; nil without either.
    /// The variables' own bytes are kept: a folder named by bytes that are not
    /// UTF-8 is that folder.
    public static func standardRoot(environment: (String) -> FilePath? = FilePath.environment) -> FilePath? {
        if let cache = environment("XDG_CACHE_HOME"), cache.isAbsolute { return cache.appending(Array("thumbnails".utf8)) }
        guard let home = environment("HOME"), home.isAbsolute else { return nil }
        return home.appending(Array(".cache/thumbnails".utf8))
    }

    /// What the cache served so far.
    public var counts: Counts {
        lock.lock()
        defer { lock.unlock() }
        return counted
    }

    private func count(_ change: (inout Counts) -> Void) {
        lock.lock()
        change(&counted)
        lock.unlock()
    }

    /// Where the entry for the picture whose URI is `uri` lies in `folder`.
    public func entry(for uri: String, in folder: String) -> FilePath {
        root.appending(Array(folder.utf8)).appending(Array((MD5.hex(Array(uri.utf8)) + ".png").utf8))
    }

    /// What the standard says of a picture: its URI, and its time of change and size from the file system.
    public struct Original: Equatable, Sendable {
        /// Its `file://` URI.
        public var uri: String
        /// Its time of change, seconds since 1970.
        public var modified: Int
        /// Its size, bytes.
        public var bytes: Int
    }

    /// The picture at `path` as the cache knows it, named by its canonical
    /// path (links, `.` and `..` resolved as the system resolves them, so that
    /// an entry always names the file that was decoded); nil when it cannot be
    /// looked at or lies in the cache itself.
    public func original(_ path: FilePath) -> Original? {
        guard let canonical = path.canonical, !canonical.bytes.starts(with: inside) else { return nil }
        var info = stat()
        guard canonical.withCString({ stat($0, &info) }) == 0 else { return nil }
        return Original(uri: FileURI.of(canonical), modified: Int(info.st_mtim.tv_sec), bytes: Int(info.st_size))
    }

    /// A thumbnail of the picture at `path` for a box of `side` px: from a
    /// valid entry of the smallest size that covers it (or a larger one), else
    /// the picture decoded, fitted to that size, written to the cache and
    /// returned; a picture remembered as broken gets its reason at once. The
    /// thumbnail's `source` is the picture's own size. `decoded` says when the
    /// picture itself was decoded. Nil when the cache does not serve it: a box
    /// over 1024 px, a path that cannot be looked at or lies in the cache.
    public func thumbnail(_ path: FilePath, side: Int, cancellation: DecodeCancellation? = nil)
        -> (outcome: Result<DecodedPicture, PictureError>, decoded: Bool)? {
        guard let original = original(path), let size = Size.covering(side).first else { return nil }
        for size in Size.covering(side) {
            if let thumbnail = cached(original, in: size, cancellation: cancellation) {
                count { $0.hits += 1 }
                return (.success(thumbnail), false)
            }
        }
        if let reason = knownBroken(original) {
            count { $0.knownBroken += 1 }
            return (.failure(PictureError(reason)), false)
        }
        let box = Double(size.rawValue)
        let outcome = PictureDecoder.decode(path, showingAt: { min(1, box / Double(max(1, max($0.width, $0.height)))) },
                                            cancellation: cancellation)
        switch outcome {
        case .failure(let error):
            if !(cancellation?.isCancelled ?? false) { remember(original, broken: error.reason) }
            return (outcome, true)
        case .success(let picture):
            guard let thumbnail = ThumbnailCache.fitted(picture.pixels, within: size.rawValue) else { return (outcome, true) }
            write(thumbnail, of: original, source: picture.source, to: entry(for: original.uri, in: size.folder))
            return (.success(DecodedPicture(pixels: thumbnail, source: picture.source)), true)
        }
    }

    /// The limits a thumbnail of at most `entryBytes` bytes is read within.
    public static func limits(entryBytes: Int) -> PictureLimits {
        var limits = PictureLimits.standard
        limits.fileBytes = entryBytes
        return limits
    }

    /// The thumbnail in the entry of `size`, when it is there and valid for
    /// `original`: within the size's bytes, no side over the size's, texts
    /// that describe `original`.
    private func cached(_ original: Original, in size: Size, cancellation: DecodeCancellation?) -> DecodedPicture? {
        // One open for its texts and its pixels.
        guard case .success(let file) = PictureFile.open(entry(for: original.uri, in: size.folder), limits: ThumbnailCache.limits(entryBytes: size.entryBytes)),
              max(file.header.width, file.header.height) <= size.rawValue,
              let texts = ThumbnailCache.texts(in: file.descriptor, keys: ["Thumb::URI", "Thumb::MTime", "Thumb::Size",
                                                                           "Thumb::Image::Width", "Thumb::Image::Height"]),
              ThumbnailCache.describes(texts, original),
              case .success(let thumbnail) = PictureDecoder.decode(file, cancellation: cancellation) else { return nil }
        let sides = 1...Int32(clamping: PictureLimits.standard.side)
        let width = texts[3].flatMap { Int32($0) }.flatMap { sides.contains($0) ? $0 : nil }
        let height = texts[4].flatMap { Int32($0) }.flatMap { sides.contains($0) ? $0 : nil }
        let source = width.flatMap { w in height.map { PictureSize(width: w, height: $0) } } ?? thumbnail.source
        return DecodedPicture(pixels: thumbnail.pixels, source: source)
    }

    /// Whether an entry's `texts` (URI, MTime, Size) are those of `original`.
    private static func describes(_ texts: [String?], _ original: Original) -> Bool {
        guard texts[0] == original.uri, texts[1].flatMap({ Int($0) }) == original.modified else { return false }
        return texts[2].map { Int($0) == original.bytes } ?? true
    }

    /// Why the picture `original` could not be thumbnailed, when this program remembered it and it has not changed since.
    private func knownBroken(_ original: Original) -> String? {
        let path = entry(for: original.uri, in: ThumbnailCache.failFolder)
        guard let texts = ThumbnailCache.texts(at: path, keys: ["Thumb::URI", "Thumb::MTime", "Thumb::Size", "Endless::Reason"],
                                               limit: ThumbnailCache.failEntryBytes),
              ThumbnailCache.describes(texts, original) else { return nil }
        return texts[3].flatMap { $0.isEmpty ? nil : $0 } ?? "could not be decoded before"
    }

    /// Remembers that `original` could not be thumbnailed, and why.
    private func remember(_ original: Original, broken reason: String) {
        guard let pixel = PixelBuffer(width: 1, height: 1) else { return }
        store(pixel, texts: standardTexts(original) + [("Endless::Reason", reason)],
              to: entry(for: original.uri, in: ThumbnailCache.failFolder))
    }

    private func standardTexts(_ original: Original) -> [(String, String)] {
        [("Thumb::URI", original.uri), ("Thumb::MTime", String(original.modified)), ("Thumb::Size", String(original.bytes)),
         ("Software", "Endless")]
    }

    /// Writes the thumbnail of `original` (a `source`-sized picture) to `path`.
    private func write(_ thumbnail: PixelBuffer, of original: Original, source: PictureSize, to path: FilePath) {
        let texts = standardTexts(original) + [("Thumb::Image::Width", String(source.width)),
                                               ("Thumb::Image::Height", String(source.height))]
        if store(thumbnail, texts: texts, to: path) { count { $0.made += 1 } }
    }

    /// Writes `pixels` as a PNG with `texts` to `path`, whole or not at all
    /// (a temporary file beside it, renamed over it), its folders made private
    /// (0700) as the standard asks; true when it was written.
    @discardableResult
    private func store(_ pixels: PixelBuffer, texts: [(String, String)], to path: FilePath) -> Bool {
        let folder = FilePath(bytes: Array(path.bytes[..<(path.bytes.lastIndex(of: UInt8(ascii: "/")) ?? 0)]))
        guard ThumbnailCache.makeFolders(folder) else {
            count { $0.unwritable += 1 }
            return false
        }
        var template = (path.bytes.map { CChar(bitPattern: $0) } + Array(".endless-XXXXXX".utf8CString))
        let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard fd >= 0 else {
            count { $0.unwritable += 1 }
            return false
        }
        let temporary = FilePath(bytes: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) })
        var message = [CChar](repeating: 0, count: 256)
        let keys = texts.map { strdup($0.0) }, values = texts.map { strdup($0.1) }
        defer { (keys + values).forEach { free($0) } }
        let written = keys.map { UnsafePointer($0) }.withUnsafeBufferPointer { k in
            values.map { UnsafePointer($0) }.withUnsafeBufferPointer { v in
                thumbnail_png_write(fd, pixels.pixels, Int32(clamping: pixels.width), Int32(clamping: pixels.height),
                                    Int32(clamping: pixels.pitch), k.baseAddress,
                                    v.baseAddress, Int32(texts.count), &message, message.count)
            }
        }
        let closed = close(fd)
        guard written == 0, closed == 0, temporary.withCString({ from in path.withCString { rename(from, $0) } }) == 0 else {
            temporary.withCString { _ = unlink($0) }
            count { $0.unwritable += 1 }
            return false
        }
        return true
    }

    /// Makes `folder` and the folders above it that are missing, each 0700; true when it is there.
    private static func makeFolders(_ folder: FilePath) -> Bool {
        var info = stat()
        if folder.withCString({ stat($0, &info) }) == 0 { return info.st_mode & S_IFMT == S_IFDIR }
        let slash = UInt8(ascii: "/")
        if let last = folder.bytes.lastIndex(of: slash), last > 0 {
            guard makeFolders(FilePath(bytes: Array(folder.bytes[..<last]))) else { return false }
        }
        return folder.withCString { mkdir($0, 0o700) } == 0 || errno == EEXIST
    }

    /// The values of `keys` in the text chunks of the PNG at `path` (nil for
    /// those it lacks); nil when it cannot be read or is over `limit` bytes.
    public static func texts(at path: FilePath, keys: [String], limit: Int = Size.xxLarge.entryBytes) -> [String?]? {
        guard let fd = try? RegularFile.open(path, limit: limit) else { return nil }
        defer { close(fd) }
        return texts(in: fd, keys: keys)
    }

    /// The longest text chunk read, bytes: a longer one refuses the entry before
    /// it is read.
    public static let textChunkLimit = 65536

    /// The values of `keys` in the text chunks of the PNG open as `fd` (read from its start).
    package static func texts(in fd: Int32, keys: [String]) -> [String?]? {
        // One buffer, `textLimit` bytes for each key's value.
        var storage = [CChar](repeating: 0, count: keys.count * textLimit)
        var message = [CChar](repeating: 0, count: 256)
        let cKeys = keys.map { UnsafePointer(strdup($0)) }
        defer { cKeys.forEach { free(UnsafeMutablePointer(mutating: $0)) } }
        let status = storage.withUnsafeMutableBufferPointer { buffer in
            var values = keys.indices.map { buffer.baseAddress! + $0 * textLimit as UnsafeMutablePointer<CChar>? }
            return thumbnail_png_texts(fd, cKeys, Int32(keys.count), &values, textLimit, textChunkLimit, &message,
                                       message.count)
        }
        guard status == 0 else { return nil }
        return keys.indices.map { index in
            let value = storage[(index * textLimit)..<((index + 1) * textLimit)].prefix { $0 != 0 }
            return value.isEmpty ? nil : String(decoding: value.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        }
    }

    /// `picture` scaled to fit `side` × `side` (never enlarged: then `picture`
    /// itself); nil when no buffer can be made.
    public static func fitted(_ picture: PixelBuffer, within side: Int) -> PixelBuffer? {
        let w = Double(picture.width), h = Double(picture.height)
        let scale = min(1, Double(side) / max(w, h))
        if scale == 1 { return picture }
        guard let thumbnail = PixelBuffer(width: Int(max(1, (w * scale).rounded())), height: Int(max(1, (h * scale).rounded())))
        else { return nil }
        picture_scale_linear(picture.pixels, Int32(picture.width), Int32(picture.height), Int32(picture.pitch),
                             thumbnail.pixels, Int32(thumbnail.width), Int32(thumbnail.height), Int32(thumbnail.pitch))
        return thumbnail
    }
}
