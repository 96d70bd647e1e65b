import Foundation
import Testing
@testable import ScrollPhysics

@Suite struct RubberBandTests {
    @Test func matchesReferenceValuesAt960() {
        let band = RubberBand(dimension: 960)
        #expect(abs(band.offset(forOverscroll: 100) - 52.02) < 0.005)
        #expect(abs(band.offset(forOverscroll: 400) - 178.98) < 0.005)
        #expect(abs(band.offset(forOverscroll: 960) - 340.65) < 0.005)
        #expect(abs(band.offset(forOverscroll: -400) + 178.98) < 0.005)
        #expect(band.offset(forOverscroll: 0) == 0)
    }

    @Test func inverseRoundTrips() {
        let band = RubberBand(dimension: 720)
        for x in [0.5, 10, 100, 1000, 20000, -300] {
            #expect(abs(band.overscroll(forOffset: band.offset(forOverscroll: x)) - x) < 1e-6 * max(1, abs(x)))
        }
    }

    @Test func slopeIsTheDerivative() {
        let band = RubberBand(dimension: 960)
        for x in [0.0, 50, 400, 3000] {
            let h = 1e-4
            let numeric = (band.offset(forOverscroll: x + h) - band.offset(forOverscroll: x - h)) / (2 * h)
            #expect(abs(band.slope(atOverscroll: x) - numeric) < 1e-6)
        }
        #expect(band.slope(atOverscroll: 0) == 0.55)
    }

    @Test func neverReachesTheDimension() {
        let band = RubberBand(dimension: 500)
        #expect(band.offset(forOverscroll: 1e9) < 500)
        #expect(RubberBand(dimension: 0).offset(forOverscroll: 100) == 0)
    }
}
