import CRegionDecoder
import CSDL
import ScrollViewsSDL

/// Decodes part of a picture, or the whole of it at a reduced scale, straight
/// from its file and without the whole picture in memory: libjpeg-turbo's scaled
/// (1/2, 1/4, 1/8) and cropped decoding, libpng read row by row with a box
/// filter, the EXIF orientation applied. Only PNG and JPEG are ever decoded.
enum RegionDecoder {
    /// A region in pixels of the picture scaled by 1/`denominator`, as shown.
    struct Region: Equatable, Sendable {
        var x: Int, y: Int, width: Int, height: Int
    }

    /// The scales `format` decodes at: JPEG 1/1, 1/2, 1/4, 1/8; PNG any 1/n.
    static func isSupported(_ denominator: Int, for format: ImageHeader.Format) -> Bool {
        switch format {
        case .jpeg: [1, 2, 4, 8].contains(denominator)
        case .png, .gif, .webp: (1...65536).contains(denominator)
        }
    }

    /// The size of a `width` × `height` picture at 1/`denominator` (rounded up, as the codecs do).
    static func scaledSize(width: Int, height: Int, denominator: Int) -> (width: Int, height: Int) {
        ((width + denominator - 1) / denominator, (height + denominator - 1) / denominator)
    }

    /// The largest scale-down the format supports that still gives at least
    /// `scale` of the picture's size (1/d ≥ scale): the page shows it no larger.
    static func denominator(for header: ImageHeader, showingAt scale: Double) -> Int {
        guard scale.isFinite, scale > 0, scale < 1 else { return 1 }
        let most = Int(min(max((1 / scale).rounded(.down), 1), 65536))
        switch header.format {
        case .jpeg: return [8, 4, 2, 1].first { $0 <= most } ?? 1
        case .png, .gif, .webp: return most
        }
    }

    /// The smallest scale-down that leaves at most `pixels` pixels (a JPEG goes to 1/8 at most).
    static func denominator(for header: ImageHeader, atMost pixels: Int) -> Int {
        denominator(for: header, atLeast: 1, atMost: pixels)
    }

    /// The smallest scale-down from 1/`least` on that leaves at most `pixels`.
    static func denominator(for header: ImageHeader, atLeast least: Int, atMost pixels: Int) -> Int {
        func fits(_ d: Int) -> Bool {
            let size = scaledSize(width: header.width, height: header.height, denominator: d)
            return size.width.multipliedReportingOverflow(by: size.height).partialValue <= pixels
        }
        switch header.format {
        case .jpeg: return [1, 2, 4, 8].first(where: { $0 >= least && fits($0) }) ?? 8
        case .png, .gif, .webp:
            let estimate = Int((Double(header.pixels) / Double(max(1, pixels))).squareRoot().rounded(.down))
            var d = max(least, 1, min(estimate, 65536))
            while d < 65536, !fits(d) { d += 1 }
            return d
        }
    }

    /// The size of a `width` × `height` JPEG at `eighths`/8 (rounded up, as libjpeg does).
    static func scaledSize(width: Int, height: Int, eighths: Int) -> (width: Int, height: Int) {
        ((width * eighths + 7) / 8, (height * eighths + 7) / 8)
    }

    /// The smallest eighths of a JPEG that still give `scale` of its size, when
    /// that is smaller than 1/`denominator` (libjpeg scales by any n/8: a page
    /// shown at 0.53 decodes at 5/8, where 1/2 would be just under it and the
    /// whole picture four times the pixels); nil otherwise.
    static func eighths(for header: ImageHeader, showingAt scale: Double, denominator: Int) -> Int? {
        guard header.format == .jpeg, scale.isFinite, scale > 0 else { return nil }
        let eighths = Int((scale * 8).rounded(.up))
        return eighths >= 1 && eighths * denominator < 8 ? eighths : nil
    }

