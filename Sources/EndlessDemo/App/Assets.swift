import Glibc
import ScrollViewsSDL
import Pictures

/// Finds the files shipped in `Assets/`.
public enum Assets {
    /// The Assets folder: $ENDLESS_ASSETS, else the one beside the package the
    /// executable was built in, else ./Assets.
    public static let directory: String = {
        if let path = Environment.value("ENDLESS_ASSETS") { return path }
        var candidates: [String] = []
        // .build/<config>/endless-demo → package root three levels up.
        // The kernel's own link first: the program's name as typed may be relative or not found on $PATH.
        let executable = Environment.realPath("/proc/self/exe")
            ?? ProgramArguments.all().first.flatMap { Environment.realPath(String(decoding: $0, as: UTF8.self)) } ?? "."
        var dir = parent(executable)
        for _ in 0..<5 {
            candidates.append(dir + "/Assets")
            dir = parent(dir)
        }
        // The source tree this file was compiled from (tests, swift run):
        // Sources/EndlessDemo/App/Assets.swift → the package root.
        var source = #filePath
        for _ in 0..<4 { source = parent(source) }
        candidates.append(source + "/Assets")
        candidates.append("Assets")
        return candidates.first { access($0 + "/fonts", F_OK) == 0 } ?? candidates.last!
    }()

    /// The path of `relative` inside the Assets folder.
    public static func path(_ relative: String) -> String {
        directory + "/" + relative
    }

    /// The folder `path` is in ("/" for one at the root, "." for a bare name).
    static func parent(_ path: String) -> String {
        var bytes = Array(path.utf8)
        while bytes.count > 1, bytes.last == UInt8(ascii: "/") { bytes.removeLast() }
        guard let slash = bytes.lastIndex(of: UInt8(ascii: "/")) else { return "." }
        return slash == 0 ? "/" : String(decoding: bytes[..<slash], as: UTF8.self)
    }
}

/// The process's environment and paths, through the C library.
enum Environment {
    /// The variable `name`, or nil when it is not set.
    static func value(_ name: String) -> String? { getenv(name).map { String(cString: $0) } }

    /// `path` with its symbolic links and dots resolved, or nil when it does not exist.
    static func realPath(_ path: String) -> String? { FilePath(path).canonical?.description }
}
