/// What a camera wrote in a picture's EXIF that a viewer shows: the camera,
/// when the picture was taken, and its exposure. Read from the EXIF block's
/// TIFF structure (either byte order), every offset and count checked against
/// the block: a damaged or hostile block gives the fields it could read, never
/// a crash. Text fields are at most `maximumText` characters of printable text.
public struct ExifFields: Equatable, Sendable {
    /// The camera's maker and model ("Apple", "iPhone 13").
    public var make: String?, model: String?
    /// When the picture was taken, as the camera wrote it, "2024-05-01 12:34:56"
    /// (DateTimeOriginal, else the file's DateTime).
    public var dateTaken: String?
    /// The exposure time, s.
    public var exposureTime: Double?
    /// The aperture, as an f-number (2.8 for f/2.8).
    public var fNumber: Double?
    /// The sensitivity, ISO.
    public var iso: Int?
    /// The lens's focal length, mm, and its equivalent on 35 mm film.
    public var focalLength: Double?, focalLength35mm: Int?

    /// The most characters kept of a text field.
    public static let maximumText = 120
    /// The most entries read from one directory (a real one holds a few dozen).
    static let maximumEntries = 1_000

    /// No fields.
    public init() {}

    /// The fields of `block`, an EXIF block's TIFF structure (from its "II" or
    /// "MM" byte order mark on); none from a block that is not one.
    public init(tiff block: [UInt8]) {
        guard let reader = TIFFReader(block), let first = reader.uint32(at: 4) else { return }
        let main = reader.directory(at: Int(first))
        make = main[0x010F].flatMap(reader.text)
        model = main[0x0110].flatMap(reader.text)
        var date = main[0x0132].flatMap(reader.text)
        if let pointer = main[0x8769].flatMap(reader.whole) {
            let exif = reader.directory(at: pointer)
            exposureTime = exif[0x829A].flatMap(reader.rational)
            fNumber = exif[0x829D].flatMap(reader.rational)
            iso = exif[0x8827].flatMap(reader.whole)
            focalLength = exif[0x920A].flatMap(reader.rational)
            focalLength35mm = exif[0xA405].flatMap(reader.whole)
            date = exif[0x9003].flatMap(reader.text) ?? date
        }
        // "2024:05:01 12:34:56" as people write dates.
        if let taken = date, taken.count >= 10 {
            dateTaken = String(taken.prefix(10).map { $0 == ":" ? "-" : $0 }) + taken.dropFirst(10)
        }
    }

    /// The fields in the lines a viewer shows: the camera, the date, the
    /// exposure ("1/250 s · f/2.8 · ISO 100 · 4.2 mm (26 mm in 35 mm)"); only
    /// lines that have something.
    public var lines: [String] {
        var lines: [String] = []
        let camera = [make, model].compactMap { $0 }
        // Most models begin with the maker's name ("Canon" "Canon EOS R5"): said once.
        if let make, let model, model.lowercased().hasPrefix(make.lowercased().split(separator: " ").first.map(String.init) ?? make) {
            lines.append(model)
        } else if !camera.isEmpty {
            lines.append(camera.joined(separator: " "))
        }
        if let dateTaken { lines.append("taken \(dateTaken)") }
        var exposure: [String] = []
        if let time = exposureTime, time > 0 {
            exposure.append(time < 1 ? "1/\(Int((1 / time).rounded())) s" : "\(fixed(time, time < 10 ? 1 : 0)) s")
        }
        if let fNumber, fNumber > 0 { exposure.append("f/\(fixed(fNumber, fNumber < 10 ? 1 : 0))") }
        if let iso, iso > 0 { exposure.append("ISO \(iso)") }
        if let focalLength, focalLength > 0 {
            let own = "\(fixed(focalLength, focalLength < 10 ? 1 : 0)) mm"
            exposure.append(focalLength35mm.map { $0 > 0 ? "\(own) (\($0) mm in 35 mm)" : own } ?? own)
        }
        if !exposure.isEmpty { lines.append(exposure.joined(separator: " · ")) }
        return lines
    }
}

