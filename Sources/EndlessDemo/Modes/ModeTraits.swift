/// What the tests, the benchmarks and run.sh need to know of a mode to drive
/// it and judge what they measure, declared by the mode itself: nothing outside
/// the registry lists the modes.
public struct ModeTraits: Sendable, Equatable {
    /// The mode's name, as flags and scripts give it.
    public let name: String
    /// Whether a drag scrolls it up and down (else sideways).
    public let scrollsVertically: Bool
    /// Whether it moves with no input (an autoplaying carousel): never at rest.
    public let movesByItself: Bool
    /// Whether its gesture is a page turn (the Right key), else a fling.
    public let turnsPages: Bool
    /// Whether it shows the pictures of `--images`.
    public let showsPictures: Bool
    /// What its `ModeStatus.position` counts.
    public let unit: PositionUnit

    /// What a mode's position counts.
    public enum PositionUnit: String, Sendable {
        /// Pages of a pager.
        case page
        /// Items of a loop (banners, pictures).
        case item
        /// Tiles of the strip (the one under the centre).
        case tile
        /// Children of the feed (the one at the top).
        case child
        /// Cells of the grid (the first in view).
        case cell
    }

    init(name: String, unit: PositionUnit, scrollsVertically: Bool = false, movesByItself: Bool = false,
         turnsPages: Bool = false, showsPictures: Bool = false) {
        self.name = name
        self.unit = unit
        self.scrollsVertically = scrollsVertically
        self.movesByItself = movesByItself
        self.turnsPages = turnsPages
        self.showsPictures = showsPictures
    }
}

/// The demo's modes for programs outside it (the benchmarks), in the
/// registry's order.
public enum DemoModes {
    /// Every mode's traits.
    public static var all: [ModeTraits] { ModeRegistry.traits }

    /// The traits of the mode called `name`.
    public static func traits(of name: String) -> ModeTraits? { all.first { $0.name == name } }
}
