import CSDL
import Foundation
import ScrollViews
import Testing
@testable import EndlessDemo
import Pictures
import PictureTestSupport

extension SDLSuites {
    /// Every mode laid out for any window from 320×240 to 3840×2160, with and
    /// without the HUD and the x-ray (each and both): after a page turn and at
    /// rest, no text is cut by the window's edge or painted past the surface it
    /// was composed into, neither overlay covers the header, the help bar or the
    /// mode's captions, and the two keep off each other.
    @Suite @MainActor struct LayoutSweepTests {
        static let sizes = [(320, 240), (480, 320), (640, 400), (800, 500), (1280, 720), (1920, 1080), (3840, 2160)]

        /// The runs of `drawn` drawn for a card or a cell that leave it (composed
        /// ones included, in their surface's coordinates).
        static func outOfBox(_ drawn: [TextRenderer.DrawnText]) -> [String] {
            drawn.compactMap { run in
                guard let box = run.box else { return nil }
                let r = run.rect
                guard Double(r.x) < box.x - 0.5 || Double(r.y) < box.y - 0.5
                    || Double(r.x + r.w) > box.x + box.width + 0.5 || Double(r.y + r.h) > box.y + box.height + 0.5 else {
                    return nil
                }
                return "\(run.layer) '\(run.text)' at \(r.x),\(r.y) \(r.w)×\(r.h) is outside its box "
                    + "\(Int(box.x)),\(Int(box.y)) \(Int(box.width))×\(Int(box.height))"
            }
        }

        /// What is wrong with the last frame's text in `session` (a line each).
        static func problems(_ session: HeadlessSession, drawn: [TextRenderer.DrawnText]) -> [String] {
            let width = Int32(session.width), height = Int32(session.height)
            let header = Int32(Layout.headerHeight), footer = height - Int32(Layout.helpBarHeight)
            var found: [String] = []
            for run in drawn {
                let r = run.rect
                let inWindow = r.x >= 0 && r.y >= 0 && r.x + r.w <= width && r.y + r.h <= height
                // The mode's own text may scroll under the bars (clipped there); the overlays and bars may not be cut.
                if run.layer != "mode", !inWindow { found.append("\(run.layer) '\(run.text)' at \(r.x),\(r.y) \(r.w)×\(r.h) leaves the window") }
                // Words in a card or cell that is itself partly out of the window are cut with it.
                let boxInWindow = run.box.map { $0.x >= 0 && $0.x + $0.width <= Double(width) } ?? true
                if run.layer == "mode", boxInWindow, r.x < 0 || r.x + r.w > width, r.y + r.h > header, r.y < footer {
                    found.append("mode '\(run.text)' at \(r.x),\(r.y) \(r.w)×\(r.h) is cut by the window's side")
                }
                // At rest nothing of the mode's is cut by the bars' edges either.
                if run.layer == "mode", r.y < header && r.y + r.h > header || r.y < footer && r.y + r.h > footer {
                    found.append("mode '\(run.text)' at \(r.x),\(r.y) \(r.w)×\(r.h) is cut by the header or the help bar")
                }
                if run.layer == "hud" || run.layer == "xray", r.y < header || r.y + r.h > footer {
                    found.append("\(run.layer) '\(run.text)' at \(r.x),\(r.y) covers the header or the help bar")
                }
            }
            // Nor over the mode's own captions.
            for run in drawn where run.layer == "hud" || run.layer == "xray" {
                let r = run.rect
                for caption in session.currentMode.captionFrames
                where Double(r.x) < caption.x + caption.width && Double(r.x + r.w) > caption.x
                    && Double(r.y) < caption.y + caption.height && Double(r.y + r.h) > caption.y {
                    found.append("\(run.layer) '\(run.text)' at \(r.x),\(r.y) covers the mode's caption")
                }
            }
            // No two runs of one layer's text on each other.
            for (i, run) in drawn.enumerated() {
                let r = run.rect
                for other in drawn[(i + 1)...] where other.layer == run.layer && other.rect.w > 0 && r.w > 0
                    && r.x < other.rect.x + other.rect.w && r.x + r.w > other.rect.x
                    && r.y < other.rect.y + other.rect.h && r.y + r.h > other.rect.y {
                    found.append("\(run.layer) '\(run.text)' at \(r.x),\(r.y) \(r.w)×\(r.h) meets '\(other.text)' at "
                                 + "\(other.rect.x),\(other.rect.y) \(other.rect.w)×\(other.rect.h)")
                }
            }
            // Nor over each other: the x-ray keeps off the HUD's panel.
            for run in drawn where run.layer == "xray" {
                let r = run.rect
                for hud in drawn where hud.layer == "hud"
                    && r.x < hud.rect.x + hud.rect.w && r.x + r.w > hud.rect.x && r.y < hud.rect.y + hud.rect.h && r.y + r.h > hud.rect.y {
                    found.append("xray '\(run.text)' at \(r.x),\(r.y) meets the HUD's '\(hud.text)'")
                    break
                }
            }
            return found + outOfBox(drawn) + session.canvas.overflowingText.map { "composed text past its surface: \($0)" }
        }

