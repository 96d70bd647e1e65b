# The library's example programs (Examples/), built beside the demo: each in a
# real window, driven, and its pixels compared with what its code must draw.
# Sourced by window.sh (with examples_dir, work and lib.sh's checks), or
# run alone: bash Tests/e2e/examples.sh .build/release (its own Xvfb and openbox).
if [ "${BASH_SOURCE[0]}" = "$0" ]; then
    set -uo pipefail
    examples_dir=$(realpath "${1:?usage: examples.sh folder-of-the-built-examples}")
    work=$(mktemp -d)
    . "$(dirname "$0")/lib.sh"
    start_xvfb 1600x1000x24
    start_wm
    examples_wm=$wm
    trap 'stop_all "" "$examples_wm"' EXIT
    examples_alone=1
fi
# Whether two screenshots differ at (400, 300).
differ_pixels() { test "$(pixel "$1" 400 300)" != "$(pixel "$2" 400 300)"; }
# A key sent to a window that closed before its release stays held in the X
# server and repeats into the next focused window: release the ones used above.
xdotool keyup Escape keyup q 2>/dev/null
pixel() { convert "$1" -format "%[pixel:p{$2,$3}]" info: 2>/dev/null; }
# open_example NAME [ARGUMENT...]: starts it, waits for its window (example_pid, example_window).
open_example() {
    example_name=$1
    "$examples_dir/$1" "${@:2}" >/dev/null 2>"$work/$1.log" &
    example_pid=$!
    example_window=$(window_of "$example_pid")
    check "$1 opens its window" test -n "$example_window"
    wait_until 30 window_drawn "$example_window" 2
}
shot() { timeout 10 import -window "$example_window" "$1" 2>>"$work/$example_name.log"; }
# still FILE [SECONDS]: shoots the window into FILE until its pixels have not changed
# for SECONDS (default 0.3: its motion is over; 0.8 outlasts a scroll indicator's
# hold and fade), for up to 10 s.
still() {
    local since needed
    needed=$(awk -v s="${2:-0.3}" 'BEGIN { printf "%d", s * 1e9 }')
    shot "$1"
    since=$(date +%s%N)
    for _ in $(seq 60); do
        cp "$1" "$work/still-previous.png"
        sleep 0.1
        shot "$1"
        if [ "$(compare -metric AE "$work/still-previous.png" "$1" null: 2>&1 | cut -d' ' -f1)" != 0 ]; then
            since=$(date +%s%N)
        elif [ $(( $(date +%s%N) - since )) -ge "$needed" ]; then
            return 0
        fi
    done
    return 1
}
drive() { timeout 10 xdotool "$@" 2>>"$work/$example_name.log"; }
# drag X0 Y0 DX DY STEPS PAUSE: a drag in STEPS moves PAUSE s apart, its moves in the chain array.
drag() {
    chain=(mousemove --window "$example_window" "$1" "$2" mousedown 1)
    for i in $(seq 1 "$5"); do
        chain+=(sleep "$6" mousemove --window "$example_window" $(($1 + i * $3 / $5)) $(($2 + i * $4 / $5)))
    done
}
# held_drag SHOT X0 Y0 DX DY STEPS: a slow drag held still before its release (no
# fling), then a screenshot once the window is still.
held_drag() {
    drag "$2" "$3" "$4" "$5" "$6" 0.02
    drive "${chain[@]}" sleep 0.2 mouseup 1
    still "$1"
}
# at_rest_then_close: no CPU at rest, then Esc ends it with status 0.
at_rest_then_close() {
    local hz before after code=0
    hz=$(getconf CLK_TCK)
    still "$work/$example_name-rest.png" 0.8
    before=$(cpu_ticks "$example_pid"); sleep 2
    after=$(cpu_ticks "$example_pid")
    check "$example_name at rest takes no CPU ($((after - before)) ticks in 2 s)" test $((after - before)) -le $((hz / 50))
    xdotool windowactivate --sync "$example_window" 2>/dev/null
    xdotool key --window "$example_window" Escape 2>/dev/null
    xdotool keyup Escape 2>/dev/null
    for _ in $(seq 30); do kill -0 "$example_pid" 2>/dev/null || break; sleep 0.1; done
    kill -0 "$example_pid" 2>/dev/null && kill "$example_pid"
    wait_for "$example_pid" 30 || code=$?
    check "Esc closes $example_name with status 0 (got $code)" test "$code" = 0
    [ "$code" = 0 ] || cat "$work/$example_name.log"
    xdotool keyup Escape 2>/dev/null
}

