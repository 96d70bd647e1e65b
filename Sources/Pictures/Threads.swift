#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A lock with a condition to wait on (POSIX threads'), its deadlines on the
/// monotonic clock (`Monotonic.seconds()`): what the decoder thread and the
/// render thread share their queue through.
package final class Condition: @unchecked Sendable {
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    private let cond = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)

    package init() {
        pthread_mutex_init(mutex, nil)
        var attributes = pthread_condattr_t()
        pthread_condattr_init(&attributes)
        #if os(Linux)
        pthread_condattr_setclock(&attributes, CLOCK_MONOTONIC)
        #endif
        pthread_cond_init(cond, &attributes)
        pthread_condattr_destroy(&attributes)
    }

    deinit {
        pthread_cond_destroy(cond)
        pthread_mutex_destroy(mutex)
        cond.deallocate()
        mutex.deallocate()
    }

    package func lock() { pthread_mutex_lock(mutex) }
    package func unlock() { pthread_mutex_unlock(mutex) }
    /// Wakes one waiting thread.
    package func signal() { pthread_cond_signal(cond) }
    /// Wakes every waiting thread.
    package func broadcast() { pthread_cond_broadcast(cond) }
    /// Waits (the lock held) until signalled.
    package func wait() { pthread_cond_wait(cond, mutex) }

    /// Waits (the lock held) until signalled or `deadline` (monotonic seconds)
    /// has passed; false when the deadline passed.
    @discardableResult
    package func wait(until deadline: Double) -> Bool {
        let whole = deadline.isFinite ? max(0, deadline.rounded(.down)) : 1e9
        var time = timespec(tv_sec: Int(whole), tv_nsec: Int((max(0, deadline - whole) * 1e9).rounded(.down)) % 1_000_000_000)
        return pthread_cond_timedwait(cond, mutex, &time) == 0
    }
}

/// The monotonic clock, seconds.
package enum Monotonic {
    package static func seconds() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
}

/// The calling thread's CPU time (user and system), seconds: what it spent
/// running, not waiting or taken off the processor.
package enum ThreadCPUTime {
    package static func seconds() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
}

/// A thread of its own running `body` (POSIX threads'), named `name` (at most 15 bytes show).
package enum WorkerThread {
    private final class Body {
        let name: String
        let run: () -> Void
        let priority: Priority
        init(_ name: String, _ run: @escaping () -> Void, _ priority: Priority) {
            (self.name, self.run, self.priority) = (name, run, priority)
        }
    }

    /// Names the calling thread (what `top -H` and debuggers show).
    private static func nameThisThread(_ name: String) {
        let fd = open("/proc/thread-self/comm", O_WRONLY)
        guard fd >= 0 else { return }
        let bytes = Array(name.utf8.prefix(15))
        _ = bytes.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
        close(fd)
    }

    /// How the thread shares the cores with the render thread.
    package enum Priority {
        /// As the render thread (what the first frame waits for).
        case normal
        /// Behind the render thread and the window system (nice 10): a decode
        /// never takes a core a frame wants, and runs at full speed when none does.
        case background
    }

    /// The nice value of `Priority.background` threads.
    package static let backgroundNice: Int32 = 10

    /// Starts `body` on a thread of its own; false (and `body` never runs) when
    /// the system has no thread to give.
    @discardableResult
    package static func start(name: String, priority: Priority = .normal, _ body: @escaping @Sendable () -> Void) -> Bool {
        let box = Unmanaged.passRetained(Body(name, body, priority)).toOpaque()
        #if os(Linux)
        var thread = pthread_t()
        #else
        var thread: pthread_t?
        #endif
        let started = pthread_create(&thread, nil, { raw in
            let body = Unmanaged<AnyObject>.fromOpaque(raw!).takeRetainedValue() as! Body
            #if os(Linux)
            WorkerThread.nameThisThread(body.name)
            if body.priority == .background {
                // Linux's nice is per thread: process 0 is the calling thread alone.
                _ = setpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0, WorkerThread.backgroundNice)
            }
            #endif
            body.run()
            return nil
        }, box)
        if started == 0 {
            #if os(Linux)
            pthread_detach(thread)
            #else
            if let thread { pthread_detach(thread) }
            #endif
        } else {
            // No thread: run nothing and free the body.
            Unmanaged<AnyObject>.fromOpaque(box).release()
        }
        return started == 0
    }
}

/// A value worked out on a thread of its own (at once, on the calling thread,
/// when the system has no thread to give): `value` waits for it, `ready` does not.
package final class BackgroundResult<Value: Sendable>: @unchecked Sendable {
    private let condition = Condition()
    private var result: Value?

    /// Starts `work` on a thread named `name`, sharing the cores as `priority` says.
    package init(name: String, priority: WorkerThread.Priority = .normal, _ work: @escaping @Sendable () -> Value) {
        let started = WorkerThread.start(name: name, priority: priority) { [self] in
            let value = work()
            condition.lock()
            result = value
            condition.broadcast()
            condition.unlock()
        }
        if !started { result = work() }
    }

    /// `value`, known already.
    package init(_ value: Value) { result = value }

    /// The value, once worked out; nil before.
    package var ready: Value? {
        condition.lock()
        defer { condition.unlock() }
        return result
    }

    /// The value, waited for.
    package var value: Value {
        condition.lock()
        defer { condition.unlock() }
        while result == nil { condition.wait() }
        return result!
    }
}
