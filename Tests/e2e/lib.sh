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
    if alive "$pid"; then fail "process $pid still running after $limit s: killed"; kill -9 "$pid" 2>/dev/null; fi
    wait "$pid"
}
# start_xvfb FIRST GEOMETRY: an Xvfb of the script's own on the first free display
# number from FIRST (never the user's), once it accepts clients; sets and exports
# DISPLAY, sets display (its number) and xvfb (its pid). With E2E_DISPLAY set (":N"),
# that X server is used instead and none is started (xvfb empty): the tests drive it.
start_xvfb() {
    xvfb=
    if [ -n "${E2E_DISPLAY:-}" ]; then
        export DISPLAY="$E2E_DISPLAY"
        display=${E2E_DISPLAY#:}
        display=${display%%.*}
        return
    fi
    display=$1
    while [ -e "/tmp/.X11-unix/X$display" ] || [ -e "/tmp/.X$display-lock" ]; do display=$((display + 1)); done
    export DISPLAY=":$display"
    Xvfb "$DISPLAY" -screen 0 "$2" -nolisten tcp >"$work/xvfb.log" 2>&1 &
    xvfb=$!
    for _ in $(seq 50); do [ -e "/tmp/.X11-unix/X$display" ] && break; sleep 0.1; done
}

# stop_all PID...: the trap at a script's end: stops the given processes (empty ones
# skipped) and the private X server, waits for every child (at most 10 s each), and
# removes $work unless E2E_KEEP is set.
stop_all() {
    local pid
    for pid in "$@"; do [ -n "$pid" ] && kill "$pid" 2>/dev/null; done
    [ -n "$xvfb" ] && kill "$xvfb" 2>/dev/null
    for pid in $(jobs -p); do wait_for "$pid" 10 2>/dev/null; done
    if [ -n "${E2E_KEEP:-}" ]; then echo "screenshots and logs kept in $work"; else rm -rf "$work"; fi
}

# The demo's --log-state lines in $work/state.log: how many, the last, one field of the last.
lines() { wc -l <"$work/state.log"; }
last() { tail -1 "$work/state.log"; }
field() { last | sed -nE "s/.*\"$1\":(\"[^\"]*\"|[-0-9.e]+).*/\1/p" | tr -d '"'; }
# wait_rest N: waits until the log has more than N lines, for up to 8 s.
wait_rest() {
    for _ in $(seq 80); do [ "$(lines)" -gt "$1" ] && return 0; sleep 0.1; done
    return 1
}
gt() { awk -v a="$1" -v b="$2" 'BEGIN { exit !(a > b) }'; }
near() { awk -v a="$1" -v b="$2" 'BEGIN { d = a - b; if (d < 0) d = -d; exit !(d < 0.5) }'; }
# Screenshots $work/NAME.png: colours NAME counts its colours (0 when there is none);
# differ A B: whether two differ in more than 1000 pixels.
colours() { convert "$work/$1.png" -format '%k' info: 2>/dev/null || echo 0; }
differ() { test "$(compare -metric AE "$work/$1.png" "$work/$2.png" null: 2>&1 | cut -d' ' -f1)" -gt 1000; }
# drawn NAME: shots NAME with the script's own `shot` every 0.2 s until one shows more than
# 20 colours (a drawn frame, not a window mapped before it), for up to 10 s.
drawn() {
    for _ in $(seq 50); do shot "$1"; [ "$(colours "$1")" -gt 20 ] && return 0; sleep 0.2; done
    return 1
}

# The visible window of process $1 once it is there (up to 5 s), or nothing.
window_of() {
    local found=
    for _ in $(seq 50); do
        found=$(xdotool search --onlyvisible --pid "$1" 2>/dev/null | head -1)
        [ -n "$found" ] && break
        sleep 0.1
    done
    echo "$found"
}
