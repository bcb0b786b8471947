#include "CPixelKernels.h"

#if defined(__x86_64__)
#include "avx2_pixels.h"

// One translucent color over a run: color + scale(dst, 255 − α), pixman's rounding, eight
// pixels a step (segue_over8 with a constant source).
__attribute__((target("avx2")))
static long over_color_row_avx2(uint32_t color, uint32_t *px, long count) {
    const __m256i src = _mm256_set1_epi32((int)color), inverse = _mm256_set1_epi32((int)((255 - (color >> 24)) * 0x00010001u));
    long i = 0;
    for (; i + 8 <= count; i += 8) {
        __m256i *p = (__m256i *)(px + i);
        _mm256_storeu_si256(p, _mm256_add_epi32(src, segue_scale8(_mm256_loadu_si256(p), inverse)));
    }
    return i;
}
#endif

long segue_over_color_row(uint32_t color, uint32_t *px, long count) {
#if defined(__x86_64__)
    if (__builtin_cpu_supports("avx2")) return over_color_row_avx2(color, px, count);
#endif
    return 0;
}
