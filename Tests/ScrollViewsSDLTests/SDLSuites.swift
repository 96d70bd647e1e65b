import TestSupport
import Testing

/// SDL is process-global: every suite of this target that starts SDL is nested
/// here, and runs one at a time (and never beside EndlessDemoTests' own).
@Suite(.serialized, .sdlTurn) enum SDLSuites {}
