// The pictures of the folder named on the command line (the current one when
// none is) as a grid of square thumbnails, in name order: decoded off the
// render thread at the size shown, the cells in view first; drag, flick, the
// wheel, Ctrl+wheel or a pinch for the columns, the arrow keys for a focus;
// the name of the picture under the pointer shown on its cell. A click or
// Enter opens the picture, growing from its cell, in a viewer that pages
// through the folder and zooms; Esc, Backspace or a pinch in goes back to the
// grid, the picture last shown focused. Esc on the grid closes it.
import PicturesSDL

let argument = ProgramArguments.all().dropFirst().first ?? Array(".".utf8)
let folder: PictureFolder
do { folder = try PictureFolder(FilePath(bytes: argument)) } catch { StandardError.print("example-photo-grid: \(error)"); exit(2) }
let loop: SDLWindowLoop
do { loop = try SDLWindowLoop(title: "Endless photo grid", width: 1000, height: 700, resizable: true) }
catch { StandardError.print("example-photo-grid: \(error)"); exit(1) }
loop.stopsOnEscape = false
let text: TextCache
do { text = try TextCache(renderer: loop.renderer) } catch { StandardError.print("example-photo-grid: \(error)"); exit(2) }
let window = ViewFrame(x: 0, y: 0, width: 1000, height: 700)
let grid = PhotoGrid(frame: window, count: folder.entries.count, path: { folder.entries[$0].path })
let viewer = PhotoViewer(frame: window, count: folder.entries.count, path: { folder.entries[$0].path })
var viewing = false
func name(_ picture: Int) -> String { folder.entries[picture].caption }

loop.run(frame: { now in
    if viewing {
        viewer.advance(to: now, renderer: loop.renderer)
        viewer.draw(on: loop.renderer, text: text, name: name)
        return viewer.nextFrame(after: now)
    }
    grid.advance(to: now, renderer: loop.renderer)
    grid.draw(on: loop.renderer, text: text, name: name)
    return grid.nextFrame(after: now)
}, input: { event in
    if case .window(.resized(let width, let height), let time) = event {
        let frame = ViewFrame(x: 0, y: 0, width: Double(width), height: Double(height))
        grid.resize(frame: frame, time: time)
        viewer.resize(frame: frame, time: time)
    } else if viewing {
        let back = if case .key(let press) = event { press.key == .escape || press.key == .backspace } else { false }
        if !back { viewer.handle(event) }
        if back || viewer.takeCloseRequest(), let page = viewer.pageInView {
            viewing = false
            grid.reveal(item: page.picture, time: event.time ?? 0)
        }
    } else if case .key(let press) = event, press.key == .escape {
        loop.stop()
    } else if case .pointer(.hover(let x, let y, _)) = event {
        _ = grid.hover(x: x, y: y)
    } else {
        let opened: Int? = switch grid.handle(event) {
        case .tap(let x, let y, _): grid.view.item(atX: x, y: y)
        case .activated(let item): item
        default: nil
        }
        if let opened {
            viewer.open(picture: opened, atPage: opened, from: grid.thumbnail(of: opened, renderer: loop.renderer),
                        time: event.time ?? 0)
            viewing = true
        }
    }
})
