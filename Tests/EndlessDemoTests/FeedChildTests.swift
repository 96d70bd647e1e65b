import Testing
@testable import EndlessDemo

@Suite struct FeedChildTests {
    @Test func aChildsPlaceIsItsOrderInTheFeed() {
        #expect(FeedChild.allCases.map(\.position) == Array(0..<FeedChild.allCases.count))
        // Hashed by place: every child its own key, found again as itself.
        let keyed = Dictionary(uniqueKeysWithValues: FeedChild.allCases.map { ($0, $0.rawValue) })
        #expect(keyed.count == FeedChild.allCases.count)
        #expect(FeedChild.allCases.allSatisfy { keyed[$0] == $0.rawValue })
    }
}
