import CSDL
import ScrollViews
import ScrollViewsSDL
import Testing
@testable import EndlessDemo
import Pictures
@testable import PicturesSDL

extension SDLSuites {
    /// The window draws only when something changes: what the core says is due.
    @Suite @MainActor struct IdleTests {
        /// Every mode that rests (an autoplaying carousel never does).
        @Test(arguments: ModeRegistry.traits.filter { !$0.movesByItself }.map(\.name))
        func atRestNothingIsDueAndAFlingIsDueEveryFrame(mode: String) throws {
            let session = try HeadlessSession(width: 800, height: 500, settings: DemoSettings(mode: mode, hud: false))
            session.frame(at: 0.1)
            #expect(session.nextFrame(after: 0.2) == nil, "at rest the window waits for input")
            let vertical = DemoModes.traits(of: mode)?.scrollsVertically ?? false
            func point(_ d: Double) -> (Double, Double) { vertical ? (400, 300 - d) : (600 - d, 250) }
            session.handle(.pointerDown(x: point(0).0, y: point(0).1, time: 0.3))
            for i in 1...6 {
                let p = point(Double(i) * 40)
                session.handle(.pointerMove(x: p.0, y: p.1, time: 0.3 + Double(i) * 0.008))
            }
            session.handle(.pointerUp(x: point(240).0, y: point(240).1, time: 0.35))
            session.frame(at: 0.36)
            #expect(session.nextFrame(after: 0.37) == 0.37, "a released fling needs every frame")
            var t = 0.36
            while session.status.state != .idle, t < 10 {
                t += 1.0 / 60
                session.frame(at: t)
            }
            #expect(session.status.state == .idle)
            // The strip's and the feed's scroll indicators then fade out: frames until
            // they are gone, 0.75 s after the motion stopped, and none after.
            var u = t
            while let due = session.nextFrame(after: u + 0.001), u < t + 3 {
                u = max(due, u + 1.0 / 60)
                session.frame(at: u)
            }
            #expect(u <= t + ScrollIndicator.holds + ScrollIndicator.fades + 1.0 / 30)
            #expect(session.nextFrame(after: u + 0.01) == nil, "at rest again")
        }

        @Test func theHUDRefreshesOnceToSayIdleThenRests() throws {
            // (The banner: no scroll indicator to fade out.)
            let session = try HeadlessSession(width: 800, height: 500, settings: DemoSettings(mode: "banner", hud: true))
            session.handle(.key(.right, shift: false, time: 0.1))
            var t = 0.1
            session.frame(at: t)
            while session.status.state != .idle, t < 5 {
                t += 1.0 / 60
                session.frame(at: t)
            }
            // The frame that came to rest drew rates; one more, half a second later, says idle.
            #expect(session.nextFrame(after: t + 0.01) == t + DemoCore.idleHUDDelay)
            session.frame(at: t + DemoCore.idleHUDDelay)
            #expect(session.nextFrame(after: t + 1) == nil)
        }

        @Test func afterARestTheHUDsFrameTimesCoverOnlyFramesDrawnOneAfterAnother() throws {
            let session = try HeadlessSession(width: 800, height: 500, settings: DemoSettings(mode: "banner", hud: true))
            func run(from start: Double) -> Double {
                var t = start
                session.handle(.key(.right, shift: false, time: t))
                session.frame(at: t)
                while session.status.state != .idle, t < start + 5 {
                    t += 1.0 / 60
                    session.frame(at: t)
                }
                return t
            }
            var t = run(from: 0.1)
            session.frame(at: t + DemoCore.idleHUDDelay)
            #expect(session.hudText.contains("frame     idle"), "\(session.hudText)")
            // Three seconds at rest, then another page turn: the rest is no frame's time.
            t = run(from: t + 3)
            let frameLine = try #require(session.hudText.first { $0.hasPrefix("frame") })
            let p99 = try #require(Double(frameLine.split(separator: " ").dropLast().last ?? ""))
            #expect(p99 < 20, "\(frameLine)")
            #expect(session.hudText.contains { $0.hasPrefix("frame") && $0.contains("ms med") })
        }

