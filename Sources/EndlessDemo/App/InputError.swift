/// An error in what the user gave the demo (arguments, a script, an images
/// folder): reported with its message and exit code 2.
protocol InputError: Error, CustomStringConvertible {}

extension UsageError: InputError {}
extension ImageLibrary.LoadError: InputError {}
extension ReplayScript.Invalid: InputError {}
extension OutputFile.Failure: InputError {}
