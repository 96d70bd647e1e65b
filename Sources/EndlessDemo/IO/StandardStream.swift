import Glibc

/// Writing to standard output and standard error without ever trapping: a full
/// disk, a closed pipe or a closed descriptor make the write report false
/// (SIGPIPE is ignored, see `ignoreBrokenPipes`), and the caller decides.
enum StandardStream {
    case output, error

    private var descriptor: Int32 { self == .output ? STDOUT_FILENO : STDERR_FILENO }

    /// Writes all of `text`; false (with `errno` set) if the stream refused it.
    @discardableResult
    func write(_ text: String) -> Bool { writeAll(descriptor, text) }

    /// Makes a write to a closed pipe fail with EPIPE instead of killing the process.
    static func ignoreBrokenPipes() {
        signal(SIGPIPE, SIG_IGN)
    }
}

/// Writes "endless-demo: message" to standard error; false if it could not.
@discardableResult
func printError(_ message: String) -> Bool {
    // Every line escaped again, whatever its source: no control character reaches the terminal.
    let lines = message.split(separator: "\n", omittingEmptySubsequences: false).map { escaped(String($0), limit: .max) }
    return StandardStream.error.write("endless-demo: \(lines.joined(separator: "\n"))\n")
}

/// Writes all of `text` to file descriptor `descriptor`, again after an
/// interruption; false (with `errno` set) when the descriptor refused it.
func writeAll(_ descriptor: Int32, _ text: String) -> Bool {
    var text = text
    return text.withUTF8 { buffer in
        var written = 0
        while written < buffer.count {
            let count = Glibc.write(descriptor, buffer.baseAddress! + written, buffer.count - written)
            if count < 0 {
                if errno == EINTR { continue }
                return false
            }
            written += count
        }
        return true
    }
}
