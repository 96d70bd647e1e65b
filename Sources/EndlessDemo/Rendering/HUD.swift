import CSDL
import ScrollViewsSDL
import Pictures

/// The heads-up display: frame rate and times, the mode's scroll state, live
/// objects, and a plot of velocity over the last two seconds.
@MainActor
struct HUD {
    nonisolated static let width = 380.0
    /// The velocity plot's largest scale, px/s: the fastest fling an axis gives.
    nonisolated static let plotLimit = ScrollAxis.Configuration.defaultMaximumFlingSpeed
    nonisolated static let lineHeight: Int32 = 18
    nonisolated static let panel = SDL_Color(14, 15, 20)
    nonisolated static let plot = SDL_Color(32, 34, 42)

    /// What the HUD shows this frame and where: the lines that fit, and its shape.
    struct Frame {
        var lines: ArraySlice<String>
        var shape: (panel: ViewFrame, lines: Int, plot: Bool, compact: Bool)
        /// Where its panel lies (the x-ray keeps off it).
        var panel: ViewFrame { shape.panel }
    }

    /// The HUD for this frame: its lines, formatted once, and the shape they
    /// take in the canvas. `idle`: nothing moves, the window draws only on
    /// change (the rate would say nothing).
    func frame(_ canvas: Canvas, mode: DemoMode, stats: FrameStats, idle: Bool, extra: [String]) -> Frame {
        let full = lines(mode: mode, stats: stats, idle: idle, extra: extra)
        let shape = HUD.shape(lines: full.count, width: canvas.width, height: canvas.height, avoiding: mode.captionFrames)
        let lines = shape.compact ? compactLines(mode: mode, stats: stats, idle: idle).prefix(shape.lines) : full.prefix(shape.lines)
        return Frame(lines: lines, shape: shape)
    }

    /// Draws `frame`. The panel sits at the top right under the header, where
    /// the modes keep the least: their titles, captions, dots and hints are
    /// centred or on the left.
    func draw(_ frame: Frame, _ canvas: Canvas, stats: FrameStats) {
        let (lines, shape) = (frame.lines, frame.shape)
        let panel = shape.panel
        guard !lines.isEmpty else { return }
        // An opaque panel: its text is drawn from opaque glyphs, and nothing is blended
        // (a translucent panel cost more than the rest of a frame).
        canvas.fill(x: panel.x, y: panel.y, w: panel.width, h: panel.height, HUD.panel)
        for (i, line) in lines.enumerated() {
            canvas.text.drawMono(canvas.monoFitted(line, width: panel.width - 16, size: 13), x: Int32(panel.x) + 8,
                                 y: Int32(panel.y) + 6 + Int32(i) * HUD.lineHeight, size: 13,
                                 color: SDL_Color(225, 230, 240), background: HUD.panel)
        }
        if shape.plot {
            drawPlot(canvas, stats: stats, x: panel.x + 8, y: panel.y + 6 + Double(lines.count) * Double(HUD.lineHeight) + 6,
                     w: panel.width - 16, h: HUD.plotHeight)
        }
    }

    nonisolated static let plotHeight = 70.0

    /// How the HUD fits a `width` × `height` window: its panel at the top right
    /// of the stage (between the header and the help bar, never over them), as
    /// many of its `lines` as fit above the mode's `captions` with the velocity plot under them; where they
    /// do not all fit, without the plot; where they still do not, the three
    /// compact lines (`compact`), as many as fit.
    static func shape(lines: Int, width: Double, height: Double, avoiding captions: [ViewFrame] = [])
        -> (panel: ViewFrame, lines: Int, plot: Bool, compact: Bool) {
        let top = Layout.headerHeight + 8
        let panelWidth = max(0, min(HUD.width, width - 16)), left = max(8, width - panelWidth - 8)
        // Down to the help bar, or to the first caption under the panel.
        let bottom = captions.filter { $0.x < left + panelWidth && $0.x + $0.width > left && $0.y > top }
            .map(\.y).min().map { min($0 - 4, height - Layout.helpBarHeight - 8) } ?? height - Layout.helpBarHeight - 8
        let room = max(0, bottom - top)
        let line = Double(lineHeight)
        func tall(_ count: Int, plot: Bool) -> Double { Double(count) * line + 12 + (plot ? plotHeight + 10 : 0) }
        let (count, plot, compact): (Int, Bool, Bool) =
            tall(lines, plot: true) <= room ? (lines, true, false)
            : tall(lines, plot: false) <= room ? (lines, false, false)
            : (min(3, max(0, Int(((room - 12) / line).rounded(.down)))), false, true)
        let panel = ViewFrame(x: left, y: top, width: panelWidth,
                              height: count > 0 ? tall(count, plot: plot) : 0)
        return (panel, count, plot, compact)
    }

