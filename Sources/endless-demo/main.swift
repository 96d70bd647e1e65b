import Glibc
import EndlessDemo

exit(DemoApp.main(Array(CommandLine.arguments.dropFirst())))
