import Testing
@testable import EndlessDemo

@Suite struct DemoOptionsTests {
    @Test func defaultsAreA1280x720Window() throws {
        let options = try DemoOptions.parse([])
        #expect(options.width == 1280 && options.height == 720)
        #expect(options.frameLimit == nil && !options.logState)
    }

    @Test func parsesEveryFlag() throws {
        let options = try DemoOptions.parse(["--size", "800x600", "--frames", "3", "--log-state"])
        #expect(options.width == 800 && options.height == 600)
        #expect(options.frameLimit == 3)
        #expect(options.logState)
    }

    @Test(arguments: [
        (["--size", "800"], "--size wants WIDTHxHEIGHT with positive numbers, got '800'"),
        (["--size", "0x600"], "--size wants WIDTHxHEIGHT with positive numbers, got '0x600'"),
        (["--frames"], "--frames needs a value"),
        (["--frames", "-1"], "--frames wants a positive number, got '-1'"),
        (["--bogus"], "unknown argument '--bogus'"),
    ])
    func badArgumentsNameTheProblem(arguments: [String], message: String) {
        #expect(throws: UsageError(message)) { try DemoOptions.parse(arguments) }
    }

    @Test func helpIsNotAnError() {
        #expect(throws: UsageError(nil)) { try DemoOptions.parse(["--help"]) }
    }
}
