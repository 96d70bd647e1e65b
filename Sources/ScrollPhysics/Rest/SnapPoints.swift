/// The offsets a paged axis comes to rest at, of any spacing: pages of one size
/// (`Paging(pageSize:)`), or cards, sections or photos of different sizes
/// (`SnapOffsets`) — libadwaita's snap points (`AdwSwipeable`). Points are
/// numbered in increasing order of their offsets; a release picks one the way
/// `Paging` picks a page.
public protocol SnapPoints: Sendable {
    /// The offset of point `index` (an index past either end gives that end's point).
    func offset(ofPoint index: Int) -> Double
    /// The last point at or before `offset` (the first point for offsets before it).
    func point(atOrBefore offset: Double) -> Int
    #if hasFeature(Embedded)
    /// These points as the library's own (the Embedded Swift build's only kind).
    var snapOffsets: SnapOffsets { get }
    #else
    /// Whether `other` is the same set of points.
    func isEqual(to other: any SnapPoints) -> Bool
    #endif
}

#if hasFeature(Embedded)
/// Snap points as `Paging` holds them: built as Embedded Swift for the C
/// library, which has no values of protocol type, `SnapOffsets`.
public typealias HeldSnapPoints = SnapOffsets
#else
/// Snap points as `Paging` holds them: any `SnapPoints` (built as Embedded
/// Swift for the C library, `SnapOffsets`).
public typealias HeldSnapPoints = any SnapPoints
#endif

extension SnapPoints {
    /// The point nearest to `offset` (the later one at a tie).
    public func nearestPoint(to offset: Double) -> Int {
        let before = point(atOrBefore: offset)
        let after = before.saturatingAdd(1)
        let next = self.offset(ofPoint: after)
        guard next != self.offset(ofPoint: before) else { return before }
        return offset - self.offset(ofPoint: before) < next - offset ? before : after
    }
}

extension SnapPoints {
    /// These points as `Paging` holds them (`HeldSnapPoints`).
    public var held: HeldSnapPoints {
        #if hasFeature(Embedded)
        snapOffsets
        #else
        self
        #endif
    }
}

#if !hasFeature(Embedded)
extension SnapPoints where Self: Equatable {
    /// Whether `other` is the same set of points.
    public func isEqual(to other: any SnapPoints) -> Bool { (other as? Self) == self }
}
#endif

/// Snap points at given offsets: the starts of items of different sizes.
public struct SnapOffsets: SnapPoints, Equatable {
    /// The offsets, increasing.
    public let offsets: [Double]

    /// Points at `offsets` (sorted here; non-finite ones dropped; at least one point, 0 when none is left).
    public init(offsets: [Double]) {
        let finite = offsets.filter { $0.isFinite }.sorted()
        self.offsets = finite.isEmpty ? [0] : finite
    }

    /// Points at the starts of items `extents` px long laid end to end from 0,
    /// `spacing` px apart: cards or sections of different sizes.
    public init(extents: [Double], spacing: Double = 0) {
        var start = 0.0
        var offsets: [Double] = []
        for extent in extents {
            offsets.append(start)
            start += max(0, extent.isFinite ? extent : 0) + max(0, spacing.isFinite ? spacing : 0)
        }
        self.init(offsets: offsets)
    }

    /// The offset of point `index`, clamped to the first and last points.
    public func offset(ofPoint index: Int) -> Double { offsets[min(max(index, 0), offsets.count - 1)] }

    /// The last point at or before `offset` (0 before the first).
    public func point(atOrBefore offset: Double) -> Int {
        guard offset.isFinite else { return offset > 0 ? offsets.count - 1 : 0 }
        var low = 0, high = offsets.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if offsets[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return low
    }
}
