#!/usr/bin/env bash
# Usage: real_window.sh PROGRAM TITLE X Y SHOTS NAME
# The C library's example PROGRAM in a real window (titled TITLE) under a new
# Xvfb: at rest it takes no CPU; dragged up 350 px from (X, Y) fast with xdotool
# and let go, it flings (the window's pixels differ from before, and change after
# the release), then rests again at no CPU. Screenshots SHOTS/NAME-before.png,
# -flung.png, -after.png. Exit 0 when all hold.
set -uo pipefail
list=$1 title=$2 x=$3 y=$4 shots=$5 name=$6
# A display of its own, whose number Xvfb chooses among the free ones (the end-to-end
# lanes start theirs at the same time).
number=$(mktemp)
Xvfb -displayfd 3 -screen 0 800x800x24 -nolisten tcp 3>"$number" >/dev/null 2>&1 &
xvfb=$!
for _ in $(seq 100); do [ -s "$number" ] && break; sleep 0.1; done
display=$(head -1 "$number")
rm -f "$number"
[ -n "$display" ] || { echo "FAIL $name: Xvfb did not start"; kill "$xvfb" 2>/dev/null; exit 1; }
export DISPLAY=":$display"
unset WAYLAND_DISPLAY
# SDL's X11 driver, whatever the caller's environment chose.
export SDL_VIDEODRIVER=x11
# Started again (twice at most) when it ends at once: a CI run had SDL find no X server on a
# display Xvfb had just reported ready ("x11 not available"), beside three other lanes' servers.
for attempt in 1 2 3; do
    "$list" >"$shots/$name.log" 2>&1 &
    program=$!
    sleep 0.3
    kill -0 "$program" 2>/dev/null && break
    [ "$attempt" -lt 3 ] && sleep 1
done
cleanup() { kill "$program" "$xvfb" 2>/dev/null; wait "$program" "$xvfb" 2>/dev/null; }
trap cleanup EXIT
window=
for _ in $(seq 600); do
    window=$(xdotool search --name "$title" 2>/dev/null | head -1)
    [ -n "$window" ] && break
    kill -0 "$program" 2>/dev/null || break
    sleep 0.05
done
if [ -z "$window" ]; then
    kill -0 "$program" 2>/dev/null && echo "FAIL $name: its window did not appear in 30 s: $(head -c 300 "$shots/$name.log")" || echo "FAIL $name ended at start: $(head -c 300 "$shots/$name.log")"
    exit 1
fi
sleep 0.5
cpu() { awk '{ print $14 + $15 }' "/proc/$program/stat"; }
status=0
import -window "$window" "$shots/$name-before.png"
before=$(cpu); sleep 1.5; rested=$(($(cpu) - before))
[ "$rested" -eq 0 ] && echo "ok   $name at rest: no CPU for 1.5 s" || { echo "FAIL $name at rest took $rested ticks"; status=1; }
# One xdotool for the whole drag, its steps 12 ms apart (a process for each step would space them
# as a loaded machine starts processes, and a pause before the release means no fling). On a
# machine busy with three other lanes, xdotool itself may be held back between its steps and the
# flick arrive as a slow drag: up to three flicks, the first that flings counts.
for attempt in 1 2 3; do
    drag=(mousemove --window "$window" "$x" "$y" mousedown 1)
    for step in 1 2 3 4 5 6; do drag+=(sleep 0.012 mousemove --window "$window" "$x" $((y - step * 350 / 6))); done
    xdotool "${drag[@]}" sleep 0.004 mouseup 1
    sleep 0.1
    import -window "$window" "$shots/$name-flung.png"
    sleep 3
    import -window "$window" "$shots/$name-after.png"
    moved=$(compare -metric AE "$shots/$name-before.png" "$shots/$name-after.png" null: 2>&1 | cut -d' ' -f1)
    flew=$(compare -metric AE "$shots/$name-flung.png" "$shots/$name-after.png" null: 2>&1 | cut -d' ' -f1)
    [ "${moved%.*}" -gt 2000 ] && [ "${flew%.*}" -gt 2000 ] && break
    echo "     $name: flick $attempt did not fling ($moved px changed, $flew after the release)"
done
if [ "${moved%.*}" -gt 2000 ] && [ "${flew%.*}" -gt 2000 ]; then
    echo "ok   $name dragged and flung in a real window ($moved px changed; $flew after the release)"
else
    echo "FAIL $name did not fling: $moved px changed, $flew after the release"; status=1
fi
before=$(cpu); sleep 1.5; rested=$(($(cpu) - before))
[ "$rested" -eq 0 ] && echo "ok   $name at rest after the fling: no CPU" || { echo "FAIL $name after the fling took $rested ticks at rest"; status=1; }
exit $status