    /// The HUD in three lines, for a small window: the mode and its state, the
    /// frame rate, the offset and velocity.
    func compactLines(mode: DemoMode, stats: FrameStats, idle: Bool) -> [String] {
        let status = mode.status
        let frames = stats.lastSecond
        return ["\(mode.name) · \(status.state.rawValue)",
                idle ? "idle (draws on change)" : "\(frames.fps) fps · \(fixed(frames.medianMs, 1)) ms",
                "\(fixed(status.offset, 0)) px · \(fixed(status.velocity, 0)) px/s"]
    }

    /// The HUD's lines of text. At rest (`idle`) the rates and frame times say
    /// "idle": they cover the frames drawn one after another, never the rest.
    func lines(mode: DemoMode, stats: FrameStats, idle: Bool, extra: [String]) -> [String] {
        let status = mode.status
        let frames = stats.lastSecond
        let lines = [
            "mode      \(mode.name)",
            idle ? "fps       idle (draws on change)" : "fps       \(frames.fps)",
            idle || frames.medianMs == 0 ? "frame     idle"
                : "frame     \(fixed(frames.medianMs, 1)) ms med  \(fixed(frames.p99Ms, 1)) p99",
            "work      \(fixed(frames.workMedianMs, 2)) ms med",
            "state     \(status.state.rawValue)",
            "offset    \(fixed(status.offset, 1)) px",
            "velocity  \(fixed(status.velocity, 0)) px/s",
            "page/tile \(ordinal(status.position))",
            "tiles     \(status.liveTiles)   textures \(status.textures)",
            "recenters \(status.recenters)",
        ]
        return lines + extra
    }

    /// The velocity plot's scale for `velocities`, px/s: the fastest of them, 1,000 at least and `plotLimit` at most.
    nonisolated static func plotScale(_ velocities: [Double]) -> Double {
        min(plotLimit, max(1000, velocities.filter(\.isFinite).map(abs).max() ?? 0))
    }

    private func drawPlot(_ canvas: Canvas, stats: FrameStats, x: Double, y: Double, w: Double, h: Double) {
        canvas.fill(x: x, y: y, w: w, h: h, HUD.plot)
        canvas.fill(x: x, y: y + h / 2, w: w, h: 1, SDL_Color(70, 74, 86))
        let samples = stats.recent
        guard let newest = samples.last?.time else { return }
        // Scaled to the fastest sample, up to the fastest fling: a long programmatic
        // scroll (End over 5,000 rows) runs off the plot's edge instead of flattening it.
        let scale = HUD.plotScale(samples.map(\.velocity))
        var points: [SDL_FPoint] = []
        points.reserveCapacity(samples.count)
        for sample in samples {
            let px = x + w * (1 - (newest - sample.time) / FrameStats.plotSpan)
            let share = min(1, max(-1, sample.velocity.isFinite ? sample.velocity / scale : 0))
            let py = y + h / 2 - share * (h / 2 - 2)
            points.append(SDL_FPoint(x: Float(px), y: Float(py)))
        }
        SDL_SetRenderDrawColor(canvas.renderer, 120, 220, 255, 255)
        SDL_RenderDrawLinesF(canvas.renderer, points, Int32(points.count))
        canvas.text.drawMono("±\(Int(scale)) px/s", x: Int32(x + 4), y: Int32(y + 2), size: 11,
                             color: SDL_Color(170, 180, 200), background: HUD.plot)
    }
}

/// A 0-based index as people count: 0 is 1st, 1 is 2nd; an index before the
/// start of an endless sequence stays negative (-1 comes just before 1).
func ordinal(_ index: Int) -> Int { index >= 0 ? index &+ 1 : index }

