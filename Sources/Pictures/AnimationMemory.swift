import Synchronization

/// The frames of every animation decoded in the process, held within one
/// budget: the screen's, the pager's and the grid's together
/// (the demo's is 64 MiB). Each animation takes its bytes as it is
/// decoded and gives them back when it is freed. One whose page went is kept
/// (`keep`) while there is room and served again when the page comes back
/// (`take`: a grid cell scrolled back, a page turned back, the same picture on
/// two pages) instead of being decoded anew; kept ones are freed, oldest first,
/// when a new one needs their room. A picture that finds too little left is
/// decoded smaller (`AnimatedPicture.decode`), or shows its first frame still.
public final class AnimationMemory: Sendable {
    /// What an animation was decoded as: its file, the scale its page shows
    /// it at, the most bytes its page allowed it.
    public struct Key: Hashable, Sendable {
        /// The picture's file.
        public var path: FilePath
        /// The scale it is shown at.
        public var scale: Double
        /// The most bytes it was allowed.
        public var budget: Int
        /// Quarter turns clockwise it is shown turned by (`PictureFile.turns`).
        public var turns: Int

        /// The key of the picture at `path` shown at `scale` within `budget`
        /// bytes, turned `turns` quarter turns clockwise.
        public init(path: FilePath, scale: Double, budget: Int, turns: Int = 0) {
            (self.path, self.scale, self.budget, self.turns) = (path, scale, budget, turns)
        }
    }

    /// The most bytes all animations' frames take together.
    public let budget: Int

    private struct State {
        /// Bytes taken by animations alive (shown or kept).
        var used = 0
        /// The animations whose pages went, oldest first.
        var kept: [AnimatedPicture] = []
        /// Every animation alive, by what it was decoded as.
        var alive: [Key: Weak] = [:]
    }

    /// An animation alive, without keeping it so.
    private struct Weak: @unchecked Sendable { weak var animation: AnimatedPicture? }

    private let state = Mutex(State())

    /// A ledger of `budget` bytes (at least 0).
    public init(budget: Int) { self.budget = max(0, budget) }

    /// The bytes animations alive take now.
    public var used: Int { state.withLock { $0.used } }

    /// How many animations whose pages went are kept.
    public var keptCount: Int { state.withLock { $0.kept.count } }

    /// The animation decoded as `key` when one is alive (shown elsewhere, or
    /// kept: then it is no longer among the kept ones), else nil.
    public func take(_ key: Key) -> AnimatedPicture? {
        state.withLock { state in
            guard let animation = state.alive[key]?.animation else { return nil }
            state.kept.removeAll { $0 === animation }
            return animation
        }
    }

    /// Up to `wanted` bytes for a new animation's frames: what the budget has
    /// left, after freeing kept animations (oldest first) for room; 0 when
    /// nothing is. Given back with `giveBack` (an animation does it when freed).
    package func reserve(upTo wanted: Int) -> Int {
        let wanted = max(0, wanted)
        while true {
            let oldest: AnimatedPicture? = state.withLock { state in
                budget - state.used < wanted && !state.kept.isEmpty ? state.kept.removeFirst() : nil
            }
            // Let go here, outside the lock: freed, it gives its bytes back (unless a page still shows it).
            guard oldest != nil else { break }
        }
        return state.withLock { state in
            let granted = min(wanted, max(0, budget - state.used))
            state.used += granted
            return granted
        }
    }

    /// Gives back `bytes` reserved.
    package func giveBack(_ bytes: Int) {
        state.withLock { $0.used = max(0, $0.used - bytes) }
    }

    /// `animation`, decoded as `key` within bytes reserved, is alive (`take` finds it).
    package func register(_ animation: AnimatedPicture, as key: Key) {
        state.withLock { $0.alive[key] = Weak(animation: animation) }
    }

    /// `animation` is shown no more: kept while the budget has room, to be
    /// taken again when its page comes back.
    public func keep(_ animation: AnimatedPicture) {
        state.withLock { state in
            guard !state.kept.contains(where: { $0 === animation }) else { return }
            state.kept.append(animation)
        }
    }

    /// An animation (decoded as `key`, taking `bytes`) was freed.
    package func freed(_ key: Key, bytes: Int) {
        state.withLock { state in
            state.used = max(0, state.used - bytes)
            if state.alive[key]?.animation == nil { state.alive[key] = nil }
        }
    }

    /// Lets go of every kept animation (freed unless a page shows it).
    public func forgetKept() {
        var kept = state.withLock { state in
            defer { state.kept.removeAll() }
            return state.kept
        }
        kept.removeAll()
    }
}
