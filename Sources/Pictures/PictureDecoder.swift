import CRegionDecoder

/// Decodes part of a picture, or the whole of it at a reduced scale, straight
/// from its file and without the whole picture in memory: libjpeg-turbo's scaled
/// (1/2, 1/4, 1/8) and cropped decoding, libpng read row by row with a box
/// filter (GIF and WebP: their first frame), the EXIF orientation applied.
/// Every decode keeps to the limits its file was opened within.
public enum PictureDecoder {
    /// A region in pixels of the picture scaled by 1/`denominator`, as shown.
    public struct Region: Equatable, Sendable {
        /// Its left edge, px.
        public var x: Int
        /// Its top edge, px.
        public var y: Int
        /// Its width, px.
        public var width: Int
        /// Its height, px.
        public var height: Int

        /// The region `x`, `y`, `width` × `height`.
        public init(x: Int, y: Int, width: Int, height: Int) {
            (self.x, self.y, self.width, self.height) = (x, y, width, height)
        }
    }

    /// The scales `format` decodes at: JPEG 1/1, 1/2, 1/4, 1/8; the others any 1/n.
    public static func isSupported(_ denominator: Int, for format: PictureHeader.Format) -> Bool {
        switch format {
        case .jpeg: [1, 2, 4, 8].contains(denominator)
        case .png, .gif, .webp, .tiff: (1...65536).contains(denominator)
        }
    }

    /// The size of a `width` × `height` picture at 1/`denominator` (rounded up, as the codecs do).
    public static func scaledSize(width: Int, height: Int, denominator: Int) -> (width: Int, height: Int) {
        ((width + denominator - 1) / denominator, (height + denominator - 1) / denominator)
    }

    /// The largest scale-down the format supports that still gives at least
    /// `scale` of the picture's size (1/d ≥ scale): the page shows it no larger.
    public static func denominator(for header: PictureHeader, showingAt scale: Double) -> Int {
        guard scale.isFinite, scale > 0, scale < 1 else { return 1 }
        let most = Int(min(max((1 / scale).rounded(.down), 1), 65536))
        switch header.format {
        case .jpeg: return [8, 4, 2, 1].first { $0 <= most } ?? 1
        case .png, .gif, .webp, .tiff: return most
        }
    }

    /// The smallest scale-down that leaves at most `pixels` pixels (a JPEG goes to 1/8 at most).
    public static func denominator(for header: PictureHeader, atMost pixels: Int) -> Int {
        denominator(for: header, atLeast: 1, atMost: pixels)
    }

    /// The smallest scale-down from 1/`least` on that leaves at most `pixels`.
    public static func denominator(for header: PictureHeader, atLeast least: Int, atMost pixels: Int) -> Int {
        func fits(_ d: Int) -> Bool {
            let size = scaledSize(width: header.width, height: header.height, denominator: d)
            return size.width.multipliedReportingOverflow(by: size.height).partialValue <= pixels
        }
        switch header.format {
        case .jpeg: return [1, 2, 4, 8].first(where: { $0 >= least && fits($0) }) ?? 8
        case .png, .gif, .webp, .tiff:
            let estimate = Int((Double(header.pixels) / Double(max(1, pixels))).squareRoot().rounded(.down))
            var d = max(least, 1, min(estimate, 65536))
            while d < 65536, !fits(d) { d += 1 }
            return d
        }
    }

    /// The size of a `width` × `height` JPEG at `eighths`/8 (rounded up, as libjpeg does).
    public static func scaledSize(width: Int, height: Int, eighths: Int) -> (width: Int, height: Int) {
        ((width * eighths + 7) / 8, (height * eighths + 7) / 8)
    }

    /// The smallest eighths of a JPEG that still give `scale` of its size, when
    /// that is smaller than 1/`denominator` (libjpeg scales by any n/8: a page
    /// shown at 0.53 decodes at 5/8, where 1/2 would be just under it and the
    /// whole picture four times the pixels); nil otherwise.
    public static func eighths(for header: PictureHeader, showingAt scale: Double, denominator: Int) -> Int? {
        guard header.format == .jpeg, scale.isFinite, scale > 0 else { return nil }
        let eighths = Int((scale * 8).rounded(.up))
        return eighths >= 1 && eighths * denominator < 8 ? eighths : nil
    }

