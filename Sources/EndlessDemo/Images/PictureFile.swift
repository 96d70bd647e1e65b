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
