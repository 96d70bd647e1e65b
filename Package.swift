// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Endless",
    products: [
        .library(name: "ScrollPhysics", targets: ["ScrollPhysics"]),
        .library(name: "InfiniteScrolling", targets: ["InfiniteScrolling"]),
        .library(name: "ScrollViews", targets: ["ScrollViews"]),
        .library(name: "ScrollViewsSDL", targets: ["ScrollViewsSDL"]),
        .executable(name: "endless-demo", targets: ["endless-demo"]),
    ],
    targets: [
        // SDL2 + SDL2_ttf: shim.h includes them by their SDL2/ folder and module.modulemap
        // links both, so no pkg-config flags are needed (sdl2.pc's -D_REENTRANT made
        // SwiftPM warn in every build of every consumer). SDL2_image is the submodule
        // CSDL.Image, linked only where it is imported.
        .systemLibrary(
            name: "CSDL",
            providers: [.apt(["libsdl2-dev", "libsdl2-image-dev", "libsdl2-ttf-dev"])]
        ),
        // The only picture decoder: PNG and JPEG headers read, checked against the
        // limits and decoded by libpng and libjpeg-turbo themselves, streamed from the
        // file, scaled (libjpeg-turbo's 1/2–1/8, libpng row by row with a box filter),
        // cropped and oriented (EXIF).
        .target(name: "CRegionDecoder", linkerSettings: [.linkedLibrary("jpeg"), .linkedLibrary("png16")]),
        // Asking the X server whether it has a GPU (the demo's renderer choice), and
        // reading other programs' windows (the benchmarks' viewer comparison).
        .target(name: "CXProbe", linkerSettings: [.linkedLibrary("X11"), .linkedLibrary("Xext"), .linkedLibrary("dl")]),
        .target(name: "ScrollPhysics"),
        .target(name: "InfiniteScrolling", dependencies: ["ScrollPhysics"]),
        // What a scrolling view needs above the physics, still without SDL: scroll
        // views (one axis, a list with reused cells, a looping pager, a row of cards,
        // a nested container), pointer capture, indicators, page dots, rest
        // counting, when to draw next.
        .target(name: "ScrollViews", dependencies: ["ScrollPhysics", "InfiniteScrolling"]),
        // The SDL2 binding: SDL comes with it (no module map of the consumer's own),
        // the clock of SDL's event times, pointer and wheel events as a scroll view
        // takes them, owners of SDL's resources.
        // The X server's time of each pointer event, from the X event SDL2 passes
        // on (SDL_SYSWMEVENT): X11's own names stay inside its C file.
        // The X server's event times and XInput 2 smooth scrolling (libXi, libX11: Debian's libxi-dev).
        .target(name: "CX11EventTime", linkerSettings: [.linkedLibrary("Xi"), .linkedLibrary("X11")]),
        .target(name: "ScrollViewsSDL", dependencies: ["CSDL", "CX11EventTime", "ScrollPhysics", "InfiniteScrolling",
                                                       "ScrollViews"]),
        .target(name: "EndlessDemo", dependencies: ["CSDL", "CX11EventTime", "ScrollViewsSDL", "CRegionDecoder", "CXProbe", "ScrollPhysics", "InfiniteScrolling", "ScrollViews"]),
        .executableTarget(name: "endless-demo", dependencies: ["EndlessDemo", "ScrollViewsSDL"]),
        // Benchmarks (./run.sh bench) and the bare SDL program they compare start-up with.
        .executableTarget(name: "endless-bench",
                          // SDL_image writes the benchmarks' JPEG folders.
                          dependencies: ["EndlessDemo", "ScrollPhysics", "InfiniteScrolling", "CSDL", "CRegionDecoder",
                                         "CXProbe"]),
        .executableTarget(name: "sdl-bare", dependencies: ["CSDL"]),
        // Small programs of a consumer's, built on the library products only
        // (Tests/e2e/window.sh drives them in a real window).
        .executableTarget(name: "example-list", dependencies: ["ScrollViewsSDL"], path: "Examples/List"),
        .executableTarget(name: "example-looping-pager", dependencies: ["ScrollViewsSDL"],
                          path: "Examples/LoopingPager"),
        .executableTarget(name: "example-card-row", dependencies: ["ScrollViewsSDL"], path: "Examples/CardRow"),
        // Test utilities shared by the suites (the gesture driver).
        .target(name: "TestSupport", dependencies: ["ScrollPhysics"], path: "Tests/TestSupport"),
        // Pictures the tests make (and the fuzzer's seeds): real and hostile PNGs and JPEGs.
        .target(name: "CPictureFixtures", path: "Tests/CPictureFixtures",
                linkerSettings: [.linkedLibrary("jpeg"), .linkedLibrary("png16"), .linkedLibrary("z")]),
        .testTarget(name: "ScrollPhysicsTests", dependencies: ["ScrollPhysics", "TestSupport"]),
        .testTarget(name: "ScrollViewsTests", dependencies: ["ScrollViews", "ScrollPhysics", "InfiniteScrolling", "TestSupport"]),
        .testTarget(name: "InfiniteScrollingTests", dependencies: ["InfiniteScrolling", "ScrollPhysics", "TestSupport"]),
        .testTarget(name: "EndlessDemoTests",
                    // SDL_image (CSDL.Image) writes and reads the tests' own pictures (the demo and the libraries do not link it).
                    dependencies: ["EndlessDemo", "CSDL", "CRegionDecoder", "CPictureFixtures", "CX11EventTime",
                                   "ScrollPhysics", "ScrollViews", "ScrollViewsSDL", "TestSupport"]),
    ],
    swiftLanguageModes: [.v6]
)