    /// Decodes `region` of the picture in `file` at 1/`denominator` (or, for a
    /// JPEG, at `eighths`/8 when given) into ARGB8888 pixels; `progress`
    /// (if given) shows its rows as they are decoded. A region of more than
    /// `wholeLevelPixels` is refused.
    public static func decode(_ file: PictureFile, denominator: Int, eighths: Int? = nil, region: Region,
                       cancellation: DecodeCancellation? = nil, progress: DecodeProgress? = nil) -> Result<DecodedPicture, PictureError> {
        let header = file.header
        let size = eighths.map { scaledSize(width: header.width, height: header.height, eighths: $0) }
            ?? scaledSize(width: header.width, height: header.height, denominator: max(1, denominator))
        guard isSupported(denominator, for: header.format) else {
            return .failure(PictureError("a \(header.format.rawValue) cannot be scaled by 1/\(denominator)"))
        }
        if let eighths, header.format != .jpeg || !(1...8).contains(eighths) {
            return .failure(PictureError("a \(header.format.rawValue) cannot be scaled by \(eighths)/8"))
        }
        guard region.x >= 0, region.y >= 0, region.width > 0, region.height > 0,
              region.x <= size.width - region.width, region.y <= size.height - region.height else {
            return .failure(PictureError("the region \(region.x),\(region.y) \(region.width)×\(region.height) is outside the"
                + " \(size.width)×\(size.height) picture"))
        }
        guard region.width.multipliedReportingOverflow(by: region.height).partialValue <= wholeLevelPixels,
              let buffer = PixelBuffer(width: region.width, height: region.height) else {
            return .failure(PictureError("cannot decode \(region.width)×\(region.height) at 1/\(denominator)"))
        }
        var message = [CChar](repeating: 0, count: 256)
        var limits = file.decoderLimits
        var expected = header.info
        let pixels = buffer.pixels
        let source = PictureSize(width: Int32(header.width), height: Int32(header.height))
        progress?.begin(buffer, source: source)
        let status = LargeDecodes.run(workBytes: header.workBytes, work: header.firstFrameWork) {
            message.withUnsafeMutableBufferPointer { text in
            picture_decode_watched(file.descriptor, &limits, &expected, UInt32(eighths ?? 0), UInt32(denominator),
                                   UInt32(region.x), UInt32(region.y), UInt32(region.width), UInt32(region.height),
                                   pixels, cancellation.map { UnsafePointer($0.flag) }, progress?.rows,
                                   text.baseAddress, text.count)
            }
        }
        guard status == 0 else { return .failure(PictureError(reason(message))) }
        return .success(DecodedPicture(pixels: buffer, source: source))
    }

    /// Whether `decodeFitted` takes the picture `header` describes at `width` × `height`:
    /// a JPEG as stored (EXIF orientation 1), scaled down or not at all.
    public static func fits(_ header: PictureHeader, width: Int, height: Int) -> Bool {
        header.format == .jpeg && header.orientation == 1 && width >= 1 && height >= 1
            && width <= header.width && height <= header.height
    }

    /// Decodes the whole JPEG in `file` scaled to exactly `pixels`' size, into
    /// `pixels` (alpha 255), the way a
    /// page shows it: libjpeg's fastest scale just above, each row blended from
    /// the two around it as they come — no other copy of the picture. `progress`
    /// (if given) shows the rows of `pixels` as they are final. Only what `fits` takes.
    public static func decodeFitted(_ file: PictureFile, into buffer: PixelBuffer, cancellation: DecodeCancellation? = nil,
                                    progress: DecodeProgress? = nil) -> PictureError? {
        let header = file.header
        guard fits(header, width: buffer.width, height: buffer.height) else {
            return PictureError("cannot decode a \(header.width)×\(header.height) \(header.format.rawValue) fitted to \(buffer.width)×\(buffer.height)")
        }
        var message = [CChar](repeating: 0, count: 256)
        var limits = file.decoderLimits
        var expected = header.info
        let pixels = buffer.pixels
        progress?.begin(buffer, source: PictureSize(width: Int32(header.width), height: Int32(header.height)))
        let status = LargeDecodes.run(workBytes: header.workBytes, work: header.firstFrameWork) {
            message.withUnsafeMutableBufferPointer { text in
                picture_decode_fitted(file.descriptor, &limits, &expected, UInt32(buffer.width), UInt32(buffer.height),
                                      pixels, UInt32(buffer.pitch),
                                      cancellation.map { UnsafePointer($0.flag) }, progress?.rows, text.baseAddress, text.count)
            }
        }
        return status == 0 ? nil : PictureError(reason(message))
    }

