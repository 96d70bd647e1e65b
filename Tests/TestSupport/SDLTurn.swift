import Testing

/// SDL is global to a process: each test target that starts SDL nests those suites
/// in a serialized parent with this trait, so that one such test runs at a time in
/// the whole process, whichever target it belongs to.
public struct SDLTurnTrait: SuiteTrait, TestTrait, TestScoping {
    public var isRecursive: Bool { true }

    public func provideScope(for test: Test, testCase: Test.Case?,
                             performing function: @Sendable () async throws -> Void) async throws {
        // Suites and functions pass through; each test case waits for its turn.
        guard testCase != nil else { return try await function() }
        await SDLTurn.shared.take()
        do {
            try await function()
        } catch {
            await SDLTurn.shared.give()
            throw error
        }
        await SDLTurn.shared.give()
    }
}

extension Trait where Self == SDLTurnTrait {
    /// One test at a time in the process among all that carry it (they start SDL).
    public static var sdlTurn: SDLTurnTrait { SDLTurnTrait() }
}

/// The turn to use SDL: taken by one test case at a time, the others waiting in order.
actor SDLTurn {
    static let shared = SDLTurn()
    private var taken = false
    private var waiting: [CheckedContinuation<Void, Never>] = []

    func take() async {
        guard taken else { taken = true; return }
        await withCheckedContinuation { waiting.append($0) }
    }

    func give() {
        if waiting.isEmpty { taken = false } else { waiting.removeFirst().resume() }
    }
}
