#!/usr/bin/env bash
# Builds the picture fuzzer (libFuzzer with AddressSanitizer and
# UndefinedBehaviorSanitizer, over Sources/CRegionDecoder and SDL's surface
# calls) and runs it for a bounded time on a generated seed corpus.
#   Tests/fuzz/run.sh [SECONDS]   (default 60); exit 0 when nothing was found
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../.."
seconds=${1:-60}
# The Swift toolchain's clang carries libFuzzer and the sanitizer runtimes.
swift_clang="$(dirname "$(readlink -f "$(command -v swift 2>/dev/null || echo /opt/swift/usr/bin/swift)")")/clang"
cc=${CC:-$([ -x "$swift_clang" ] && echo "$swift_clang" || echo clang)}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
decoder=(Sources/CRegionDecoder/picture.c Sources/CRegionDecoder/jpeg_picture.c Sources/CRegionDecoder/png_picture.c
    Sources/CRegionDecoder/thumbnail_png.c Sources/CRegionDecoder/png_chunk_watch.c)
# The linker's notes on the sanitizer runtime are noise: kept in a log shown on failure.
build() { "$@" >>"$work/build.log" 2>&1 || { cat "$work/build.log"; echo "picture fuzzer: cannot build"; exit 1; }; }
# shellcheck disable=SC2046
build "$cc" -g -O1 -fsanitize=fuzzer,address,undefined -fno-sanitize-recover=undefined \
    -ISources/CRegionDecoder/include -ISources/CRegionDecoder $(pkg-config --cflags sdl2 libpng16) \
    Tests/fuzz/picture_fuzz.c "${decoder[@]}" -o "$work/picture-fuzz" $(pkg-config --libs sdl2 libpng16) -ljpeg
build "$cc" -O1 -ITests/CPictureFixtures/include Tests/fuzz/make_corpus.c Tests/CPictureFixtures/fixtures.c \
    -o "$work/make-corpus" $(pkg-config --libs libpng16) -ljpeg -lz
"$work/make-corpus" "$work/corpus"
echo "picture fuzzer: $(ls "$work/corpus" | wc -l) seeds, $seconds s"
status=0
"$work/picture-fuzz" -max_total_time="$seconds" -seed=20261201 -timeout=20 -rss_limit_mb=2048 \
    -print_final_stats=1 -artifact_prefix="$work/" "$work/corpus" >"$work/log" 2>&1 || status=$?
grep -E "^(stat::number_of_executed_units|stat::peak_rss_mb|#[0-9]+ +DONE)" "$work/log" || true
if [ "$status" != 0 ]; then
    tail -n 60 "$work/log"
    for crash in "$work"/crash-* "$work"/leak-* "$work"/timeout-* "$work"/oom-*; do
        [ -e "$crash" ] && { echo "--- $crash (base64)"; base64 "$crash" | head -c 4000; echo; }
    done
    echo "picture fuzzer: found a problem (exit $status)"
    exit 1
fi
echo "picture fuzzer: nothing found"
