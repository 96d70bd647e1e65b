#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#elseif canImport(ucrt)
import ucrt
#endif

/// Whether the desktop asks programs for reduced motion — then a program's own
/// scrolls and page changes jump (`ScrollAxis.Configuration.animatesScrolls`
/// false), while what the user drags keeps its motion.
///
/// SDL2 has no call for it, so this reads what a GTK desktop writes:
/// `gtk-enable-animations = false` (or 0) in `$XDG_CONFIG_HOME/gtk-4.0/settings.ini`
/// or `gtk-3.0/settings.ini` (GNOME's "Reduce animation" ends up there for
/// programs outside GNOME too). `ENDLESS_REDUCE_MOTION=1` asks for it whatever
/// the desktop says, `ENDLESS_REDUCE_MOTION=0` refuses it.
public enum ReducedMotion {
    /// Whether it is asked for; `environment` gives a variable's bytes (the
    /// process's own unless given: paths that are not UTF-8 are read as they are).
    public static func desktopAsks(environment: (String) -> [UInt8]? = ReducedMotion.variable) -> Bool {
        if let value = environment("ENDLESS_REDUCE_MOTION") {
            let text = String(decoding: value, as: UTF8.self).lowercased()
            return text == "1" || text == "true"
        }
        var config = environment("XDG_CONFIG_HOME") ?? []
        if config.isEmpty { config = (environment("HOME") ?? []) + Array("/.config".utf8) }
        for version in ["gtk-4.0", "gtk-3.0"] {
            guard let text = read(config + Array("/\(version)/settings.ini".utf8)) else { continue }
            if let off = animationsOff(settings: text) { return off }
        }
        return false
    }

    /// What a GTK settings.ini says of `gtk-enable-animations`: true when it
    /// turns them off, false when on, nil when it does not say.
    public static func animationsOff(settings text: String) -> Bool? {
        var answer: Bool?
        for line in text.split(whereSeparator: \.isNewline) {
            let parts = line.split(separator: "=", maxSplits: 1).map { part in
                String(part.drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
            }
            guard parts.count == 2, parts[0] == "gtk-enable-animations" else { continue }
            switch parts[1].lowercased() {
            case "false", "0", "no": answer = true
            case "true", "1", "yes": answer = false
            default: break
            }
        }
        return answer
    }

    /// The process's variable `name`, its bytes.
    public static func variable(_ name: String) -> [UInt8]? {
        getenv(name).map { Array(UnsafeRawBufferPointer(start: $0, count: strlen($0))) }
    }

    /// The text of the file at `path`, when it is at most 64 KiB (a settings
    /// file is a few lines; anything larger is not one).
    private static func read(_ path: [UInt8]) -> String? {
        guard !path.contains(0), let file = (path + [0]).withUnsafeBufferPointer({ bytes in
            bytes.withMemoryRebound(to: CChar.self) { fopen($0.baseAddress!, "rb") }
        }) else { return nil }
        defer { fclose(file) }
        var bytes = [UInt8](repeating: 0, count: 65_537)
        let count = fread(&bytes, 1, bytes.count, file)
        guard count <= 65_536 else { return nil }
        return String(decoding: bytes[..<count], as: UTF8.self)
    }
}