/// Reads a TIFF structure's directories and values, every read within its bytes.
private struct TIFFReader {
    /// One directory entry: its type, count and the value or its offset.
    struct Entry {
        var type: UInt16
        var count: UInt32
        /// Where the value is: within the entry when it fits in 4 bytes, else at its offset.
        var valueAt: Int
    }

    let bytes: [UInt8]
    let bigEndian: Bool

    init?(_ bytes: [UInt8]) {
        guard bytes.count >= 8 else { return nil }
        switch (bytes[0], bytes[1]) {
        case (0x49, 0x49): bigEndian = false
        case (0x4D, 0x4D): bigEndian = true
        default: return nil
        }
        self.bytes = bytes
        guard uint16(at: 2) == 42 else { return nil }
    }

    func uint16(at offset: Int) -> UInt16? {
        guard offset >= 0, offset <= bytes.count - 2 else { return nil }
        let (a, b) = (UInt16(bytes[offset]), UInt16(bytes[offset + 1]))
        return bigEndian ? a << 8 | b : b << 8 | a
    }

    func uint32(at offset: Int) -> UInt32? {
        guard let high = uint16(at: bigEndian ? offset : offset + 2), let low = uint16(at: bigEndian ? offset + 2 : offset) else {
            return nil
        }
        return UInt32(high) << 16 | UInt32(low)
    }

    /// The entries of the directory at `offset`, by tag (the first of a tag written twice).
    func directory(at offset: Int) -> [UInt16: Entry] {
        guard let count = uint16(at: offset) else { return [:] }
        var entries: [UInt16: Entry] = [:]
        for index in 0..<min(Int(count), ExifFields.maximumEntries) {
            let at = offset + 2 + index * 12
            guard let tag = uint16(at: at), let type = uint16(at: at + 2), let count = uint32(at: at + 4),
                  let size = TIFFReader.size(of: type) else { continue }
            let total = Int(count) * size
            let valueAt = total <= 4 ? at + 8 : uint32(at: at + 8).map(Int.init) ?? -1
            guard valueAt >= 0, total <= bytes.count, valueAt <= bytes.count - total, entries[tag] == nil else { continue }
            entries[tag] = Entry(type: type, count: count, valueAt: valueAt)
        }
        return entries
    }

    /// Bytes per value of a TIFF type (BYTE, ASCII, SHORT, LONG, RATIONAL, and the signed ones); nil for others.
    static func size(of type: UInt16) -> Int? {
        switch type {
        case 1, 2, 6, 7: 1
        case 3, 8: 2
        case 4, 9: 4
        case 5, 10: 8
        default: nil
        }
    }

    /// An ASCII value, up to its first NUL, trimmed; nil when empty or not printable text.
    func text(_ entry: Entry) -> String? {
        guard entry.type == 2 else { return nil }
        let raw = bytes[entry.valueAt..<(entry.valueAt + Int(entry.count))].prefix { $0 != 0 }
        guard let text = String(validating: raw, as: UTF8.self) else { return nil }
        let printable = String(text.unicodeScalars.filter { $0.value >= 0x20 && $0.value != 0x7F }.map(Character.init))
        let trimmed = printable.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed()
        return trimmed.isEmpty ? nil : String(String(trimmed).prefix(ExifFields.maximumText))
    }

    /// A SHORT or LONG value (the first of several).
    func whole(_ entry: Entry) -> Int? {
        guard entry.count >= 1 else { return nil }
        switch entry.type {
        case 3: return uint16(at: entry.valueAt).map(Int.init)
        case 4: return uint32(at: entry.valueAt).map(Int.init)
        default: return nil
        }
    }

    /// A RATIONAL value (unsigned or signed), nil when its denominator is 0.
    func rational(_ entry: Entry) -> Double? {
        guard entry.count >= 1, entry.type == 5 || entry.type == 10,
              let top = uint32(at: entry.valueAt), let bottom = uint32(at: entry.valueAt + 4), bottom != 0 else { return nil }
        let value = entry.type == 10 ? Double(Int32(bitPattern: top)) / Double(Int32(bitPattern: bottom))
            : Double(top) / Double(bottom)
        return value.isFinite ? value : nil
    }
}
