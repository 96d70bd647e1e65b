import Foundation

/// Keeps results alive so the optimizer cannot drop the measured work.
nonisolated(unsafe) var benchSink = 0.0

/// Nanoseconds per call of `body`, the median of `rounds` runs of `iterations` calls.
/// `body(i)` gets the call number and returns a value folded into the sink.
func nanosecondsPerCall(iterations: Int, rounds: Int = 5, _ body: (Int) -> Double) -> Double {
    var results: [Double] = []
    for _ in 0..<rounds {
        var sum = 0.0
        let start = DispatchTime.now().uptimeNanoseconds
        for i in 0..<iterations { sum += body(i) }
        let elapsed = DispatchTime.now().uptimeNanoseconds - start
        benchSink += sum
        results.append(Double(elapsed) / Double(iterations))
    }
    return median(results)
}

func median(_ values: [Double]) -> Double { quantile(values, 0.5) }

/// The value at quantile `q` (nearest rank).
func quantile(_ values: [Double], _ q: Double) -> Double {
    guard !values.isEmpty else { return 0 }
    let sorted = values.sorted()
    let rank = Int((q * Double(sorted.count)).rounded(.up)) - 1
    return sorted[min(max(rank, 0), sorted.count - 1)]
}

/// Resident memory of this process, bytes.
func residentBytes() -> Int {
    guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
    let fields = text.split(separator: " ")
    guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
    return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
}

/// Prints a progress line at once.
func progress(_ line: String) {
    FileHandle.standardError.write(Data("\(line)\n".utf8))
}

/// `value` with `digits` decimals.
func format(_ value: Double, _ digits: Int = 1) -> String { String(format: "%.\(digits)f", value) }
