// A C handle is a Swift value in memory of its own: made by `newHandle`, read
// through `handle(_:as:)` (NULL: nil), freed by `freeHandle`.

/// `value` in memory of its own, as a C handle.
func newHandle<Value>(_ value: Value) -> UnsafeMutableRawPointer {
    let made = UnsafeMutablePointer<Value>.allocate(capacity: 1)
    made.initialize(to: value)
    return UnsafeMutableRawPointer(made)
}

/// The value a handle points to, when it points to one.
func handle<Value>(_ pointer: UnsafeMutableRawPointer?, as type: Value.Type) -> UnsafeMutablePointer<Value>? {
    pointer?.assumingMemoryBound(to: type)
}

/// Frees a handle's value (NULL: nothing).
func freeHandle<Value>(_ pointer: UnsafeMutableRawPointer?, as type: Value.Type) {
    guard let made = handle(pointer, as: type) else { return }
    made.deinitialize(count: 1)
    made.deallocate()
}
