import PicturesSDL
/// What every mode is made from.
struct ModeContext {
    let canvas: Canvas
    /// The pictures: the shipped animals, or the user's folder (--images).
    let library: ImageLibrary
    let settings: DemoSettings
    /// The first page of the first mode, decoding since before the window opened (the pager's), if any.
    var early: EarlyPage? = nil
}

/// A mode the demo can show: its name (flags, scripts, traces, --log-state),
/// the title its window shows, and how it is made.
protocol RegisteredMode: DemoMode {
    /// Short name used by flags, scripts and traces ("strip", "pager").
    nonisolated static var name: String { get }
    /// The window title's part for this mode, after its number (ASCII: X11 drops
    /// titles it cannot convert to the locale).
    nonisolated static var title: String { get }
    /// One line on the technique the mode shows, under its title.
    nonisolated static var summary: String { get }
    /// How tests and benchmarks drive and measure it.
    nonisolated static var traits: ModeTraits { get }
    /// The trace columns it adds (its `ModeStatus.fields`), as one enum; none by default.
    associatedtype Trace: TraceColumns = NoTraceColumns
    /// Its first page, decoding from now on, when it is the first mode of a window
    /// `width` × `height` points over `library` (the run's `settings`); none by default.
    nonisolated static func earlyPage(of library: ImageLibrary, settings: DemoSettings, width: Double, height: Double) -> EarlyPage?
    /// Its first page, as `earlyPage(of:…)`, when the picture at `path` (named on
    /// the command line) is all it needs, before its folder is read; none by default.
    nonisolated static func earlyPage(ofPicture path: FilePath, settings: DemoSettings, width: Double, height: Double) -> EarlyPage?
    init(context: ModeContext)
}

extension RegisteredMode {
    var name: String { Self.name }
    /// The trace columns it adds.
    nonisolated static var traceFields: [TraceField] { Trace.fields }
    nonisolated static func earlyPage(of library: ImageLibrary, settings: DemoSettings, width: Double, height: Double) -> EarlyPage? {
        nil
    }
    nonisolated static func earlyPage(ofPicture path: FilePath, settings: DemoSettings, width: Double, height: Double) -> EarlyPage? {
        nil
    }
}

/// The demo's modes, in order: key 1 shows the first, Tab goes down the list,
/// and the usage text, the script checks and the window titles take their names
/// from here. Adding a mode is a file with a `RegisteredMode` and one line in
/// this list.
enum ModeRegistry {
    static var modes: [any RegisteredMode.Type] {
        [
            StripMode.self,
            PagerMode.self,
            BannerMode.self,
            AutoplayMode.self,
            StackMode.self,
            GridMode.self,
        ]
    }

    static var names: [String] { modes.map { $0.name } }

    /// The trace columns the modes add, in the modes' order (a column two modes
    /// share appears once).
    nonisolated static var traceFields: [TraceField] {
        var seen = Set<String>()
        return modes.flatMap { $0.traceFields }.filter { seen.insert($0.column).inserted }
    }

    /// Every mode's traits, in order.
    static var traits: [ModeTraits] { modes.map { $0.traits } }

    /// The position of the mode called `name`: where names from flags and
    /// scripts are resolved.
    /// The mode named `name`, in any case ("Grid" is the grid).
    static func index(of name: String) -> Int? { names.firstIndex(of: name.lowercased()) }

    /// "unknown mode 'x' (modes: strip, pager, ...)".
    static func unknown(_ name: String) -> String {
        "unknown mode '\(escaped(name))' (modes: \(names.joined(separator: ", ")))"
    }
}
