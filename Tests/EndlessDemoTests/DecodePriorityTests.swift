import ScrollViews
import Foundation
import Testing
@testable import EndlessDemo
import Pictures
import PictureTestSupport
@testable import PicturesSDL

/// Decodes run behind the render thread: the loader's thread is niced, the
/// render thread (and the first page's decode, which the first frame waits for) is not.
@Suite struct DecodePriorityTests {
    /// The nice value of each of this process's threads named `name`.
    static func niceValues(of name: String) -> [Int] {
        let tasks = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/task")) ?? []
        return tasks.compactMap { tid in
            guard let comm = try? String(contentsOfFile: "/proc/self/task/\(tid)/comm", encoding: .utf8),
                  comm.trimmingCharacters(in: .whitespacesAndNewlines) == name,
                  let stat = try? String(contentsOfFile: "/proc/self/task/\(tid)/stat", encoding: .utf8),
                  let close = stat.lastIndex(of: ")") else { return nil }
            // After the name: state is field 3 and nice field 19.
            let fields = stat[stat.index(after: close)...].split(separator: " ")
            return fields.count > 16 ? Int(fields[16]) : nil
        }
    }

    @Test func theLoadersThreadGivesWayToTheRenderThread() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = try PictureFixture.write(PictureFixture.jpeg(width: 64, height: 48), "p.jpg", in: folder)
        let loader = ImageLoader()
        defer { loader.stop() }
        loader.request(id: .fitted(1), path: path)
        #expect(loader.waitForResult(until: Monotonic.seconds() + 10))
        #expect(loader.completed().count == 1)
        let loaders = Self.niceValues(of: "endless-loader")
        #expect(!loaders.isEmpty && loaders.allSatisfy { $0 == Int(WorkerThread.backgroundNice) }, "\(loaders)")
        #expect(getpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0) == 0, "this thread is not niced")
    }
}