for name in $(bash "$(dirname "${BASH_SOURCE[0]}")/../example-products.sh"); do
    [ -x "$examples_dir/$name" ] || fail "$name was not built beside the demo"
done

if [ -x "$examples_dir/example-list" ]; then
    # Without a display a program on the library's loop says so and ends (SDL2 alone would run it unseen).
    code=0; env -u WAYLAND_DISPLAY DISPLAY=:9876 timeout 20 "$examples_dir/example-list" >/dev/null 2>"$work/list-nodisplay.log" \
        || code=$?
    check "with a DISPLAY no server answers on, example-list says so and exits 1 (got $code: $(head -c 200 "$work/list-nodisplay.log"))" \
        sh -c "test $code = 1 && grep -q \"no display to open a window on (no X server answers on DISPLAY ':9876')\" '$work/list-nodisplay.log'"
    open_example example-list
    shot "$work/list-0.png"
    check "example-list shows row 0 at the top ($(pixel "$work/list-0.png" 240 22))" \
        test "$(pixel "$work/list-0.png" 240 22)" = "srgb(0,0,160)"
    # A slow drag of 440 px, held still before the release (no fling): the content
    # moves 436 px (the 4 px slop), so row 10 is at the top and row 14 at y = 200.
    held_drag "$work/list-1.png" 240 600 0 -440 22
    check "example-list is still running after the drag" kill -0 "$example_pid"
    check "after a 440 px drag row 10 is at the top ($(pixel "$work/list-1.png" 240 22))" \
        test "$(pixel "$work/list-1.png" 240 22)" = "srgb(114,142,160)"
    check "and row 14 at y = 200 ($(pixel "$work/list-1.png" 240 200))" \
        test "$(pixel "$work/list-1.png" 240 200)" = "srgb(6,250,160)"
    # A flick: the list flings on after the release.
    drag 240 600 0 -360 6 0.012
    drive "${chain[@]}" mouseup 1
    still "$work/list-2.png"
    check "a flick flings it further ($(pixel "$work/list-2.png" 240 22))" \
        test "$(pixel "$work/list-2.png" 240 22)" != "$(pixel "$work/list-1.png" 240 22)"
    # The keys, as the library's list takes them: End shows row 9,999 at the bottom
    # (9999·37 mod 256, 9999·91 mod 256, 160), Home row 0 at the top again.
    xdotool windowactivate --sync "$example_window" 2>/dev/null
    drive key --window "$example_window" End
    still "$work/list-3.png"
    check "End shows the last row at the bottom ($(pixel "$work/list-3.png" 240 700))" \
        test "$(pixel "$work/list-3.png" 240 700)" = "srgb(43,85,160)"
    drive key --window "$example_window" Home
    still "$work/list-4.png"
    check "Home shows row 0 at the top again ($(pixel "$work/list-4.png" 240 22))" \
        test "$(pixel "$work/list-4.png" 240 22)" = "srgb(0,0,160)"
    at_rest_then_close
fi