    /// The whole picture at 1/`denominator` (or a JPEG at `eighths`/8).
    public static func decodeScaled(_ file: PictureFile, denominator: Int, eighths: Int? = nil,
                             cancellation: DecodeCancellation? = nil, progress: DecodeProgress? = nil) -> Result<DecodedPicture, PictureError> {
        let size = eighths.map { scaledSize(width: file.header.width, height: file.header.height, eighths: $0) }
            ?? scaledSize(width: file.header.width, height: file.header.height, denominator: max(1, denominator))
        return decode(file, denominator: denominator, eighths: eighths,
                      region: Region(x: 0, y: 0, width: size.width, height: size.height), cancellation: cancellation,
                      progress: progress)
    }

    /// The most pixels of one scale of a picture whose parts each cost a whole
    /// decode (a progressive JPEG, an interlaced PNG): its parts are cut from
    /// that one decode (128 MiB), at a coarser scale when the finest is larger.
    public static let wholeLevelPixels = 32_000_000

    /// The picture at `path` decoded whole, or why it cannot be shown. With
    /// `showingAt` (the scale it will be shown at, from its size), it is decoded
    /// at the smallest scale still that large (a JPEG at n/8: much faster than
    /// whole; a PNG box-filtered row by row); never more than the limits'
    /// `decodedPixels`. `cancellation` stops it from another thread. `turns`:
    /// quarter turns clockwise it is shown turned by (`PictureFile.turns`).
    public static func decode(_ path: FilePath, limits: PictureLimits = .standard,
                              showingAt: ((PictureSize) -> Double)? = nil, cancellation: DecodeCancellation? = nil,
                              progress: DecodeProgress? = nil, turns: Int = 0) -> Result<DecodedPicture, PictureError> {
        switch PictureFile.open(path, limits: limits, turns: turns) {
        case .success(let file): decode(file, showingAt: showingAt, cancellation: cancellation, progress: progress)
        case .failure(let failure): .failure(failure)
        }
    }

    /// The picture at `path` decoded to fit `box` (at least as large as it is
    /// shown there, no larger than the picture): what a viewer's page or a
    /// thumbnail needs. A box of no pixels decodes it whole.
    public static func decode(_ path: FilePath, fitting box: PictureSize, limits: PictureLimits = .standard,
                              cancellation: DecodeCancellation? = nil) -> Result<DecodedPicture, PictureError> {
        decode(path, limits: limits, showingAt: { fittingScale($0, in: box) }, cancellation: cancellation)
    }

    /// The scale at which a picture of `size` fits `box` (at most 1; 1 for an empty box or picture).
    public static func fittingScale(_ size: PictureSize, in box: PictureSize) -> Double {
        guard size.width > 0, size.height > 0, box.width > 0, box.height > 0 else { return 1 }
        return min(1, Double(box.width) / Double(size.width), Double(box.height) / Double(size.height))
    }

    /// As `decode(_:limits:showingAt:cancellation:progress:turns:)`, the picture open as `file`.
    public static func decode(_ file: PictureFile, showingAt: ((PictureSize) -> Double)? = nil,
                              cancellation: DecodeCancellation? = nil, progress: DecodeProgress? = nil)
        -> Result<DecodedPicture, PictureError> {
        let header = file.header
        let size = PictureSize(width: Int32(header.width), height: Int32(header.height))
        let scale = showingAt.map { $0(size) }
        let shown = scale.map { Self.denominator(for: header, showingAt: $0) } ?? 1
        let scaleDown = Self.denominator(for: header, atLeast: shown, atMost: file.limits.decodedPixels)
        // A JPEG between two halvings: the eighths just above the size shown (fewer pixels than 1/denominator's).
        let jpegEighths = scale.flatMap { Self.eighths(for: header, showingAt: $0, denominator: scaleDown) }
        return decodeScaled(file, denominator: scaleDown, eighths: jpegEighths, cancellation: cancellation,
                            progress: progress)
    }
}
