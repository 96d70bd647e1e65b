import ScrollViews
import Testing
@testable import EndlessDemo

extension SDLSuites {
    /// A feed whose list A runs past 2³¹ and 2⁴⁰ px (490,000 presses of `+` make
    /// 2.1·10⁹): drawn at its top, deep inside list A and at its end, every
    /// rectangle held to the window (SDL's software renderer wrote out of bounds).
    @Suite @MainActor struct HugeFeedTests {
        @Test(arguments: [2_147_483_648.0, 1_099_511_627_776])
        func aFeedPastHugeExtentsDrawsEverywhere(extent: Double) throws {
            let session = try HeadlessSession(width: 1280, height: 720, settings: DemoSettings(mode: "stack", hud: false))
            _ = session.frame(at: 0)
            let feed = try #require(session.currentMode as? StackMode)
            feed.feed.setRowCount(of: .listA, to: Int(extent / 44) + 1000, time: 0, animated: false)
            feed.relayout()
            _ = session.frame(at: 16)
            #expect(feed.status.position == 0, "the header at the top")
            let end = try #require(feed.axis.configuration.bounds?.upperBound)
            // Bounds, like offsets, are held within ±10¹² px: 2⁴⁰ is past it.
            #expect(end > min(extent, 1e12 - 1) && end <= 1e12)
            // Inside list A past the extent, then at the end (the footer in view).
            for (n, offset) in [extent + 500, end].enumerated() {
                feed.feed.jump(toContent: offset, time: 0.032 + 0.016 * Double(n))
                feed.relayout()
                _ = session.frame(at: 32 + 16 * Double(n))
                // Offsets are held within ±10¹² px (the README's limit): 2⁴⁰ is past it.
                #expect(feed.status.offset == min(offset, 1e12))
                let pixels = try session.pixels()
                #expect(Set(pixels.prefix(1280 * 400)).count > 2, "rows drawn at \(offset)")
            }
            if end < 1e12 { #expect(feed.status.position >= FeedChild.listB.position, "the end of the feed in view") }
        }
    }
}
