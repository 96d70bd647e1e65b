// A viewer of the folder named on the command line (the current one when none
// is): its PNG, JPEG, GIF, WebP and TIFF pictures in name order, decoded on worker
// threads at the size they are shown, animations playing; a file that cannot be shown says why.
// Drag, flick, the wheel, ← → Home End turn the pages; double-click, Ctrl+wheel
// or + − 0 zoom (a zoomed picture is decoded again sharp, in tiles when huge);
// < and > turn the picture; the name and place fade in a band at the bottom;
// i the picture's information, ? the keys, s a slideshow. Esc closes it.
import PicturesSDL

let argument = ProgramArguments.all().dropFirst().first ?? Array(".".utf8)
let folder: PictureFolder
do { folder = try PictureFolder(FilePath(bytes: argument)) } catch { StandardError.print("example-folder-viewer: \(error)"); exit(2) }
let loop: SDLWindowLoop
do { loop = try SDLWindowLoop(title: "Endless folder viewer", width: 1000, height: 700, resizable: true) }
catch { StandardError.print("example-folder-viewer: \(error)"); exit(1) }
let text: TextCache
do { text = try TextCache(renderer: loop.renderer) } catch { StandardError.print("example-folder-viewer: \(error)"); exit(2) }
let viewer = PhotoViewer(frame: ViewFrame(x: 0, y: 0, width: 1000, height: 700), count: folder.entries.count,
                         path: { folder.entries[$0].path }, look: .plain)
viewer.chrome = ViewerChrome(programKeys: [("Esc", "close")])
loop.stopsOnEscape = false

loop.run(frame: { now in
    viewer.advance(to: now, renderer: loop.renderer)
    viewer.draw(on: loop.renderer, text: text) { folder.entries[$0].caption }
    return viewer.nextFrame(after: now)
}, input: { event in
    switch event {
    case .window(.resized(let width, let height), let time):
        viewer.resize(frame: ViewFrame(x: 0, y: 0, width: Double(width), height: Double(height)), time: time)
    case .key(let press) where press.key == .escape && !viewer.takesEscape:
        loop.stop()
    default:
        viewer.handle(event)
    }
})
