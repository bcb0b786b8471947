#include "CPixelKernels.h"

// A glyph mask's row composited in one color: for each coverage c, PixelMath.over(scale(color,
// c), dst) — pixman's per-channel round(x · c / 255), then source-over with the same rounding —
// skipped where c is 0. red and blue, then green and alpha, ride on alternate 16-bit lanes of
// the masked words, where x · y + 128 and its correction stay below 2¹⁶; the sum is added as
// whole words, as the scalar `over` adds.
static inline uint32_t mul_channels(uint32_t p, uint32_t f) {
    uint32_t rb = (p & 0x00FF00FFu) * f + 0x00800080u;
    rb = ((rb + ((rb >> 8) & 0x00FF00FFu)) >> 8) & 0x00FF00FFu;
    uint32_t ag = ((p >> 8) & 0x00FF00FFu) * f + 0x00800080u;
    ag = (ag + ((ag >> 8) & 0x00FF00FFu)) & 0xFF00FF00u;
    return rb | ag;
}

static inline uint32_t mask_pixel(uint32_t color, uint32_t c, uint32_t dst) {
    uint32_t src = c == 255 ? color : mul_channels(color, c);
    uint32_t inverse = 255 - (src >> 24);
    return inverse == 0 ? src : src + mul_channels(dst, inverse);
}

#if defined(__x86_64__)
#include "avx2_pixels.h"

// Eight coverage values (bytes, as 32-bit lanes) over eight pixels `dst`: the blended pixels,
// each lane with no coverage keeping its pixel.
__attribute__((target("avx2")))
static inline __m256i mask_lanes(uint64_t eight, __m256i colors, __m256i dst) {
    __m256i c = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)eight));
    // scale(color, 255) is the color itself, so c = 255 needs no case of its own.
    __m256i src = segue_scale8(colors, _mm256_mullo_epi32(c, _mm256_set1_epi32(0x00010001)));
    return _mm256_blendv_epi8(dst, segue_over8(src, dst), _mm256_cmpgt_epi32(c, _mm256_setzero_si256()));
}

__attribute__((target("avx2")))
static long mask_row_avx2(const uint8_t *coverage, uint32_t color, uint32_t *px, long count) {
    const __m256i colors = _mm256_set1_epi32((int)color);
    long i = 0;
    for (; i + 8 <= count; i += 8) {
        uint64_t eight;
        __builtin_memcpy(&eight, coverage + i, 8);
        if (eight == 0) continue;
        __m256i *p = (__m256i *)(px + i);
        _mm256_storeu_si256(p, mask_lanes(eight, colors, _mm256_loadu_si256(p)));
    }
    // The last one to seven pixels (a glyph row's usual end) through a masked load and store:
    // coverage bytes and pixels past the row are neither read nor written.
    if (i < count) {
        // The row's last eight bytes shifted down to its last r (a row of eight or more), else
        // its bytes one by one: no call, no byte read past the row.
        long r = count - i;
        uint64_t eight = 0;
        if (count >= 8) {
            __builtin_memcpy(&eight, coverage + count - 8, 8);
            eight >>= 8 * (8 - r);
        } else {
            for (long k = 0; k < r; k++) eight |= (uint64_t)coverage[i + k] << (8 * k);
        }
        if (eight != 0) {
            __m256i m = _mm256_cmpgt_epi32(_mm256_set1_epi32((int)r), _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
            __m256i d = _mm256_maskload_epi32((const int *)(px + i), m);
            _mm256_maskstore_epi32((int *)(px + i), m, mask_lanes(eight, colors, d));
        }
        i = count;
    }
    return i;
}
#endif

void segue_mask_row(const uint8_t *coverage, uint32_t color, uint32_t *px, long count) {
    long i = 0;
#if defined(__x86_64__)
    if (count > 0 && __builtin_cpu_supports("avx2")) i = mask_row_avx2(coverage, color, px, count);
#endif
    for (; i < count; i++) if (coverage[i]) px[i] = mask_pixel(color, coverage[i], px[i]);
}
