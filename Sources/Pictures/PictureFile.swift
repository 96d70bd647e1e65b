import CRegionDecoder
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A picture file open for decoding: a regular file (never a FIFO or a device)
/// within its limits' `fileBytes`, known by its bytes, not its name, and its
/// header as its own decoder reads it. The file is read as it decodes, never
/// whole; it is closed with this value.
public final class PictureFile: @unchecked Sendable {
    /// The open file, for the C decoder.
    package let descriptor: Int32
    /// The picture's header: its format, size as shown and costs.
    public let header: PictureHeader
    /// The limits it was opened within; every decode of it keeps to them.
    public let limits: PictureLimits
    /// Quarter turns clockwise the picture is shown turned by beyond its own
    /// EXIF orientation (a PNG's or JPEG's; a viewer's rotation of the view; the
    /// file is not changed), 0–3: its header's size and every decode of it,
    /// an animation's every frame, are turned so.
    public let turns: Int

    private init(descriptor: Int32, header: PictureHeader, limits: PictureLimits, turns: Int) {
        self.descriptor = descriptor
        self.header = header
        self.limits = limits
        self.turns = turns
    }

    /// The limits and the turns as the C decoder takes them.
    package var decoderLimits: picture_limits { limits.c(turns: turns) }

    deinit { close(descriptor) }

    /// The format the file at `path` begins as (its first bytes, as the decoder
    /// tests them: nothing is decoded); nil when it cannot be opened or begins
    /// as none of the four.
    public static func format(of path: FilePath) -> PictureHeader.Format? {
        guard let fd = try? RegularFile.open(path, limit: .max) else { return nil }
        defer { close(fd) }
        // The kernel's files (/proc/kmsg: reading takes the log's lines from its reader) are not looked into.
        guard picture_on_system_file_system(fd) == 0 else { return nil }
        var other: UnsafePointer<CChar>?
        let code = picture_sniff(fd, &other)
        return code == 0 ? nil : PictureHeader.Format(code: code)
    }

    /// The picture at `path` within `limits`, or why it cannot be shown: the
    /// system's reason, what the file is instead ("a folder", "an empty file",
    /// "a BMP picture: not read"), or the limit its header is over.
    /// `turns`: quarter turns clockwise the picture is shown turned by (`turns`).
    public static func open(_ path: FilePath, limits: PictureLimits = .standard, turns: Int = 0) -> Result<PictureFile, PictureError> {
        let turns = (turns % 4 + 4) % 4
        let descriptor: Int32
        do {
            descriptor = try RegularFile.open(path, limit: limits.fileBytes)
        } catch {
            return .failure(PictureError(error.description))
        }
        switch PictureHeader.read(descriptor, limits: limits, turns: turns) {
        case .success(let header): return .success(PictureFile(descriptor: descriptor, header: header, limits: limits, turns: turns))
        case .failure(let failure):
            close(descriptor)
            return .failure(failure)
        }
    }
}
