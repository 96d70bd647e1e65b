#!/usr/bin/env bash
# End-to-end on SDL's OpenGL renderer: every mode of the demo and every example
# drawn with SDL_RENDER_DRIVER=opengl (Mesa's llvmpipe under Xvfb: no GPU) and
# with the software renderer, in a real window each, their screenshots compared.
# The two may differ where they filter or round differently (at most 1% of the
# window's pixels by more than 3%); the frame log says which renderer drew.
# usage: Tests/e2e/opengl.sh path/to/endless-demo folder-of-the-built-examples
set -uo pipefail
demo=$(realpath "${1:?usage: opengl.sh path/to/endless-demo folder-of-examples}")
examples_dir=$(realpath "${2:?usage: opengl.sh path/to/endless-demo folder-of-examples}")
work=$(mktemp -d)
export XDG_CACHE_HOME="$work/cache"
# shellcheck source=lib.sh
. "$(dirname "$0")/lib.sh"
start_xvfb 1600x1000x24
# A client that stays (the window manager): the server resets when its last client
# leaves, and a program starting then finds no X display.
start_wm
trap 'stop_all "$wm"' EXIT
echo "end-to-end test on the OpenGL renderer, $DISPLAY"

# shoot NAME DRIVER SECONDS PROGRAM ARGS...: PROGRAM drawn by DRIVER; its window's
# screenshot SECONDS after it shows, in $work/NAME-DRIVER.png; the program then ends.
shoot() {
    local name=$1 driver=$2 seconds=$3 pid window
    shift 3
    SDL_RENDER_DRIVER=$driver "$@" >"$work/$name-$driver.out" 2>"$work/$name-$driver.err" &
    pid=$!
    window=$(window_of "$pid")
    if [ -z "$window" ]; then
        fail "$name opens its window with the $driver renderer ($(head -2 "$work/$name-$driver.err"))"
        kill "$pid" 2>/dev/null; wait_for "$pid" 10 >/dev/null
        return 1
    fi
    sleep "$seconds"
    # A window shot before its first frame is one colour (mapped early, drawn later on a loaded
    # machine): shot again, a few times, 0.3 s apart.
    local tries=0
    while :; do
        timeout 10 import -window "$window" "$work/$name-$driver.png" 2>>"$work/$name-$driver.err"
        tries=$((tries + 1))
        [ "$(identify -format '%k' "$work/$name-$driver.png" 2>/dev/null)" != 1 ] || [ "$tries" -ge 4 ] && break
        sleep 0.3
    done
    # The demo ends by itself (--frames); an example is stopped.
    [ "${stops:-}" = 1 ] && kill "$pid" 2>/dev/null
    wait_for "$pid" 8 >/dev/null 2>&1
}
# same NAME: the OpenGL screenshot against the software one, within the tolerance.
same() {
    local total differing
    total=$(identify -format '%[fx:w*h]' "$work/$1-software.png" 2>/dev/null)
    differing=$(compare -metric AE -fuzz 3% "$work/$1-software.png" "$work/$1-opengl.png" null: 2>&1 | cut -d' ' -f1)
    local colours
    colours="$(identify -format '%k' "$work/$1-software.png" 2>/dev/null) and $(identify -format '%k' "$work/$1-opengl.png" 2>/dev/null) colours"
    check "$1: OpenGL draws what software draws ($differing of $total pixels differ; at most 1%; $colours)" \
        awk -v d="${differing:-x}" -v t="${total:-0}" 'BEGIN { exit !(d ~ /^[0-9]+$/ && t > 0 && d <= t / 100) }'
}

# The grid's thumbnails made once beforehand (its cache is this test's own): both renderers' runs
# then read them, and neither waits on decoding a cold folder on a loaded machine.
# (No wait without a limit: a window that is never shown once hung this line for minutes.)
"$demo" --mode grid --seed 3 --until-pictures --frames 600 >/dev/null 2>"$work/warm-up.err" &
warm_up=$!
check "the grid's warm-up run ends by itself (within 60 s)" wait_for "$warm_up" 60
for mode in $("$demo" --list-modes); do
    # The screenshot once the pictures are in and at rest (the grid's thumbnails are made, cold, on a
    # loaded machine): after 2.5 s of 4 s drawn; the carousel's after 1 s, before its first turn at 2 s.
    wait=2.5 frames=240
    [ "$mode" = autoplay ] && wait=1 frames=90
    for driver in software opengl; do
        shoot "$mode" "$driver" "$wait" "$demo" --mode "$mode" --seed 3 --frames "$frames" --frame-log "$work/$mode-$driver.frames"
    done
    check "$mode: the frame log names the OpenGL renderer ($(head -1 "$work/$mode-opengl.frames" 2>/dev/null))" \
        grep -q "renderer opengl" "$work/$mode-opengl.frames"
    check "$mode: and the software one the other time" grep -q "renderer software" "$work/$mode-software.frames"
    same "$mode"
done

# The folder viewer's folder: one small picture, decoded in a moment.
mkdir -p "$work/one-picture" && convert -size 64x48 xc:'#3060a0' "$work/one-picture/blue.png"
for example in $(bash "$(dirname "$0")/../example-products.sh"); do
    arguments=()
    case $example in example-folder-viewer | example-photo-grid) arguments=("$work/one-picture") ;; esac
    for driver in software opengl; do
        stops=1 shoot "$example" "$driver" 1 "$examples_dir/$example" "${arguments[@]}"
    done
    same "$example"
done

echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
