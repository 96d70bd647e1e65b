// The pictures of the folder named on the command line (the current one when
// none is) as a grid of square thumbnails, in name order: decoded off the
// render thread at the size shown, the cells in view first; drag, flick, the
// wheel, Ctrl+wheel or a pinch for the columns, the arrow keys for a focus;
// the name of the picture under the pointer shown on its cell. A click or
// Enter opens the picture full size; a click, Esc or Backspace goes back to
// the grid. Esc on the grid closes it.
import PicturesSDL

let argument = ProgramArguments.all().dropFirst().first ?? Array(".".utf8)
let folder: PictureFolder
do { folder = try PictureFolder(FilePath(bytes: argument)) } catch { print("example-photo-grid: \(error)"); exit(2) }
let loop = SDLWindowLoop.openOrExit(title: "Endless photo grid", width: 1000, height: 700,
                                    options: .init(resizable: true))
loop.stopsOnEscape = false
let text: TextCache
do { text = try TextCache(renderer: loop.renderer) } catch { print("example-photo-grid: \(error)"); exit(2) }
let grid = PhotoGrid(frame: ViewFrame(x: 0, y: 0, width: 1000, height: 700), count: folder.entries.count,
                     path: { folder.entries[$0].path })
// The picture opened, full size over the grid.
let pictures = PictureTextures<Int>(renderer: loop.renderer)
var opened: Int?
@MainActor func close() {
    opened = nil
    pictures.keep(only: [])
}

loop.run(frame: { now in
    grid.advance(to: now, renderer: loop.renderer)
    grid.draw(on: loop.renderer, text: text) { folder.entries[$0].caption }
    guard let item = opened else { return grid.nextFrame(after: now) }
    let size = grid.view.scrollView.frame
    pictures.show(item, path: folder.entries[item].path, fitting: PictureSize(width: Int32(size.width), height: Int32(size.height)))
    pictures.update()
    loop.renderer.fill(size, SDL_Color(r: 0, g: 0, b: 0, a: 230))
    if case .ready(let texture, _)? = pictures[item] {
        let scale = min(size.width / Double(texture.width), size.height / Double(texture.height), 1)
        let (w, h) = (Double(texture.width) * scale, Double(texture.height) * scale)
        loop.renderer.copy(texture, to: ViewFrame(x: (size.width - w) / 2, y: (size.height - h) / 2, width: w, height: h))
    }
    return [grid.nextFrame(after: now), pictures.nextFrame(after: now)].compactMap { $0 }.min()
}, input: { event in
    switch event {
    case .window(.resized(let width, let height), let time):
        grid.resize(frame: ViewFrame(x: 0, y: 0, width: Double(width), height: Double(height)), time: time)
    case .key(let key) where opened == nil && key.key == .escape:
        loop.stop()
    case .pointer(.hover(let x, let y, _)) where opened == nil:
        _ = grid.hover(x: x, y: y)
    case .key(let press) where opened != nil && [.escape, .backspace].contains(press.key):
        close()
    case .pointer(.up) where opened != nil:
        close()
    default:
        guard opened == nil else { return }
        switch grid.handle(event) {
        case .tap(let x, let y, _): opened = grid.view.item(atX: x, y: y)
        case .activated(let item): opened = item
        default: break
        }
    }
})
