import Pictures
/// What the figures mean and what was done about them; appended to BENCHMARKS.md.
/// The explanations refer to rows of the tables above, measured in the same run.
enum Notes {
    static let text = """

        ## Notes: what the figures called for, and what is left

        **Frame cost.** The first full run (2026-11-29) measured, HUD off, the pager
        at 8.7× the floor, the carousel at 4.6×, the stack at 2.8× and the banner at
        1.9×. What fixed most of it, each found with `valgrind --tool=callgrind` and
        small side-by-side timings:

        - Pictures are composed once, off the render thread, into opaque surfaces in
          the window's own pixel format (XRGB8888): drawing a picture is one
          unblended copy (the pager's pages hold the picture alone since issue 23;
          the frame fills the rest). Before, every frame scaled and blended
          the picture, and copied ARGB textures into the XRGB window with a per-pixel
          conversion (about 5 instructions a pixel instead of under 1).
        - Views that are opaque (tiles, rows, banners) are textures in the window's
          format with blending off; text on a known background is rendered shaded
          (anti-aliased onto that colour) and copied unblended.
        - No whole-window clear under content that covers the window: only the gaps
          are filled.
        - The stack's rows and plain views span the whole window width, margins
          painted in: a copy whose rows are contiguous in memory is one large memcpy,
          while rows 1240 px wide in a 1280 px window were measured at 1.5× the cost.
        - List rows are stamped from prepared templates (a copy and a few digits)
          instead of being filled and typeset for every row that scrolls in.
        - The header and footer bars are each composed once into a texture (one copy a
          frame), and a mode draws clipped to the rows between them, so nothing is
          written twice under the bars: the pager went from 1.86× to about 1.3×.

        **Pages moving sideways.** At rest the pages are close to the floor (see the
        "at rest" rows). While a page is scrolled sideways by any amount, its rows no
        longer start on the window's 16-byte steps, and the software renderer copies
        them with ordinary stores, each write paying a read for ownership that the
        floor's streaming copy avoids: the row "floor shifted by 1 px" is that copy,
        about 1.5× the floor at 3840×2160 (less in small windows, whose frames stay
        in the caches). The banner and the carousel measured 1.51–1.61× there. They
        now draw a moving page from its face (`PageFace`): the plain parts (the
        background, the card) filled on window columns at multiples of 16 px, whole
        64-byte lines, and only the details (the picture, the lines of text) and the
        pixels beside each fill copied: measured beside the whole copies in one
        build, 0.88–0.92× and 1.01× at 3840×2160, 0.99× and 1.12–1.26× at 2560×1440,
        the same pixels. Fills not kept to whole lines made the carousel slower than
        before below 3840×2160 (1.68–1.85× at 2560×1440): a fill and a copy that
        share a line cost more than both. Faces draw only pages of 2560×1200 px and
        more: in smaller windows the frames stay in the caches, where a copy at an
        offset costs what a fill does, and a full run with faces at every size
        measured the carousel at 1.44× (1280×720) and 1.37× (1920×1080) against
        1.17× copied whole. The feed's card row and the pager still
        copy at the offset; they are within the target (their pages are mostly
        picture).

        **HUD on** costs about 2.5× the floor. It was about 4× with a translucent panel
        and tinted, blended glyphs; the panel is now opaque and its glyphs are opaque
        too. What remains is some 300 small glyph copies a frame; drawing the HUD's
        text into one texture a few times a second would bring it down.

        **Memory.** Each long run's live objects stay at their bounds (pager ≤ 3
        textures, strip 4 tiles, stack cells ≤ visible rows + 2 per list). RSS is read
        after `malloc_trim(0)`, once after a warm-up that shows everything the run
        will show (all banner pages; the stack shows each child first) and once at the
        end. Without those, RSS moved by several MiB with glibc's heap arenas and with
        the first texture of a page first seen after the warm-up, not with leaks.

        **Time to first frame** was 1.9× the bare SDL program while all five modes were
        made at start (three pictures decoded for the pager, three for the carousel,
        the stack's row templates typeset). Modes are now made when first shown, and
        the file names are ordered without ICU's collation (13 M instructions at
        start). What remains over the bare program is loading the fonts and the
        first mode's views (Foundation is gone since issue 23).

        **Frame pacing.** Xvfb has no vsync: the demo paces itself with its sleep
        fallback, on a steady grid of refresh intervals, so this measures that
        fallback (and Xvfb's reported refresh rate).

        **At rest.** Before 2026-11-30 the window presented 60 frames a second with
        nothing moving: 21–38% of a core with the HUD off, 30–81% with it on. Two
        changes brought every mode at rest to 0.00% and 0 wake-ups a second, the
        same as feh and nsxiv showing a picture:
        - The window draws only when something changes. Each mode says when it next
          needs a frame (now while anything moves; the carousel's next countdown
          segment; a decode in progress, looked at again every 8 ms; nothing at
          rest) and the loop waits for events in between (`SDL_WaitEventTimeout`).
          The HUD draws once more half a second after motion stops, to say "idle",
          and then rests too.
        - Under Xvfb (or any machine without a GPU driver) SDL's accelerated
          renderer is OpenGL on Mesa's llvmpipe, a software rasterizer whose threads
          cost several times what SDL's own software renderer does for the same
          frames: the carousel running measured 8–15% of a core on llvmpipe and 1–1.5%
          on the software renderer. The demo now uses the software renderer when the
          OpenGL renderer is a software rasterizer (and keeps the GPU's otherwise).
        The carousel's countdown became ten segments (five frames a second between
        advances) instead of a bar that moved every frame.

        **Pictures arriving while pages move.** Measured from outside with the
        OpenGL renderer on llvmpipe, a newly decoded 24 MP neighbour page stalled
        the window for 52–69 ms when it became a texture. Decoding and composing
        (the picture scaled into a window-sized page) were already off the render
        thread; what was left on it was the upload of a window-sized texture, which
        llvmpipe made slow. With SDL's software renderer where OpenGL is a software
        rasterizer (see "At rest"), the upload is a copy of one page (about 1–2 ms)
        and the pacing rows above meet the target with the photo folder. The test
        `PicturesArrivingTests` measures each frame's work in thread CPU time while
        pictures arrive behind a pager and a carousel turning pages (about 5 ms in a
        debug build, bound 25 ms). The worst intervals (about 24 ms in every mode,
        the strip's included) are the machine's noise: two cores shared by the demo,
        its decoder thread and Xvfb.

        **The feed (the stack mode since issue 11).** Its carousel row of 260 px
        cards and its box made the stack 2.4–2.7× the floor at first: narrow copies
        are row-by-row copies (see "floor shifted by 1 px"). The box's rows now carry
        its margins and borders and span the window (contiguous copies again), the
        carousel band fills only the gaps its cards leave, and at rest the band is
        drawn once into a full-width texture and copied from there: the stack at rest
        went from 2.72× to about 1.2×, its vertical flings to about 1.3×. The "feed"
        rows keep the carousel row moving half of the time (a flick every other
        second): while cards move sideways they are drawn card by card, which the
        software renderer copies row by row — the pager's case, 1.7–1.8×.

        **Against the image viewers (issue 12).** First picture: a JPEG is decoded at
        the smallest of 1/2, 1/4, 1/8 that is still as large as the page shows it
        (libjpeg-turbo scales in its IDCT), start-up waits only for the page in view
        (its neighbours decode after it), and a picture arriving later fades in over
        0.12 s. A PNG over 16 MP is read row by row into its shown size; zlib's
        Adler-32 over the inflated rows is skipped (each IDAT chunk's CRC already
        covers the data), which halved the time of a 108 MP PNG at 1/16. Memory: on an
        X server without DRI (Xvfb) the demo used to create an OpenGL renderer to find
        out that it was llvmpipe, which mapped Mesa and LLVM (44 MB resident) for the
        whole run; it now asks the X server for DRI3, DRI2 or NVIDIA's GLX first and
        takes the software renderer at once: resident memory with a photo folder
        went from 137 MB to 68 MB. The next picture: the first changed frame comes
        within a frame of the key (the neighbour is already decoded); the page then
        slides in with the spring (about 0.43 s to settle), where the viewers switch
        at once. A picture still decoding after 0.1 s shows the rows its decoder has
        finished (libpng row by row into the shown size), so for the 108 MP PNGs the
        first frame already shows the picture's top and the rest fills in at up to
        30 frames a second; "first frame" is that frame, "first picture" the frame
        with the last row.

        **Big folders (issue 65).** A folder's names are read without an allocation
        each and kept in one buffer (about 20 bytes a picture with where each ends);
        their order keys (folded, each run of digits as its length and digits) and
        16 bytes of each as two numbers live only while they are sorted. A folder of
        more than 5,000 names gives its first, second and last picture as soon as it
        is read and its keys made: the first picture's decode starts then, while the
        rest are sorted on a thread of lower priority; and the demo reads the folder
        on a thread of its own while SDL starts and the window opens. Before: 0.30 s
        and 43 MiB at 100,000 files (about 150 bytes a file), 0.40 s and 61 MiB before
        that. What is left of the 1.5× target: the kernel alone takes 27 ms to give
        100,000 names (`getdents64` into a 1 MiB buffer, a C program on an idle core),
        more than half of the 1,000-file folder's whole first picture; the listing
        hides behind the window's opening for up to about 25 ms, and the first
        picture's decode then follows the listing instead of hiding behind the
        window as it does for 1,000 files.

        **The photo grid (issue 24).** Thumbnails come from the desktop's cache when
        it has them (the freedesktop.org standard's `large` entries, 256 px, read
        by libpng), else from a JPEG decoded at 1/8 or a PNG box-filtered row by row,
        and are then written there; nsxiv reads every picture before it shows its
        grid (its "Loading… N"), feh's montage adds the pictures one by one in name
        order. The wheel's figures first came out worse than nsxiv's (p95 24 ms,
        worst 30): the grid's frames were 20 ms apart while it scrolled. SDL's
        software renderer queues the drawing until present, so present (the time
        the pacer reads as waiting for the display) held the grid's 4–5 ms of
        copies, the pacer took it for vsync and started each frame one present
        later; the loop now flushes the drawing before it times present (frames
        while scrolling the grid: median 19.0 → 16.65 ms apart).

        **A warm grid's CPU and memory (issue 24).** The warm launch's CPU was
        mostly libpng reading the cache's 35 entries (12 M instructions each: RGBA,
        Paeth-filtered, which libpng undoes without SIMD): opaque entries are now
        RGB with the Sub and Up filters at deflate level 6 (7.3 M each, 0.85× the
        bytes), and a thumbnail that arrives within 0.1 s of being asked for
        appears without a fade (the fades drew frames of the whole grid). Then
        entries became stored, not deflated (level 0, no filters): a reader copies
        the rows instead of inflating them, the loader's time for a first screen
        49–54 → 15–21 ms, for 1.7 times the bytes (132 KB an entry instead of 76). Peak
        memory has a floor no SDL2 program goes under: the bare window's figure under the
        grid's table (the same software renderer, nothing else loaded) is about
        16 MiB, nsxiv's whole figure 9; the shared-memory image SDL draws the
        window into (3.5 MiB) is in the program, where nsxiv's window pixels are a
        pixmap in the X server.

        **Grid rows drawn as they are, and bands as the thumbnails' only copy
        (issue 42).** SDL's OpenGL renderer draws the grid's rows every frame, and
        each row used to fill its whole band, then every tile, then copy the
        thumbnails over: about two windows of pixels for llvmpipe. The background is
        now filled only around the cells and a tile only around an opaque thumbnail
        (OpenGL grid: present median 7.0 → 5.6 ms, late frames 2–10 → 0–1 of 600 in
        four runs each). In the software renderer a visible row whose cells have all
        settled keeps its thumbnails only in its band, kept while the row is live
        (warm grid: 11.7 → 9.6–10.5 MB anonymous, peak 34–36 → 34 MiB); they are
        asked for again if the band would be composed anew.

        **A present that works is not a wait (issue 42).** With a renderer made with
        vsync, the pacer takes a present of a quarter interval or more for a wait on
        the display and starts each frame as late as its render time allows. Mesa's
        llvmpipe rasterizes the whole frame in its present (6–7 ms for the grid at
        1280×720) and waits for nothing, so each frame started 13.5 ms after the
        last present and came about 20 ms after it: 50 frames a second in the
        OpenGL rows. The pacer now learns how much of a present is work (it grows
        while late-latched presents come back later than a refresh after the one
        before, shrinks while they come back sooner, and 1% of it is forgotten each
        frame) and starts that much earlier: by hand, the OpenGL grid's median
        interval 17.9–20.5 ms (twelve runs) → 16.4–16.6 (three), the strip's 18.8
        (the last full run) → 16.4–16.5 (three). Presents on a display's refreshes
        learn nothing (tested with 0.2 ms of jitter). The worst intervals stay at
        22–26 ms, as before: llvmpipe's presents take 4–6 ms in most frames and
        9–12 ms in about a quarter, and that spread reaches the screen whatever the
        frame's start.

        **The code that runs, laid out together (issue 42).** The kernel maps a
        program's code 64 KiB around each page it runs, and the demo's functions
        lay in link order: 4.2 of its 5.0 MB of code were resident in the warm grid,
        for 0.4 MB of functions that ran. run.sh's release builds (lld, glibc 2.36)
        now give each function a section, put those that run first (the list
        `Tools/hot-code.order`, from a callgrind run of every mode) and pack the
        relocations: warm grid peak 32.8 → 30.4–30.9 MB by hand, its code resident
        2.7–3.0 MB. The bare SDL program is built the same way (18.8 → 17.6 MB), so
        the ratio of the two moves little: the grid's remaining excess is the rows'
        pixels (6 bands of 0.94 MB at the peak), the text stack and the decoders.

        **Where the warm grid's memory goes (issue 42).** By hand (1280×720, the
        wheel turned 40 notches, VmHWM): the bare SDL window 17.5 MB, the demo
        28.6–29.0 MB. Over the bare window: the demo's own code resident +1.1 MB,
        HarfBuzz's and FreeType's +1.3 MB, the image libraries' +0.4 MB, and
        +6.7 MB anonymous — the rows' bands at the peak (6 × 0.94 MB), thumbnails
        on their way (about 1 MB), the text stack's heap, the bars. Drawn without
        bands, each thumbnail kept as a texture (what the OpenGL renderer draws
        from), the peak is 1.7 MB lower: what the bands cost over the thumbnails
        they replace, for frames of one copy per row. 1.5× the bare window is
        26.3 MB: over the code and libraries a grid of pictures with text needs,
        that leaves about 3.5 MB, less than one copy of the rows in view
        (1280 × 636 × 4 = 3.3 MB) with the thumbnails arriving. The demo's text is
        now drawn in Latin subsets of its two fonts (106 and 96 KB instead of 760
        and 710; the whole font only for other characters): 0.9 MB less. The
        header and footer now keep only their pieces — in each line of text, the
        runs of columns that are not the bar's colour — and draw a fill under
        them: 0.11–0.14 MB instead of two window-wide textures of 0.43 MB, the
        same pixels. What is left over the floor is what the grid shows: at rest,
        the four rows in view (3.75 MB of bands) and the next row's thumbnails
        (0.85 MB, so that it scrolls in whole); moving, the row that just left
        (so that it comes back whole). Kept only while in view (tried by hand),
        the peak is 1.0 MB lower and a row that comes back is blank tiles until
        its thumbnails are read again; laying the code out mode by mode (each
        mode's functions together) saved 0.4 MB before the first scroll and none
        at the peak, the kernel mapping the program's code in large runs.
        Drawing the rows without bands (each thumbnail copied from its own
        texture, tried by hand) would save 1.7 MB and cost 1.67× the floor a
        frame at 1280×720 (1.36× at 1920×1080, 0.85× at 3840×2160): some 7,000
        narrow row copies and fills a frame. What a grid of pictures cannot do
        without is measured beside the bare window: the same window holding one
        screen of the grid's pixels and a line of text drawn with SDL_ttf
        (`sdl-bare --follow --screen`) peaks at 1.27× the bare window (21.8
        against 17.1 MiB in a quick run), before a second font, a decoder or any
        row beyond the screen; 1.5× leaves 0.23× (4 MiB) for the program's code,
        its decoders and the rows that scroll in and back. Three things brought
        the warm grid under 1.5× (by hand, peak 28.2–29.4 → 26.1–26.3 MB; in a
        quick run 1.72× → 1.46×). A band holds only the rows of its row that hold
        pictures or tiles: a picture shown in full sits on the background (the
        tile gives way as it fades in), so a row of landscape photos in square
        cells keeps 115 of its 183 rows, and the background above and below is
        filled (a fill of window-wide rows costs less than a copy). The
        thumbnails decoded for the first screen were all held twice while they
        became textures, their pixels in the decoding thread's heap, which kept
        them resident once freed: each is now freed as soon as its texture is
        made, and allocations of 64 KB and more (a thumbnail, 78–120 KB) are
        mappings of their own, given back when freed (start-up peak 26.8 →
        24.9 MB). And the bench's warm launch had not been warm: the cold launch
        before it leaves unmade the thumbnails of the cells it scrolled past
        (their decodes stop as the cells go by), so the warm launch decoded some
        70 JPEGs (libjpeg's code 520 KB resident at its peak); a launch that
        turns the wheel a notch at a time, each once the window is still, now
        completes the cache first, for every program alike.

        **Start-up (issue 23).** Each font size opened its file anew through SDL's
        file stream, which FreeType reads with a seek and a read per access: 2,400
        seeks and 780 reads before the first frame. The font files are now mapped
        once and every size opened from memory. The first frame used to take the
        page faults of the window's shared-memory image as it first drew into it
        (900 pages: 6.6 ms of its 10); they are now asked for in one call while the
        first pictures decode (1.0 ms). The loader's thread runs at nice 10, behind
        the render thread and the X server; the first page's decode, which the
        first frame waits for, does not.

        **The first picture (issue 23).** A JPEG page is decoded straight into the
        page at its shown size: libjpeg at its SIMD scale just above it (1/1, 1/2,
        1/4, 1/8, where 5/8–7/8 run libjpeg's plain C), each row blended from the
        two source rows around it as they come — no picture-sized buffer besides
        the page (a 1.6 MP JPEG into 1152×720: 11.8 ms instead of 16.6 for 6/8 and
        a stretch). Without a window manager the window is mapped in the same
        requests as its first frame's present: the X server maps it and draws into
        it in one go. Before, it was mapped as soon as it was made, and the first
        look at it (a watcher's, as this bench's, or a compositor's) found it empty,
        the frame coming a read later. The first frame is also drawn before the
        first poll of events (a round trip).

        **Input to screen while dragging (issue 23).** Without vsync (Xvfb, SDL's
        software renderer) a frame for input starts as soon as a refresh interval
        has passed since the last one started, so a move at one a frame is drawn
        the moment it comes. The pacer used to take any present slower than a
        quarter interval (smoothed) for a wait on the display and then started
        frames late (late latching): a busy X server's slow presents could switch
        it, and one quick run measured the strip at 7.5 ms median, 15 ms p95 —
        half a frame's wait on every move. Only a renderer made with vsync is now
        taken to wait for the display. That was not all of it: a later full run
        measured 7.9 / 15.9 ms again. An input frame could start only a refresh
        interval (less 0.5 ms) after the last frame started, so with one move a
        frame a single frame that started late made every later move wait, the
        wait shrinking by 0.5 ms a frame. Input frames now keep room for one
        frame a refresh interval, up to two: a frame that started late lets the
        next start on time, and over time there is still at most one frame an
        interval. (A first version let two frames in quick succession — an input
        frame just before a slot of the motion grid — leave a debt, so the next
        input waited two intervals: the grid's wheel figures went from 10.5 / 17.8
        to 24.1 / 30.6 ms in one full run; room now never goes below none.) The
        strip also writes each pixel of its
        stage once (the background around the map's panel, the panel around its
        bar): its frame took 1.36 ms (median, HUD off) before and 0.73 ms after.

        **How the viewers are compared (issue 23).** The window is read through
        MIT-SHM (`XShmGetImage` into a shared image, about 1 ms a read at 1280×720)
        instead of `XGetImage` through the socket (about 10 ms), so a program's first
        picture is seen within a few ms of its present; the small pictures, whose
        times are a few tens of ms apart, are launched 7 times per viewer, each
        round starting with the next viewer. Three launches read 10 ms apart had
        put feh at 89 ms in one run and 64 in the next.

        **Where late frames come from (issue 23).** Full runs had 0–5 late frames
        of 3,600 in motion, in a different mode each time. The frame log now has
        each frame's planned start, start, end of drawing and present, and the
        drawing's CPU time: the late ones began 8–12 ms after their wait should
        have ended, with drawing and present of 1–2 ms, or drew for 8–23 ms of
        which 1–4 ms on the processor; the scheduler's trace (perf, sched_switch)
        shows no switch away in those, and the loop's thread waited on a lock
        twice in a run, 0.2 ms at most: the time went to the host. A 20-line C
        program that sleeps 16 ms a thousand times on this machine, idle, wakes
        more than 4 ms late 5 times and more than 8 ms late once; at SCHED_FIFO
        priority as often; sleeping 2 or 4 ms less and spinning to the time makes
        it worse (8 and 57 over 8 ms in 1,200: a busy virtual CPU is taken away by
        the host). So the pacing table counts late frames the thread was not run
        for apart from its own, and runs the bare SDL program on the same grid
        between the modes as the machine's floor.
        """
}
