#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The pictures found so far in a folder and, `recursive`, its subfolders: what
/// `PictureFolder` lists. A picture named as one costs its name's bytes and
/// nothing else (no allocation of its own, no look at the file).
struct FolderWalk {
    let recursive: Bool
    /// Pictures, by their path from the folder walked, in the order read.
    var names = NameList()
    var skipped = PictureFolder.SkippedNames()
    /// The folders read (device, inode): a link back up is read once.
    var visited: Set<[UInt64]> = []

    init(recursive: Bool) { self.recursive = recursive }

    /// The extensions of `PictureFolder.imageExtensions` and `unreadExtensions`,
    /// as `extensionCode` makes them.
    private static let pictureExtensionCodes: [UInt64] =
        PictureFolder.imageExtensions.union(PictureFolder.unreadExtensions).compactMap { extensionCode(Array($0.utf8)[...]) }.sorted()

    /// An extension of up to 8 ASCII letters and digits in lower case, as a
    /// number; nil for any other.
    private static func extensionCode<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> UInt64? {
        guard (1...8).contains(bytes.count) else { return nil }
        var code: UInt64 = 0
        for byte in bytes {
            guard byte < 0x80 else { return nil }
            code = code << 8 | UInt64(byte &- 0x41 < 26 ? byte | 0x20 : byte)
        }
        return code
    }

    /// Whether `name` has an extension a picture's name has (not a name that is only ".png").
    static func namedAsPicture(_ name: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let dot = name.lastIndex(of: UInt8(ascii: ".")), dot > 0,
              let code = extensionCode(name[(dot + 1)...]) else { return false }
        return pictureExtensionCodes.contains(code)
    }

    /// Reads the open folder `stream` (`directory`, at `relative` from the
    /// top, `depth` down) and closes it.
    mutating func scan(_ stream: OpaquePointer, at directory: FilePath, relative: [UInt8], depth: Int) {
        defer { closedir(stream) }
        let descriptor = dirfd(stream)
        var info = stat()
        if fstat(descriptor, &info) == 0 { visited.insert([UInt64(info.st_dev), UInt64(info.st_ino)]) }
        // The kernel's own files (/proc, /sys): named pictures only, nothing read, no folder entered.
        let system = PictureFolder.isSystemFileSystem(descriptor)
        var folders: [[UInt8]] = []
        while names.count < PictureFolder.mostPictures, let entry = readdir(stream) {
            let type = entry.pointee.d_type
            withUnsafeBytes(of: &entry.pointee.d_name) { raw in
                let bytes = raw.bindMemory(to: UInt8.self)
                let name = UnsafeBufferPointer(start: bytes.baseAddress, count: strnlen(raw.baseAddress!.assumingMemoryBound(to: CChar.self), raw.count))
                guard let first = name.first, first != UInt8(ascii: ".") else { return }
                func shown() -> String {
                    escapedBytes(relative.isEmpty ? Array(name) : relative + [UInt8(ascii: "/")] + name, limit: 60)
                }
                switch FileKind(type, named: name, in: descriptor) {
                case .folder: if recursive && !system { folders.append(Array(name)) } else { skipped.append(shown() + "/") }
                case .other: skipped.append(shown())
                case .file:
                    if FolderWalk.namedAsPicture(name)
                        || !system && FolderWalk.hasBytes(name, in: descriptor)
                            && PictureFolder.startsLikeAPicture(directory.appending(Array(name))) {
                        names.append(name, after: relative)
                    } else {
                        skipped.append(shown())
                    }
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

    /// Looks up file `name` in the open folder `descriptor` (following links).
    private static func status(of name: UnsafeBufferPointer<UInt8>, in descriptor: Int32) -> stat? {
        var info = stat()
        let found = (Array(name) + [0]).withUnsafeBufferPointer { bytes in
            bytes.withMemoryRebound(to: CChar.self) { fstatat(descriptor, $0.baseAddress!, &info, 0) }
        } == 0
        return found ? info : nil
    }

    /// Whether the file `name` in the open folder `descriptor` has any bytes
    /// (an empty file is not opened to be looked at).
    static func hasBytes(_ name: UnsafeBufferPointer<UInt8>, in descriptor: Int32) -> Bool {
        (status(of: name, in: descriptor)?.st_size ?? 0) > 0
    }

    /// What a folder's entry is, by its type (links and unknown types looked up).
    private enum FileKind {
        case file, folder, other

        init(_ type: UInt8, named name: UnsafeBufferPointer<UInt8>, in descriptor: Int32) {
            switch Int32(type) {
            case Int32(DT_REG): self = .file
            case Int32(DT_DIR): self = .folder
            case Int32(DT_LNK), Int32(DT_UNKNOWN):
                guard let info = FolderWalk.status(of: name, in: descriptor) else { self = .other; return }
                self = info.st_mode & S_IFMT == S_IFREG ? .file : info.st_mode & S_IFMT == S_IFDIR ? .folder : .other
            default: self = .other
            }
        }
    }
}
