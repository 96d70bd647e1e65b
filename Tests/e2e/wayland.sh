#!/usr/bin/env bash
# End-to-end on Wayland: the demo and an example under Weston (its X11 backend
# inside Xvfb, drawing with pixman: no GPU), with SDL_VIDEODRIVER=wayland and no
# renderer forced. Driven with xdotool through Weston's window (Weston passes the
# X pointer on as Wayland's), checked through screenshots and --log-state lines:
# the window opens with its first frame, a drag turns a page, a fling goes past
# the drag, a wheel notch scrolls, Esc closes, SIGTERM stops; no error line at
# start-up.
# usage: Tests/e2e/wayland.sh path/to/endless-demo [path/to/example-list]
set -uo pipefail
demo=$(realpath "${1:?usage: wayland.sh path/to/endless-demo [path/to/example-list]}")
example=${2:-}
work=$(mktemp -d)
export XDG_CACHE_HOME="$work/cache"
# shellcheck source=lib.sh
. "$(dirname "$0")/lib.sh"

if ! command -v weston >/dev/null 2>&1; then
    echo "wayland.sh: weston is not installed (Debian's weston package)" >&2
    exit 1
fi

start_xvfb 1280x800x24
weston_pid=
app=
cleanup() { stop_all "$app" "$weston_pid"; }
trap cleanup EXIT

# Weston's output: a 1000x700 X window at the screen's corner; kiosk-shell gives the
# client the whole output.
export XDG_RUNTIME_DIR="$work/runtime"
mkdir -m 700 "$XDG_RUNTIME_DIR"
socket=endless-wayland
# At the X server's priority, as the compositor it stands for (beside two busy loops and three
# other lanes a 300 px flick reached the demo with no speed: 236 px and no fling).
"${device_priority[@]}" weston --backend=x11-backend.so --use-pixman --width=1000 --height=700 --socket="$socket" \
    --shell=kiosk-shell.so --idle-time=0 >"$work/weston.log" 2>&1 &
weston_pid=$!
for _ in $(seq 100); do [ -e "$XDG_RUNTIME_DIR/$socket" ] && break; sleep 0.1; done
check "Weston runs (X11 backend, pixman)" test -e "$XDG_RUNTIME_DIR/$socket"
output=
for _ in $(seq 50); do
    # Weston names its X window in its log.
    output=$(sed -nE 's/.*x11 output [0-9]+x[0-9]+, window id ([0-9]+).*/\1/p' "$work/weston.log" | head -1)
    [ -n "$output" ] && break
    sleep 0.1
done
if [ -z "$output" ]; then
    fail "Weston's window"; tail -20 "$work/weston.log"; echo "$passed passed, $failed failed"; exit 1
fi
eval "$(xdotool getwindowgeometry --shell "$output")"
ox=$X oy=$Y

# On Wayland, with nothing forced: no SDL_RENDER_DRIVER, no X display for SDL.
wayland_env=(env -u SDL_RENDER_DRIVER -u SDL_VIDEO_X11_VISUALID -u DISPLAY SDL_VIDEODRIVER=wayland WAYLAND_DISPLAY="$socket")
shot() { import -window "$output" "$work/$1.png" 2>/dev/null; }
# A fast horizontal drag of $1 px from the output's center, $2 s between its 12 steps.
drag() {
    local cx=$((ox + 500 + 150)) cy=$((oy + 350)) steps=12
    local chain=(mousemove "$cx" "$cy" mousedown 1)
    for i in $(seq 1 $steps); do chain+=(sleep "$2" mousemove $((cx + $1 * i / steps)) "$cy"); done
    "${device_priority[@]}" xdotool "${chain[@]}" mouseup 1
}

echo "Wayland (Weston $(weston --version 2>&1 | cut -d' ' -f2)) on $DISPLAY"
"${wayland_env[@]}" "$demo" --mode banner --log-state >"$work/state.log" 2>"$work/stderr.log" &
app=$!
check "the demo opens on Wayland with no renderer forced (first frame drawn)" drawn banner-start
check "it speaks Wayland (libwayland-client mapped, no X display given)" grep -q libwayland-client "/proc/$app/maps"
check "no error line at start-up ($(head -c 200 "$work/stderr.log"))" test ! -s "$work/stderr.log"
sleep 0.5

# Past half the page, so that it turns by its distance alone: on a loaded machine the X server
# can hand Weston the 12 moves at once, and a 400 px drag then had no speed and sprang back.
n=$(lines); drag -600 0.02
check "a drag turns the banner" wait_rest "$n"
check "to banner 2 (item $(field item))" test "$(field item)" = 1
shot banner-2
check "the picture changed" differ banner-start banner-2

xdotool key 1 2>/dev/null
check "key 1 shows the strip: the picture changed" wait_until 5 changed_since banner-2 strip
# A fling goes past its 300 px drag; judged on the median of three, as the X lanes judge
# theirs (beside two busy loops, one flick's moves once reached Weston at once: no speed).
fling_distance() {
    local before n
    before=$(field offset); n=$(lines); drag -300 0.008
    wait_rest "$n" || { echo 0; return; }
    awk -v a="$(field offset)" -v b="$before" 'BEGIN { print a - b }'
}
flings=("$(fling_distance)" "$(fling_distance)" "$(fling_distance)")
median=$(printf '%s\n' "${flings[@]}" | sort -g | sed -n 2p)
check "a fling in the strip comes to rest past the drag (median of ${flings[*]} px > 300)" gt "$median" 300
before=$(field offset)
xdotool mousemove $((ox + 500)) $((oy + 350))
sleep 0.3
n=$(lines); xdotool click 5
check "a wheel notch scrolls the strip" wait_rest "$n"
check "by the notch (offset $before → $(field offset))" gt "$(field offset)" "$before"

xdotool key Escape
wait_for "$app" 10
status=$?
app=
check "Esc closes the window (exit $status)" test "$status" = 0

"${wayland_env[@]}" "$demo" --mode stack >/dev/null 2>"$work/term.log" &
app=$!
drawn stack >/dev/null
kill -TERM "$app"
wait_for "$app" 10
status=$?
app=
check "SIGTERM stops it (exit $status)" test "$status" = 143

if [ -n "$example" ]; then
    "${wayland_env[@]}" "$example" >/dev/null 2>"$work/example.log" &
    app=$!
    check "the list example opens on Wayland ($(basename "$example"))" drawn example
    shot example-before
    xdotool mousemove $((ox + 240)) $((oy + 400)) mousedown 1 sleep 0.02 mousemove $((ox + 240)) $((oy + 300)) \
        sleep 0.02 mousemove $((ox + 240)) $((oy + 200)) mouseup 1
    check "a drag scrolls the list" wait_until 5 changed_since example-before example-after
    xdotool key Escape
    wait_for "$app" 10
    status=$?
    app=
    check "Esc closes the example (exit $status)" test "$status" = 0
fi

echo "$passed passed, $failed failed"
if [ "$failed" -gt 0 ]; then
    echo "--- weston"; tail -20 "$work/weston.log"; echo "--- demo"; cat "$work/stderr.log"; tail -5 "$work/state.log"
    exit 1
fi
