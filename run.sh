#!/usr/bin/env bash
# Endless: iOS-grade scrolling for SDL2 programs in Swift.
#   ./run.sh            build in release and open the demo window (extra arguments go to the demo)
#   ./run.sh test       run every test: the Swift suites, the fuzzers, then the end-to-end tests in Xvfb
#                       (X11 on the system's SDL and on SDL 2.32, OpenGL, Wayland under Weston)
#   ./run.sh quick      the libraries' unit suites alone (about a minute): between commits
#   ./run.sh e2e        the end-to-end part of the tests alone
#   ./run.sh screenshots  remake the README's screenshots with headless replay (docs/scripts), each mode also with its x-ray
#   ./run.sh docs [DIR] build the libraries' DocC archives (default .build/docs/archives)
#   ./run.sh c-library  build the physics for C and C++: .build/c/libendless.a and .build/c/include/endless.h
#   ./run.sh bench      measure speed, memory and frame pacing (release, Xvfb); writes BENCHMARKS.md
# Both install missing Debian packages first (as root, or through sudo), or say what to run.
set -euo pipefail
# Paths on the command line are the caller's: read against this folder after the cd below.
caller_dir=$PWD
cd "$(dirname "${BASH_SOURCE[0]}")"

BUILD_PACKAGES=(pkg-config libsdl2-dev libsdl2-image-dev libsdl2-ttf-dev libjpeg-dev libpng-dev libgif-dev libwebp-dev libxi-dev libx11-dev libfontconfig-dev liblcms2-dev libtiff-dev)
TEST_PACKAGES=(xvfb xdotool imagemagick openbox weston libgl1-mesa-dri fonts-droid-fallback libimgui-dev)
# The image viewers the benchmark compares with (measured the same way from outside).
PEER_PACKAGES=(feh nsxiv imv)

# Prints the packages among "$@" that dpkg does not have installed.
missing_packages() {
    local package
    for package in "$@"; do
        dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q 'install ok installed' || printf '%s ' "$package"
    done
}

# Installs whatever of "$@" is missing, with one apt-get update; no apt call when nothing is.
ensure_packages() {
    if ! command -v dpkg-query >/dev/null 2>&1; then
        echo "run.sh: no dpkg here; make sure these are installed: $*" >&2
        return 0
    fi
    local missing
    missing=$(missing_packages "$@")
    [ -z "$missing" ] && return 0
    local sudo=()
    if [ "$(id -u)" != 0 ]; then
        if command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then
            sudo=(sudo)
        else
            echo "run.sh: Endless needs these Debian packages: $missing" >&2
            echo "Install them with:  sudo apt-get update && sudo apt-get install -y $missing" >&2
            exit 1
        fi
    fi
    echo "run.sh: installing missing packages: $missing"
    # shellcheck disable=SC2086
    "${sudo[@]}" apt-get update -qq && "${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $missing
}

