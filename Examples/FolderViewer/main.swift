// A viewer of the folder named on the command line (the current one when none
// is): its PNG, JPEG, GIF and WebP pictures in name order, decoded on worker
// threads at the size they are shown, animations playing; a file that cannot be shown says why.
// Drag, flick, the wheel, ← → Home End turn the pages; double-click, Ctrl+wheel
// or + − 0 zoom. Esc closes it.
import PicturesSDL

let argument = ProgramArguments.all().dropFirst().first ?? Array(".".utf8)
let folder: PictureFolder
do { folder = try PictureFolder(FilePath(bytes: argument)) } catch { print("example-folder-viewer: \(error)"); exit(2) }
let loop = SDLWindowLoop.openOrExit(title: "Endless folder viewer", width: 1000, height: 700,
                                    options: .init(resizable: true))
let text: TextCache
do { text = try TextCache(renderer: loop.renderer) } catch { print("example-folder-viewer: \(error)"); exit(2) }
let pictures = PictureTextures<Int>(renderer: loop.renderer)
func frame(_ width: Int, _ height: Int) -> ViewFrame { ViewFrame(x: 0, y: 0, width: Double(width), height: Double(height)) }
var pager = PhotoPagerView(frame: frame(1000, 700), pictures: folder.entries.map { _ in nil }, inset: 24)
let grey = SDL_Color(r: 160, g: 160, b: 168, a: 255)

loop.run(frame: { now in
    let box = PictureSize(width: Int32(pager.frame.width), height: Int32(pager.frame.height))
    pictures.keep(only: pager.livePages)
    for page in pager.livePages { pictures.show(page, path: folder.entries[page].path, fitting: box) }
    // A zoomed picture is decoded again at the size it is shown, up to its own (sharp, not stretched).
    for page in pager.visiblePages {
        guard let place = page.picture else { continue }
        let shown = PictureSize(width: Int32(min(place.width, 16_384)), height: Int32(min(place.height, 16_384)))
        pictures.show(page.page, path: folder.entries[page.page].path, fitting: shown)
    }
    for page in pictures.update() {
        if case .ready(_, let source)? = pictures[page] {
            pager.setPicture(width: Double(source.width), height: Double(source.height), ofPage: page)
        }
    }
    pager.advance(to: now)
    loop.renderer.clear(SDL_Color(r: 24, g: 24, b: 26, a: 255))
    for page in pager.visiblePages {
        let name = folder.entries[page.page].caption, centre = page.frame.y + page.frame.height / 2
        switch pictures[page.page] {
        case .ready(let texture, _)?: if let place = page.picture { loop.renderer.copy(texture, to: place) }
        case .failed(let error)?:
            text.draw(name, x: page.frame.x + 24, y: centre - 24, size: 18, bold: true, width: page.frame.width - 48)
            text.draw(error.reason, x: page.frame.x + 24, y: centre + 4, size: 15, color: grey, width: page.frame.width - 48)
        default: text.draw(name, x: page.frame.x + 24, y: centre - 10, size: 15, color: grey, width: page.frame.width - 48)
        }
    }
    return [pager.nextFrame(after: now), pictures.nextFrame(after: now)].compactMap { $0 }.min()
}, input: { event in
    if case .window(.resized(let width, let height), let time) = event { pager.resize(frame: frame(width, height), time: time) }
    pager.handle(event)
})
