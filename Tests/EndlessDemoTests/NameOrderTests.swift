import Foundation
import Testing
@testable import EndlessDemo

@Suite struct NameOrderTests {
    @Test func numbersCompareByValueAndCaseIsIgnored() {
        let names = ["b10.png", "B2.png", "a.png", "b02.png", "b1.png", "c", "Zebra.jpg", "b"]
        #expect(names.sorted(by: namesInOrder) == ["a.png", "b", "b1.png", "B2.png", "b02.png", "b10.png", "c", "Zebra.jpg"])
        #expect(!namesInOrder("x", "x"))
    }
}
