import ScrollViews
import Foundation
import Testing
@testable import EndlessDemo
import Pictures
import PictureTestSupport

extension SDLSuites {
    /// Captions from file names of any length fit their page.
    @Suite @MainActor struct CaptionFitTests {
        @Test func aCaptionOfWideGlyphsIsCutToThePageWithAnEllipsis() throws {
            let folder = try TemporaryFolder()
            defer { folder.remove() }
            // 83 × U+FDFD (one of the widest glyphs) + ".png": 253 bytes, a legal file name.
            let name = String(repeating: "\u{FDFD}", count: 83) + ".png"
            try folder.write(name, PictureFixture.png())
            for width in [320, 1280] {
                let session = try HeadlessSession(width: width, height: 480,
                                                  settings: DemoSettings(mode: "pager", imagesDirectory: FilePath(folder.url.path)))
                _ = session.frame(at: 0)
                let pager = try #require(session.currentMode as? PagerMode)
                let shown = pager.shownCaption(ofEntry: 0, width: Double(width))
                #expect(shown.hasSuffix("…"), "\(width): \(shown)")
                let drawn = pager.canvas.text.size(of: shown, size: PagerMode.captionSize, bold: true).w
                #expect(drawn > 0 && Double(drawn) <= Double(width) - 40, "\(width): \(drawn) px")
            }
        }

        @Test func textIsCutAtTheLastWordThatFitsOrInsideAWordTooLongForTheBox() throws {
            let session = try HeadlessSession(width: 800, height: 500, settings: DemoSettings(mode: "pager", hud: false))
            let pager = try #require(session.currentMode as? PagerMode)
            let text = pager.canvas.text
            let sentence = "one two three four five six seven eight nine ten"
            let width = Double(text.size(of: "one two three four…", size: 20).w)
            #expect(text.fitted(sentence, width: width, size: 20) == "one two three four…")
            #expect(text.fitted(sentence, width: width - 1, size: 20) == "one two three…")
            #expect(text.fitted(sentence, width: 1e6, size: 20) == sentence)
            let word = "Antidisestablishmentarianism"
            let cut = text.fitted(word + " and more", width: Double(text.size(of: "Antidis…", size: 20).w), size: 20)
            #expect(cut == "Antidis…", "a word wider than the box is cut inside it")
            #expect(text.fitted(word, width: 1, size: 20) == "", "not even the ellipsis fits")
        }
    }
}
