import CSDL
import Pictures
import ScrollViewsSDL

/// The viewer's information panel (I): the picture's name, its size in pixels,
/// its format and its file's size, and what the camera wrote (`PictureDetails`:
/// camera, date taken, exposure, aperture, ISO, focal length), in a panel at the
/// window's top left, over the picture. The file is read when the panel is
/// first shown for a picture (its header and its first 256 KiB at most).
@MainActor
final class PictureInfoPanel {
    /// Whether the panel is shown.
    var shown = false
    /// The lines of the last picture shown, by entry.
    private var kept: (entry: Int, lines: [String])?

    nonisolated static let textSize: Int32 = 15, lineHeight = 22.0
    nonisolated static let ink = SDL_Color(240, 240, 245), soft = SDL_Color(190, 195, 205), panel = SDL_Color(0, 0, 0, 170)

    /// The panel's lines for `entry` of `library`: its name, then its details or why it cannot be read.
    func lines(forEntry entry: Int, of library: ImageLibrary) -> [String] {
        if let kept, kept.entry == entry { return kept.lines }
        let picture = library.entries[entry]
        let details: [String]
        switch PictureDetails.read(picture.path) {
        case .success(let read): details = read.lines
        case .failure(let error): details = [error.reason]
        }
        kept = (entry, [picture.caption] + details)
        return kept?.lines ?? []
    }

    /// Draws `lines` (each cut to fit) in a panel at the top left of a window `width` wide.
    func draw(_ lines: [String], width: Double, canvas: Canvas) {
        let room = max(40, width - 60)
        let shown = lines.enumerated().map { canvas.text.fitted($1, width: room, size: PictureInfoPanel.textSize, bold: $0 == 0) }
        let widest = shown.enumerated().map { Double(canvas.text.size(of: $1, size: PictureInfoPanel.textSize, bold: $0 == 0).w) }.max() ?? 0
        let frame = ViewFrame(x: 16, y: 16, width: widest + 28, height: Double(shown.count) * PictureInfoPanel.lineHeight + 16)
        canvas.fill(x: frame.x, y: frame.y, w: frame.width, h: frame.height, PictureInfoPanel.panel)
        canvas.inBox(frame) {
            for (index, line) in shown.enumerated() {
                canvas.text.draw(line, x: Int32(frame.x + 14), y: Int32(frame.y + 8 + Double(index) * PictureInfoPanel.lineHeight),
                                 size: PictureInfoPanel.textSize, bold: index == 0,
                                 color: index == 0 ? PictureInfoPanel.ink : PictureInfoPanel.soft)
            }
        }
    }
}
