#!/usr/bin/env bash
# Writes Tools/hot-code.order: the functions of endless-demo that run when it is
# used, most run first, one symbol a line. run.sh's release builds give it to the
# linker (lld's --symbol-ordering-file), which lays those functions out together
# at the front of the program's code, so the pages that hold only code that never
# runs are never mapped: the demo holds about 2 MB less.
#
# How: the release demo, run under valgrind's callgrind in a real X window, is
# shown every mode in turn (keys 1 to 6), each dragged both ways, flung, turned
# with the wheel and the arrow keys, with the x-ray and the HUD on and off; the
# functions of the program that ran are listed by the instructions they ran.
# A stale list costs memory, never correctness: functions it does not name are
# laid out after those it does. Needs valgrind, Xvfb (or $DISPLAY), xdotool and python3.
#
# Usage: bash Tools/code-order.sh [DEMO]   (DEMO: default .build/release/endless-demo)
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
demo=${1:-.build/release/endless-demo}
out=Tools/hot-code.order
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
for tool in valgrind xdotool python3; do
    command -v "$tool" >/dev/null || { echo "code-order.sh: $tool is needed" >&2; exit 1; }
done
# Valgrind 3.19 cannot read the DWARF 5 the Swift toolchain writes: a copy without it.
strip --strip-debug -o "$work/endless-demo" "$demo"
if [ -z "${DISPLAY:-}" ]; then
    display=90
    while [ -e "/tmp/.X11-unix/X$display" ] || [ -e "/tmp/.X$display-lock" ]; do display=$((display + 1)); done
    Xvfb ":$display" -screen 0 1600x1000x24 -nolisten tcp >/dev/null 2>&1 &
    xvfb=$!
    trap 'kill $xvfb 2>/dev/null; rm -rf "$work"' EXIT
    export DISPLAY=":$display"
    for _ in $(seq 50); do [ -e "/tmp/.X11-unix/X$display" ] && break; sleep 0.1; done
fi
export XDG_CACHE_HOME="$work/cache"
valgrind --tool=callgrind --demangle=no --callgrind-out-file="$work/callgrind.out" \
    "$work/endless-demo" --size 1280x720 --no-hud >/dev/null 2>"$work/valgrind.log" &
program=$!
window=
for _ in $(seq 300); do
    window=$(xdotool search --pid "$program" 2>/dev/null | tail -1 || true)
    [ -n "$window" ] && break
    sleep 0.2
done
[ -n "$window" ] || { echo "code-order.sh: the demo showed no window" >&2; cat "$work/valgrind.log" >&2; exit 1; }
sleep 8
# A drag from (x1, y1) to (x2, y2) in eight steps, released at speed: a fling.
drag() {
    xdotool mousemove --window "$window" "$1" "$2" mousedown 1
    for i in 1 2 3 4 5 6 7 8; do
        xdotool mousemove --window "$window" $(($1 + ($3 - $1) * i / 8)) $(($2 + ($4 - $2) * i / 8))
        sleep 0.03
    done
    xdotool mouseup 1
    sleep 3
}
for mode in 1 2 3 4 5 6; do
    xdotool key --window "$window" "$mode"
    sleep 5
    drag 900 400 300 400
    drag 300 400 900 400
    drag 640 600 640 200
    drag 640 200 640 600
    xdotool mousemove --window "$window" 640 400 click --repeat 6 --delay 80 5 click --repeat 6 --delay 80 4
    sleep 2
    xdotool key --window "$window" Right Right Left Down Up x h
    sleep 3
    xdotool key --window "$window" x h
    sleep 2
done
xdotool key --window "$window" q
wait "$program" || true
# Each function of the program (its own object) that ran, by the instructions it ran.
python3 - "$work/callgrind.out" "$work/endless-demo" > "$work/functions" <<'COUNT'
import re, sys
names = {"ob": {}, "fn": {}}
cost, current_ob, current_fn, calling = {}, None, None, False
for line in open(sys.argv[1], errors="replace"):
    match = re.match(r"(c?)(ob|fn)=\((\d+)\)(?: (.*))?$", line.rstrip("\n"))
    if match:
        call, kind, number, name = match.groups()
        if name:
            names[kind][number] = name
        if not call:
            if kind == "ob": current_ob = names["ob"].get(number)
            else: current_fn = names["fn"].get(number)
        continue
    if line.startswith("calls="):
        calling = True  # the next line is the call's inclusive cost: not the function's own
        continue
    if line[:1].isdigit() or line[:1] in "+-*":
        fields = line.split()
        if calling:
            calling = False
        elif current_ob == sys.argv[2] and current_fn and len(fields) > 1:
            function = re.sub(r"'\d+$", "", current_fn)  # callgrind's mark of a recursion's depth
            cost[function] = cost.get(function, 0) + int(fields[-1])
for name, _ in sorted(cost.items(), key=lambda item: (-item[1], item[0])):
    if not name.startswith("0x") and not any(c.isspace() for c in name):  # not "(below main)" nor an address
        print(name)
COUNT
count=$(wc -l < "$work/functions")
[ "$count" -gt 500 ] || { echo "code-order.sh: only $count functions ran; nothing written" >&2; exit 1; }
cp "$work/functions" "$out"
echo "code-order.sh: $count functions in $out"