    /// Decodes `region` of the picture in `file` at 1/`denominator` (or, for a
    /// JPEG, at `eighths`/8 when given) into an ARGB8888 surface; `progress`
    /// (if given) shows its rows as they are decoded.
    static func decode(_ file: PictureFile, denominator: Int, eighths: Int? = nil, region: Region,
                       cancellation: DecodeCancellation? = nil, progress: DecodeProgress? = nil) -> ImageLoader.Outcome {
        let header = file.header
        let size = eighths.map { scaledSize(width: header.width, height: header.height, eighths: $0) }
            ?? scaledSize(width: header.width, height: header.height, denominator: max(1, denominator))
        guard isSupported(denominator, for: header.format) else {
            return .failure("a \(header.format.rawValue) cannot be scaled by 1/\(denominator)")
        }
        if let eighths, header.format != .jpeg || !(1...8).contains(eighths) {
            return .failure("a \(header.format.rawValue) cannot be scaled by \(eighths)/8")
        }
        guard region.x >= 0, region.y >= 0, region.width > 0, region.height > 0,
              region.x <= size.width - region.width, region.y <= size.height - region.height else {
            return .failure("the region \(region.x),\(region.y) \(region.width)×\(region.height) is outside the"
                + " \(size.width)×\(size.height) picture")
        }
        guard region.width.multipliedReportingOverflow(by: region.height).partialValue <= Limits.wholeLevelPixels,
              let surface = Surface(width: Int32(region.width), height: Int32(region.height), format: SDL_PIXELFORMAT_ARGB8888),
              Int(surface.pointer.pointee.pitch) == region.width * 4 else {
            return .failure("cannot decode \(region.width)×\(region.height) at 1/\(denominator)")
        }
        var message = [CChar](repeating: 0, count: 256)
        var limits = Limits.picture
        var expected = header.info
        let pixels = surface.pointer.pointee.pixels.assumingMemoryBound(to: UInt32.self)
        let source = PictureSize(width: Int32(header.width), height: Int32(header.height))
        progress?.begin(surface, source: source)
        let status = LargeDecodes.run(workBytes: header.workBytes, work: header.firstFrameWork) {
            message.withUnsafeMutableBufferPointer { text in
            picture_decode_watched(file.descriptor, &limits, &expected, UInt32(eighths ?? 0), UInt32(denominator),
                                   UInt32(region.x), UInt32(region.y), UInt32(region.width), UInt32(region.height),
                                   pixels, cancellation.map { UnsafePointer($0.flag) }, progress?.rows,
                                   text.baseAddress, text.count)
            }
        }
        guard status == 0 else { return .failure(reason(message)) }
        return .image(surface, source: source)
    }

    /// Whether `decodeFitted` takes the picture `header` describes at `width` × `height`:
    /// a JPEG as stored (EXIF orientation 1), scaled down or not at all.
    static func fits(_ header: ImageHeader, width: Int32, height: Int32) -> Bool {
        header.format == .jpeg && header.orientation == 1 && width >= 1 && height >= 1
            && Int(width) <= header.width && Int(height) <= header.height
    }

    /// Decodes the whole JPEG in `file` scaled to exactly `surface`'s size, into
    /// `surface` (32 bits a pixel; alpha, or the unused byte, 255), the way a
    /// page shows it: libjpeg's fastest scale just above, each row blended from
    /// the two around it as they come — no other copy of the picture. `progress`
    /// (if given) shows `surface`'s rows as they are final. Only what `fits` takes.
    static func decodeFitted(_ file: PictureFile, into surface: Surface, cancellation: DecodeCancellation? = nil,
                             progress: DecodeProgress? = nil) -> ImageLoader.Failure? {
        let header = file.header
        guard fits(header, width: surface.width, height: surface.height),
              surface.pointer.pointee.format.pointee.BytesPerPixel == 4 else {
            return ImageLoader.Failure("cannot decode a \(header.width)×\(header.height) \(header.format.rawValue) fitted to \(surface.width)×\(surface.height)")
        }
        var message = [CChar](repeating: 0, count: 256)
        var limits = Limits.picture
        var expected = header.info
        let pixels = surface.pointer.pointee.pixels.assumingMemoryBound(to: UInt32.self)
        progress?.begin(surface, source: PictureSize(width: Int32(header.width), height: Int32(header.height)))
        let status = LargeDecodes.run(workBytes: header.workBytes, work: header.firstFrameWork) {
            message.withUnsafeMutableBufferPointer { text in
                picture_decode_fitted(file.descriptor, &limits, &expected, UInt32(surface.width), UInt32(surface.height),
                                      pixels, UInt32(surface.pointer.pointee.pitch / 4),
                                      cancellation.map { UnsafePointer($0.flag) }, progress?.rows, text.baseAddress, text.count)
            }
        }
        return status == 0 ? nil : ImageLoader.Failure(reason(message))
    }

    /// The whole picture at 1/`denominator` (or a JPEG at `eighths`/8).
    static func decodeScaled(_ file: PictureFile, denominator: Int, eighths: Int? = nil,
                             cancellation: DecodeCancellation? = nil, progress: DecodeProgress? = nil) -> ImageLoader.Outcome {
        let size = eighths.map { scaledSize(width: file.header.width, height: file.header.height, eighths: $0) }
            ?? scaledSize(width: file.header.width, height: file.header.height, denominator: max(1, denominator))
        return decode(file, denominator: denominator, eighths: eighths,
                      region: Region(x: 0, y: 0, width: size.width, height: size.height), cancellation: cancellation,
                      progress: progress)
    }
}
