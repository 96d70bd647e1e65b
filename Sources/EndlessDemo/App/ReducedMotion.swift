import Glibc
import Pictures


/// Whether the desktop asks for reduced motion, read once at start-up of the
/// window (headless replay never reads it: a script gives the same frames on
/// every machine).
///
/// SDL2 has no call for it, so the demo reads what a GTK desktop writes:
/// `gtk-enable-animations = false` (or 0) in `$XDG_CONFIG_HOME/gtk-3.0/settings.ini`
/// or `gtk-4.0/settings.ini` (GNOME's "Reduce animation" ends up there for GTK
/// programs outside GNOME too). `ENDLESS_REDUCE_MOTION=1` asks for it whatever
/// the desktop says, `ENDLESS_REDUCE_MOTION=0` refuses it.
enum ReducedMotion {
    /// `environment` gives the variables' bytes (paths that are not UTF-8 are
    /// read as they are).
    static func desktopAsks(environment: [String: FilePath] = Environment.paths(["ENDLESS_REDUCE_MOTION", "HOME",
                                                                                  "XDG_CONFIG_HOME"])) -> Bool {
        if let value = environment["ENDLESS_REDUCE_MOTION"]?.description {
            return value == "1" || value.lowercased() == "true"
        }
        let home = environment["HOME"] ?? ""
        let config = environment["XDG_CONFIG_HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? home.appending(Array(".config".utf8))
        for version in ["gtk-4.0", "gtk-3.0"] {
            let path = config.appending(Array(version.utf8)).appending(Array("settings.ini".utf8))
            // A settings file is a few lines; anything larger is not one.
            guard let bytes = try? RegularFile.read(path, limit: 65536) else { continue }
            if let off = animationsOff(settings: String(decoding: bytes, as: UTF8.self)) { return off }
        }
        return false
    }

    /// What a GTK settings.ini says of `gtk-enable-animations`: true when it
    /// turns them off, false when on, nil when it does not say.
    static func animationsOff(settings text: String) -> Bool? {
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
}
