import CSDL

/// The program's standard error: where a program on SDL says why it cannot
/// go on (no display, a folder that cannot be read) before it decides to end.
public enum StandardError {
    /// Writes `line` and a line break to standard error at once (not kept in
    /// a buffer until the program ends).
    public static func print(_ line: String) {
        CSDL_PrintError(line + "\n")
    }
}
