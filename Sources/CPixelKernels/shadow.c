#include "CPixelKernels.h"
#include "dither_lanes.h"
#include "kernel_level.h"

// A large soft shadow composited through its mask with the luma dither (Pixmap.composite's
// `luma8` run, Raster/Pixmap+Shadow.swift): for each pixel the mask's share
// f = (values[column[x]] · coverage[x] + 128) >> 8, then f = 255: PixelMath.over(color, dst);
// 0 < f < 255: OrderedDither.over(fine[f], dst, threshold of x) (`dither_over_lanes`); f = 0:
// dst kept — the same integers as the Swift, eight pixels a step.

#if defined(__x86_64__)
#include "avx2_pixels.h"

__attribute__((target("avx2")))
static long shadow_luma_avx2(const uint8_t *values, const long *column, const int32_t *coverage, uint32_t color,
                             const uint64_t *fine, const uint16_t *thresholds, uint32_t *px, long x0, long x1) {
    int32_t tt[16];
    for (int i = 0; i < 16; i++) tt[i] = thresholds[i & 7];
    const __m256i colors = _mm256_set1_epi32((int)color), zero = _mm256_setzero_si256(), full = _mm256_set1_epi32(255);
    long x = x0;
    for (; x + 8 <= x1; x += 8) {
        int32_t m8[8];
        for (int i = 0; i < 8; i++) m8[i] = values[column[x + i]];
        __m256i f = _mm256_mullo_epi32(_mm256_loadu_si256((const __m256i *)m8), _mm256_loadu_si256((const __m256i *)(coverage + x)));
        f = _mm256_srli_epi32(_mm256_add_epi32(f, _mm256_set1_epi32(128)), 8);
        __m256i isZero = _mm256_cmpeq_epi32(f, zero);
        if (_mm256_movemask_epi8(isZero) == -1) continue;
        __m256i *p = (__m256i *)(px + x);
        __m256i dst = _mm256_loadu_si256(p);
        // The share's color in 8.8 fixed point, from the table of every f.
        __m256i lo = _mm256_i32gather_epi64((const long long *)fine, _mm256_castsi256_si128(f), 8);
        __m256i hi = _mm256_i32gather_epi64((const long long *)fine, _mm256_extracti128_si256(f, 1), 8);
        __m256i t = _mm256_loadu_si256((const __m256i *)(tt + (x & 7)));
        __m256i out = _mm256_blendv_epi8(dither_over_lanes(lo, hi, dst, t), segue_over8(colors, dst), _mm256_cmpeq_epi32(f, full));
        _mm256_storeu_si256(p, _mm256_blendv_epi8(out, dst, isZero));
    }
    return x;
}
#endif

long segue_shadow_luma_run_at(int level, const uint8_t *values, const long *column, const int32_t *coverage, uint32_t color,
                              const uint64_t *fine, const uint16_t *thresholds, uint32_t *px, long x0, long x1) {
#if defined(__x86_64__)
    if (level >= 1 && segue_cpu_level() >= 1) return shadow_luma_avx2(values, column, coverage, color, fine, thresholds, px, x0, x1);
#endif
    return x0;
}
