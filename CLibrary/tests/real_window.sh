#!/usr/bin/env bash
# The C example LIST (its path: $1) in a real window under a new Xvfb: at rest it
# takes no CPU; dragged up fast with xdotool and let go, it flings (the window's
# pixels differ from before, and change after the release), then rests again at
# no CPU. Screenshots in $2. Exit 0 when all hold.
set -uo pipefail
list=$1 shots=$2
# A display of its own (the end-to-end lanes start theirs at the same time).
display=$((140 + $$ % 200))
while [ -e "/tmp/.X11-unix/X$display" ] || [ -e "/tmp/.X$display-lock" ]; do display=$((display + 1)); done
Xvfb ":$display" -screen 0 800x800x24 -nolisten tcp >/dev/null 2>&1 &
xvfb=$!
export DISPLAY=":$display"
for _ in $(seq 50); do [ -e "/tmp/.X11-unix/X$display" ] && break; sleep 0.1; done
"$list" >/dev/null 2>&1 &
program=$!
cleanup() { kill "$program" "$xvfb" 2>/dev/null; wait "$program" "$xvfb" 2>/dev/null; }
trap cleanup EXIT
window=
for _ in $(seq 200); do
    window=$(xdotool search --name "Endless list in C" 2>/dev/null | head -1)
    [ -n "$window" ] && break
    kill -0 "$program" 2>/dev/null || break
    sleep 0.05
done
if [ -z "$window" ]; then
    kill -0 "$program" 2>/dev/null && echo "FAIL the C list's window did not appear in 10 s" || echo "FAIL the C list ended at start"
    exit 1
fi
sleep 0.5
cpu() { awk '{ print $14 + $15 }' "/proc/$program/stat"; }
status=0
import -window "$window" "$shots/c-list-before.png"
before=$(cpu); sleep 1.5; rested=$(($(cpu) - before))
[ "$rested" -eq 0 ] && echo "ok   the C list at rest: no CPU for 1.5 s" || { echo "FAIL the C list at rest took $rested ticks"; status=1; }
xdotool mousemove --window "$window" 240 600 mousedown 1
for y in 560 500 420 340 260 200; do xdotool mousemove --window "$window" 240 "$y"; sleep 0.012; done
xdotool mouseup 1
sleep 0.1
import -window "$window" "$shots/c-list-flung.png"
sleep 3
import -window "$window" "$shots/c-list-after.png"
moved=$(compare -metric AE "$shots/c-list-before.png" "$shots/c-list-after.png" null: 2>&1 | cut -d' ' -f1)
flew=$(compare -metric AE "$shots/c-list-flung.png" "$shots/c-list-after.png" null: 2>&1 | cut -d' ' -f1)
if [ "${moved%.*}" -gt 10000 ] && [ "${flew%.*}" -gt 10000 ]; then
    echo "ok   the C list dragged and flung in a real window ($moved px changed; $flew after the release)"
else
    echo "FAIL the C list did not fling: $moved px changed, $flew after the release"; status=1
fi
before=$(cpu); sleep 1.5; rested=$(($(cpu) - before))
[ "$rested" -eq 0 ] && echo "ok   the C list at rest after the fling: no CPU" || { echo "FAIL after the fling it took $rested ticks at rest"; status=1; }
exit $status
