#include "CPixelKernels.h"

#if defined(__x86_64__)
#include "avx2_pixels.h"

// One translucent color over a run: color + scale(dst, 255 − α), pixman's rounding, eight
// pixels a step (segue_over8 with a constant source), the whole run.
__attribute__((target("avx2")))
static long over_color_row_avx2(uint32_t color, uint32_t *px, long count) {
    const __m256i src = _mm256_set1_epi32((int)color), inverse = _mm256_set1_epi32((int)((255 - (color >> 24)) * 0x00010001u));
    long i = 0;
    for (; i + 8 <= count; i += 8) {
        __m256i *p = (__m256i *)(px + i);
        _mm256_storeu_si256(p, _mm256_add_epi32(src, segue_scale8(_mm256_loadu_si256(p), inverse)));
    }
    // The last one to seven pixels through a masked load and store: the pixels past the run
    // are neither read nor written, and the caller has no tail left.
    if (i < count) {
        __m256i m = _mm256_cmpgt_epi32(_mm256_set1_epi32((int)(count - i)), _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        __m256i d = _mm256_maskload_epi32((const int *)(px + i), m);
        _mm256_maskstore_epi32((int *)(px + i), m, _mm256_add_epi32(src, segue_scale8(d, inverse)));
        i = count;
    }
    return i;
}
#endif

#if defined(__x86_64__)
// An opaque color stored over a run, 32 pixels a step, the last one to seven masked.
__attribute__((target("avx2")))
static void fill_row_avx2(uint32_t color, uint32_t *px, long count) {
    const __m256i c = _mm256_set1_epi32((int)color);
    long i = 0;
    for (; i + 32 <= count; i += 32) {
        _mm256_storeu_si256((__m256i *)(px + i), c);
        _mm256_storeu_si256((__m256i *)(px + i + 8), c);
        _mm256_storeu_si256((__m256i *)(px + i + 16), c);
        _mm256_storeu_si256((__m256i *)(px + i + 24), c);
    }
    for (; i + 8 <= count; i += 8) _mm256_storeu_si256((__m256i *)(px + i), c);
    if (i < count) {
        __m256i m = _mm256_cmpgt_epi32(_mm256_set1_epi32((int)(count - i)), _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
        _mm256_maskstore_epi32((int *)(px + i), m, c);
    }
}
#endif

long segue_fill_row(uint32_t color, uint32_t *px, long count) {
#if defined(__x86_64__)
    if (count > 0 && __builtin_cpu_supports("avx2")) {
        fill_row_avx2(color, px, count);
        return count;
    }
#endif
    return 0;
}

long segue_over_color_row(uint32_t color, uint32_t *px, long count) {
#if defined(__x86_64__)
    if (__builtin_cpu_supports("avx2")) return over_color_row_avx2(color, px, count);
#endif
    return 0;
}
