import Foundation
import Testing

/// What each platform gets from the manifest and the sources: on macOS and
/// Windows the four library products and the examples build without X11, without
/// POSIX-only calls and with SDL found through pkg-config; on Linux SDL is found
/// without pkg-config flags, and the X server's pieces are Linux's alone.
@Suite struct PlatformTests {
    /// X11's libraries and POSIX-only system libraries: none may be linked off Linux.
    static let linuxOnlyLibraries: Set<String> = ["X11", "Xi", "Xext", "dl", "pthread", "rt"]
    /// The C targets that speak to the X server.
    static let x11Targets: Set<String> = ["CX11EventTime", "CXProbe"]

    /// The manifest as `swift package dump-package` reads it; `linux` false: as a
    /// Mac or Windows machine reads it (its `#if os(Linux)` made false, in a copy).
    static func manifest(linux: Bool) throws -> [String: Any] {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("endless-manifest-\(UInt32.random(in: 0...UInt32.max))")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var text = try String(contentsOf: ConsumerPackageTests.root.appendingPathComponent("Package.swift"), encoding: .utf8)
        if !linux { text = text.replacingOccurrences(of: "os(Linux)", with: "false") }
        try text.write(to: folder.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        let dumped = try ConsumerPackageTests.run(["swift", "package", "--disable-sandbox", "dump-package"], in: folder)
        #expect(dumped.status == 0, "\(dumped.output)")
        let json = dumped.output[dumped.output.firstIndex(of: "{")!...]
        return try #require(JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    }

    /// A target's dependencies as (name, platforms it is limited to; nil: every platform).
    static func dependencies(of target: [String: Any]) -> [(name: String, platforms: [String]?)] {
        (target["dependencies"] as? [[String: Any]] ?? []).compactMap { dependency in
            guard let (_, value) = dependency.first, let parts = value as? [Any], let name = parts.first as? String
            else { return nil }
            let condition = parts.dropFirst().first as? [String: Any]
            return (name, condition?["platformNames"] as? [String])
        }
    }

    /// The system libraries a target links, with the platforms each is limited to.
    static func linkedLibraries(of target: [String: Any]) -> [(name: String, platforms: [String]?)] {
        (target["settings"] as? [[String: Any]] ?? []).compactMap { setting in
            guard let kind = setting["kind"] as? [String: Any], let linked = kind["linkedLibrary"] as? [String: Any],
                  let name = linked["_0"] as? String else { return nil }
            return (name, (setting["condition"] as? [String: Any])?["platformNames"] as? [String])
        }
    }

    @Test func nothingOfX11OrPOSIXReachesAnotherPlatform() throws {
        let elsewhere = try Self.manifest(linux: false)
        let targets = try #require(elsewhere["targets"] as? [[String: Any]])
        let names = Set(targets.compactMap { $0["name"] as? String })
        let products = (elsewhere["products"] as? [[String: Any]] ?? []).compactMap { $0["name"] as? String }
        #expect(products == ["ScrollPhysics", "InfiniteScrolling", "ScrollViews", "ScrollViewsSDL"])
        #expect(names.isSuperset(of: ["CSDL", "ScrollViewsSDL", "example-list", "example-looping-pager", "example-card-row",
                                        "example-photo-pager"]))
        for target in targets {
            let name = target["name"] as? String ?? "?"
            for dependency in Self.dependencies(of: target) where Self.x11Targets.contains(dependency.name) {
                #expect(dependency.platforms == ["linux"], "\(name) depends on \(dependency.name) off Linux")
            }
            for library in Self.linkedLibraries(of: target) where Self.linuxOnlyLibraries.contains(library.name) {
                #expect(library.platforms == ["linux"], "\(name) links \(library.name) off Linux")
            }
            #expect(!"\(target)".contains("unsafeFlags"), "\(name): unsafe flags keep a package from being a dependency")
        }
        // SDL where Homebrew or MSYS2 put it: through sdl2.pc.
        let sdl = try #require(targets.first { $0["name"] as? String == "CSDL" })
        #expect(sdl["pkgConfig"] as? String == "sdl2")
        // The demo, its benchmarks, their C pieces and Pictures (so far) are Linux's: not declared elsewhere.
        #expect(names.isDisjoint(with: ["EndlessDemo", "endless-demo", "endless-bench", "CXProbe", "CRegionDecoder"]))
    }

    @Test func onLinuxSDLNeedsNoPkgConfigFlagsAndTheX11PiecesAreThere() throws {
        let linux = try Self.manifest(linux: true)
        let targets = try #require(linux["targets"] as? [[String: Any]])
        let sdl = try #require(targets.first { $0["name"] as? String == "CSDL" })
        // sdl2.pc's -D_REENTRANT is a flag SwiftPM refuses with a warning in every build.
        #expect(sdl["pkgConfig"] == nil)
        let binding = try #require(targets.first { $0["name"] as? String == "ScrollViewsSDL" })
        #expect(Self.dependencies(of: binding).contains { $0.name == "CX11EventTime" && $0.platforms == ["linux"] })
        let products = (linux["products"] as? [[String: Any]] ?? []).compactMap { $0["name"] as? String }
        #expect(products.contains("endless-demo"))
    }

    /// The library products and the examples compiled with the Linux branches
    /// off, against a C library of ISO C's functions alone (Windows' ucrt) and
    /// against Darwin, without the X11 module (Tests/portability/typecheck.sh).
    @Test func theLibrariesAndExamplesCompileAsOnWindowsAndMacOS() throws {
        let script = ConsumerPackageTests.root.appendingPathComponent("Tests/portability/typecheck.sh").path
        let checked = try ConsumerPackageTests.run(["bash", script], in: ConsumerPackageTests.root)
        #expect(checked.status == 0, "\(checked.output)")
        let compiled = checked.output.split(separator: "\n").filter { $0.hasSuffix("compiles") || $0.contains("compiles (") }
        // The examples of Pictures (declared on Linux alone so far) are Linux's.
        let folder = ConsumerPackageTests.root.appendingPathComponent("Examples")
        let examples = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { name in
            let main = (try? String(contentsOf: folder.appendingPathComponent("\(name)/main.swift"), encoding: .utf8)) ?? ""
            return !name.hasPrefix(".") && !main.contains("\nimport PicturesSDL")
        }.count
        #expect(examples >= 4)
        #expect(compiled.count == 2 * (4 + examples), "\(checked.output)")
        #expect(!checked.output.contains("error:"), "\(checked.output)")
        #expect(checked.output.contains("availability: nothing needs more than macOS"), "\(checked.output)")
    }

    /// Linux's compiler has no OS versions: the availability check finds a use
    /// of an API newer than the manifest's macOS (Synchronization's `Atomic`,
    /// macOS 15, as `WindowWake` had) and fails, naming the file and the API.
    @Test func anAPINewerThanTheManifestsMacOSIsFound() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("availability-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try "import Synchronization\n// Atomic<Int> in a comment is not code\nlet flag = Atomic<Bool>(false)\n"
            .write(to: folder.appendingPathComponent("Wake.swift"), atomically: true, encoding: .utf8)
        let script = ConsumerPackageTests.root.appendingPathComponent("Tests/portability/availability.sh").path
        let checked = try ConsumerPackageTests.run(["bash", script, folder.path], in: ConsumerPackageTests.root)
        #expect(checked.status == 1, "\(checked.output)")
        #expect(checked.output.contains("Wake.swift:1:import Synchronization"), "\(checked.output)")
        #expect(checked.output.contains("Wake.swift:3:") && checked.output.contains("needs macOS 15.0"), "\(checked.output)")
        #expect(!checked.output.contains("Wake.swift:2:"), "\(checked.output)")
    }
}
