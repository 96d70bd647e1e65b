// endless-bench: measures Endless's speed, memory and frame pacing in one run
// and writes BENCHMARKS.md. Run it with ./run.sh bench (release build, Xvfb).
//   endless-bench [--quick] [--out FILE] [--no-window] [--only physics,frames,memory,window,idle,examples,viewers,folders,grid]
//                 [--programs DIR]   (where endless-demo and sdl-bare are; default: beside endless-bench)
//                 [--modes strip,pager,...,feed]   (the frame-cost rows of these modes only; feed: the feed session)
//                 [--no-peers]   (the viewer and grid rows of Endless only: two builds paired, before and after)
import Foundation
import ScrollViewsSDL

var quick = false
var output = "BENCHMARKS.md"
var window = ProcessInfo.processInfo.environment["DISPLAY"] != nil
var sections: Set<String> = ["physics", "frames", "memory", "window", "idle", "examples", "viewers", "folders", "grid"]
var programs: String?
/// The frame-cost sessions to run (nil: all): mode names, and "feed" for the feed session.
var frameModes: Set<String>?
/// Whether the viewer and grid sections measure the other viewers beside Endless.
var peers = true
// As the system keeps them (ProgramArguments): no library loaded with the program can lose them.
let commandLine = ProgramArguments.all().map { String(decoding: $0, as: UTF8.self) }
var arguments = commandLine.dropFirst()
/// Says what is wrong with the command line and stops (status 2), before anything is measured or written.
@MainActor func refuse(_ problem: String) -> Never {
    FileHandle.standardError.write(Data("endless-bench: \(problem)\n".utf8))
    exit(2)
}
/// The value after `option`: refused when there is none (a run that measured nothing would
/// still overwrite its report).
@MainActor func value(of option: String) -> String {
    guard let value = arguments.popFirst(), !value.isEmpty, !value.hasPrefix("--") else { refuse("\(option) needs a value") }
    return value
}
/// The comma-separated names after `option`, each one of `known`.
@MainActor func names(of option: String, known: [String]) -> Set<String> {
    let names = Set(value(of: option).split(separator: ",").map(String.init))
    guard !names.isEmpty else { refuse("\(option) needs a value") }
    let unknown = names.subtracting(known).sorted()
    guard unknown.isEmpty else {
        refuse("\(option): no such name \(unknown.joined(separator: ", ")) (known: \(known.joined(separator: ", ")))")
    }
    return names
}
let allSections = sections.sorted()
while let argument = arguments.popFirst() {
    switch argument {
    case "--quick": quick = true
    case "--out": output = value(of: argument)
    case "--no-window": window = false
    case "--programs": programs = value(of: argument)
    case "--modes": frameModes = names(of: argument, known: FrameBench.sessionNames)
    case "--only": sections = names(of: argument, known: allSections)
    case "--no-peers": peers = false
    default: refuse("unknown argument '\(argument)'")
    }
}

let binaries = programs.map { URL(fileURLWithPath: $0) }
    ?? URL(fileURLWithPath: commandLine.first ?? "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent()
let started = Date()
var report = Report(quick: quick)
do {
    if sections.contains("physics") {
        progress("[1/8] physics and models")
        report.physics = PhysicsBench(quick: quick).run()
    }
    if sections.contains("frames") {
        progress("[2/8] frame cost per mode (headless, 1280x720)")
        report.frames = try FrameBench(quick: quick, modes: frameModes).run()
    }
    if sections.contains("memory") {
        progress("[3/8] memory over long runs")
        report.memory = try MemoryBench(quick: quick).run()
    }
    if window && sections.contains("window") {
        let bench = WindowBench(quick: quick, binaries: binaries)
        progress("[4/8] time to first frame and first picture")
        report.startup = try bench.startup()
        progress("[5/8] frame pacing in a window, every mode (making a folder of 24 MP photos)")
        let photos = try PhotoFolder.make(count: quick ? 4 : 8)
        defer { try? FileManager.default.removeItem(at: photos) }
        report.pacing = try bench.pacing(photos: photos)
        progress("[5/8] input to screen while dragging, beside a bare SDL program")
        report.latency = try bench.latency()
    } else {
        progress("[4/8, 5/8] skipped: no X display (run through ./run.sh bench)")
    }
    if window && sections.contains("idle") {
        progress("[6/8] CPU and wake-ups at rest in a window")
        report.idle = try IdleBench(quick: quick, binaries: binaries).run()
    }
    if window && sections.contains("examples") {
        progress("[6/8] the library's examples on its own loop, beside the demo: drag latency, rest, a fling")
        let bench = WindowBench(quick: quick, binaries: binaries)
        report.exampleLatency = try bench.latency(of: [
            .demoStrip,
            // Window row 185 crosses the white squares of each page, which move with every px.
            .init(name: "example-looping-pager (SDLWindowLoop)", path: "example-looping-pager", arguments: [],
                  title: "Endless looping pager", x: 600, y: 185),
        ])
        report.exampleIdle = try IdleBench(quick: quick, binaries: binaries).examples()
    }
    if window && sections.contains("viewers") {
        progress("[7/8] against the image viewers (making 24 MP JPEGs and 90-108 MP PNGs)")
        // Eight, so that two pictures on from the second is one nobody has decoded.
        let photos = try PhotoFolder.make(count: quick ? 5 : 8)
        defer { try? FileManager.default.removeItem(at: photos) }
        let viewers = ViewerBench(quick: quick, binaries: binaries, peers: peers)
        report.viewers = try viewers.run(photos: photos)
        progress("  panning a 108 MP PNG across at the maximum zoom")
        report.pan = try viewers.panAcross()
    }
    if window && sections.contains("folders") {
        progress("[7/8] big folders: 1,000, 10,000\(quick ? "" : " and 100,000") photos, beside nsxiv and feh")
        let bigFolders = BigFolderBench(quick: quick, binaries: binaries, peers: peers)
        report.bigFolders = try bigFolders.run()
        report.bigFolderRuns = bigFolders.runs
    }
    if window && sections.contains("grid") {
        progress("[8/8] the photo grid against nsxiv -t and feh -t (making \(quick ? 400 : 1000) photos of 2-24 MP)")
        let gridBench = GridBench(quick: quick, binaries: binaries, peers: peers)
        report.grid = try gridBench.run()
        report.gridFloor = try gridBench.floorMemory(runs: quick ? 1 : 3)
        report.gridScreenFloor = try gridBench.screenFloorMemory(runs: quick ? 1 : 3)
    }
} catch {
    FileHandle.standardError.write(Data("endless-bench: \(error)\n".utf8))
    exit(1)
}
report.seconds = Date().timeIntervalSince(started)
let text = report.markdown()
do {
    try text.write(toFile: output, atomically: true, encoding: .utf8)
} catch {
    FileHandle.standardError.write(Data("endless-bench: cannot write \(output): \(error)\n".utf8))
    exit(1)
}
print(report.summary())
print("wrote \(output) in \(format(report.seconds, 0)) s")
