#if canImport(CFontconfig)
import CFontconfig
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#elseif canImport(ucrt)
import ucrt
#endif

/// The fonts the system has, by family and by the characters they cover: what
/// fontconfig answers on Linux and the BSDs (opened at the first question, not
/// with the program; without it, nil); elsewhere the files macOS and Windows
/// ship in their own font folders.
public enum SystemFonts {
    /// The file of the system's font for `family` ("sans-serif", "monospace",
    /// a family name), bold or regular; nil when the system names none.
    public static func path(family: String = "sans-serif", bold: Bool = false) -> String? {
        #if canImport(CFontconfig)
        return take(endless_fontconfig_file(family, bold ? 1 : 0, 0))
        #else
        return knownFiles(bold: bold).first { exists($0) }
        #endif
    }

    /// The file of a system font that has `character`, in the weight asked
    /// when there is one; nil when no font of the system has it.
    public static func path(covering character: Unicode.Scalar, bold: Bool = false) -> String? {
        #if canImport(CFontconfig)
        return take(endless_fontconfig_file("sans-serif", bold ? 1 : 0, character.value))
        #else
        return nil
        #endif
    }

    #if canImport(CFontconfig)
    /// The path fontconfig's answer holds, freed.
    private static func take(_ answer: UnsafeMutablePointer<CChar>?) -> String? {
        guard let answer else { return nil }
        defer { free(answer) }
        return String(cString: answer)
    }
    #else
    /// Sans-serif fonts macOS and Windows ship.
    private static func knownFiles(bold: Bool) -> [String] {
        #if os(Windows)
        let folder = (getenv("WINDIR").map { String(cString: $0) } ?? "C:\\Windows") + "\\Fonts\\"
        return [folder + (bold ? "segoeuib.ttf" : "segoeui.ttf"), folder + (bold ? "arialbd.ttf" : "arial.ttf")]
        #else
        return ["/System/Library/Fonts/Supplemental/Arial\(bold ? " Bold" : "").ttf", "/Library/Fonts/Arial.ttf"]
        #endif
    }

    /// Whether a file can be read at `path`.
    private static func exists(_ path: String) -> Bool {
        guard let file = SDL_RWFromFile(path, "rb") else { return false }
        SDL_RWclose(file)
        return true
    }
    #endif
}
