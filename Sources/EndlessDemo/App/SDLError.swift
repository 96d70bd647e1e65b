import CSDL

/// A failed SDL call, with SDL's own reason.
public struct SDLError: Error, CustomStringConvertible {
    public let call: String
    public let reason: String

    public init(_ call: String) {
        self.call = call
        reason = String(cString: CSDL_GetError())
    }

    public var description: String { "\(call) failed: \(reason)" }
}
