/// Recycles the views of a scroller: an element that scrolls out is put back and
/// handed out again for the next one that scrolls in, so that after warm-up no
/// new element is created.
public struct ReusePool<Element>: Sendable where Element: Sendable {
    private var free: [Element] = []
    private let make: @Sendable (Int) -> Element
    /// How many elements were ever created.
    public private(set) var created = 0
    /// How many are handed out now.
    public private(set) var inUse = 0

    /// `make(n)` creates the n-th element (0, 1, 2, ...).
    public init(make: @escaping @Sendable (Int) -> Element) {
        self.make = make
    }

    /// How many wait in the pool.
    public var idle: Int { free.count }

    /// An element from the pool, or a new one when it is empty.
    public mutating func dequeue() -> Element {
        inUse += 1
        if let element = free.popLast() { return element }
        created += 1
        return make(created - 1)
    }

    /// Gives `element` back for reuse. Giving back more elements than were
    /// taken is a mistake of the program's and stops it (a precondition).
    public mutating func enqueue(_ element: Element) {
        precondition(inUse > 0, "enqueued more elements than were dequeued")
        inUse -= 1
        free.append(element)
    }
}