# The looping pager: page n is its colour with n + 1 white squares; dots below.
if [ -x "$examples_dir/example-looping-pager" ]; then
    red="srgb(200,60,60)" green="srgb(60,170,80)" blue="srgb(60,90,200)"
    open_example example-looping-pager
    shot "$work/pager-0.png"
    check "example-looping-pager shows page 0 ($(pixel "$work/pager-0.png" 100 100)), one square" \
        test "$(pixel "$work/pager-0.png" 100 100)" = "$red" -a "$(pixel "$work/pager-0.png" 320 185)" = "srgb(255,255,255)"
    check "and its first dot lit ($(pixel "$work/pager-0.png" 300 380)), the second not" \
        test "$(pixel "$work/pager-0.png" 300 380)" = "srgb(245,245,250)" -a "$(pixel "$work/pager-0.png" 320 380)" != "srgb(245,245,250)"
    drag 500 200 -300 0 10 0.02
    drive "${chain[@]}" mouseup 1
    still "$work/pager-1.png"
    check "a drag to the left turns to page 1 ($(pixel "$work/pager-1.png" 100 100))" \
        test "$(pixel "$work/pager-1.png" 100 100)" = "$green"
    for flick in 1 2; do
        drag 100 200 200 0 5 0.012
        drive "${chain[@]}" mouseup 1
        still "$work/pager-2.png"
    done
    check "two flicks to the right: page 0, then round to the last page ($(pixel "$work/pager-2.png" 100 100))" \
        test "$(pixel "$work/pager-2.png" 100 100)" = "$blue"
    check "which has three squares ($(pixel "$work/pager-2.png" 240 185) $(pixel "$work/pager-2.png" 400 185))" \
        test "$(pixel "$work/pager-2.png" 240 185)" = "srgb(255,255,255)" -a "$(pixel "$work/pager-2.png" 400 185)" = "srgb(255,255,255)"
    drive mousemove --window "$example_window" 300 380 click 1
    still "$work/pager-3.png"
    check "a click on the first dot goes to page 0 ($(pixel "$work/pager-3.png" 100 100))" \
        test "$(pixel "$work/pager-3.png" 100 100)" = "$red"
    xdotool windowactivate --sync "$example_window" 2>/dev/null
    drive key --window "$example_window" Right
    still "$work/pager-4.png"
    check "the Right key turns to page 1 ($(pixel "$work/pager-4.png" 100 100))" \
        test "$(pixel "$work/pager-4.png" 100 100)" = "$green"
    drive key --window "$example_window" End
    still "$work/pager-5.png"
    check "End goes to the last page ($(pixel "$work/pager-5.png" 100 100))" \
        test "$(pixel "$work/pager-5.png" 100 100)" = "$blue"
    at_rest_then_close
fi

# The card row in a list: rows 60 px, their grey 60 + 4·row; cards 200 px every
# 216 px from y = 180 to 360 (card n: 40 + 25n, 120, 230 − 20n).
if [ -x "$examples_dir/example-card-row" ]; then
    open_example example-card-row
    shot "$work/cards-0.png"
    check "example-card-row shows card 0 at the left ($(pixel "$work/cards-0.png" 100 270)) and row 0 at the top" \
        test "$(pixel "$work/cards-0.png" 100 270)" = "srgb(40,120,230)" -a "$(pixel "$work/cards-0.png" 100 30)" = "srgb(60,60,60)"
    # Nearly horizontal over the cards: the row takes it, snaps to card 1; the list stays.
    held_drag "$work/cards-1.png" 400 270 -200 10 10
    check "a sideways drag over the cards brings card 1 to the left ($(pixel "$work/cards-1.png" 100 270))" \
        test "$(pixel "$work/cards-1.png" 100 270)" = "srgb(65,120,210)"
    check "and the list did not move ($(pixel "$work/cards-1.png" 100 30))" \
        test "$(pixel "$work/cards-1.png" 100 30)" = "srgb(60,60,60)"
    # Nearly vertical, starting over the cards: the list takes it (296 px after the slop).
    held_drag "$work/cards-2.png" 240 300 20 -300 10
    check "a vertical drag over the cards scrolls the list: the cards at the top ($(pixel "$work/cards-2.png" 100 30))" \
        test "$(pixel "$work/cards-2.png" 100 30)" = "srgb(65,120,210)"
    check "and row 13 at the bottom ($(pixel "$work/cards-2.png" 100 700))" \
        test "$(pixel "$work/cards-2.png" 100 700)" = "srgb(112,112,112)"
    at_rest_then_close
