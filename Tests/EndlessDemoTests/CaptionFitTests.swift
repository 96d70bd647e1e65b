import Foundation
import Testing
@testable import EndlessDemo

extension SDLSuites {
    /// Captions from file names of any length fit their page.
    @Suite struct CaptionFitTests {
        @Test func aCaptionOfWideGlyphsIsCutToThePageWithAnEllipsis() throws {
            let folder = try TemporaryFolder()
            defer { folder.remove() }
            // 83 × U+FDFD (one of the widest glyphs) + ".png": 253 bytes, a legal file name.
            let name = String(repeating: "\u{FDFD}", count: 83) + ".png"
            try folder.write(name, PictureFixture.png())
            for width in [320, 1280] {
                let session = try HeadlessSession(width: width, height: 480,
                                                  settings: DemoSettings(mode: "pager", imagesDirectory: folder.url.path))
                _ = session.frame(at: 0)
                let pager = try #require(session.currentMode as? PagerMode)
                let shown = pager.shownCaption(ofEntry: 0, width: Double(width))
                #expect(shown.hasSuffix("…"), "\(width): \(shown)")
                let drawn = pager.canvas.text.size(of: shown, size: PagerMode.captionSize, bold: true).w
                #expect(drawn > 0 && Double(drawn) <= Double(width) - 40, "\(width): \(drawn) px")
            }
        }
    }
}
