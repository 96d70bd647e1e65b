import EndlessDemo
import Foundation

/// The figures of one run, as BENCHMARKS.md and as a summary.
struct Report {
    let quick: Bool
    var physics: [PhysicsBench.Row] = []
    var frames: [FrameBench.Row] = []
    var memory: [MemoryBench.Row] = []
    var startup: WindowBench.Startup?
    var pacing: [WindowBench.Pacing] = []
    var latency: [WindowBench.Latency] = []
    var idle: [IdleBench.Row] = []
    /// The examples on the library's loop beside the demo.
    var exampleLatency: [WindowBench.Latency] = []
    var exampleIdle: [IdleBench.Row] = []
    var viewers: [ViewerBench.Row] = []
    var pan: ViewerBench.Pan?
    var bigFolders: [BigFolderBench.Row] = []
    var bigFolderRuns = 0
    var grid: [GridBench.Row] = []
    /// A bare SDL2 window's peak resident memory, bytes (0: not measured).
    var gridFloor = 0
    /// The bare window holding one screen of the grid's pixels and a line of text: its peak memory, bytes.
    var gridScreenFloor = 0
    var seconds = 0.0

    static func cpu() -> String {
        guard let text = try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8) else { return "unknown" }
        let model = text.split(separator: "\n").first { $0.hasPrefix("model name") }
            .map { String($0.split(separator: ":", maxSplits: 1)[1]).trimmingCharacters(in: .whitespaces) }
        return "\(model ?? "unknown"), \(ProcessInfo.processInfo.activeProcessorCount) cores"
    }

    static func date() -> String {
        let formatter = DateFormatter()
        formatter.dateFormat = "yyyy-MM-dd HH:mm 'UTC'"
        formatter.timeZone = TimeZone(identifier: "UTC")
        return formatter.string(from: Date())
    }

    func mib(_ bytes: Int) -> String { format(Double(bytes) / 1_048_576, 2) }
    func mark(_ ok: Bool) -> String { ok ? "met" : "**missed**" }

    /// The frame work of a mode per frame: one axis step, one velocity estimate while
    /// dragging, and the mode's layout pass.
    var modelWorkPerFrame: [(mode: String, ns: Double)] {
        func ns(_ prefix: String) -> Double { physics.first { $0.name.hasPrefix(prefix) }?.nanoseconds ?? 0 }
        let axis = max(ns("axis step, decelerating"), ns("axis step, snapping"), ns("axis step, bouncing"))
        let tracker = ns("velocity")
        // A mode's row is "<mode>: ..."; a "step" row advances the mode's own axis already.
        return DemoModes.all.map { mode in
            let own = physics.first { $0.name.hasPrefix(mode.name + ":") }
            return (mode.name, tracker + (own?.nanoseconds ?? 0) + (own?.name.hasSuffix("step") == true ? 0 : axis))
        }
    }

    func summary() -> String {
        var lines = ["Endless benchmarks\(quick ? " (quick)" : "")"]
        let worst = modelWorkPerFrame.max { $0.ns < $1.ns }
        if let worst {
            lines.append("physics + model per frame: worst \(worst.mode) \(format(worst.ns, 0)) ns = \(format(worst.ns / 16_666_667 * 100, 4))% of 16.7 ms")
        }
        for row in frames where row.name.hasSuffix("off") && !row.name.contains("at rest") || row.name.hasPrefix("floor") {
            lines.append("frame \(row.name): median \(format(row.ratio, 2))x floor")
        }
        for row in viewers {
            lines.append("viewer \(row.folder), \(row.viewer): frame \(format(row.firstFrame * 1000, 0)) ms, first \(format(row.firstPicture * 1000, 0)) ms, next \(format(row.nextChange * 1000, 0))/\(format(row.nextSettled * 1000, 0)) ms, \(row.peakMemory >> 20) MiB")
        }
        for row in memory {
            lines.append("memory \(row.name): \(mib(row.growth)) MiB growth, max textures \(row.maxTextures)")
        }
        if let startup {
            lines.append("time to first frame: \(format(startup.ratio, 2))x bare SDL; first picture \(format(startup.pictureRatio, 2))x")
        }
        for row in idle + exampleIdle {
            lines.append("\(row.name): \(format(row.cpu, 2))% of a core, \(format(row.wakeups, 1)) wake-ups/s")
        }
        for row in exampleLatency {
            lines.append("latency \(row.name) at \(Int(row.rate)) Hz: median \(format(row.median * 1000, 2)) ms, p95 \(format(row.p95 * 1000, 2)) ms, \(row.missed) missed")
        }
        for row in latency {
            lines.append("latency \(row.name) at \(Int(row.rate)) Hz: median \(format(row.median * 1000, 2)) ms, p95 \(format(row.p95 * 1000, 2)) ms")
        }
        for run in pacing {
            lines.append("pacing \(run.name): \(format(run.share, 2))% late of \(run.frames), worst \(format(run.worstInterval * 1000, 1)) ms"
                + ", \(run.notRun) of the late not run (start delay \(format(run.worstStartDelay * 1000, 1)), drawing \(format(run.worstDrawing * 1000, 1)), CPU \(format(run.worstDrawingCPU * 1000, 1)), present \(format(run.worstPresent * 1000, 1)))")
        }
        return lines.joined(separator: "\n")
    }

    func markdown() -> String {
        var md = """
            # Benchmarks

            Measured by `./run.sh bench` (release build, `endless-bench`) on \(Report.date()).
            Machine: \(Report.cpu()). Whole run: \(format(seconds, 0)) s\(quick ? " (quick run: shortened, not for comparing)" : "").
            All figures of a table come from one run, so ratios compare like with like on a noisy machine.

            """
        md += "\n## Physics and models\n\nCost per call, median of 5 rounds.\n\n| call | ns | share of a 16.7 ms frame |\n|---|---:|---:|\n"
        for row in physics { md += "| \(row.name) | \(format(row.nanoseconds)) | \(format(row.frameShare, 4))% |\n" }
        md += "\nPer frame (one axis step + one velocity estimate + the mode's layout pass), target < 1% of 16.7 ms:\n\n| mode | ns per frame | share | target |\n|---|---:|---:|---|\n"
        for (mode, ns) in modelWorkPerFrame {
            let share = ns / 16_666_667 * 100
            md += "| \(mode) | \(format(ns, 0)) | \(format(share, 4))% | \(mark(share < 1)) |\n"
        }
        if !frames.isEmpty {
            md += "\n## Frame cost per mode\n\nHeadless software renderer at 1280×720\(quick ? "" : ", 1920×1080 and 3840×2160 (each size its own floor)"), a scripted \(quick ? 2 : 10) s session per mode (a fling every 2 s; \"at rest\" rows: the same time with no input), update + render + present. The floor frame copies one full-window opaque texture in the window's own format and presents; one floor frame is timed after every mode frame, in the same process, so each ratio compares frames measured side by side. Target: median ≤ 1.5× the floor with the HUD off.\n\n"
            md += "| frames | median ms | p99 ms | floor median ms | floor p99 ms | median / floor | p99 / floor | live cells (most) | target |\n|---|---:|---:|---:|---:|---:|---:|---:|---|\n"
            for row in frames {
                let target = row.name.hasSuffix("off") && !row.name.contains("at rest") ? mark(row.ratio <= 1.5) : ""
                let cells = row.name.hasPrefix("feed") ? "\(row.maxCells)" : ""
                md += "| \(row.name) | \(format(row.median * 1000, 3)) | \(format(row.p99 * 1000, 3)) | \(format(row.floorMedian * 1000, 3)) | \(format(row.floorP99 * 1000, 3)) | \(format(row.ratio, 2)) | \(format(row.p99Ratio, 2)) | \(cells) | \(target) |\n"
            }
        }
        if !memory.isEmpty {
            md += "\n## Memory over long runs\n\nVirtual clock, headless. Resident memory after 10% of the run (warm-up, after showing everything the run will show) and at the end, both after malloc_trim(0) so that RSS counts live memory; live objects at those points and the most seen at any rendered frame. Targets: growth ≤ 1 MiB; textures ≤ 5 (pager), tiles ≤ visible + 2, cells ≤ visible rows + 2 per list.\n\n"
            md += "| run | RSS before MiB | RSS after MiB | growth MiB | tiles before → after (max) | textures before → after (max) | cells before → after (max) | s | target |\n|---|---:|---:|---:|---|---|---|---:|---|\n"
            for row in memory {
                let bounded = row.growth <= 1_048_576
                md += "| \(row.name) | \(mib(row.residentBefore)) | \(mib(row.residentAfter)) | \(mib(row.growth)) | \(row.before.liveTiles) → \(row.after.liveTiles) (\(row.maxTiles)) | \(row.before.textures) → \(row.after.textures) (\(row.maxTextures)) | \(row.before.liveCells) → \(row.after.liveCells) (\(row.maxCells)) | \(format(row.seconds, 0)) | \(mark(bounded)) |\n"
            }
        }
        if let startup {
            md += "\n## Time to first frame\n\nUnder Xvfb: from spawning the process to its exit after the first presented frame (`endless-demo --frames 1` against `sdl-bare`, which opens the same window and presents one frame), median of \(startup.runs) alternating runs. Target ≤ 1.5×.\n\n"
            md += "| program | median ms |\n|---|---:|\n| endless-demo | \(format(startup.demo * 1000)) |\n| sdl-bare | \(format(startup.bare * 1000)) |\n| ratio | \(format(startup.ratio, 2)) (\(mark(startup.ratio <= 1.5))) |\n"
            md += "\nTime to first *picture*: `endless-demo --mode pager --until-pictures` exits after the first frame that shows the pictures in view in full (start-up waits up to 0.25 s for them, so that the first frame shows them rather than placeholders). Target ≤ 1.5× the bare program's first frame.\n\n"
            md += "| program | median ms | / sdl-bare |\n|---|---:|---:|\n| endless-demo, pager's first pictures | \(format(startup.picture * 1000)) | \(format(startup.pictureRatio, 2)) (\(mark(startup.pictureRatio <= 1.5))) |\n"
        }
        if let refresh = pacing.first?.refresh {
            md += "\n## Frame pacing\n\nA real window under Xvfb at 1280×720, HUD off, drawing every frame (`--frames`, `--frame-log`), \(pacing.first?.frames ?? 0) frame intervals per mode after 60 warm-up frames, driven with xdotool: the strip and the stack flung every 1.5 s, the banner, the pager and the carousel turned a page every 0.5 s; the pager and the carousel page through a folder of 24-megapixel JPEGs that the bench makes (6000×4000, so that pictures are decoded, composed and turned into textures while pages move). Late: more than 1.5× the refresh interval (\(format(refresh * 1000, 2)) ms) after the previous frame. Target: ≤ 1% late, no frame over 2× the refresh interval, no late frame of its own, and late no more often than the bare SDL program measured beside it (on the same grid and renderer) plus 0.25 %. The stack is the feed: its vertical flings start in the box at y = 600, so the first ones hand over from the box to the feed. The worst frame's time, from the frame log: how long after the pacer's planned start the loop began it, its update and drawing, and its present. Not run: late frames that would have been on time but for the time the loop's thread was not run — after its wait should have ended (the planned start, or the previous frame's present if later) and while it drew (the drawing's time less the thread's CPU time). That is the machine's: on these virtual machines a 16 ms sleep sometimes ends 5–12 ms late whatever the priority, even SCHED_FIFO, and a running thread loses milliseconds to the host. Own: the other late frames, late even without that (work, present, or an earlier frame that ran over). The bare SDL program (`sdl-bare --pace`) draws a bar a frame on the same grid, sleeping in between as the demo's loop does, \(pacing.first?.frames ?? 0) frames after each mode's run, so that both meet the same machine. The rows after it: the strip and the grid paced for 120 and 144 Hz displays (`--refresh`; Xvfb reports 60 Hz, and its presents never wait), each late against its own refresh interval; and drawn by SDL's OpenGL renderer (`SDL_RENDER_DRIVER=opengl`, Mesa's llvmpipe: a CPU rasterizer, for regressions, not a GPU's speed); each followed by the bare SDL program paced on the same grid and drawn by the same renderer (`sdl-bare --pace N LOG --refresh HZ`).\n\n"
            md += "| mode | frames | late | not run | own | share | bare SDL beside it | median interval ms | worst interval ms | worst: start delay / drawing (CPU) / present ms | target |\n|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|\n"
            for run in pacing {
                let parts = "\(format(run.worstStartDelay * 1000, 1)) / \(format(run.worstDrawing * 1000, 1)) (\(format(run.worstDrawingCPU * 1000, 1))) / \(format(run.worstPresent * 1000, 1))"
                let target = run.name.hasPrefix("sdl-bare") ? "—" : mark(run.met)
                let bare = run.bareShare.map { "\(format($0, 2))%" } ?? "—"
                md += "| \(run.name) | \(run.frames) | \(run.late) | \(run.notRun) | \(run.own) | \(format(run.share, 2))% | \(bare) | \(format(run.medianInterval * 1000, 2)) | \(format(run.worstInterval * 1000, 1)) | \(parts) | \(target) |\n"
            }
            let sixty = pacing.prefix { !$0.name.hasPrefix("sdl-bare") }
            md += "\nOwn late frames in the \(sixty.count) rows at 60 Hz: \(sixty.reduce(0) { $0 + $1.own }) of \(sixty.reduce(0) { $0 + $1.frames }) (target: 0).\n"

        }
        if !latency.isEmpty {
            md += "\n## Input to screen while dragging\n\nA real window under Xvfb, the pointer pressed in the strip's tiles (window row 170) and moved 4 px at a time through XTest, a move every 1/60 s or every 1/125 s on an absolute clock; after each move, the time until the window's row under the pointer changes, read from outside every few tens of µs (`xprobe_drag_latency`, `Sources/CXProbe`). This is the time from input to pixels: the wait for the frame, the drawing and the present (the process's own render time is in the frame-cost table). At one move a frame a move should reach the screen in its own frame; faster moves share frames (at 125 Hz about every other move has none before the next, so missed counts them and the median is of the rest). The bare SDL program draws a bar under the pointer on each motion event, with SDL's software renderer into the window as the demo's. Target for the demo at one move a frame: median ≤ 3 ms, p95 ≤ 6 ms, no move missed.\n\n"
            md += "| program | moves per s | moves | missed | median ms | p95 ms | target |\n|---|---:|---:|---:|---:|---:|---|\n"
            for row in latency {
                let target = row.name.hasPrefix("endless") && row.rate == 60 ? mark(row.met) : "—"
                md += "| \(row.name) | \(Int(row.rate)) | \(row.moves) | \(row.missed) | \(format(row.median * 1000, 2)) | \(format(row.p95 * 1000, 2)) | \(target) |\n"
            }
        }
        if !idle.isEmpty {
            md += "\n## At rest: CPU and wake-ups\n\nA real window under Xvfb (1280×720), each mode started alone and left alone for \(quick ? 1 : 2) s, then measured over \(quick ? 2 : 10) s from outside the process: CPU from `/proc/PID/stat` (user + system, all threads) as a share of one core, wake-ups as the voluntary context switches of all its threads per second (`/proc/PID/task/*/status`). The carousel rows run autoplay (an eased advance every 2 s, a countdown of ten segments). The fling row measures 2 s from the start of a fling. Peers, where installed, show one picture the same way. Targets: ≤ 1% of a core and ≤ 2 wake-ups/s at rest, ≤ 10% with the carousel running.\n\n"
            md += "| what | CPU % of a core | wake-ups / s | target |\n|---|---:|---:|---|\n"
            for row in idle {
                let target = row.cpuBound == nil && row.wakeupBound == nil ? "" : mark(row.met)
                md += "| \(row.name) | \(format(row.cpu, 2)) | \(format(row.wakeups, 1)) | \(target) |\n"
            }
        }
        if !exampleLatency.isEmpty || !exampleIdle.isEmpty {
            md += "\n## The library's window loop: an example beside the demo\n\nThe examples (`Examples/`) run on `SDLWindowLoop` with nothing of the demo's; the demo runs on the same loop. Measured in the same run the same ways as above: the drag's input-to-screen time (the looping pager dragged at window row 185, through its pages' squares; the demo's strip at row 170), CPU and wake-ups at rest, and a fling's first 2 s. Targets for the examples: at one move a frame median ≤ 3 ms, p95 ≤ 6 ms, no move missed; at rest ≤ 1 % of a core and ≤ 2 wake-ups/s; a fling's CPU within 1.2× the demo's strip's for the same drag.\n\n"
            md += "| program | moves per s | moves | missed | median ms | p95 ms | target |\n|---|---:|---:|---:|---:|---:|---|\n"
            for row in exampleLatency {
                let target = row.rate == 60 ? mark(row.met) : "—"
                md += "| \(row.name) | \(Int(row.rate)) | \(row.moves) | \(row.missed) | \(format(row.median * 1000, 2)) | \(format(row.p95 * 1000, 2)) | \(target) |\n"
            }
            md += "\n| what | CPU % of a core | wake-ups / s | target |\n|---|---:|---:|---|\n"
            for row in exampleIdle {
                let target = row.cpuBound == nil && row.wakeupBound == nil ? "" : mark(row.met)
                md += "| \(row.name) | \(format(row.cpu, 2)) | \(format(row.wakeups, 1)) | \(target) |\n"
            }
        }
        if !viewers.isEmpty {
            md += "\n## Against the image viewers\n\nUnder Xvfb, each program showing the same folder in a 1280×720 window, launched \(quick ? 1 : ViewerBench.smallFolderRuns) times each for the small pictures and \(quick ? 1 : 3) for the others, launch by launch in turn (each round starting with the next program); figures are medians of the launches. Measured from outside the same way for all: the window's pixels read every ~3 ms through MIT-SHM (`XShmGetImage` into a shared image, about 1 ms a read at 1280×720; `Sources/CXProbe`), the peak resident memory (VmHWM) from `/proc`. First frame: from spawning the process to the first frame that differs from the window as it was mapped (whatever it shows: Endless's first frame of a big PNG shows the rows of the picture decoded so far). First picture: from spawning the process to the first frame that equals the picture it then shows unchanged for 2.5 s. Next: from sending the next-picture key (xdotool) to the first changed frame, and to the settled next picture (Endless animates its page turn: the first changed frame already shows the next picture sliding in; the viewers switch at once). Targets: first picture ≤ the fastest of the others; next picture changing within one frame (16.7 ms) when prefetched; peak memory ≤ theirs.\n\n"
            md += "| folder | program | first frame ms | first picture ms | next: first change ms | next: settled ms | not prefetched: settled ms | peak memory MiB |\n|---|---|---:|---:|---:|---:|---:|---:|\n"
            for row in viewers {
                md += "| \(row.folder) | \(row.viewer) | \(format(row.firstFrame * 1000, 0)) | \(format(row.firstPicture * 1000, 0)) | \(format(row.nextChange * 1000, 0)) | \(format(row.nextSettled * 1000, 0)) | \(format(row.skipSettled * 1000, 0)) | \(format(Double(row.peakMemory) / 1_048_576, 1)) |\n"
            }
            md += "\nNot prefetched: two more next-picture keys 15 ms apart, from the second key to the settled picture two on, which no program had decoded yet (30 small JPEGs, 8 large ones and 5 PNGs, so that it is not the one before the first either). Endless's first change counts the page sliding in; its settled time is the 0.25 s turn or the decode, whichever ends later.\n"
        }
        if let pan {
            md += "\n**Panning a 108 MP PNG at the maximum zoom** (headless, 12000 × 9000, 4 screen px per picture px, \(pan.drags) slow drags of 1000 px from the centre to near the left edge and across to near the right edge, \(format(pan.seconds, 1)) s): peak resident memory \(pan.peakMemory >> 20) MiB in all (budget: 256 MiB of pixels) (\(mark(pan.peakMemory < 256 << 20 && !pan.pageTurned)))\(pan.pageTurned ? "; **the page turned**" : "").\n"
        }
        if !bigFolders.isEmpty {
            md += BigFolderBench.markdown(bigFolders, runs: bigFolderRuns)
        }
        if !grid.isEmpty {
            md += gridSection
        }
        md += Notes.text
        return md
    }

    /// The photo grid beside nsxiv's and feh's thumbnail modes.
    var gridSection: String {
        let launches = grid.first?.runs ?? 0
        var md = "\n## The photo grid against the viewers' thumbnail modes\n\nUnder Xvfb, `endless-demo --mode grid`, `nsxiv -t` and `feh -t --cache-thumbnails`, each 1280×720, on one folder of \(quick ? 400 : 1000) JPEGs (\(quick ? 8 : 20) photos of 2, 6, 12 and 24 MP in turn, each under several names: hard links, so every name is a picture of its own to each program and its cache), launched \(launches) time(s) each in turn: first with an empty cache (`XDG_CACHE_HOME` a new folder: cold), then again with the cache that launch left, completed first by a launch that turns the wheel the same way a notch at a time, each once the window has been unchanged for 0.4 s (warm: a cold launch leaves the thumbnails of the cells it scrolled past unmade, their decodes stopped, and a warm launch would make them). The files are in the page cache in both. Measured from outside the same way for all: first screen: from spawning the process to the first frame of the window that it then shows unchanged for 2.5 s (every thumbnail of the first screen in place); CPU: the run time of all its threads until then (and the 2.5 s after), those that have ended too, from the process's CPU clock (`clock_getcpuclockid`, nanoseconds; `/proc/PID/stat`'s user + system time is in 10 ms ticks); wheel: \(GridBench.notches) notches down, one every \(format(GridBench.notchInterval * 1000, 0)) ms through XTest, each timed to the first change of a column of the window through its middle (read every few tens of µs: the edges between cells move along it as the content scrolls) — while thumbnails load in a cold launch; no change: notches after which that column did not change before the next (a program busy making thumbnails, or one that does not scroll); peak memory: VmHWM. Targets: ahead of both on every figure warm, and on the wheel's figures cold.\n\n"
        md += "| cache | program | first screen ms | CPU ms | wheel: median ms | p95 ms | worst ms | no change | peak memory MiB |\n|---|---|---:|---:|---:|---:|---:|---:|---:|\n"
        for row in grid {
            md += "| \(row.cache) | \(row.viewer) | \(GridBench.milliseconds(row.firstScreen)) | \(format(row.cpu * 1000, 0)) | \(format(row.wheelMedian * 1000, 1)) | \(format(row.wheelP95 * 1000, 1)) | \(format(row.wheelWorst * 1000, 1)) | \(row.missed) of \(row.notches) | \(format(Double(row.peakMemory) / 1_048_576, 1)) |\n"
        }
        if gridFloor > 0 {
            md += "\nThe floor of the stack: a bare SDL2 window with the same software renderer drawing into the window (`sdl-bare --follow`, one frame drawn, nothing else loaded) peaks at \(format(Double(gridFloor) / 1_048_576, 1)) MiB, the most of \(quick ? 1 : 3) launches; no SDL2 program holds less. nsxiv draws through Xlib into a pixmap the X server keeps (its window's pixels are in the server's memory, not its own); an SDL window's software framebuffer is a shared-memory image in the program (\(format(Double(1280 * 720 * 4) / 1_048_576, 1)) MiB of it at 1280×720).\n"
            if let warm = grid.first(where: { $0.cache == "warm" && $0.viewer == "Endless" }) {
                let ratio = Double(warm.peakMemory) / Double(gridFloor)
                md += "\nThe warm grid's peak against that floor: \(format(ratio, 2))× (target ≤ 1.5×) (\(mark(ratio <= 1.5))).\n"
                if gridScreenFloor > 0 {
                    let held = Double(gridScreenFloor) / Double(gridFloor), over = Double(warm.peakMemory) / Double(gridScreenFloor)
                    md += "\nWhat any SDL2 program showing the grid's screen holds: the same window also holding one screen of the grid's pixels (1280×636, in a texture) and a line of text drawn with SDL_ttf in the demo's font, both copied on every frame (`sdl-bare --follow --screen`), peaks at \(format(Double(gridScreenFloor) / 1_048_576, 1)) MiB: \(format(held, 2))× the bare window before it holds anything more than one screen (no second font, no decoder, no row beyond the screen). The warm grid's peak against it: \(format(over, 2))×.\n"
                }
            }
        }
        md += "\nWhat each program does with a notch: Endless scrolls by 120 px, animated; nsxiv moves by a row of thumbnails at once; feh's thumbnail mode is one montage of every picture, larger than its window, and does not scroll with the wheel (its \"no change\" is every notch).\n"
        return md
    }
}
