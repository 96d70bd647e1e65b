# Sourced by run.sh and Tests/suites.sh: commands run at once, each in a lane of its
# own whose output, exit status and seconds are kept in the folder $lanes (the
# caller's) until it has ended.
#   lane NAME COMMAND...   starts COMMAND in the background, its output to $lanes/NAME.log
#   lane_end NAME          waits for it; sets $code and $took (1 and "?" when unknown)
declare -A lane_pids
lane() {
    local name=$1
    shift
    ( code=0; start=$SECONDS; "$@" >"$lanes/$name.log" 2>&1 || code=$?; echo "$code $((SECONDS - start))" >"$lanes/$name.end" ) &
    lane_pids[$name]=$!
}
lane_end() {
    wait "${lane_pids[$1]}"
    code=1 took='?'
    read -r code took <"$lanes/$1.end" || code=1
}