fi

# The photo pager: 800×600, pictures fitted 20 px in; picture 0 (1600×1200) at
# 0.4667 from x = 26.7, its squares of 40 px from (4, 4), red (200,64,64) and
# dark (100,32,32); picture 1 (900×1400) at 0.4 from x = 220, green (64,160,80).
if [ -x "$examples_dir/example-photo-pager" ]; then
    background="srgb(16,16,18)"
    open_example example-photo-pager
    # Its first frame, not what the window held before it (a loaded machine drew it late).
    shows_corner() { shot "$work/photos-0.png" && test "$(pixel "$work/photos-0.png" 38 31)" = "srgb(200,64,64)"; }
    wait_until 30 shows_corner
    check "example-photo-pager shows picture 0 fitted: a red square at its corner ($(pixel "$work/photos-0.png" 38 31)), the background left of it ($(pixel "$work/photos-0.png" 5 300))" \
        test "$(pixel "$work/photos-0.png" 38 31)" = "srgb(200,64,64)" -a "$(pixel "$work/photos-0.png" 5 300)" = "$background"
    drive mousemove --window "$example_window" 400 300 click --repeat 2 --delay 80 1
    still "$work/photos-1.png"
    check "a double-click zooms it: the picture reaches the window's edge ($(pixel "$work/photos-1.png" 5 300))" \
        test "$(pixel "$work/photos-1.png" 5 300)" != "$background"
    held_drag "$work/photos-2.png" 300 300 150 0 10
    check "a drag pans the zoomed picture ($(pixel "$work/photos-1.png" 400 300) → $(pixel "$work/photos-2.png" 400 300))" \
        differ_pixels "$work/photos-1.png" "$work/photos-2.png"
    # A flick to the left: the pan's fling stops at the picture's edge (as on iOS); a flick on
    # from there moves the pages, and its fling turns one.
    drag 700 300 -600 0 6 0.012
    drive "${chain[@]}" mouseup 1
    still "$work/photos-3.png"
    drag 600 300 -400 0 6 0.012
    drive "${chain[@]}" mouseup 1
    still "$work/photos-3.png"
    check "a flick from the zoomed picture's edge turns to picture 1, fitted ($(pixel "$work/photos-3.png" 230 30))" \
        test "$(pixel "$work/photos-3.png" 230 30)" = "srgb(64,160,80)"
    at_rest_then_close
fi

# The feed: rows of 44, 88 and 132 px in turn (greys 50, 90, 130, blue + 20), row 3
# the cards (264–464: 160 px wide every 172 px, card n (200 − 15n, 60 + 15n, 90));
# after the 296 px drag, row 4 (88 px) at 168–256 and row 5 (132 px) at 256–388.
if [ -x "$examples_dir/example-feed" ]; then
    open_example example-feed
    shot "$work/feed-0.png"
    check "example-feed shows rows of their own heights: row 0 ($(pixel "$work/feed-0.png" 240 22)), row 1 ($(pixel "$work/feed-0.png" 240 100)), row 2 ($(pixel "$work/feed-0.png" 240 250))" \
        test "$(pixel "$work/feed-0.png" 240 22)" = "srgb(50,50,70)" -a "$(pixel "$work/feed-0.png" 240 100)" = "srgb(90,90,110)" \
             -a "$(pixel "$work/feed-0.png" 240 250)" = "srgb(130,130,150)"
    check "and card 0 in row 3 ($(pixel "$work/feed-0.png" 80 360)), row 4 under it ($(pixel "$work/feed-0.png" 240 500))" \
        test "$(pixel "$work/feed-0.png" 80 360)" = "srgb(200,60,90)" -a "$(pixel "$work/feed-0.png" 240 500)" = "srgb(90,90,110)"
    held_drag "$work/feed-1.png" 400 360 -200 10 10
    check "a sideways drag over the cards brings card 1 to the left ($(pixel "$work/feed-1.png" 80 360)); the list stays ($(pixel "$work/feed-1.png" 240 22))" \
        test "$(pixel "$work/feed-1.png" 80 360)" = "srgb(185,75,90)" -a "$(pixel "$work/feed-1.png" 240 22)" = "srgb(50,50,70)"
    held_drag "$work/feed-2.png" 240 600 10 -300 10
    check "a vertical drag scrolls the list by 296 px: row 5 at y = 300 ($(pixel "$work/feed-2.png" 240 300))" \
        test "$(pixel "$work/feed-2.png" 240 300)" = "srgb(130,130,150)"
    # + adds a 100 px row (light) under the cards, at 464 − 296 = 168 in the window; rows below move down.
    drive key --window "$example_window" equal
    still "$work/feed-3.png"
    check "+ adds a row under the cards ($(pixel "$work/feed-3.png" 240 200)); row 5 moves down 100 px to y = 400 ($(pixel "$work/feed-3.png" 240 400))" \
        test "$(pixel "$work/feed-3.png" 240 200)" = "srgb(200,200,220)" -a "$(pixel "$work/feed-3.png" 240 400)" = "srgb(130,130,150)"
    drive key --window "$example_window" minus
    still "$work/feed-4.png"
    check "- takes it away: row 5 back at y = 300 ($(pixel "$work/feed-4.png" 240 300))" \
        test "$(pixel "$work/feed-4.png" 240 300)" = "srgb(130,130,150)" -a "$(pixel "$work/feed-4.png" 240 200)" = "srgb(90,90,110)"
    at_rest_then_close
