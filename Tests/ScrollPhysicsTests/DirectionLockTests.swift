import Foundation
import Testing
@testable import ScrollPhysics

@Suite struct DirectionLockTests {
    /// A drag of 40 px at `degrees` from horizontal, in 8 steps.
    func decide(_ degrees: Double, rightwards: Bool = true, downwards: Bool = true) -> DirectionLock.Axis? {
        var lock = DirectionLock()
        lock.press(x: 500, y: 300)
        let radians = degrees * .pi / 180
        var result: DirectionLock.Axis?
        for i in 1...8 {
            let r = Double(i) * 5
            let dx = cos(radians) * r * (rightwards ? 1 : -1), dy = sin(radians) * r * (downwards ? 1 : -1)
            if let axis = lock.move(x: 500 + dx, y: 300 + dy) { result = result ?? axis }
        }
        return result
    }

    @Test func withinThirtyDegreesOfHorizontalTheRowTakesIt() {
        for degrees in [0.0, 10, 20, 29.9] {
            #expect(decide(degrees) == .horizontal, "\(degrees)°")
            #expect(decide(degrees, rightwards: false, downwards: false) == .horizontal, "-\(degrees)°")
        }
        for degrees in [30.1, 45, 70, 90] {
            #expect(decide(degrees) == .vertical, "\(degrees)°")
            #expect(decide(degrees, rightwards: false) == .vertical, "\(degrees)° leftwards")
        }
    }

    @Test func theDecisionHoldsForTheWholeGesture() {
        var lock = DirectionLock()
        lock.press(x: 0, y: 0)
        #expect(lock.move(x: 2, y: 1) == nil, "within the 4 px slop")
        #expect(lock.move(x: 10, y: 2) == .horizontal)
        #expect(lock.move(x: 10, y: 300) == .horizontal, "a later turn does not change it")
        lock.release()
        #expect(lock.decided == nil)
        lock.press(x: 0, y: 0)
        #expect(lock.move(x: 1, y: 10) == .vertical)
        #expect(lock.move(x: .nan, y: 0) == .vertical)
    }

    @Test func wheelsGoByTheirDeltasOrShift() {
        #expect(DirectionLock.wheelAxis(dx: 0, dy: -1, shift: false) == .vertical)
        #expect(DirectionLock.wheelAxis(dx: 0, dy: -1, shift: true) == .horizontal)
        #expect(DirectionLock.wheelAxis(dx: 2, dy: 0.5, shift: false) == .horizontal)
    }
}