        /// The modes that show a user's pictures, over a folder whose first
        /// picture cannot be shown (an empty file with a long name) beside a
        /// broken PNG: the error cards' and the cells' words stay inside them
        /// at every size, the grid's with the pointer over a cell.
        @Test(arguments: ["pager", "grid", "autoplay", "stack"])
        func errorCardsFitEveryWindow(mode: String) throws {
            let folder = try TemporaryFolder()
            defer { folder.remove() }
            try folder.write("0-an-empty-file-whose-name-goes-on-and-on-past-any-card-a-window-can-hold.jpg", [])
            try folder.write("1-broken.png", Array(PictureFixture.png(width: 40, height: 30).prefix(40)))
            try folder.write("2-fine.png", PictureFixture.png(width: 40, height: 30))
            var all: [String] = [], boxed = 0
            for (width, height) in Self.sizes {
                var settings = DemoSettings(mode: mode, hud: false)
                settings.imagesDirectory = FilePath(folder.url.path)
                let session = try HeadlessSession(width: width, height: height, settings: settings)
                var t = 0.0
                // Every frame's words in cards (the feed composes its band of cards once at rest).
                session.canvas.text.drawn = []
                for _ in 0..<30 {
                    t += 1.0 / 30
                    _ = session.frame(at: t)
                    Thread.sleep(forTimeInterval: 0.005)
                }
                _ = session.handle(.hover(pointer: .init(x: 40, y: Layout.headerHeight + 40), time: t))
                var drawn = session.canvas.text.drawn ?? []
                session.canvas.text.drawn = []
                _ = session.frame(at: t + 1)
                let last = session.canvas.text.drawn ?? []
                session.canvas.text.drawn = nil
                drawn += last
                boxed += drawn.filter { $0.box != nil }.count
                all += (Self.outOfBox(drawn) + Self.problems(session, drawn: last)).map { "\(mode) \(width)×\(height): \($0)" }
            }
            #expect(all.isEmpty, "\(all.count) problems:\n\(all.prefix(40).joined(separator: "\n"))")
            #expect(boxed >= Self.sizes.count, "words drawn in cards or cells: \(boxed)")
        }

        @Test(arguments: ModeRegistry.names)
        func everyModeFitsEveryWindow(mode: String) throws {
            var all: [String] = []
            for (width, height) in Self.sizes {
                for overlay in ["plain", "hud", "xray", "both"] {
                    let session = try HeadlessSession(width: width, height: height,
                                                      settings: DemoSettings(mode: mode, hud: overlay == "hud" || overlay == "both",
                                                                             xray: overlay == "xray" || overlay == "both"))
                    var t = 0.0
                    _ = session.frame(at: t)
                    _ = session.handle(.key(.right, shift: false, time: 0.01))
                    for _ in 0..<12 {
                        t += 0.1
                        _ = session.frame(at: t)
                    }
                    session.canvas.text.drawn = []
                    _ = session.frame(at: t + 1)
                    let drawn = session.canvas.text.drawn ?? []
                    session.canvas.text.drawn = nil
                    all += Self.problems(session, drawn: drawn).map { "\(mode) \(width)×\(height) \(overlay): \($0)" }
                }
            }
            #expect(all.isEmpty, "\(all.count) problems:\n\(all.prefix(40).joined(separator: "\n"))")
        }
    }
}
