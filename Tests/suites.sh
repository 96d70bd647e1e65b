#!/usr/bin/env bash
# The Swift suites of the debug build (swift build --build-tests first), in three
# processes at once. SDL is global to a process, so its suites (SDLSuites) run one
# at a time inside a process; two processes share them, split by their measured
# time (the heavy half named below, the rest in the other), beside a third that
# runs every other test in parallel.
#   Tests/suites.sh            every suite; prints each process's result and its time
# Exit 0 when all three pass; a failing process's whole log is shown.
set -uo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
# About half of the SDL suites' time on a quiet 2-core machine (LayoutSweep 39 s,
# GridBands 18, GridMode 9, MovingPictures 6 of 145 s in all). A suite added
# anywhere else runs in the other half: nothing is left out.
heavy='SDLSuites/(LayoutSweepTests|GridBandsTests|GridModeTests|MovingPicturesTests)/'
# The test program itself, not `swift test`: SwiftPM holds its build folder's lock
# while it runs, so that three `swift test` run one after another.
tests="$(swift build --show-bin-path)/EndlessPackageTests.xctest"
[ -x "$tests" ] || { echo "suites.sh: $tests is not built (swift build --build-tests)" >&2; exit 1; }
export NO_COLOR=1
lanes=$(mktemp -d)
trap 'rm -rf "$lanes"' EXIT
# shellcheck source=lanes.sh
. Tests/lanes.sh
# run NAME ARGS...: the test program with ARGS, in a lane of its own.
run() { local name=$1; shift; lane "$name" "$tests" --testing-library swift-testing "$@"; }
run "SDL suites, heavy half" --filter "$heavy"
run "SDL suites, the rest" --filter 'SDLSuites' --skip "$heavy"
run "parallel suites" --skip 'SDLSuites'
status=0
for name in "SDL suites, heavy half" "SDL suites, the rest" "parallel suites"; do
    lane_end "$name"
    summary=$(grep -E '^. Test run with [0-9]+ tests? ' "$lanes/$name.log" | tail -1)
    if [ "$code" != 0 ] || [ -z "$summary" ]; then
        echo "=== $name: failed (exit $code)"
        cat "$lanes/$name.log"
        status=1
    else
        echo "$name: ${summary#* } in ${took} s"
    fi
done
exit "$status"
