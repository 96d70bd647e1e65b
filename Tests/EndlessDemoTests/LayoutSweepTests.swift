import CSDL
import ScrollViews
import Testing
@testable import EndlessDemo

extension SDLSuites {
    /// Every mode laid out for any window from 320×240 to 3840×2160, with and
    /// without the HUD and the x-ray (each and both): after a page turn and at
    /// rest, no text is cut by the window's edge or painted past the surface it
    /// was composed into, neither overlay covers the header, the help bar or the
    /// mode's captions, and the two keep off each other.
    @Suite struct LayoutSweepTests {
        static let sizes = [(320, 240), (480, 320), (640, 400), (800, 500), (1280, 720), (1920, 1080), (3840, 2160)]

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
                if run.layer == "mode", r.x < 0 || r.x + r.w > width, r.y + r.h > header, r.y < footer {
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
            // Nor over each other: the x-ray keeps off the HUD's panel.
            for run in drawn where run.layer == "xray" {
                let r = run.rect
                for hud in drawn where hud.layer == "hud"
                    && r.x < hud.rect.x + hud.rect.w && r.x + r.w > hud.rect.x && r.y < hud.rect.y + hud.rect.h && r.y + r.h > hud.rect.y {
                    found.append("xray '\(run.text)' at \(r.x),\(r.y) meets the HUD's '\(hud.text)'")
                    break
                }
            }
            return found + session.canvas.overflowingText.map { "composed text past its surface: \($0)" }
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
