// swift-tools-version: 6.0
import PackageDescription

// SDL2 + SDL2_ttf for Swift (shim.h includes them by either header layout, SDL2/SDL.h or
// SDL.h; module.modulemap links both). SDL2_image is the submodule CSDL.Image, linked
// only where it is imported.
// On Linux the headers are in the compiler's own search path, so no pkg-config flags are
// asked for (sdl2.pc's -D_REENTRANT is a flag SwiftPM refuses, and it warned in every build
// of every consumer). Elsewhere sdl2.pc finds SDL where Homebrew (Apple Silicon's
// /opt/homebrew, Intel's /usr/local) or MSYS2 put it; SwiftPM then warns once that it
// drops sdl2.pc's define (-D_THREAD_SAFE on macOS), which SDL's headers do not need.
#if os(Linux)
let sdl = Target.systemLibrary(
    name: "CSDL",
    providers: [.apt(["libsdl2-dev", "libsdl2-image-dev", "libsdl2-ttf-dev"]),
                .yum(["SDL2-devel", "SDL2_image-devel", "SDL2_ttf-devel"])])
#else
let sdl = Target.systemLibrary(
    name: "CSDL", pkgConfig: "sdl2",
    providers: [.brew(["sdl2", "sdl2_image", "sdl2_ttf"])])
#endif

/// Only on Linux: the X server's pieces (X11 and XInput 2).
let linux = TargetDependencyCondition.when(platforms: [.linux])

/// `ENDLESS_LIBRARIES_ONLY=1` (./run.sh quick): the libraries and their unit suites
/// alone, without the examples, the demo and the repository checks.
let librariesOnly = Context.environment["ENDLESS_LIBRARIES_ONLY"] != nil

let package = Package(
    name: "Endless",
    products: [
        .library(name: "ScrollPhysics", targets: ["ScrollPhysics"]),
        .library(name: "InfiniteScrolling", targets: ["InfiniteScrolling"]),
        .library(name: "ScrollViews", targets: ["ScrollViews"]),
        .library(name: "ScrollViewsSDL", targets: ["ScrollViewsSDL"]),
    ],
    targets: [
        sdl,
        .target(name: "ScrollPhysics"),
        .target(name: "InfiniteScrolling", dependencies: ["ScrollPhysics"]),
        // What a scrolling view needs above the physics, still without SDL: scroll
        // views (one axis, a list with reused cells, a looping pager, a row of cards,
        // a nested container), pointer capture, indicators, page dots, rest
        // counting, when to draw next.
        .target(name: "ScrollViews", dependencies: ["ScrollPhysics", "InfiniteScrolling"]),
        // On Linux, the X server's time of each pointer event and XInput 2 smooth
        // scrolling, from the X events SDL passes on (libXi, libX11: Debian's libxi-dev);
        // X11's own names stay inside its C files, which are empty elsewhere.
        .target(name: "CX11EventTime",
                linkerSettings: [.linkedLibrary("Xi", .when(platforms: [.linux])),
                                 .linkedLibrary("X11", .when(platforms: [.linux])),
                                 .linkedLibrary("m", .when(platforms: [.linux]))]),
        // The SDL2 binding: SDL comes with it (no module map of the consumer's own),
        // the clock of SDL's event times, pointer and wheel events as a scroll view
        // takes them, owners of SDL's resources. Without X11 (macOS, Windows, Wayland)
        // it keeps SDL's own event times and wheel.
        // Fontconfig, the system's fonts on Linux: a text's characters its font lacks
        // are drawn in a system font that has them.
        // Opened at the first font it is asked for (dlopen), not with the program;
        // its header comes from Debian's libfontconfig-dev.
        .target(name: "CFontconfig", linkerSettings: [.linkedLibrary("dl", .when(platforms: [.linux]))]),
        .target(name: "ScrollViewsSDL",
                dependencies: ["CSDL", .target(name: "CX11EventTime", condition: linux),
                               .target(name: "CFontconfig", condition: linux),
                               "ScrollPhysics", "InfiniteScrolling", "ScrollViews"]),
        // Test utilities shared by the suites (the gesture driver).
        .target(name: "TestSupport", dependencies: ["ScrollPhysics"], path: "Tests/TestSupport"),
        .testTarget(name: "ScrollPhysicsTests", dependencies: ["ScrollPhysics", "TestSupport"]),
        .testTarget(name: "ScrollViewsTests", dependencies: ["ScrollViews", "ScrollPhysics", "InfiniteScrolling", "TestSupport"]),
        .testTarget(name: "InfiniteScrollingTests", dependencies: ["InfiniteScrolling", "ScrollPhysics", "TestSupport"]),
        .testTarget(name: "ScrollViewsSDLTests",
                    dependencies: ["ScrollViewsSDL", "CSDL", .target(name: "CX11EventTime", condition: linux),
                                   "ScrollPhysics", "ScrollViews", "TestSupport"]),
    ],
    swiftLanguageModes: [.v6]
)

