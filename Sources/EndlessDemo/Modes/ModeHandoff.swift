import ScrollViews
import ScrollViewsSDL
import Pictures

/// One mode handing the user over to another, as a photo viewer's grid and its
/// single-picture view do: the grid opens a picture in the pager, and Esc in
/// that pager goes back to the grid with the picture in view.
enum ModeHandoff {
    /// Show picture `picture` (an index into the library) in the pager, growing
    /// from where it was shown (`from`, window px, its thumbnail `thumbnail` of a
    /// picture `source` px in size) when given.
    case open(picture: Int, from: Opening? = nil)
    /// Back to the mode the pager was opened from, picture `picture` in view.
    case back(picture: Int)

    /// Where a picture opened from the grid was shown, and what it showed.
    struct Opening {
        /// The thumbnail's place in the window.
        var frame: ViewFrame
        /// The thumbnail, drawn enlarged until the page's own picture comes.
        var thumbnail: Texture
        /// The picture's own size.
        var source: PictureSize
    }
}
