import Foundation

/// Finds the files shipped in `Assets/`.
public enum Assets {
    /// The Assets folder: $ENDLESS_ASSETS, else the one beside the package the
    /// executable was built in, else ./Assets.
    public static let directory: URL = {
        let fileManager = FileManager.default
        if let path = ProcessInfo.processInfo.environment["ENDLESS_ASSETS"] {
            return URL(fileURLWithPath: path, isDirectory: true)
        }
        var candidates: [URL] = []
        // .build/<config>/endless-demo → package root three levels up.
        var dir = URL(fileURLWithPath: CommandLine.arguments.first ?? ".").resolvingSymlinksInPath()
            .deletingLastPathComponent()
        for _ in 0..<5 {
            candidates.append(dir.appendingPathComponent("Assets", isDirectory: true))
            dir.deleteLastPathComponent()
        }
        // The source tree this file was compiled from (tests, swift run):
        // Sources/EndlessDemo/App/Assets.swift → the package root.
        var source = URL(fileURLWithPath: #filePath)
        for _ in 0..<4 { source.deleteLastPathComponent() }
        candidates.append(source.appendingPathComponent("Assets", isDirectory: true))
        candidates.append(URL(fileURLWithPath: "Assets", isDirectory: true))
        return candidates.first { fileManager.fileExists(atPath: $0.appendingPathComponent("fonts").path) }
            ?? candidates.last!
    }()

    /// The path of `relative` inside the Assets folder.
    public static func path(_ relative: String) -> String {
        directory.appendingPathComponent(relative).path
    }
}
