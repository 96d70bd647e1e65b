import ScrollViews
import Testing

/// SDL is process-global: every suite that starts SDL is nested here, and this
/// parent runs them one at a time.
@Suite(.serialized) enum SDLSuites {}
