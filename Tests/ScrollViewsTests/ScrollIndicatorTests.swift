import Testing
@testable import ScrollViews

@Suite struct ScrollIndicatorTests {
    @Test func itsLengthIsTheVisibleShareAndItShortensPastAnEnd() {
        let half = ScrollIndicator.thumb(offset: 0, content: 2000, viewport: 1000, track: 600)
        #expect(half.start == 0 && half.length == 300)
        let end = ScrollIndicator.thumb(offset: 1000, content: 2000, viewport: 1000, track: 600)
        #expect(end.start == 300 && end.length == 300)
        let long = ScrollIndicator.thumb(offset: 182_000, content: 365_000, viewport: 720, track: 600)
        #expect(long.length == ScrollIndicator.minimumLength, "never shorter than 36 px")
        #expect(abs(long.start - (600 - 36) * 182_000 / (365_000 - 720)) < 1e-6)
        let pulled = ScrollIndicator.thumb(offset: -100, content: 2000, viewport: 1000, track: 600)
        #expect(pulled.start == 0 && pulled.length == 200)
        #expect(ScrollIndicator.thumb(offset: 0, content: 500, viewport: 1000, track: 600).length == 0, "nothing to scroll")
        #expect(ScrollIndicator.thumb(offset: .nan, content: 2000, viewport: 1000, track: 600).length == 0)
    }

    @Test func itShowsWhileActiveThenFades() {
        var indicator = ScrollIndicator()
        #expect(indicator.opacity(at: 0) == 0 && indicator.nextFrame(after: 0) == nil)
        indicator.note(active: true, at: 1)
        indicator.note(active: false, at: 1.2)
        #expect(indicator.opacity(at: 1.4) == 1)
        #expect(indicator.nextFrame(after: 1.2) == 1.5, "nothing to draw until the fade starts")
        #expect(abs(indicator.opacity(at: 1.625) - 0.5) < 1e-9)
        #expect(indicator.nextFrame(after: 1.6) == 1.6, "every frame while it fades")
        #expect(indicator.opacity(at: 1.75) == 0 && indicator.nextFrame(after: 1.76) == nil)
    }
}
