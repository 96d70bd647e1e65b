#!/usr/bin/env bash
# Builds the picture fuzzer (libFuzzer with AddressSanitizer and
# UndefinedBehaviorSanitizer, over Sources/CRegionDecoder and SDL's surface
# calls; every input also read as a thumbnail cache entry's texts) and runs it
# for a bounded time on a generated seed corpus; then the XInput 2 decoding's
# fuzzer (Sources/CX11EventTime) for a third of that time.
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
    Sources/CRegionDecoder/gif_picture.c Sources/CRegionDecoder/webp_picture.c Sources/CRegionDecoder/frames_picture.c
    Sources/CRegionDecoder/thumbnail_png.c Sources/CRegionDecoder/png_chunk_watch.c Sources/CRegionDecoder/tiff_picture.c)
# The linker's notes on the sanitizer runtime are noise: kept in a log shown on failure.
build() { "$@" >>"$work/build.log" 2>&1 || { cat "$work/build.log"; echo "fuzzer: cannot build"; exit 1; }; }
# shellcheck disable=SC2046
build "$cc" -g -O1 -fsanitize=fuzzer,address,undefined -fno-sanitize-recover=undefined \
    -ISources/CRegionDecoder/include -ISources/CRegionDecoder $(pkg-config --cflags sdl2 libpng16) \
    Tests/fuzz/picture_fuzz.c "${decoder[@]}" -o "$work/picture-fuzz" $(pkg-config --libs sdl2 libpng16) -ljpeg \
    -lgif -lwebpdemux -lwebp -llcms2 -ltiff
build "$cc" -O1 -ITests/CPictureFixtures/include Tests/fuzz/make_corpus.c Tests/CPictureFixtures/fixtures.c \
    Tests/CPictureFixtures/animation_fixtures.c Tests/CPictureFixtures/icc_fixtures.c Tests/CPictureFixtures/tiff_fixtures.c \
    -o "$work/make-corpus" $(pkg-config --libs libpng16) -ljpeg -lz -lwebpmux -lwebp -llcms2 -ltiff
"$work/make-corpus" "$work/corpus"
# Runs fuzzer $1 (named $2 in messages) for $3 seconds on the corpus folder $4;
# shows the findings and exits 1 when it found any.
fuzz() {
    local program=$1 name=$2 time=$3 corpus=$4 status=0
    "$program" -max_total_time="$time" -seed=20261201 -timeout=20 -rss_limit_mb=2048 \
        -print_final_stats=1 -artifact_prefix="$work/" "$corpus" >"$work/log" 2>&1 || status=$?
    grep -E "^(stat::number_of_executed_units|stat::peak_rss_mb|#[0-9]+ +DONE)" "$work/log" || true
    if [ "$status" != 0 ]; then
        tail -n 60 "$work/log"
        for crash in "$work"/crash-* "$work"/leak-* "$work"/timeout-* "$work"/oom-*; do
            [ -e "$crash" ] && { echo "--- $crash (base64)"; base64 "$crash" | head -c 4000; echo; }
        done
        echo "$name: found a problem (exit $status)"
        exit 1
    fi
    echo "$name: nothing found"
}
echo "picture fuzzer: $(ls "$work/corpus" | wc -l) seeds, $seconds s"
fuzz "$work/picture-fuzz" "picture fuzzer" "$seconds" "$work/corpus"
# The XInput 2 decoding, from an empty corpus (its inputs are streams of operations).
# shellcheck disable=SC2046
build "$cc" -g -O1 -fsanitize=fuzzer,address,undefined -fno-sanitize-recover=undefined \
    -ISources/CX11EventTime/include $(pkg-config --cflags sdl2) Tests/fuzz/xi2_fuzz.c \
    Sources/CX11EventTime/x11_event_time.c -o "$work/xi2-fuzz" $(pkg-config --libs sdl2) -lX11 -lXi -lm
mkdir -p "$work/xi2-corpus"
xi2_seconds=$(( seconds / 3 > 5 ? seconds / 3 : 5 ))
echo "XInput 2 fuzzer: $xi2_seconds s"
fuzz "$work/xi2-fuzz" "XInput 2 fuzzer" "$xi2_seconds" "$work/xi2-corpus"
