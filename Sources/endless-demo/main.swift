import EndlessDemo
import Foundation

exit(DemoApp.main(Array(CommandLine.arguments.dropFirst())))
