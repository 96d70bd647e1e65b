/// An error in what the user gave the demo (arguments, a script, an images
/// folder): reported with its message and exit code 2.
protocol InputError: Error, CustomStringConvertible {}

extension UsageError: InputError {}
extension ImageLibrary.LoadError: InputError {}
extension ReplayScript.Invalid: InputError {}
extension OutputFile.Failure: InputError {}

/// Writes why a run failed to standard error and returns its exit code: 128 + N
/// when stopped by signal N, 2 for bad input or an output that cannot be
/// written, 1 for anything else (SDL failing).
func reportFailure(_ error: any Error) -> Int32 {
    switch error {
    case let stopped as Interruption.Stopped:
        printError(stopped.description)
        return stopped.exitCode
    case let input as InputError:
        printError(input.description)
        return 2
    default:
        printError("\(error)")
        return 1
    }
}
