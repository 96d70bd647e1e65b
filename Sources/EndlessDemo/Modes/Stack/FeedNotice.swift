import CSDL
import ScrollViewsSDL
/// A short line over the feed's bottom edge saying what a key changed out of
/// view (B folds the banner, + and − change list A's rows, and neither may be
/// on the screen), and which way it lies: the change is seen to happen.
@MainActor
struct FeedNotice: Equatable {
    /// What changed and where, "Banner folded away · below ↓".
    let text: String
    /// When it was given, s.
    let since: Double

    /// How long a notice stays, seconds.
    nonisolated static let duration = 1.8

    /// When it goes.
    var end: Double { since + FeedNotice.duration }

    /// Whether it is shown at `time`.
    func isShown(at time: Double) -> Bool { time >= since && time < end }

    /// The notice of a change at feed y `y` saying `what` at `time`, when
    /// that place is out of a view `height` tall at `offset` (under the bars
    /// counts as out of view); nil when it is in view.
    static func change(atFeedY y: Double, saying what: String, offset: Double, height: Double, time: Double) -> FeedNotice? {
        guard y < offset + Layout.headerHeight || y > offset + height - Layout.helpBarHeight else { return nil }
        return FeedNotice(text: "\(what) · \(direction(ofFeedY: y, offset: offset))", since: time)
    }

    /// "above ↑" or "below ↓": where feed y `y`, out of view, lies from a view whose top is at `offset`.
    static func direction(ofFeedY y: Double, offset: Double) -> String {
        y < offset ? "above ↑" : "below ↓"
    }

    nonisolated static let fill = SDL_Color(58, 64, 84), ink = SDL_Color(236, 239, 246)
    nonisolated static let size: Int32 = 16

    /// Draws it in a band centred across a window `width` wide, its bottom at `bottom`.
    func draw(_ canvas: Canvas, width: Double, bottom: Double) {
        let text = canvas.text.fitted(self.text, width: width - 64, size: FeedNotice.size)
        let w = Double(canvas.text.size(of: text, size: FeedNotice.size).w) + 32, h = 32.0
        let x = ((width - w) / 2).rounded(), y = bottom - h
        canvas.fill(x: x, y: y, w: w, h: h, FeedNotice.fill)
        canvas.inBox(ViewFrame(x: x, y: y, width: w, height: h)) {
            canvas.text.draw(text, x: Int32(x + 16), y: Int32(y + 6), size: FeedNotice.size, color: FeedNotice.ink,
                             background: FeedNotice.fill)
        }
    }
}
