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