        @Test func framesFollowOneAnotherOnlyWithoutARestBetween() {
            #expect(FrameStats.follows(time: 1.016, previous: 1, wantedNext: true, input: false, previousInput: false))
            #expect(!FrameStats.follows(time: 4, previous: 1, wantedNext: false, input: true, previousInput: false),
                    "the first frame after a rest")
            #expect(FrameStats.follows(time: 1.03, previous: 1, wantedNext: false, input: true, previousInput: true))
            #expect(!FrameStats.follows(time: 2, previous: 1, wantedNext: false, input: true, previousInput: true),
                    "a drag held still for a second")
            #expect(!FrameStats.follows(time: 1, previous: nil, wantedNext: true, input: true, previousInput: true))
        }

        @Test func theCarouselIsDueAtItsNextCountdownSegment() throws {
            let session = try HeadlessSession(width: 800, height: 500, settings: DemoSettings(mode: "autoplay", hud: false))
            session.frame(at: 0)
            let due = try #require(session.nextFrame(after: 0.05))
            #expect(abs(due - 0.2) < 1e-9, "the first of ten segments of the 2 s interval")
            session.frame(at: 0.2)
            #expect(abs((session.nextFrame(after: 0.2) ?? 0) - 0.4) < 1e-9)
        }

        @Test func pictureSlotsFadeInThenRest() {
            let slot = PictureSlot.loading(since: 1)
            #expect(slot.nextChange(after: 1.1, drawn: 1.1) == 1 + PictureSlot.loadingNoticeDelay)
            #expect(!slot.showsLoadingNotice(at: 1.2) && slot.showsLoadingNotice(at: 1.5))
            #expect(slot.nextChange(after: 1.5, drawn: 1.5) == nil)
            #expect(PictureSlot.failed("x").nextChange(after: 2, drawn: 0) == nil)
            #expect(PictureSlot.failed("x").isSettled(at: 0))
        }
    }
}

extension SDLSuites {
    @Suite @MainActor struct PictureArrivalTests {
        @Test func onlyAPageDrawnWaitingInViewFadesIn() throws {
            let target = try #require(Surface(width: 4, height: 4, format: SDL_PIXELFORMAT_RGB888))
            let owner = Renderer(try #require(SDL_CreateSoftwareRenderer(target.pointer)))
            // Every texture goes with this function's inner scope, before the renderer.
            try withExtendedLifetime(owner) { try check(renderer: owner.pointer, surface: target) }
        }

        func check(renderer: OpaquePointer, surface target: Surface) throws {
            func arrive(old: PictureSlot?, drawn: Double, inView: Bool, fades: Bool) throws -> PictureSlot {
                let texture = try #require(Texture(renderer: renderer, surface: target.pointer))
                return .arrived(.picture(texture, source: PictureSize(width: 1, height: 1)), replacing: old, at: 2, drawn: drawn, inView: inView, fades: fades)
            }
            // Drawn waiting (at 1.5, after the wait began at 1) and in view: fades from 2.
            let fading = try arrive(old: .loading(since: 1), drawn: 1.5, inView: true, fades: true)
            #expect(fading.opacity(at: 2) == 0 && !fading.isSettled(at: 2))
            #expect(fading.isSettled(at: 2 + PictureSlot.fadeDuration))
            // Not drawn since the wait began, out of view, headless, or replacing a shown page: at once.
            for slot in [try arrive(old: .loading(since: 1), drawn: 0.5, inView: true, fades: true),
                         try arrive(old: .loading(since: 1), drawn: 1.5, inView: false, fades: true),
                         try arrive(old: .loading(since: 1), drawn: 1.5, inView: true, fades: false),
                         try arrive(old: nil, drawn: 1.5, inView: true, fades: true),
                         // Asked for 50 ms before it arrived (a cached thumbnail): at once, though drawn waiting.
                         try arrive(old: .loading(since: 2 - PictureSlot.quickArrival / 2), drawn: 1.97, inView: true, fades: true)] {
                #expect(slot.opacity(at: 2) == 1 && slot.isSettled(at: 2))
            }
            let failure = PictureSlot.arrived(.failure("broken"), replacing: .loading(since: 1), at: 2, drawn: 1.5,
                                              inView: true, fades: true)
            if case .failed(let reason) = failure { #expect(reason == "broken") } else { Issue.record("not failed") }
        }
    }
}
