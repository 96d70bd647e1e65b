/// A failed SDL call, with SDL's own reason.
public struct SDLError: Error, CustomStringConvertible {
    /// The call that failed, e.g. "SDL_CreateWindow".
    public let call: String
    /// What SDL_GetError said.
    public let reason: String

    /// The failure of `call`, with SDL's reason read now.
    public init(_ call: String) {
        self.call = call
        reason = String(cString: CSDL_GetError())
    }

    /// The failure of `call`, for `reason` (a call that is not SDL's, or SDL's with a reason of our own).
    public init(_ call: String, reason: String) {
        self.call = call
        self.reason = reason
    }

    /// "`call` failed: `reason`".
    public var description: String { "\(call) failed: \(reason)" }
}
