/// Why a picture cannot be shown, in words a person reads on its error card
/// ("not a picture: an empty file", "60000 × 60000 is 3600.0 megapixels;
/// pictures may have at most 256"): a sentence without a capital or a full stop.
public struct PictureError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The reason.
    public let reason: String

    /// An error of `reason`.
    public init(_ reason: String) { self.reason = reason }

    /// The reason.
    public var description: String { reason }
}
