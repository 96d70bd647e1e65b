#!/usr/bin/env bash
# End-to-end: the real demo in a real X server (Xvfb), driven with xdotool,
# checked through screenshots and its --log-state lines.
# usage: Tests/e2e/window.sh path/to/endless-demo
set -uo pipefail
demo=$(realpath "${1:?usage: window.sh path/to/endless-demo}")
work=$(mktemp -d)
passed=0
failed=0
pass() { echo "  ok   $1"; passed=$((passed + 1)); }
fail() { echo "  FAIL $1"; failed=$((failed + 1)); }
check() { local name=$1; shift; if "$@"; then pass "$name"; else fail "$name"; fi; }

# A free display number.
display=90
while [ -e "/tmp/.X11-unix/X$display" ] || [ -e "/tmp/.X$display-lock" ]; do display=$((display + 1)); done
export DISPLAY=":$display"
Xvfb "$DISPLAY" -screen 0 1600x1000x24 -nolisten tcp >"$work/xvfb.log" 2>&1 &
xvfb=$!
demo_pid=
cleanup() {
    [ -n "$demo_pid" ] && kill "$demo_pid" 2>/dev/null
    kill "$xvfb" 2>/dev/null
    wait 2>/dev/null
    rm -rf "$work"
}
trap cleanup EXIT
for _ in $(seq 50); do xdpyinfo >/dev/null 2>&1 && break; [ -e "/tmp/.X11-unix/X$display" ] && break; sleep 0.1; done
sleep 0.3

echo "end-to-end test on $DISPLAY"
"$demo" --log-state >"$work/state.log" 2>"$work/stderr.log" &
demo_pid=$!

window=
for _ in $(seq 100); do
    window=$(xdotool search --name '^Endless' 2>/dev/null | head -1)
    [ -n "$window" ] && break
    sleep 0.1
done
check "the demo opens a window titled Endless" test -n "$window"
if [ -z "$window" ]; then
    cat "$work/stderr.log"
    echo "$passed passed, $((failed + 1)) failed"
    exit 1
fi
eval "$(xdotool getwindowgeometry --shell "$window")"
check "the window is 1280x720" test "$WIDTH" = 1280 -a "$HEIGHT" = 720
sleep 0.5

# Pixels of the window only.
shot() { import -window "$window" "$1" 2>/dev/null; }
colours() { convert "$1" -format '%k' info:; }
rest_lines() { grep -c '"offset"' "$work/state.log" 2>/dev/null || true; }
offset_of_last() { tail -1 "$work/state.log" | sed -E 's/.*"offset":([-0-9.e]+).*/\1/'; }
wait_rest() {
    local want=$1
    for _ in $(seq 80); do [ "$(rest_lines)" -ge "$want" ] && return 0; sleep 0.1; done
    return 1
}

shot "$work/start.png"
check "the first frame shows tiles (many colours)" test "$(colours "$work/start.png")" -gt 20

# A fast drag to the left: content moves forward and keeps going after the release.
cx=$((X + 900)); cy=$((Y + 360))
xdotool mousemove "$cx" "$cy" mousedown 1
for i in $(seq 1 12); do xdotool mousemove $((cx - i * 40)) "$cy"; sleep 0.012; done
xdotool mouseup 1
check "the fling comes to rest and says so" wait_rest 1
offset=$(offset_of_last)
check "the fling went past the drag (offset $offset > 480)" awk -v o="$offset" 'BEGIN { exit !(o > 480) }'
shot "$work/after-fling.png"
check "the picture changed after the fling" test "$(compare -metric AE "$work/start.png" "$work/after-fling.png" null: 2>&1 | cut -d' ' -f1)" -gt 1000

# Home animates back to the start.
xdotool key --window "$window" Home
check "Home comes to rest" wait_rest 2
offset=$(offset_of_last)
check "Home goes back to offset 0 (got $offset)" awk -v o="$offset" 'BEGIN { exit !(o == 0) }'

# A resize keeps the program alive and drawing.
xdotool windowsize "$window" 900 600
sleep 0.5
shot "$work/resized.png"
check "the resized window draws at 900x600" test "$(identify -format '%wx%h' "$work/resized.png")" = 900x600

# Escape quits cleanly.
xdotool key --window "$window" Escape
for _ in $(seq 50); do kill -0 "$demo_pid" 2>/dev/null || break; sleep 0.1; done
if kill -0 "$demo_pid" 2>/dev/null; then
    fail "Escape quits"
else
    wait "$demo_pid"; code=$?
    check "Escape quits with status 0 (got $code)" test "$code" = 0
fi
demo_pid=

if [ "$failed" -gt 0 ]; then
    echo "--- demo stderr"; cat "$work/stderr.log"
    echo "--- state log"; cat "$work/state.log"
fi
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
