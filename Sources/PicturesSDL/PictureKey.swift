/// What a picture decode is for, as its loader knows it: a page's or a cell's
/// picture fitted to it, a page's sharp detail, or one tile of a zoomed picture.
/// Each use has its own numbers: page 3's fitted picture and its detail are
/// two requests that never replace each other.
package struct PictureKey: Hashable, Sendable, CustomStringConvertible {
    /// What the picture is for.
    package enum Use: Hashable, Sendable {
        /// Fitted to a page, a card or a cell (`PictureShelf`'s slots).
        case fitted
        /// A page's detail: the picture at the size it is zoomed to.
        case detail
        /// One tile of a zoomed picture (`PictureTiles`' jobs).
        case tile
        /// A page's picture, when it moves: every frame of its animation.
        case animation
    }

    package let use: Use
    /// The page's, cell's or job's number.
    package let number: Int

    static func fitted(_ number: Int) -> PictureKey { PictureKey(use: .fitted, number: number) }
    package static func detail(_ number: Int) -> PictureKey { PictureKey(use: .detail, number: number) }
    static func tile(_ number: Int) -> PictureKey { PictureKey(use: .tile, number: number) }
    static func animation(_ number: Int) -> PictureKey { PictureKey(use: .animation, number: number) }

    package var description: String { "\(use) \(number)" }
}
