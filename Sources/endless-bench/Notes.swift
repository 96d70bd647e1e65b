/// What the figures mean and what was done about them; appended to BENCHMARKS.md.
enum Notes {
    static let text = """

        ## Notes

        - Xvfb has no vsync: the demo paces itself with its sleep fallback on a steady
          grid of refresh intervals, so the pacing figure measures that fallback.
        """
}