# SDL 2.32 as current distributions ship it, for the end-to-end suite's second pass: SDL's
# own build in PyPI's pysdl2-dll wheel, unpacked once into the user's cache (a drop-in
# through LD_LIBRARY_PATH: the same libSDL2-2.0.so.0 names). Prints its folder.
SDL_WHEEL_VERSION=2.32.10
sdl_wheel() {
    local dir="${XDG_CACHE_HOME:-$HOME/.cache}/endless/sdl-$SDL_WHEEL_VERSION"
    if [ ! -e "$dir/libSDL2-2.0.so.0" ]; then
        rm -rf "$dir" && mkdir -p "$dir/wheel"
        python3 -m pip download --quiet --no-deps --only-binary=:all: -d "$dir/wheel" \
            "pysdl2-dll==$SDL_WHEEL_VERSION" >&2 || { echo "run.sh: could not fetch pysdl2-dll $SDL_WHEEL_VERSION from PyPI" >&2; return 1; }
        python3 - "$dir" "$dir"/wheel/*.whl <<'UNPACK' || return 1
import os, sys, zipfile
folder, wheel = sys.argv[1], sys.argv[2]
with zipfile.ZipFile(wheel) as archive:
    for name in archive.namelist():
        if name.startswith("sdl2dll/dll/") and not name.endswith("/"):
            with open(os.path.join(folder, os.path.basename(name)), "wb") as out:
                out.write(archive.read(name))
for library in ("SDL2", "SDL2_ttf", "SDL2_image"):
    os.symlink(f"lib{library}-2.0.so", os.path.join(folder, f"lib{library}-2.0.so.0"))
UNPACK
        rm -rf "$dir/wheel"
    fi
    echo "$dir"
}

# Release builds link the Swift runtime into each program (only what it uses): the
# demo starts sooner and maps less (16 MB of files resident instead of 19). The
# benchmark, which uses Foundation, links it dynamically, in a build folder of its own.
# They export no symbols (the toolchain exports every global one: 4,660 in the
# demo, whose names and hashes the loader pages in, 0.2 MB).
RELEASE=(-c release --static-swift-stdlib -Xlinker --no-export-dynamic)
BENCH=(-c release --scratch-path .build/bench)
# The library's drawing types are @MainActor, and Swift 6 checks at run time that a
# closure made on the main actor and handed to the standard library (map, filter,
# withUnsafeBufferPointer…) runs there: each check links the concurrency runtime and
# the dispatch library, which starts at launch (0.3 to 0.9 MB more in the grid).
# Everything here runs on the main thread, which the compiler already proves: the
# release builds leave the checks out (a program of a consumer keeps them).
RELEASE+=(-Xswiftc -Xfrontend -Xswiftc -disable-dynamic-actor-isolation)
BENCH+=(-Xswiftc -Xfrontend -Xswiftc -disable-dynamic-actor-isolation)

# Where the toolchain has lld and the C library reads packed relocations (glibc
# 2.36), release builds lay out their code as it is used: each function in a
# section of its own, those that run (Tools/hot-code.order, made by
# Tools/code-order.sh) first and together, so that pages holding only code that
# never runs are never mapped, and relocations packed (RELR): the demo holds
# about 2 MB less. Elsewhere they are built as before.
code_layout() {
    local glibc
    [ -z "${CODE_LAYOUT_SET:-}" ] || return 0
    CODE_LAYOUT_SET=1
    glibc=$(getconf GNU_LIBC_VERSION 2>/dev/null | awk '{print $2}')
    [ "$(uname -s)" = Linux ] && command -v ld.lld >/dev/null 2>&1 && [ -f Tools/hot-code.order ] || return 0
    printf '%s\n%s\n' 2.36 "$glibc" | sort -V -C || return 0
    local layout=(-Xswiftc -Xfrontend -Xswiftc -function-sections -Xcc -ffunction-sections -Xswiftc -use-ld=lld
                  -Xlinker -z -Xlinker pack-relative-relocs
                  -Xlinker "--symbol-ordering-file=$PWD/Tools/hot-code.order" -Xlinker --no-warn-symbol-ordering)
    # The benchmark too: its frames run the demo's code, laid out as the demo has it.
    RELEASE+=("${layout[@]}")
    BENCH+=("${layout[@]}")
}

ensure_swift() {
    if ! command -v swift >/dev/null 2>&1 && [ -x /opt/swift/usr/bin/swift ]; then
        export PATH="/opt/swift/usr/bin:$PATH"
    fi
    command -v swift >/dev/null 2>&1 || { echo "run.sh: the Swift toolchain (swift) is not on PATH" >&2; exit 1; }
    code_layout
}

# The libraries' documentation: a DocC archive each, from the symbol graphs of
# the debug build's modules (swift symbolgraph-extract: no second build) and the
# catalogs beside their sources, with the toolchain's docc (no plugin); fails
# when a public symbol has no doc comment (Tests/undocumented.py).
build_docs() {
    local out=$1 product graphs
    mkdir -p "$out"
    swift build --target ScrollViewsSDL >/dev/null
    swift build --target PicturesSDL >/dev/null
    for product in ScrollPhysics InfiniteScrolling ScrollViews ScrollViewsSDL Pictures PicturesSDL; do
        graphs=.build/docs/graphs/$product
        rm -rf "$graphs" && mkdir -p "$graphs"
        swift symbolgraph-extract -module-name "$product" -target "$(uname -m)-unknown-linux-gnu" \
            -I .build/debug/Modules -minimum-access-level public -output-dir "$graphs" \
            -experimental-allowed-reexported-modules=ScrollPhysics,InfiniteScrolling,ScrollViews \
            -Xcc -fmodule-map-file=Sources/CSDL/module.modulemap \
            -Xcc -fmodule-map-file=.build/debug/CX11EventTime.build/module.modulemap \
            -Xcc -fmodule-map-file=.build/debug/CFontconfig.build/module.modulemap \
            -Xcc -fmodule-map-file=.build/debug/CRegionDecoder.build/module.modulemap >/dev/null
        docc convert "Sources/$product/$product.docc" --additional-symbol-graph-dir "$graphs" \
            --output-path "$out/$product.doccarchive" --fallback-display-name "$product" \
            --fallback-bundle-identifier "org.endless.$product" --warnings-as-errors >/dev/null
        echo "docs: $out/$product.doccarchive"
    done
    # Every public symbol says what it is, protocol requirements and enum cases included.
    python3 Tests/undocumented.py .build/docs/graphs/*
}

# Opens the demo with "$@": at once when the built demo is newer than every
# source file, else after building it (the first build takes a few minutes).
# callers_path PATH: PATH as the caller meant it, from the folder run.sh was started in
# (a folder as its clean absolute path: "." is the caller's folder, not this one).
callers_path() {
    local path=$1
    [[ "$path" == /* ]] || path="$caller_dir/$path"
    if [ -d "$path" ]; then (cd "$path" && pwd); else printf '%s' "$path"; fi
}

# run_demo ARGUMENTS: the demo with ARGUMENTS, each path among them the caller's
# (a folder or a picture, and the values of the options that name files).
run_demo() {
    local demo=.build/release/endless-demo arg previous= args=()
    for arg in "$@"; do
        case "$previous" in
            --images|--script|--frame-log|--trace|--screenshot) args+=("$(callers_path "$arg")") ;;
            --size|--mode|--seed|--items|--frames|--refresh|--fps|--slideshow) args+=("$arg") ;;
            *) if [[ "$arg" == -* ]]; then args+=("$arg"); else args+=("$(callers_path "$arg")"); fi ;;
        esac
        previous=$arg
    done
    set -- ${args[@]+"${args[@]}"}
    if [ ! -x "$demo" ] || [ -n "$(find Sources Package.swift Tools/hot-code.order -newer "$demo" -print -quit 2>/dev/null)" ]; then
        ensure_packages "${BUILD_PACKAGES[@]}"
        ensure_swift
        [ -x "$demo" ] || echo "run.sh: building the demo in release — the first build takes a few minutes" >&2
        swift build "${RELEASE[@]}" --product endless-demo
        # SwiftPM leaves the binary alone when nothing needed building: mark it as newer than the sources.
        touch "$demo"
    fi
    exec "$demo" "$@"
}

# The test command's parts: part NAME COMMAND... runs COMMAND, notes its time (and
# NAME in failed_parts when it fails: the next parts still run); part_summary prints them.
part_times=()
failed_parts=
part() {
    local name=$1 start=$SECONDS code=0
    shift
    echo "=== $name"
    "$@" || code=$?
    part_times+=("$(printf '%-22s %4d s%s' "$name" $((SECONDS - start)) "$([ "$code" = 0 ] || echo "  FAILED (exit $code)")")")
    [ "$code" = 0 ] || failed_parts="$failed_parts${failed_parts:+, }$name"
}
lane_times=()
part_summary() {
    echo "=== run.sh test: $((SECONDS / 60)) min $((SECONDS % 60)) s"
    printf '  %s\n' "${part_times[@]}"
    [ "${#lane_times[@]}" = 0 ] || printf '  %s\n' "of which, at once:" "${lane_times[@]}"
}

# The builds ./run.sh test needs: the debug build with the tests (the Swift
# suites; the picture-bomb tests run the release demo), and the release build of
# the demo, the bare SDL program and the examples.
build_all() {
    swift build --build-tests && build_release
}
build_release() {
    local product
    for product in endless-demo sdl-bare $(bash Tests/example-products.sh); do
        swift build "${RELEASE[@]}" --product "$product" || return
    done
}

# The checks that need no window: the picture path under libFuzzer + AddressSanitizer
# from a generated seed corpus (a short pass: ./run.sh bench fuzzes for longer); the
# documentation, every link resolved (DocumentationTests checks the comments); and the
# benchmarks, which must keep running: a short headless pass of the debug build's (with
# its assertions; the figures are not kept, ./run.sh bench measures in release); and the
# C library (CLibrary/test.sh: built, its header and its C test, its fling beside Swift's).
windowless_checks() {
    local status=0 start=$SECONDS
    bash CLibrary/test.sh "$(mktemp -d)" || status=1
    echo "C library: $((SECONDS - start)) s"; start=$SECONDS
    bash Tests/fuzz/run.sh 30 || status=1
    echo "fuzzers: $((SECONDS - start)) s"; start=$SECONDS
    build_docs "$(mktemp -d)" || status=1
    echo "docs: $((SECONDS - start)) s"; start=$SECONDS
    .build/debug/endless-bench --programs .build/release --quick --no-window --out "$(mktemp -d)/BENCHMARKS.md" >/dev/null &&
        echo "benchmark smoke run: ok" || status=1
    echo "benchmark smoke run: $((SECONDS - start)) s"
    return "$status"
}

# The end-to-end suites at once, each with X servers of its own, their logs shown
# once all have ended: X11 on the system's SDL; the same on the SDL 2.32 in $1 (what
# differs between SDL builds); OpenGL, then Wayland; with "with_checks" as $2, the
# windowless checks beside them.
end_to_end() {
    local sdl=$1 lanes status=0 name code took names
    lanes=$(mktemp -d)
    # shellcheck source=Tests/lanes.sh
    . Tests/lanes.sh
    lane "X11, system SDL" bash Tests/e2e/window.sh .build/release/endless-demo
    lane "X11, SDL $SDL_WHEEL_VERSION" env E2E_SDL_DIR="$sdl" LD_LIBRARY_PATH="$sdl${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}" \
        bash Tests/e2e/window.sh .build/release/endless-demo
    lane "OpenGL and Wayland" bash -c 'bash Tests/e2e/opengl.sh .build/release/endless-demo .build/release; a=$?
        bash Tests/e2e/wayland.sh .build/release/endless-demo .build/release/example-list; b=$?; exit $((a | b))'
    names=("X11, system SDL" "X11, SDL $SDL_WHEEL_VERSION" "OpenGL and Wayland")
    if [ "${2:-}" = with_checks ]; then
        lane "fuzzers, docs, benchmark smoke run" windowless_checks
        names+=("fuzzers, docs, benchmark smoke run")
    fi
    for name in "${names[@]}"; do
        lane_end "$name"
        echo "--- $name ($took s, exit $code)"
        lane_times+=("$(printf '  %-34s %4s s' "$name" "$took")")
        cat "$lanes/$name.log"
        [ "$code" = 0 ] || status=1
    done
    rm -rf "$lanes"
    return "$status"
}

command=${1:-run}
case "$command" in
    -h|--help|help)
        sed -n '2,11p' "$0" | sed 's/^# \{0,1\}//'
        if [ -x .build/release/endless-demo ]; then
            echo
            echo "The demo's options (after ./run.sh or ./run.sh run):"
            .build/release/endless-demo --help
        else
            echo "The demo's options: ./run.sh --help again after the first build, or see the README."
        fi
        ;;
    run|-*|*/*|*.*)
        # No arguments at all means run; "run" itself is not passed to the demo
        # (options, a folder or a picture are).
        if [ "$#" -gt 0 ] && [ "$1" = run ]; then shift; fi
        run_demo "$@"
        ;;
    test)
        ensure_packages "${BUILD_PACKAGES[@]}" "${TEST_PACKAGES[@]}"
        ensure_swift
        sdl=$(sdl_wheel)
        # The debug build with the tests, and one release build folder for the
        # end-to-end tests, the examples and the benchmark's smoke run.
        part build build_all
        [ -z "$failed_parts" ] || { part_summary; exit 1; }
        # The Swift suites, in three processes at once (Tests/suites.sh).
        part "Swift suites" bash Tests/suites.sh
        # Four lanes at once (the real windows wait on the display most of the time):
        # X11 on the system's SDL; X11 again on SDL 2.32 (what differs between SDL
        # builds); OpenGL, then Wayland under Weston; and the fuzzers, the docs and
        # the benchmarks' smoke run.
        part "end-to-end and the rest" end_to_end "$sdl" with_checks
        part_summary
        [ "$failed_parts" = "" ] || { echo "run.sh test: failed: $failed_parts" >&2; exit 1; }
        ;;
    e2e)
        # The end-to-end part alone (the release build first).
        ensure_packages "${BUILD_PACKAGES[@]}" "${TEST_PACKAGES[@]}"
        ensure_swift
        sdl=$(sdl_wheel)
        part "release build" build_release
        part "end-to-end" end_to_end "$sdl"
        part_summary
        [ "$failed_parts" = "" ]
        ;;
    quick)
        # The libraries' unit suites alone, for the minutes between commits: a package
        # of the libraries and their tests only (no demo, no repository checks), built in
        # a folder of its own so that it never rebuilds the full one.
        ensure_packages "${BUILD_PACKAGES[@]}"
        ensure_swift
        ENDLESS_LIBRARIES_ONLY=1 swift build --build-tests --scratch-path .build/quick
        ENDLESS_LIBRARIES_ONLY=1 swift test --skip-build --scratch-path .build/quick
        ;;
    bench)
        shift
        ensure_packages "${BUILD_PACKAGES[@]}" "${TEST_PACKAGES[@]}"
        # The peers are optional: a machine that cannot install them benchmarks without them.
        (ensure_packages "${PEER_PACKAGES[@]}") || echo "run.sh: image viewers not installed; comparing without them" >&2
        ensure_swift
        build_release
        swift build "${BENCH[@]}" --product endless-bench
        # The C library and the cost of its axis step, a row of the physics table (ENDLESS_C_LIBRARY).
        if bash CLibrary/build.sh .build/c >/dev/null &&
            cc -O2 -std=c99 -I.build/c/include CLibrary/tests/step_bench.c .build/c/libendless.a -lm -o .build/c/step_bench; then
            export ENDLESS_C_LIBRARY="$PWD/.build/c"
        else
            echo "run.sh: the C library did not build; the bench leaves its row out" >&2
        fi
        # A real X server for the window measurements, unless one is given.
        xvfb=
        if [ -z "${DISPLAY:-}" ]; then
            display=80
            while [ -e "/tmp/.X11-unix/X$display" ] || [ -e "/tmp/.X$display-lock" ]; do display=$((display + 1)); done
            Xvfb ":$display" -screen 0 1600x1000x24 -nolisten tcp >/dev/null 2>&1 &
            xvfb=$!
            export DISPLAY=":$display"
            for _ in $(seq 50); do [ -e "/tmp/.X11-unix/X$display" ] && break; sleep 0.1; done
        fi
        # A window manager kept running: without a client left, Xvfb resets, and a
        # program starting at that moment finds no display (a whole run was lost so).
        wm=
        if command -v openbox >/dev/null; then openbox >/dev/null 2>&1 & wm=$!; fi
        status=0
        .build/bench/release/endless-bench --programs .build/release "$@" || status=$?
        # The long fuzzing soak after the measurements (./run.sh test runs 30 s of it), unless
        # only some sections are asked for: its sanitizer's gigabytes freed just before would
        # leave the kernel reclaiming while the first figures are taken.
        if [ "$#" -eq 0 ]; then bash Tests/fuzz/run.sh 300 || status=$?; fi
        [ -n "$wm" ] && kill "$wm" 2>/dev/null
        [ -n "$xvfb" ] && kill "$xvfb" 2>/dev/null
        exit "$status"
        ;;
    c-library)
        # ScrollPhysics for C and C++ programs: .build/c/libendless.a and .build/c/include/endless.h.
        ensure_swift
        bash CLibrary/build.sh
        ;;
    docs)
        ensure_packages "${BUILD_PACKAGES[@]}"
        ensure_swift
        build_docs "${2:-.build/docs/archives}"
        ;;
    screenshots)
        ensure_packages "${BUILD_PACKAGES[@]}"
        ensure_swift
        swift build "${RELEASE[@]}" --product endless-demo
        # Each script's last frame; for each mode's own script (named after it), the
        # same frame with the x-ray too.
        modes=" $(.build/release/endless-demo --list-modes | tr '\n' ' ') "
        mkdir -p docs/screenshots/sizes
        for script in docs/scripts/*.json; do
            name=$(basename "$script" .json)
            .build/release/endless-demo --headless --script "$script" --screenshot "docs/screenshots/$name.png"
            echo "docs/screenshots/$name.png"
            if [[ "$modes" == *" $name "* ]]; then
                .build/release/endless-demo --headless --script "$script" --xray --screenshot "docs/screenshots/$name-xray.png"
                echo "docs/screenshots/$name-xray.png"
                # And from the smallest window to 4K (docs/SCREENSHOTS.md), 1280x720 being the one above.
                for size in 320x240 800x500 1920x1080 3840x2160; do
                    .build/release/endless-demo --headless --script "$script" --size "$size" \
                        --screenshot "docs/screenshots/sizes/$name-$size.png"
                    echo "docs/screenshots/sizes/$name-$size.png"
                done
            fi
        done
        ;;
    *)
        # A folder or a picture by a bare name ("./run.sh Pictures", from the folder it is in) opens in the demo.
        if [ -e "$(callers_path "$command")" ]; then run_demo "$@"; fi
        echo "run.sh: unknown command '$command', and no such file or folder (try: ./run.sh, ./run.sh test, ./run.sh --help)" >&2
        exit 2
        ;;
esac
