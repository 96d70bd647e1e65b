import ScrollViews
import Testing
@testable import EndlessDemo

extension SDLSuites {
    /// Every mode's text stays inside what it is drawn into, from a narrow window to full HD.
    @Suite @MainActor struct TextFitTests {
        static let sizes = [(700, 500), (800, 500), (1280, 720), (1920, 1080)]

        @Test(arguments: ModeRegistry.names)
        func noTextIsPaintedPastItsBox(mode: String) throws {
            for (width, height) in Self.sizes {
                for xray in [false, true] {
                    let session = try HeadlessSession(width: width, height: height,
                                                      settings: DemoSettings(mode: mode, hud: false, xray: xray))
                    var t = 0.0
                    _ = session.frame(at: t)
                    // Some motion and the keys that change text (rows, the banner).
                    for key in [Key.right, .plus, .letter("b"), .right] {
                        session.handle(.key(key, shift: false, time: t + 0.01))
                        for _ in 0..<20 {
                            t += 1.0 / 30
                            _ = session.frame(at: t)
                        }
                    }
                    #expect(session.canvas.overflowingText.isEmpty,
                            "\(mode) at \(width)×\(height)\(xray ? " with the x-ray" : ""): \(session.canvas.overflowingText)")
                }
            }
        }

        @Test(arguments: [700.0, 800, 1280, 1920])
        func theFooterShowsWholeHintsBesideTheSharedKeys(width: Double) throws {
            let session = try HeadlessSession(width: Int(width), height: 500, settings: DemoSettings(mode: "stack", hud: false))
            let text = session.canvas.text
            for mode in ModeRegistry.names {
                _ = session.switchTo(mode, time: 0)
                let help = session.currentMode.help
                let shown = ModeFrame.footerText(help: help, modeCount: ModeRegistry.modes.count, width: width, text: text, size: 14)
                let helpWidth = Double(text.size(of: shown.help ?? "", size: 14).w)
                #expect(16 + helpWidth + 24 + shown.keysWidth + 16 <= width + 0.5, "\(mode) at \(width)")
                #expect(!(shown.keys.hasSuffix("…")), "the shared keys whole: \(shown.keys)")
                if let hint = shown.help {
                    #expect(!hint.hasSuffix("…") && help.hasPrefix(hint), "whole hints: \(hint)")
                    let parts = hint.split(separator: " · ", omittingEmptySubsequences: false).count
                    let next = help.split(separator: " · ", omittingEmptySubsequences: false).prefix(parts + 1)
                        .joined(separator: " · ")
                    #expect(hint == help || Double(text.size(of: next, size: 14).w) > width - 32 - shown.keysWidth - 24,
                            "as many hints as fit: \(hint)")
                }
            }
        }

        @Test(arguments: [700.0, 800, 1280])
        func theFeedsHeaderWrapsToItsBox(width: Double) throws {
            let session = try HeadlessSession(width: Int(width), height: 500, settings: DemoSettings(mode: "stack", hud: false))
            let text = session.canvas.text
            let lines = FeedPlainViews.headerLines(rows: 100, width: width, text: text)
            #expect(lines.allSatisfy { 46 + Double(text.size(of: $0, size: FeedPlainViews.headerTextSize).w) <= width - 46 })
            #expect(lines.allSatisfy { !$0.hasPrefix("·") && !$0.hasSuffix("·") })
            #expect(lines.joined(separator: " ").contains("list A (100 rows)"), "nothing left out")
            #expect(FeedPlainViews.headerHeight(width: width, text: text) >= FeedPlainViews.headerTextTop + Double(lines.count) * 26)
        }
    }
}
