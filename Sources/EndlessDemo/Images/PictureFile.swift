import CRegionDecoder
import Glibc

/// A picture file open for decoding: a regular file within
/// `Limits.pictureFileBytes`, and its header as its decoder reads it. The file
/// is read as it decodes, never whole; it is closed with this value.
final class PictureFile {
    let descriptor: Int32
    let header: ImageHeader

    private init(descriptor: Int32, header: ImageHeader) {
        self.descriptor = descriptor
        self.header = header
    }

    deinit { close(descriptor) }

    /// The format the file at `path` begins as (its first bytes, as the decoder
    /// tests them: nothing is decoded); nil when it cannot be opened or begins
    /// as none of the four.
    static func format(of path: FilePath) -> ImageHeader.Format? {
        guard let fd = try? RegularFile.open(path, limit: .max) else { return nil }
        defer { close(fd) }
        // The kernel's files (/proc/kmsg: reading takes the log's lines from its reader) are not looked into.
        guard picture_on_system_file_system(fd) == 0 else { return nil }
        var other: UnsafePointer<CChar>?
        let code = picture_sniff(fd, &other)
        return code == 0 ? nil : ImageHeader.Format(code: code)
    }

    /// The picture at `path` of at most `limit` bytes, or why it cannot be
    /// shown (in words for its error card).
    static func open(_ path: FilePath, limit: Int = Limits.pictureFileBytes) -> Result<PictureFile, ImageLoader.Failure> {
        let descriptor: Int32
        do {
            descriptor = try RegularFile.open(path, limit: limit)
        } catch {
            return .failure(ImageLoader.Failure(error.description))
        }
        switch ImageHeader.read(descriptor) {
        case .success(let header): return .success(PictureFile(descriptor: descriptor, header: header))
        case .failure(let failure):
            close(descriptor)
            return .failure(failure)
        }
    }
}
