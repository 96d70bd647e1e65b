import CSDL
import ScrollViewsSDL
import InfiniteScrolling
import ScrollPhysics
import Pictures
import PicturesSDL

/// The pager's drawing: the library's pages, and the demo's words over them —
/// each page's caption and number, what a page says while its picture is not
/// in — and the viewer's chrome (its name band, the panels).
extension PagerMode {
    /// The page entry `entry` is composed into at the window's size.
    func layout(forEntry entry: Int) -> PageLayout { viewer.layout(forPicture: entry) }

    static let captionSize: Int32 = 40, numberSize: Int32 = 20

    /// The entry's caption as it fits across a page `width` px wide (cut with "…").
    func shownCaption(ofEntry entry: Int, width: Double) -> String {
        canvas.text.fitted(library.entries[entry].caption, width: width - 40, size: PagerMode.captionSize, bold: true)
    }

    static let captionInk = SDL_Color(245, 245, 250), numberInk = SDL_Color(190, 195, 210)

    func render(_ canvas: Canvas) {
        viewer.drawsBands = canvas.layersEnabled
        viewer.draw(on: canvas.drawing) { PhotoViewer.draw($0, text: canvas.words, name: caption) }
        for (number, page, x) in pagesOnScreen { drawCaption(page, number: number, center: x.rounded() + width / 2, canvas: canvas) }
        viewer.drawChrome(on: canvas.drawing, text: canvas.words, name: caption)
    }

    /// Picture `entry`'s name.
    func caption(_ entry: Int) -> String { library.entries[entry].caption }

    /// The captions of the pages in view and the chrome (their text textures).
    func prepareFirstFrame(_ canvas: Canvas) {
        viewer.drawChrome(on: canvas.drawing, text: canvas.words, name: caption)
        for (number, page, x) in pagesOnScreen {
            drawCaption(page, number: number, center: x.rounded() + width / 2, canvas: canvas)
        }
    }

    /// The caption and the page number under the picture (the viewer's style: its overlay instead).
    private func drawCaption(_ page: Page, number: Int, center: Double, canvas: Canvas) {
        guard style == .demo else { return }
        let behind = style.background(ofEntry: page.picture)
        canvas.text.draw(shownCaption(ofEntry: page.picture, width: width), x: Int32(center),
                         y: Int32(height - Layout.captionFromBottom),
                         size: PagerMode.captionSize, bold: true, color: PagerMode.captionInk, centered: true,
                         background: behind)
        canvas.text.draw(numberLabel(ofPage: number), x: Int32(center), y: Int32(height - Layout.pageNumberFromBottom),
                         size: PagerMode.numberSize, color: PagerMode.numberInk, centered: true, background: behind)
    }

    /// Page `number`'s place in the folder (or the animals), as a person counts:
    /// 1 to N round it, never 0 or negative.
    func numberLabel(ofPage number: Int) -> String {
        "\(choice.shownNumber(ofPage: number, picture: pages[number]?.picture)) / \(library.entries.count)"
    }
}