fi

# The settings screen: rows of 40 (section), 52 (setting, a grey line at its foot),
# 72 (note) and 170 px (the cards); text in the system's font.
if [ -x "$examples_dir/example-settings" ]; then
    open_example example-settings
    shot "$work/settings-0.png"
    check "example-settings draws its text (many colours: $(convert "$work/settings-0.png" -format '%k' info:))" \
        test "$(convert "$work/settings-0.png" -format '%k' info:)" -gt 40
    check "and its first setting's line under it ($(pixel "$work/settings-0.png" 240 91))" \
        test "$(pixel "$work/settings-0.png" 240 91)" = "srgb(150,150,160)"
    xdotool windowactivate --sync "$example_window" 2>/dev/null
    drive key --window "$example_window" End
    still "$work/settings-1.png" 0.8
    check "End shows the last setting, its line at the window's foot ($(pixel "$work/settings-1.png" 240 719))" \
        test "$(pixel "$work/settings-1.png" 240 719)" = "srgb(150,150,160)"
    drive key --window "$example_window" Home
    still "$work/settings-2.png" 0.8
    check "Home shows the start again, as it was" alike settings-0 settings-2
    drive key --window "$example_window" Page_Down
    still "$work/settings-3.png" 0.8
    check "Page Down scrolls a screen" differ_pixels "$work/settings-0.png" "$work/settings-3.png"
    at_rest_then_close
fi

