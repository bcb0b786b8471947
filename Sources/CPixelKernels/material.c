#include "CPixelKernels.h"
#include "kernel_level.h"

#if defined(__x86_64__)
#include "avx2_pixels.h"

// MaterialBlur.upsample's vertical step: the two horizontal lerps' rows mixed by fy
// (scale(u, 255 − fy) + scale(l, fy), added as whole words as PixelMath.lerp does), then the
// tint over them (tint + scale(p, 255 − α), PixelMath.over's arithmetic); eight pixels a step.
__attribute__((target("avx2")))
static long material_row_avx2(const uint32_t *upper, const uint32_t *lower, uint32_t fy, uint32_t tint, uint32_t *out, long count) {
    const __m256i down = _mm256_set1_epi32((int)((255 - fy) * 0x00010001u)), up = _mm256_set1_epi32((int)(fy * 0x00010001u));
    const __m256i src = _mm256_set1_epi32((int)tint), inverse = _mm256_set1_epi32((int)((255 - (tint >> 24)) * 0x00010001u));
    long i = 0;
    for (; i + 8 <= count; i += 8) {
        __m256i u = _mm256_loadu_si256((const __m256i *)(upper + i)), l = _mm256_loadu_si256((const __m256i *)(lower + i));
        __m256i p = _mm256_add_epi32(segue_scale8(u, down), segue_scale8(l, up));
        _mm256_storeu_si256((__m256i *)(out + i), _mm256_add_epi32(src, segue_scale8(p, inverse)));
    }
    return i;
}
#endif

long segue_material_row_at(int level, const uint32_t *upper, const uint32_t *lower, uint32_t fy, uint32_t tint, uint32_t *out, long count) {
#if defined(__x86_64__)
    if (level >= 1 && segue_cpu_level() >= 1) return material_row_avx2(upper, lower, fy, tint, out, count);
#endif
    return 0;
}

long segue_material_row(const uint32_t *upper, const uint32_t *lower, uint32_t fy, uint32_t tint, uint32_t *out, long count) {
    return segue_material_row_at(1, upper, lower, fy, tint, out, count);
}

#if defined(__x86_64__)
// MaterialBlur.upsample's horizontal step on one coarse row: out[n] = scale(row[taps[n]],
// 255 − weights[n]) + scale(row[taps[n] + 1], weights[n]) (PixelMath.lerp), eight columns a
// step, each with its own tap (gathered) and weight.
__attribute__((target("avx2")))
static long material_hlerp_avx2(const uint32_t *row, const int32_t *taps, const uint32_t *weights, uint32_t *out, long count) {
    const __m256i both = _mm256_set1_epi32(0x00010001), full = _mm256_set1_epi32(255);
    long n = 0;
    for (; n + 8 <= count; n += 8) {
        __m256i t = _mm256_loadu_si256((const __m256i *)(taps + n)), w = _mm256_loadu_si256((const __m256i *)(weights + n));
        __m256i a = _mm256_i32gather_epi32((const int *)row, t, 4), b = _mm256_i32gather_epi32((const int *)(row + 1), t, 4);
        __m256i down = _mm256_mullo_epi32(_mm256_sub_epi32(full, w), both), up = _mm256_mullo_epi32(w, both);
        _mm256_storeu_si256((__m256i *)(out + n), _mm256_add_epi32(segue_scale8(a, down), segue_scale8(b, up)));
    }
    return n;
}
#endif

long segue_material_hlerp_row_at(int level, const uint32_t *row, const int32_t *taps, const uint32_t *weights, uint32_t *out, long count) {
#if defined(__x86_64__)
    if (level >= 1 && segue_cpu_level() >= 1) return material_hlerp_avx2(row, taps, weights, out, count);
#endif
    return 0;
}

long segue_material_hlerp_row(const uint32_t *row, const int32_t *taps, const uint32_t *weights, uint32_t *out, long count) {
    return segue_material_hlerp_row_at(1, row, taps, weights, out, count);
}
