/// The layers below the façade, re-exported: their public types (geometry, time, errors, the
/// scene's views and colors, the renderer, the template and its reader) are part of the
/// library's API, so `import Compositor` alone is enough for a library user. Inside the package
/// each file imports the layers it uses.
@_exported import CompositorCore
@_exported import CompositorScene
@_exported import CompositorRaster
@_exported import CompositorMedia
@_exported import CompositorMotion
@_exported import CompositorDocument