# The folder viewer: a folder of a JPEG, a PNG, a GIF, a WebP and a broken JPEG,
# each picture fitted to the 1000×700 window (inset 24) on a grey of 24,24,26.
if [ -x "$examples_dir/example-folder-viewer" ]; then
    viewer="$work/viewer"
    mkdir -p "$viewer"
    root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
    convert "$root/Assets/animals/bear.png" -background '#305080' -flatten -quality 90 "$viewer/a-bear.jpg"
    cp "$root/Assets/animals/bat.png" "$viewer/b-bat.png"
    # An animated GIF: the bear, then its negative, half a second each.
    convert \( "$root/Assets/animals/bear.png" -background '#305080' -flatten \) \( +clone -negate \) \
        -set delay 50 -loop 0 "$viewer/c-bear.gif"
    convert "$root/Assets/animals/bear.png" -background '#305080' -flatten "$viewer/d-bear.webp"
    head -c 300 "$viewer/a-bear.jpg" >"$viewer/e-broken.jpg"
    # A TIFF scan: LZW strips, as ImageMagick writes it.
    convert "$root/Assets/animals/bat.png" -background '#806030' -flatten -compress lzw "$viewer/f-scan.tif"
    echo "notes" >"$viewer/notes.txt"
    background="srgb(28,28,30)"
    # shows_picture FILE: shoots FILE; whether the window's centre is a picture's, not the background.
    shows_picture() { shot "$1" && test "$(pixel "$1" 500 350)" != "$background"; }
    open_example example-folder-viewer "$viewer"
    check "example-folder-viewer shows the first picture, a JPEG, once decoded" \
        wait_until 30 shows_picture "$work/viewer-0.png"
    check "fitted and centred: the window's edge is the background ($(pixel "$work/viewer-0.png" 10 350))" \
        test "$(pixel "$work/viewer-0.png" 10 350)" = "$background"
    xdotool windowactivate --sync "$example_window" 2>/dev/null
    for _ in 1 2; do drive key --window "$example_window" Right; sleep 0.4; done
    check "→ twice: the animated GIF is drawn" wait_until 30 shows_picture "$work/viewer-2.png"
    # changed_from FILE SHOT: shoots SHOT; whether the window's centre differs from FILE's.
    changed_from() { shot "$2" && test "$(pixel "$2" 500 350)" != "$(pixel "$1" 500 350)"; }
    check "and it plays: its next frame comes" wait_until 5 changed_from "$work/viewer-2.png" "$work/viewer-2b.png"
    drive key --window "$example_window" Right
    check "→: the WebP is drawn" wait_until 30 shows_picture "$work/viewer-3.png"
    drive key --window "$example_window" Right
    still "$work/viewer-4.png" 0.8
    check "→: the broken JPEG shows a card with its name and why, no picture ($(pixel "$work/viewer-4.png" 500 280), $(colours viewer-4) colours)" \
        test "$(pixel "$work/viewer-4.png" 500 280)" = "srgb(120,30,36)" -a "$(pixel "$work/viewer-4.png" 10 350)" = "$background" -a "$(colours viewer-4)" -gt 4
    drive key --window "$example_window" Right
    check "→: the TIFF is drawn" wait_until 30 shows_picture "$work/viewer-tiff.png"
    drive key --window "$example_window" Home
    still "$work/viewer-5.png" 0.8
    # Above the name band, which fades 2 s after the last key or move.
    for n in 0 5; do convert "$work/viewer-$n.png" -crop 1000x620+0+0 +repage "$work/viewer-top-$n.png"; done
    check "Home: the first picture again, as it was" alike viewer-top-0 viewer-top-5
    sleep 3
    shot "$work/viewer-rested.png"
    drive mousemove --window "$example_window" 400 300
    shot "$work/viewer-moved.png"
    check "the name band faded once nothing moved, and a move brings it back ($(pixel "$work/viewer-rested.png" 500 670), $(pixel "$work/viewer-moved.png" 500 670))" \
        test "$(pixel "$work/viewer-rested.png" 500 670)" != "$(pixel "$work/viewer-moved.png" 500 670)"
    drive key --window "$example_window" i
    sleep 0.5
    shot "$work/viewer-info.png"
    check "i: the picture's information in a panel at the top left ($(pixel "$work/viewer-info.png" 30 30))" \
        test "$(pixel "$work/viewer-info.png" 30 30)" != "$(pixel "$work/viewer-rested.png" 30 30)"
    drive key --window "$example_window" i
    sleep 2.6
    at_rest_then_close
fi

