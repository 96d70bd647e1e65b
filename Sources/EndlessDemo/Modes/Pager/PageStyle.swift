import CSDL
import ScrollViewsSDL
import PicturesSDL

/// How the pager's pages look: the demo's, or a picture viewer's over the
/// user's own pictures (`DemoSettings.viewer`).
enum PageStyle: Sendable, Equatable {
    /// A page tinted per picture, the picture in a box between the demo's
    /// bars, its caption and number under it.
    case demo
    /// One neutral background for every page, the picture fitted to the whole
    /// window, its name and place in an overlay over it (`ViewerOverlay`).
    case viewer

    /// The viewer's background: a dark neutral grey, the same behind every picture.
    static let viewerBackground = SDL_Color(28, 28, 30)

    /// The picture's box (x, y, width, height) in a page `width` × `height`.
    func pictureBox(width: Double, height: Double) -> (x: Double, y: Double, width: Double, height: Double) {
        switch self {
        case .demo: Layout.pictureBox(width: width, height: height)
        case .viewer: (0, 0, max(1, width), max(1, height))
        }
    }

    /// The library viewer's look of this style.
    var look: PhotoViewer.Look {
        switch self {
        case .demo: PhotoViewer.Look(background: { PageStyle.demo.background(ofEntry: $0) },
                                     pictureBox: { width, height in
                                         let box = Layout.pictureBox(width: width, height: height)
                                         return ViewFrame(x: box.x, y: box.y, width: box.width, height: box.height)
                                     })
        case .viewer: PhotoViewer.Look(background: { _ in PageStyle.viewerBackground },
                                       pictureBox: { ViewFrame(x: 0, y: 0, width: max(1, $0), height: max(1, $1)) })
        }
    }

    /// The background of entry `entry`'s page.
    func background(ofEntry entry: Int) -> SDL_Color {
        switch self {
        case .demo: .hsv(Double(entry * 47 % 360), 0.25, 0.32)
        case .viewer: PageStyle.viewerBackground
        }
    }
}
