import CSDL

/// SDL's key names, as scripts give them: checked and made canonical once,
/// where they enter ("right" becomes "Right", "q" becomes "Q").
enum KeyName {
    /// SDL's own spelling of the key called `name`, or nil when SDL knows no such key.
    static func canonical(_ name: String) -> String? {
        let key = SDL_GetKeyFromName(name)
        guard key != SDLK_UNKNOWN.rawValue else { return nil }
        let canonical = String(cString: SDL_GetKeyName(key))
        return canonical.isEmpty ? nil : canonical
    }
}