if [ -x "$examples_dir/example-photo-grid" ]; then
    photos="$work/photos"
    mkdir -p "$photos"
    # 30 pictures of one colour each, no two alike (hues 12° apart), 300×200.
    for i in $(seq 0 29); do convert -size 300x200 "xc:hsl($((i * 12)),80%,50%)" -quality 95 "$photos/$(printf 'p%02d' "$i").jpg"; done
    tile="srgb(44,48,60)"; ground="srgb(22,24,30)"
    # thumbnail_at FILE X Y: shoots FILE; whether (X, Y) is neither the tile nor the background.
    thumbnail_at() { shot "$1" && test "$(pixel "$1" "$2" "$3")" != "$tile" -a "$(pixel "$1" "$2" "$3")" != "$ground"; }
    open_example example-photo-grid "$photos"
    # 1000 px across: five columns of 190 px cells 8 px apart; a 300×200 picture fills a cell's width.
    check "example-photo-grid shows the first thumbnails once decoded" wait_until 30 thumbnail_at "$work/grid-0.png" 103 103
    # The pointer in a gap between cells: no cell's name is shown in the shots compared.
    gap() { drive mousemove --window "$example_window" 202 103; }
    gap
    still "$work/grid-0.png" 0.8
    check "five thumbnails across, of their own colours ($(pixel "$work/grid-0.png" 103 103) … $(pixel "$work/grid-0.png" 897 103))" \
        test "$(pixel "$work/grid-0.png" 103 103)" != "$(pixel "$work/grid-0.png" 897 103)" -a "$(pixel "$work/grid-0.png" 897 103)" != "$tile"
    check "the gaps between cells are the background ($(pixel "$work/grid-0.png" 202 103))" \
        test "$(pixel "$work/grid-0.png" 202 103)" = "$ground"
    held_drag "$work/grid-1.png" 500 600 0 -300 10
    check "a drag up moves the rows ($(pixel "$work/grid-1.png" 103 103) after $(pixel "$work/grid-0.png" 103 103))" \
        differ grid-0 grid-1
    xdotool windowactivate --sync "$example_window" 2>/dev/null
    drive key --window "$example_window" Home
    gap
    still "$work/grid-2.png" 0.8
    check "Home: the first row again, as it was" alike grid-0 grid-2
    # The name of the picture under the pointer on a band across its cell's bottom (y 178–198 of cell 0).
    drive mousemove --window "$example_window" 103 60
    still "$work/grid-hover-0.png" 0.3
    drive mousemove --window "$example_window" 301 60
    still "$work/grid-hover-1.png" 0.3
    check "the pointer over a cell shows its name at the cell's foot, and moves on with it ($(pixel "$work/grid-hover-0.png" 20 192) then $(pixel "$work/grid-hover-1.png" 20 192))" \
        test "$(pixel "$work/grid-hover-0.png" 20 192)" != "$(pixel "$work/grid-hover-1.png" 20 192)" -a \
        "$(pixel "$work/grid-hover-1.png" 218 192)" = "$(pixel "$work/grid-hover-0.png" 20 192)"
    drive mousemove --window "$example_window" 301 103 click 1
    still "$work/grid-3.png" 0.3
    check "a click opens the picture in the viewer: the window's middle is its colour ($(pixel "$work/grid-3.png" 500 350)), the viewer's background around it ($(pixel "$work/grid-3.png" 103 600))" \
        test "$(pixel "$work/grid-3.png" 500 350)" = "$(pixel "$work/grid-0.png" 301 103)" -a "$(pixel "$work/grid-3.png" 103 600)" = "srgb(28,28,30)"
    drive key --window "$example_window" Right
    still "$work/grid-3b.png" 0.3
    check "→ in the viewer: the next picture ($(pixel "$work/grid-3b.png" 500 350))" \
        test "$(pixel "$work/grid-3b.png" 500 350)" = "$(pixel "$work/grid-0.png" 500 103)"
    drive key --window "$example_window" Escape
    gap
    still "$work/grid-4.png" 0.8
    check "Esc goes back to the grid, the picture last shown ringed ($(pixel "$work/grid-4.png" 403 60)) and the first cell as it was" \
        test "$(pixel "$work/grid-4.png" 403 60)" = "srgb(90,200,250)" -a "$(pixel "$work/grid-4.png" 103 103)" = "$(pixel "$work/grid-0.png" 103 103)"
    at_rest_then_close
fi

if [ -n "${examples_alone:-}" ]; then
    echo "$passed passed, $failed failed"
    [ "$failed" -eq 0 ]
fi
