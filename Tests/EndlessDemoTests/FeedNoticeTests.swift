import ScrollViews
import Testing
@testable import EndlessDemo

extension SDLSuites {
    /// Keys that change a child of the feed out of view say so over the footer.
    @Suite @MainActor struct FeedNoticeTests {
        /// The feed at its top (1280×720), a frame drawn.
        private func feed() throws -> (HeadlessSession, StackMode) {
            let session = try HeadlessSession(width: 1280, height: 720, settings: DemoSettings(mode: "stack", hud: false))
            _ = session.frame(at: 0)
            return (session, try #require(session.currentMode as? StackMode))
        }

        /// The colour at the middle of the top edge of the band where notices are drawn (above their text).
        private func noticeBand(_ session: HeadlessSession) throws -> UInt32 {
            let y = 720 - Int(Layout.helpBarHeight) - 12 - 32 + 2
            return try session.pixels()[y * 1280 + 640]
        }

        private static let fill = 0xFF00_0000 | UInt32(FeedNotice.fill.r) << 16 | UInt32(FeedNotice.fill.g) << 8
            | UInt32(FeedNotice.fill.b)

        @Test(arguments: [(Key.letter("b"), "Banner folded away · below ↓"), (Key.plus, "List A: 200 rows · below ↓"),
                          (Key.minus, "List A: 0 rows · below ↓")])
        func aKeyThatChangesAChildBelowTheScreenSaysSo(key: Key, text: String) throws {
            let (session, feed) = try feed()
            #expect(try noticeBand(session) != Self.fill)
            session.handle(.key(key, shift: false, time: 0.1))
            _ = session.frame(at: 0.2)
            #expect(feed.notice?.text == text)
            #expect(try noticeBand(session) == Self.fill, "the notice drawn")
            // It goes by itself, with one frame to take it away and none after.
            let end = 0.1 + FeedNotice.duration
            var t = 0.2
            while let due = session.nextFrame(after: t), due <= end + 1, t < end + 1 {
                t = max(due, t + 1.0 / 60)
                _ = session.frame(at: t)
            }
            #expect(feed.notice == nil)
            #expect(try noticeBand(session) != Self.fill)
            #expect(session.nextFrame(after: t + 0.01) == nil)
        }

        @Test func aChangeInViewNeedsNoNotice() throws {
            let (session, feed) = try feed()
            // The banner in the middle of the window.
            feed.feed.jump(toContent: feed.feed.contentTop(of: .banner) - 300, time: 0.05)
            _ = session.frame(at: 0.1)
            session.handle(.key(.letter("b"), shift: false, time: 0.2))
            _ = session.frame(at: 0.3)
            #expect(feed.notice == nil)
        }

        @Test func aChangeAboveTheScreenPointsUp() {
            #expect(FeedNotice.direction(ofFeedY: 100, offset: 500) == "above ↑")
            #expect(FeedNotice.direction(ofFeedY: 1500, offset: 500) == "below ↓")
        }
    }
}
