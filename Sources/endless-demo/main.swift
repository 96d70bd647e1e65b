import Glibc
import EndlessDemo
import ScrollViewsSDL

// The arguments' own bytes: a file name that is not UTF-8 names that file.
exit(DemoApp.main(arguments: Array(ProgramArguments.all().dropFirst())))
