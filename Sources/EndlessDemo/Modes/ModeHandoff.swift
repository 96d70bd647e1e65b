import PicturesSDL

/// One mode handing the user over to another, as a photo viewer's grid and its
/// single-picture view do: the grid opens a picture in the pager, and Esc in
/// that pager goes back to the grid with the picture in view.
enum ModeHandoff {
    /// Show picture `picture` (an index into the library) in the pager, growing
    /// from its thumbnail (`from`) when given.
    case open(picture: Int, from: PhotoViewer.Thumbnail? = nil)
    /// Back to the mode the pager was opened from, picture `picture` in view.
    case back(picture: Int)
}
