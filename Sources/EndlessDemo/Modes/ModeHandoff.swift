/// One mode handing the user over to another, as a photo viewer's grid and its
/// single-picture view do: the grid opens a picture in the pager, and Esc in
/// that pager goes back to the grid with the picture in view.
enum ModeHandoff: Equatable {
    /// Show picture `picture` (an index into the library) in the pager.
    case open(picture: Int)
    /// Back to the mode the pager was opened from, picture `picture` in view.
    case back(picture: Int)
}
