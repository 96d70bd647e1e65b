#!/usr/bin/env bash
# The C library's checks: builds it (build.sh), then: no Swift symbol left
# undefined, the archive's size, the header as C99 and C++17 with every warning an
# error, the C test programs, and their scenarios traced beside the Swift build's
# (an axis's fling, a zoom, the recentering strip, the looping pager, the peers'
# cases), every number within 1e-9 relative. Exit 0 when all hold.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
out=${1:-.build/c}
bash CLibrary/build.sh "$out"
status=0
check() { if "$@"; then :; else status=1; fi; }
undefined=$(nm -u "$out/libendless.a" | awk '/ U / { print $2 }' | grep -i swift || true)
if [ -n "$undefined" ]; then echo "FAIL libendless.a needs Swift's: $undefined"; status=1; else echo "ok   nothing of Swift's undefined"; fi
size=$(stat -c %s "$out/libendless.a")
if [ "$size" -le 409600 ]; then echo "ok   libendless.a is $size bytes (at most 400 KiB)"; else echo "FAIL libendless.a is $size bytes"; status=1; fi
printf '#include "endless.h"\nint main(void) { endless_axis *a = endless_axis_new(1, 2); endless_axis_free(a); return 0; }\n' > "$out/header.c"
cp "$out/header.c" "$out/header.cpp"
check cc -std=c99 -Wall -Wextra -Wpedantic -Werror -I"$out/include" -c "$out/header.c" -o "$out/header-c.o" && echo "ok   endless.h compiles as C99"
check c++ -std=c++17 -Wall -Wextra -Wpedantic -Werror -I"$out/include" -c "$out/header.cpp" -o "$out/header-cpp.o" && echo "ok   endless.h compiles as C++17"
cc -std=c99 -Wall -Wextra -Werror -I"$out/include" CLibrary/tests/axis_test.c "$out/libendless.a" -lm -o "$out/axis_test"
check "$out/axis_test"
cc -std=c99 -Wall -Wextra -Werror -I"$out/include" CLibrary/tests/models_test.c "$out/libendless.a" -lm -o "$out/models_test"
check "$out/models_test"
# The SDL2 example, built as its comment says and driven by its own events (SDL's dummy video driver).
if pkg-config --exists sdl2; then
    # shellcheck disable=SC2046
    cc -std=c99 -Wall -Wextra -Wpedantic -Werror $(pkg-config --cflags sdl2) CLibrary/examples/list.c -I"$out/include" \
        "$out/libendless.a" $(pkg-config --libs sdl2) -lm -o "$out/endless-list"
    check env SDL_VIDEODRIVER=dummy "$out/endless-list" --self-test
    # And in a real window under Xvfb, dragged and flung with xdotool: the window's pixels change,
    # and at rest, before and after, the program takes no CPU.
    if command -v Xvfb >/dev/null && command -v xdotool >/dev/null && command -v import >/dev/null; then
        check bash CLibrary/tests/real_window.sh "$out/endless-list" "Endless list in C" 240 600 "$out" c-list
    fi
fi
# The Dear ImGui example (Debian's libimgui-dev: its SDL2 and OpenGL 2 backends), dragged and flung the same way.
if pkg-config --exists sdl2 imgui; then
    # shellcheck disable=SC2046
    c++ -std=c++17 -Wall -Wextra -Wpedantic -Werror CLibrary/examples/imgui_scroll.cpp -I"$out/include" \
        $(pkg-config --cflags sdl2 imgui) "$out/libendless.a" $(pkg-config --libs imgui sdl2) -lGL -lm -o "$out/endless-imgui"
    if command -v Xvfb >/dev/null && command -v xdotool >/dev/null && command -v import >/dev/null; then
        check bash CLibrary/tests/real_window.sh "$out/endless-imgui" "Endless in Dear ImGui" 150 480 "$out" imgui
    fi
fi
# The same scenarios through the Swift build of the physics and the models (not Embedded),
# traced the same way (an empty ScrollPhysics module answers InfiniteScrolling's import, as in build.sh).
mapfile -t physics < <(find Sources/ScrollPhysics Sources/InfiniteScrolling -name '*.swift' | sort)
mkdir -p "$out/trace-modules"
echo "" > "$out/trace-modules/empty.swift"
swiftc -parse-as-library -module-name ScrollPhysics -emit-module -emit-module-path "$out/trace-modules/ScrollPhysics.swiftmodule" \
    "$out/trace-modules/empty.swift"
swiftc -O -parse-as-library -module-name Endless -package-name endless -I "$out/trace-modules" "${physics[@]}" \
    CLibrary/tests/SwiftTrace.swift CLibrary/tests/ModelsTrace.swift -o "$out/swift_trace" 2>&1 | grep -v "^$" || true
"$out/axis_test" --trace > "$out/c-trace.txt"
"$out/swift_trace" > "$out/swift-trace.txt"
# Flutter's recorded gestures and AOSP's tracker cases through C and through Swift.
cc -std=c99 -Wall -Wextra -Werror -I"$out/include" CLibrary/tests/peer_cases.c "$out/libendless.a" -lm -o "$out/peer_cases"
python3 CLibrary/tests/peer_cases.py . > "$out/peer-cases.txt"
"$out/peer_cases" < "$out/peer-cases.txt" > "$out/c-peers.txt"
"$out/swift_trace" --peer-cases < "$out/peer-cases.txt" > "$out/swift-peers.txt"
compare() {
    python3 - "$@" <<'COMPARE'
import sys
what, count, c_file, swift_file = sys.argv[1], int(sys.argv[2]), sys.argv[3], sys.argv[4]
def numbers(path):
    return [[float(w) for w in l.split() if w not in ("gesture", "aosp", "spring", "fling")] for l in open(path)]
c, s = numbers(c_file), numbers(swift_file)
worst = max((abs(a - b) / max(abs(a), abs(b), 1e-300) if a != b else 0.0
             for x, y in zip(c, s) for a, b in zip(x, y)), default=0.0)
ok = len(c) == len(s) == count and all(len(x) == len(y) for x, y in zip(c, s)) and worst <= 1e-9
print(f"{'ok  ' if ok else 'FAIL'} {what} through C and through Swift: {len(c)} lines, largest relative difference {worst:.3g}")
sys.exit(0 if ok else 1)
COMPARE
}
check compare "the fling" 481 "$out/c-trace.txt" "$out/swift-trace.txt"
"$out/axis_test" --zoom-trace > "$out/c-zoom.txt"
"$out/swift_trace" --zoom-trace > "$out/swift-zoom.txt"
check compare "a double-click, a pan, a wheel step past the limit and a pinch" 481 "$out/c-zoom.txt" "$out/swift-zoom.txt"
check compare "Flutter's 14 gestures, AOSP's 5 cases, 4 springs and 3 flings into an end" 26 "$out/c-peers.txt" \
    "$out/swift-peers.txt"
"$out/models_test" --strip-trace > "$out/c-strip.txt"
"$out/swift_trace" --strip-trace > "$out/swift-strip.txt"
check compare "the recentering strip's three flings and a wheel's notches" 841 "$out/c-strip.txt" "$out/swift-strip.txt"
"$out/models_test" --pager-trace > "$out/c-pager.txt"
"$out/swift_trace" --pager-trace > "$out/swift-pager.txt"
check compare "the looping pager's drag, steps round its ends, a go-to and a flick" 601 "$out/c-pager.txt" \
    "$out/swift-pager.txt"
exit $status
