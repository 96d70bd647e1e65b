import ScrollViews
import TestSupport
import Testing

/// SDL is process-global: every suite that starts SDL is nested here, and this
/// parent runs them one at a time (and never beside ScrollViewsSDLTests' own).
@Suite(.serialized, .sdlTurn) enum SDLSuites {}
