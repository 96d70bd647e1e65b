import Pictures

extension ThumbnailCache {
    /// The page `layout` (a thumbnail's cell) with the picture at `path` in
    /// it: its thumbnail (`thumbnail(_:side:cancellation:)`) composed into the
    /// cell, or the picture decoded whole for a cell the cache does not serve
    /// (over 1024 px). `decoded` says when the picture itself was decoded.
    func page(_ path: FilePath, in layout: PageLayout, cancellation: DecodeCancellation) -> (ImageLoader.Outcome, decoded: Bool) {
        let side = Int(max(layout.width, layout.height))
        guard let (outcome, decoded) = thumbnail(path, side: side, cancellation: cancellation) else {
            return (ImageLoader.page(path, in: layout, cancellation: cancellation), true)
        }
        switch outcome {
        case .failure(let error): return (.failure(error.reason), decoded)
        case .success(let thumbnail):
            guard let surface = Surface(thumbnail.pixels),
                  case .image(let page, _) = layout.compose(surface, source: PictureSize(width: surface.width, height: surface.height))
            else { return (.failure("cannot make a thumbnail"), decoded) }
            return (.image(page, source: thumbnail.source), decoded)
        }
    }
}
