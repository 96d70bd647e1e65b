import ScrollViews
import Foundation
import Testing
@testable import EndlessDemo

@Suite struct LogLineTests {
    @Test func linesAreEncodedOnceWithEscapes() {
        let line = LogLine([("mode", .text("pager")), ("page", .int(-2)), ("picture", .text("a \"quoted\"\nname")),
                            ("offset", .number(2560, digits: 3)), ("bad", .number(.nan, digits: 1))])
        #expect(line.json == #"{"mode":"pager","page":-2,"picture":"a \"quoted\"\nname","offset":2560.000,"bad":null}"#)
    }
}
