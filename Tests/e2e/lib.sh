# Shared by the end-to-end scripts (sourced): results, waits that always end, a
# private X server. Expects $work, a folder of the script's own.
passed=0
failed=0
pass() { echo "  ok   $1"; passed=$((passed + 1)); }
fail() { echo "  FAIL $1"; failed=$((failed + 1)); }
check() { local name=$1; shift; if "$@"; then pass "$name"; else fail "$name"; fi; }
# alive PID: whether PID runs (an ended child not yet waited for does not).
alive() { local state; state=$(sed 's/.*) //' "/proc/$1/stat" 2>/dev/null | cut -d' ' -f1); [ -n "$state" ] && [ "$state" != Z ]; }
# wait_for PID [SECONDS]: waits for PID to end, at most SECONDS (default 60), then
# kills it and says so; returns its status. No wait in these tests is without a limit.
wait_for() {
    local pid=$1 limit=${2:-60} ticks=0
    while alive "$pid" && [ "$ticks" -lt $((limit * 100)) ]; do sleep 0.01; ticks=$((ticks + 1)); done
    if alive "$pid"; then
        fail "process $pid ($(tr '\0' ' ' <"/proc/$pid/cmdline" 2>/dev/null | cut -c1-80)) still running after $limit s: killed"
        kill -9 "$pid" 2>/dev/null
    fi
    wait "$pid"
}
# The X server and the test's input driver stand for the devices: a real one stamps
# its events in the kernel, whatever else the machine runs. Where the tests may raise
# their priority (root, or CAP_SYS_NICE) they run above other work, so that a loaded
# machine does not bunch the events' times; elsewhere as they are.
device_priority=()
nice -n -10 true 2>/dev/null && device_priority=(nice -n -10)

