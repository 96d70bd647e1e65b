import ScrollViews
import Foundation
import Testing
@testable import EndlessDemo

extension SDLSuites {
    /// Input a careless or hostile user gives: the modes stay finite and fast.
    @Suite @MainActor struct HostileInputReplayTests {
        @Test func emptyingListAAndPressingMinusAgainStaysFinite() throws {
            let session = try HeadlessSession(width: 640, height: 400, settings: DemoSettings(mode: "stack", hud: true))
            var t = 0.1
            for key in Array(repeating: Key.minus, count: 102) + [.plus, .minus, .minus] {
                // The key's timestamp after the frame's time, as SDL's can be.
                session.handle(.key(key, shift: false, time: t + 0.0004))
                session.frame(at: t)
                #expect(session.status.offset.isFinite)
                t += 0.05
            }
            session.frame(at: t + 1)
            #expect(session.status.state == .idle)
            #expect(session.status.offset.isFinite)
        }

        @Test(arguments: ["strip", "pager", "banner", "autoplay", "stack"])
        func hugeDragsWheelsAndTimesEndQuickly(mode: String) throws {
            var builder = ScriptBuilder(mode: mode, durationMs: 2000, width: 480, height: 320, hud: true)
            builder.add(100, .pointerDown(x: 240, y: 160, time: 0.1))
            builder.add(100, .pointerMove(x: 1e18, y: -1e18, time: 0.1 + 1e-10))
            builder.add(116, .pointerMove(x: -1e18, y: 1e18, time: 0.116))
            builder.add(120, .pointerUp(x: -1e18, y: 1e18, time: 0.120))
            builder.add(600, .pointerDown(x: 240, y: 160, time: 0.6))
            builder.add(600, .pointerMove(x: 1e6, y: 1e6, time: 0.6 + 1e-10))
            builder.add(600, .pointerUp(x: 1e6, y: 1e6, time: 0.6 + 2e-10))
            builder.add(1000, .wheel(dx: 0, dy: 1e18, source: .touchpad, time: 1.0))
            builder.add(1100, .wheel(dx: -1e18, dy: .nan, source: .wheel, time: .infinity))
            builder.add(1200, .resize(width: 0, height: 1 << 40, time: -5))
            builder.add(1300, .resize(width: 300, height: 200, time: 1.3))
            let clock = ContinuousClock()
            let start = clock.now
            let rows = try HeadlessReplay.run(builder.script).rows
            #expect(clock.now - start < .seconds(60))
            #expect(rows.allSatisfy { $0.status.offset.isFinite && $0.status.velocity.isFinite })
            #expect(rows.last?.status.textures ?? 0 <= 16)
        }
    }
}