#if os(Linux)
// Pictures, a Linux product so far (its POSIX calls have Darwin branches, not yet built on a Mac).
package.products += [
    .library(name: "Pictures", targets: ["Pictures"]),
    .library(name: "PicturesSDL", targets: ["PicturesSDL"]),
]
package.targets += [
    // The only picture decoder: PNG, JPEG, GIF, WebP and TIFF headers read, checked
    // against the limits and decoded by libpng, libjpeg-turbo, giflib and libwebp
    // themselves, streamed from the file (of a WebP, the chunks that hold its pictures), scaled (libjpeg-turbo's
    // 1/2–1/8, the others row by row with a box filter), cropped and oriented
    // (EXIF); GIF and WebP animations frame by frame.
    .target(name: "CRegionDecoder", linkerSettings: [.linkedLibrary("jpeg"), .linkedLibrary("png16"),
                                                     .linkedLibrary("gif"), .linkedLibrary("webpdemux"),
                                                     .linkedLibrary("webp"), .linkedLibrary("lcms2"),
                                                     .linkedLibrary("tiff")]),
    // Pictures, with or without SDL (POSIX files and threads;
    // declared on Linux so far: its Darwin branches are written, not yet built): a folder's
    // pictures known by their bytes, decoded within limits, fitted, cancelled,
    // on worker threads, and the errors in words.
    .target(name: "Pictures", dependencies: ["CRegionDecoder"]),
    // Pictures turned into SDL textures within a budget a frame.
    .target(name: "PicturesSDL", dependencies: ["Pictures", "ScrollViewsSDL", "CSDL"]),
    // Pictures the tests make (and the fuzzer's seeds): real and hostile PNGs, JPEGs, GIFs and WebPs.
    .target(name: "CPictureFixtures", path: "Tests/CPictureFixtures",
            linkerSettings: [.linkedLibrary("jpeg"), .linkedLibrary("png16"), .linkedLibrary("z"),
                             .linkedLibrary("webpmux"), .linkedLibrary("webp"), .linkedLibrary("lcms2"),
                             .linkedLibrary("tiff")]),
    // Pictures and folders the picture suites make (hostile ones too).
    .target(name: "PictureTestSupport", dependencies: ["Pictures", "CPictureFixtures"], path: "Tests/PictureTestSupport"),
    .testTarget(name: "PicturesTests", dependencies: ["Pictures", "CRegionDecoder", "CPictureFixtures", "PictureTestSupport"]),
]
if !librariesOnly {
    package.targets += [
        .executableTarget(name: "example-folder-viewer", dependencies: ["PicturesSDL"], path: "Examples/FolderViewer"),
        .executableTarget(name: "example-photo-grid", dependencies: ["PicturesSDL"], path: "Examples/PhotoGrid"),
    ]
}
#endif

if !librariesOnly {
    package.targets += [
        // Small programs of a consumer's, built on the library products only
        // (Tests/e2e/window.sh drives them in a real window).
        .executableTarget(name: "example-list", dependencies: ["ScrollViewsSDL"], path: "Examples/List"),
        .executableTarget(name: "example-looping-pager", dependencies: ["ScrollViewsSDL"],
                          path: "Examples/LoopingPager"),
        .executableTarget(name: "example-card-row", dependencies: ["ScrollViewsSDL"], path: "Examples/CardRow"),
        .executableTarget(name: "example-photo-pager", dependencies: ["ScrollViewsSDL"], path: "Examples/PhotoPager"),
        .executableTarget(name: "example-feed", dependencies: ["ScrollViewsSDL"], path: "Examples/Feed"),
        .executableTarget(name: "example-settings", dependencies: ["ScrollViewsSDL"], path: "Examples/Settings"),
        // Checks of the repository as a whole: the layering, consumer packages built
        // from the products, the portability type-check, the documentation.
        .testTarget(name: "RepositoryTests", path: "Tests/RepositoryTests"),
    ]
}

#if os(Linux)
if !librariesOnly {
// The demo, its benchmarks and their tests are Linux programs (the X server's probes,
// /proc, POSIX threads and files): declared only when the package is built on Linux, so
// that `swift build` on macOS and Windows builds the libraries and the examples.
package.products.append(.executable(name: "endless-demo", targets: ["endless-demo"]))
package.targets += [
    // Asking the X server whether it has a GPU (the demo's renderer choice), and
    // reading other programs' windows (the benchmarks' viewer comparison).
    .target(name: "CXProbe", linkerSettings: [.linkedLibrary("X11"), .linkedLibrary("Xext"), .linkedLibrary("dl")]),
    .target(name: "EndlessDemo", dependencies: ["CSDL", "CX11EventTime", "ScrollViewsSDL", "CRegionDecoder", "CXProbe",
                                                "Pictures", "PicturesSDL",
                                                "ScrollPhysics", "InfiniteScrolling", "ScrollViews"]),
    .executableTarget(name: "endless-demo", dependencies: ["EndlessDemo", "ScrollViewsSDL"]),
    // Benchmarks (./run.sh bench) and the bare SDL program they compare start-up with.
    .executableTarget(name: "endless-bench",
                      // SDL_image writes the benchmarks' JPEG folders.
                      dependencies: ["EndlessDemo", "ScrollPhysics", "InfiniteScrolling", "ScrollViews", "CSDL", "CRegionDecoder",
                                     "CXProbe", "Pictures", "PicturesSDL", "CPictureFixtures"]),
    .executableTarget(name: "sdl-bare", dependencies: ["CSDL", "ScrollViewsSDL"]),
    .testTarget(name: "EndlessDemoTests",
                // SDL_image (CSDL.Image) writes and reads the tests' own pictures (the demo and the libraries do not link it).
                dependencies: ["EndlessDemo", "CSDL", "CRegionDecoder", "CPictureFixtures", "CX11EventTime", "Pictures",
                               "PicturesSDL", "PictureTestSupport",
                               "ScrollPhysics", "ScrollViews", "ScrollViewsSDL", "TestSupport"],
                // The recorded feel (FeelTraceTests reads it from the source tree).
                exclude: ["Traces"]),
]
}
#endif
