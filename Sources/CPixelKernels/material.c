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

#if defined(__x86_64__)
// MaterialBlur.downsample's 8×8 blocks: per block, the red and blue (then green and alpha) bytes
// of its 64 pixels summed on the 16-bit halves of 32-bit lanes (at most 64 · 255, no carry), the
// eight rows added lane by lane, then the eight lanes; each sum's mean rounded, (s + 32) >> 6.
__attribute__((target("avx2")))
static long material_downsample8_avx2(const uint32_t *base, const long *rows, long column, long blocks,
                                      uint8_t *r, uint8_t *g, uint8_t *b, uint8_t *a) {
    const __m256i bytes = _mm256_set1_epi32(0x00FF00FF);
    for (long n = 0; n < blocks; n++) {
        __m256i rb = _mm256_setzero_si256(), ga = _mm256_setzero_si256();
        for (int dy = 0; dy < 8; dy++) {
            __m256i v = _mm256_loadu_si256((const __m256i *)(base + rows[dy] + column + 8 * n));
            rb = _mm256_add_epi32(rb, _mm256_and_si256(v, bytes));
            ga = _mm256_add_epi32(ga, _mm256_and_si256(_mm256_srli_epi32(v, 8), bytes));
        }
        // The eight lanes of each, summed: rb in the low 128 bits' lanes, ga in the high's.
        __m128i x = _mm_add_epi32(_mm256_castsi256_si128(rb), _mm256_extracti128_si256(rb, 1));
        __m128i y = _mm_add_epi32(_mm256_castsi256_si128(ga), _mm256_extracti128_si256(ga, 1));
        x = _mm_hadd_epi32(x, y);   // rb0+rb1, rb2+rb3, ga0+ga1, ga2+ga3
        x = _mm_hadd_epi32(x, x);   // rb, ga, rb, ga
        uint32_t srb = (uint32_t)_mm_cvtsi128_si32(x), sga = (uint32_t)_mm_extract_epi32(x, 1);
        r[n] = (uint8_t)(((srb & 0xFFFF) + 32) >> 6);
        b[n] = (uint8_t)(((srb >> 16) + 32) >> 6);
        g[n] = (uint8_t)(((sga & 0xFFFF) + 32) >> 6);
        a[n] = (uint8_t)(((sga >> 16) + 32) >> 6);
    }
    return blocks;
}
#endif

long segue_material_downsample8_at(int level, const uint32_t *base, const long *rows, long column, long blocks,
                                   uint8_t *r, uint8_t *g, uint8_t *b, uint8_t *a) {
#if defined(__x86_64__)
    if (level >= 1 && segue_cpu_level() >= 1) return material_downsample8_avx2(base, rows, column, blocks, r, g, b, a);
#endif
    return 0;
}

long segue_material_downsample8(const uint32_t *base, const long *rows, long column, long blocks,
                                uint8_t *r, uint8_t *g, uint8_t *b, uint8_t *a) {
    return segue_material_downsample8_at(1, base, rows, column, blocks, r, g, b, a);
}
