#ifndef CFREETYPE_SHIM_H
#define CFREETYPE_SHIM_H

#include <ft2build.h>
#include FT_FREETYPE_H
#include FT_OUTLINE_H
#include FT_STROKER_H

/* FreeType's load flags are macros built from casts, which Swift does not import; these
   prefixed functions hand them over as values. */

/// Outlines only, unhinted: advances scale linearly and glyphs keep their design shapes at any size.
static inline FT_Int32 CFreeType_loadFlagsUnhintedOutline(void) {
    return FT_LOAD_NO_HINTING | FT_LOAD_NO_BITMAP;
}

/// Color bitmaps (CBDT/sbix emoji) as premultiplied BGRA.
static inline FT_Int32 CFreeType_loadFlagsColor(void) {
    return FT_LOAD_COLOR;
}

/// True when the face has color glyphs (emoji).
static inline int CFreeType_hasColor(FT_Face face) {
    return FT_HAS_COLOR(face) ? 1 : 0;
}

/// True when the face holds scalable outlines (not a bitmap-only font).
static inline int CFreeType_isScalable(FT_Face face) {
    return FT_IS_SCALABLE(face) ? 1 : 0;
}

#endif
