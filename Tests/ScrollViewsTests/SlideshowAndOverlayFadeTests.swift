import Testing
import ScrollViews

/// A viewer's two clocks: the slideshow's next picture, and the overlay that
/// fades once the pointer rests.
@Suite struct SlideshowAndOverlayFadeTests {
    @Test func aSlideshowTurnsEveryIntervalAndSleepsBetween() {
        var show = Slideshow(interval: 5, time: 10)
        #expect(show.nextTurn == 15)
        var due = show.turns(at: 14.99)
        #expect(!due)
        due = show.turns(at: 15)
        #expect(due && show.nextTurn == 20)
        due = show.turns(at: 47)
        #expect(due && show.nextTurn == 47, "a frame long late: the next comes at once, not five at a time")
        due = show.turns(at: 47.01)
        #expect(due && show.nextTurn == 52, "then on the interval again")
        #expect(Slideshow(interval: .nan, time: 0).interval == Slideshow.standardInterval)
        #expect(Slideshow(interval: 0, time: 0).interval == 0.5 && Slideshow(interval: .infinity, time: 0).interval == 86_400)
        #expect(Slideshow(time: .nan).nextTurn == Slideshow.standardInterval)
    }

    @Test func anOverlayHoldsThenFadesAndComesBackWithActivity() {
        var fade = OverlayFade(time: 1)
        #expect(fade.opacity(at: 2.9) == 1 && fade.nextFrame(after: 2) == 3, "held 2 s; a frame when the fade starts")
        #expect(abs(fade.opacity(at: 3.2) - 0.5) < 1e-9 && fade.nextFrame(after: 3.2) == 3.2, "fading: every frame")
        #expect(fade.opacity(at: 3.45) == 0 && fade.nextFrame(after: 3.45) == nil, "gone: no frame")
        var changed = fade.wake(at: 4)
        #expect(changed, "waking a faded overlay changes what is drawn")
        changed = fade.wake(at: 4.5)
        #expect(!changed && fade.opacity(at: 6) == 1, "waking a shown one does not")
        changed = fade.wake(at: 3) || fade.wake(at: .nan)
        #expect(!changed && fade.since == 4.5, "no going back in time")
        let instant = OverlayFade(time: 0, holdDuration: -1, fadeDuration: 0)
        #expect(instant.opacity(at: 0.001) == 0 && instant.opacity(at: 0) == 1)
        #expect(OverlayFade(time: .infinity, holdDuration: .nan, fadeDuration: .nan) == OverlayFade())
    }
}
