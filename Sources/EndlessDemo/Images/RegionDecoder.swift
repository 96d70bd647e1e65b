import CRegionDecoder
import CSDL

/// Decodes part of a picture, or the whole of it at a reduced scale, without
/// the whole picture in memory: libjpeg-turbo's scaled (1/2, 1/4, 1/8) and
/// cropped decoding, and libpng read row by row with a box filter. SDL2_image
/// only decodes whole pictures at full size.
enum RegionDecoder {
    /// A region in pixels of the picture scaled by 1/`denominator`.
    struct Region: Equatable, Sendable {
        var x: Int, y: Int, width: Int, height: Int
    }

    /// The scales `format` decodes at: JPEG 1/1, 1/2, 1/4, 1/8; PNG any 1/n.
    static func isSupported(_ denominator: Int, for format: ImageHeader.Format) -> Bool {
        switch format {
        case .jpeg: [1, 2, 4, 8].contains(denominator)
        case .png: denominator >= 1
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
        let most = Int((1 / scale).rounded(.down))
        switch header.format {
        case .jpeg: return [8, 4, 2, 1].first { $0 <= most } ?? 1
        case .png: return max(1, min(most, 1 << 16))
        }
    }

    /// The smallest scale-down that leaves at most `pixels` pixels (a JPEG goes to 1/8 at most).
    static func denominator(for header: ImageHeader, atMost pixels: Int) -> Int {
        func fits(_ d: Int) -> Bool {
            let size = scaledSize(width: header.width, height: header.height, denominator: d)
            return size.width * size.height <= pixels
        }
        switch header.format {
        case .jpeg: return [1, 2, 4, 8].first(where: fits) ?? 8
        case .png:
            var d = max(1, Int((Double(header.pixels) / Double(max(1, pixels))).squareRoot().rounded(.down)))
            while !fits(d) { d += 1 }
            return d
        }
    }

    /// Decodes `region` of the picture `bytes` at 1/`denominator` into an ARGB8888 surface.
    static func decode(_ bytes: [UInt8], header: ImageHeader, denominator: Int, region: Region) -> ImageLoader.Outcome {
        guard isSupported(denominator, for: header.format), region.width > 0, region.height > 0,
              let surface = Surface(width: Int32(region.width), height: Int32(region.height), format: SDL_PIXELFORMAT_ARGB8888),
              Int(surface.pointer.pointee.pitch) == region.width * 4 else {
            return .failure("cannot decode \(region.width)×\(region.height) at 1/\(denominator)")
        }
        var message = [CChar](repeating: 0, count: 256)
        let pixels = surface.pointer.pointee.pixels.assumingMemoryBound(to: UInt32.self)
        let status = bytes.withUnsafeBufferPointer { data in
            message.withUnsafeMutableBufferPointer { text in
                switch header.format {
                case .jpeg:
                    region_decode_jpeg(data.baseAddress, data.count, Int32(denominator), Int32(region.x), Int32(region.y),
                                       Int32(region.width), Int32(region.height), pixels, text.baseAddress, text.count)
                case .png:
                    region_decode_png(data.baseAddress, data.count, Int32(denominator), Int32(region.x), Int32(region.y),
                                      Int32(region.width), Int32(region.height), pixels, text.baseAddress, text.count)
                }
            }
        }
        guard status == 0 else {
            let reason = String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            return .failure(reason.isEmpty ? "cannot be decoded" : reason)
        }
        return .image(surface, source: PictureSize(width: Int32(header.width), height: Int32(header.height)))
    }

    /// The whole picture at 1/`denominator`.
    static func decodeScaled(_ bytes: [UInt8], header: ImageHeader, denominator: Int) -> ImageLoader.Outcome {
        let size = scaledSize(width: header.width, height: header.height, denominator: denominator)
        return decode(bytes, header: header, denominator: denominator,
                      region: Region(x: 0, y: 0, width: size.width, height: size.height))
    }
}
