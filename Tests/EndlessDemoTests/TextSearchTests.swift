import ScrollViews
import Testing
@testable import EndlessDemo

@Suite struct TextSearchTests {
    @Test func findsAPartByItsBytes() {
        #expect("Mesa llvmpipe (LLVM 15)".includes("llvmpipe"))
        #expect(!"Mesa Intel(R) UHD".includes("llvmpipe"))
        #expect("anything".includes(""), "an empty part is everywhere")
        #expect("über straße".includes("straße"))
        #expect(!"ab".includes("abc"), "longer than the text")
        #expect("aab".includes("ab"), "a false start is taken up again")
    }

    @Test func splitsAtEverySeparatorKeepingEmptyPieces() {
        #expect("a · b · c".pieces(separatedBy: " · ") == ["a", "b", "c"])
        #expect(" · a · ".pieces(separatedBy: " · ") == ["", "a", ""])
        #expect("no separator".pieces(separatedBy: " · ") == ["no separator"])
        #expect("é · ü".pieces(separatedBy: " · ") == ["é", "ü"])
        #expect("abc".pieces(separatedBy: "") == ["abc"])
    }
}