# start_xvfb GEOMETRY: an Xvfb of the script's own on a free display number, once it
# accepts clients; sets and exports DISPLAY, sets display (its number) and xvfb (its
# pid). With E2E_DISPLAY set (":N"), that X server is used instead and none is started
# (xvfb empty): the tests drive it.
start_xvfb() {
    xvfb=
    if [ -n "${E2E_DISPLAY:-}" ]; then
        export DISPLAY="$E2E_DISPLAY"
        display=${E2E_DISPLAY#:}
        display=${display%%.*}
        return
    fi
    new_xvfb "$1"
    display=$new_display
    xvfb=$new_xvfb_pid
    export DISPLAY=":$display"
}

# new_xvfb GEOMETRY: starts an Xvfb on a display number it picks itself among the free
# ones (-displayfd: scripts starting at once never take the same), once it accepts
# clients; sets new_display (its number) and new_xvfb_pid.
new_xvfb() {
    local number_file
    number_file=$(mktemp "$work/xvfb-display.XXXXXX")
    "${device_priority[@]}" Xvfb -displayfd 3 -screen 0 "$1" -nolisten tcp 3>"$number_file" >>"$work/xvfb.log" 2>&1 &
    new_xvfb_pid=$!
    new_display=
    for _ in $(seq 100); do
        new_display=$(tr -dc '0-9' <"$number_file")
        [ -n "$new_display" ] && [ -e "/tmp/.X11-unix/X$new_display" ] && break
        sleep 0.1
    done
}

# stop_all PID...: the trap at a script's end: stops the given processes (empty ones
# skipped) and the private X server, waits for every child (at most 10 s each), and
# removes $work unless E2E_KEEP is set.
stop_all() {
    local pid
    for pid in "$@"; do [ -n "$pid" ] && kill "$pid" 2>/dev/null; done
    [ -n "$xvfb" ] && kill "$xvfb" 2>/dev/null
    # Whatever else the script left running ends too (each named if it will not).
    for pid in $(jobs -p); do kill "$pid" 2>/dev/null; done
    for pid in $(jobs -p); do wait_for "$pid" 10 2>/dev/null; done
    if [ -n "${E2E_KEEP:-}" ]; then echo "screenshots and logs kept in $work"; else rm -rf "$work"; fi
}

# The demo's --log-state lines in $work/state.log: how many, the last, one field of the last.
lines() { wc -l <"$work/state.log"; }
last() { tail -1 "$work/state.log"; }
field() { last | sed -nE "s/.*\"$1\":(\"[^\"]*\"|[-0-9.e]+).*/\1/p" | tr -d '"'; }
# wait_rest N: waits until the log has more than N lines, for up to 8 s.
wait_rest() { wait_until 8 more_lines_than "$1"; }
more_lines_than() { [ "$(lines)" -gt "$1" ]; }
# wait_until SECONDS COMMAND...: runs COMMAND every 0.1 s until it succeeds, for up
# to SECONDS; returns its last status. The end-to-end tests wait on facts (the state
# log, the frame log, the window's pixels or geometry), never for a fixed time.
wait_until() {
    local limit=$1 i
    shift
    for i in $(seq $((limit * 10))); do "$@" && return 0; sleep 0.1; done
    "$@"
}
# field_is FIELD VALUE, field_near FIELD VALUE, field_gt FIELD VALUE: the last state line's FIELD.
field_is() { test "$(field "$1")" = "$2"; }
field_near() { near "$(field "$1")" "$2"; }
field_gt() { gt "$(field "$1")" "$2"; }
# settle N: waits (up to 8 s) for a line after the first N, then until no line has come for
# 0.5 s: motion that may come to rest more than once (a burst of notches) has ended.
settle() {
    wait_rest "$1" || return 1
    local count
    for _ in $(seq 16); do
        count=$(lines)
        sleep 0.5
        [ "$(lines)" = "$count" ] && return 0
    done
    return 1
}
# lines_in FILE N: whether FILE has at least N lines; focused WINDOW: whether WINDOW has the focus.
lines_in() { [ "$(wc -l <"$1")" -ge "$2" ]; }
# cpu_ticks PID: the process's user and system CPU so far, in clock ticks.
cpu_ticks() { awk '{ print $14 + $15 }' "/proc/$1/stat" 2>/dev/null; }
# quiet PID: the process took no CPU over half a second (it has finished what it
# started with and waits for events).
quiet() { local before; before=$(cpu_ticks "$1"); sleep 0.5; [ "$(cpu_ticks "$1")" = "$before" ]; }
# wait_quiet PID: up to 20 s for such a half second.
wait_quiet() { local _; for _ in $(seq 40); do quiet "$1" && return 0; done; return 1; }
focused() { [ "$(xdotool getwindowfocus 2>/dev/null)" = "$1" ]; }
gt() { awk -v a="$1" -v b="$2" 'BEGIN { exit !(a > b) }'; }
near() { awk -v a="$1" -v b="$2" 'BEGIN { d = a - b; if (d < 0) d = -d; exit !(d < 0.5) }'; }
# Screenshots $work/NAME.png: colours NAME counts its colours (0 when there is none);
# differ A B: whether two differ in more than 1000 pixels.
colours() { convert "$work/$1.png" -format '%k' info: 2>/dev/null || echo 0; }
# (compare exits 1 when they differ, and prints large counts as 1.46e+06; anything not a
# number, two shots of other sizes, is no.)
differ() {
    { compare -metric AE "$work/$1.png" "$work/$2.png" null: 2>&1 || true; } | cut -d' ' -f1 |
        awk '{ exit !($1 ~ /^[0-9.e+]+$/ && $1 + 0 > 1000) }'
}
# changed_since A B: shoots B with the script's own `shot`, and whether it differs from
# the earlier shot A (a change of mode or size is checked so: a window that stopped
# drawing keeps its old pixels).
changed_since() { shot "$2"; differ "$1" "$2"; }
# alike A B: whether the shots A and B differ in at most 1000 pixels.
alike() { ! differ "$1" "$2"; }
# drawn NAME: shots NAME with the script's own `shot` every 0.2 s until one shows more than
# 20 colours (a drawn frame, not a window mapped before it), for up to 30 s (a demo starting
# beside a compiler and two busy loops took 14 s to show its first frame).
drawn() {
    local deadline=$((SECONDS + 30))
    until shot "$1" && [ "$(colours "$1")" -gt 20 ]; do
        [ "$SECONDS" -lt "$deadline" ] || return 1
        sleep 0.2
    done
}

# wm_ready: whether a window manager runs on $DISPLAY (it names its check window on the root).
wm_ready() { xprop -root _NET_SUPPORTING_WM_CHECK 2>/dev/null | grep -q 'window id'; }
# start_wm: openbox on $DISPLAY at the X server's priority (it maps every window: beside two
# busy loops and a compiler, a window at normal priority waited 30 s to be mapped), once it
# has named itself; sets wm (its pid). Without openbox, wm is empty.
start_wm() {
    wm=
    command -v openbox >/dev/null 2>&1 || return 0
    "${device_priority[@]}" openbox >"$work/openbox.log" 2>&1 &
    wm=$!
    wait_until 10 wm_ready
}

# window_drawn WINDOW [MIN]: whether WINDOW shows more than MIN colours (default 20):
# its first frame is drawn, not only the window mapped.
window_drawn() {
    timeout 10 import -window "$1" "$work/drawn-probe.png" 2>/dev/null &&
        [ "$(colours drawn-probe)" -gt "${2:-20}" ]
}

# The visible window of process $1 once it is there (up to 30 s: it shows with its first
# frame, which a loaded machine may take long to draw), or nothing.
window_of() {
    local found= deadline=$((SECONDS + 30))
    while [ "$SECONDS" -lt "$deadline" ]; do
        found=$(xdotool search --onlyvisible --pid "$1" 2>/dev/null | head -1)
        [ -n "$found" ] && break
        sleep 0.1
    done
    echo "$found"
}
