import CSDL
import ScrollViewsSDL
import PicturesSDL

/// How the pager's pages look: the demo's, or a picture viewer's over the
/// user's own pictures (`DemoSettings.viewer`).
enum PageStyle: Sendable, Equatable {
    /// A page tinted per picture, the picture in a box between the demo's
    /// bars, its caption and number under it.
    case demo
    /// A viewer's (`PhotoViewer.Look.plain`): one neutral background for every
    /// page, the picture fitted to the whole window, its name in the chrome's band.
    case viewer

    /// The library viewer's look of this style.
    var look: PhotoViewer.Look {
        switch self {
        case .demo: PhotoViewer.Look(background: { PageStyle.demo.background(ofEntry: $0) },
                                     pictureBox: { width, height in
                                         let box = Layout.pictureBox(width: width, height: height)
                                         return ViewFrame(x: box.x, y: box.y, width: box.width, height: box.height)
                                     })
        case .viewer: .plain
        }
    }

    /// The background of entry `entry`'s page.
    func background(ofEntry entry: Int) -> SDL_Color {
        switch self {
        case .demo: .hsv(Double(entry * 47 % 360), 0.25, 0.32)
        case .viewer: look.background(entry)
        }
    }
}
