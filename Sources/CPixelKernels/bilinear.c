#include "CPixelKernels.h"

#if defined(__x86_64__)
#include "avx2_pixels.h"

// Eight samples a step. The column taps and weights are split out of the triplet table, the
// four texels of each sample gathered from the two rows; red and blue, then green and alpha, ride on
// alternate 16-bit lanes of the masked words (as ImageSampler.lerp keeps them), where every
// a·(256 − f) + b·f + 128 stays below 2¹⁶: the horizontal lerps, then the vertical one, each
// (a·(256 − f) + b·f + 128) >> 8 per channel — ImageSampler.sample2's integers.
__attribute__((target("avx2")))
static long bilinear_row_avx2(const uint32_t *r0, const uint32_t *r1, uint32_t fy, const uint32_t *taps,
                              uint32_t *out, long count, int over) {
    const __m256i bytes = _mm256_set1_epi32(0x00FF00FF);
    const __m256i half = _mm256_set1_epi16(128), full = _mm256_set1_epi16(256), ones = _mm256_set1_epi32(0x00010001);
    const __m256i gy = _mm256_set1_epi16((short)(256 - fy)), hy = _mm256_set1_epi16((short)fy);
    long i = 0;
    for (; i + 8 <= count; i += 8) {
        // The eight (x0, x1, fx) triplets, split with permutes: x0 is t[0, 3, …, 21], x1
        // t[1, 4, …, 22], fx t[2, 5, …, 23], from the three loads' lanes.
        const __m256i *t = (const __m256i *)(taps + 3 * i);
        __m256i ta = _mm256_loadu_si256(t), tb = _mm256_loadu_si256(t + 1), tc = _mm256_loadu_si256(t + 2);
#define PICK(v, a0, a1, a2, a3, a4, a5, a6, a7) _mm256_permutevar8x32_epi32(v, _mm256_setr_epi32(a0, a1, a2, a3, a4, a5, a6, a7))
        __m256i x0 = _mm256_blend_epi32(_mm256_blend_epi32(PICK(ta, 0, 3, 6, 0, 0, 0, 0, 0), PICK(tb, 0, 0, 0, 1, 4, 7, 0, 0), 0x38),
                                        PICK(tc, 0, 0, 0, 0, 0, 0, 2, 5), 0xC0);
        __m256i x1 = _mm256_blend_epi32(_mm256_blend_epi32(PICK(ta, 1, 4, 7, 0, 0, 0, 0, 0), PICK(tb, 0, 0, 0, 2, 5, 0, 0, 0), 0x18),
                                        PICK(tc, 0, 0, 0, 0, 0, 0, 3, 6), 0xE0);
        __m256i fx = _mm256_blend_epi32(_mm256_blend_epi32(PICK(ta, 2, 5, 0, 0, 0, 0, 0, 0), PICK(tb, 0, 0, 0, 3, 6, 0, 0, 0), 0x1C),
                                        PICK(tc, 0, 0, 0, 0, 0, 1, 4, 7), 0xE0);
        fx = _mm256_mullo_epi32(fx, ones);
        __m256i gx = _mm256_sub_epi16(full, fx);
        __m256i a, b, c, d;
        if (_mm256_movemask_epi8(_mm256_cmpeq_epi32(x1, _mm256_add_epi32(x0, _mm256_set1_epi32(1)))) == -1) {
            // Each sample's two texels side by side (all but the clamped edge columns): one
            // 64-bit gather element a row each instead of two, then split into left and right.
            __m128i lo = _mm256_castsi256_si128(x0), hi = _mm256_extracti128_si256(x0, 1);
            const __m256i split = _mm256_setr_epi32(0, 2, 4, 6, 1, 3, 5, 7);
            __m256i p0 = _mm256_permutevar8x32_epi32(_mm256_i32gather_epi64((const long long *)r0, lo, 4), split);
            __m256i p1 = _mm256_permutevar8x32_epi32(_mm256_i32gather_epi64((const long long *)r0, hi, 4), split);
            __m256i q0 = _mm256_permutevar8x32_epi32(_mm256_i32gather_epi64((const long long *)r1, lo, 4), split);
            __m256i q1 = _mm256_permutevar8x32_epi32(_mm256_i32gather_epi64((const long long *)r1, hi, 4), split);
            a = _mm256_permute2x128_si256(p0, p1, 0x20); b = _mm256_permute2x128_si256(p0, p1, 0x31);
            c = _mm256_permute2x128_si256(q0, q1, 0x20); d = _mm256_permute2x128_si256(q0, q1, 0x31);
        } else {
            a = _mm256_i32gather_epi32((const int *)r0, x0, 4); b = _mm256_i32gather_epi32((const int *)r0, x1, 4);
            c = _mm256_i32gather_epi32((const int *)r1, x0, 4); d = _mm256_i32gather_epi32((const int *)r1, x1, 4);
        }
#undef PICK
#define LERP(p, q, g, h) _mm256_srli_epi16(_mm256_add_epi16(_mm256_add_epi16(_mm256_mullo_epi16(p, g), _mm256_mullo_epi16(q, h)), half), 8)
        __m256i toprb = LERP(_mm256_and_si256(a, bytes), _mm256_and_si256(b, bytes), gx, fx);
        __m256i topag = LERP(_mm256_and_si256(_mm256_srli_epi32(a, 8), bytes), _mm256_and_si256(_mm256_srli_epi32(b, 8), bytes), gx, fx);
        __m256i botrb = LERP(_mm256_and_si256(c, bytes), _mm256_and_si256(d, bytes), gx, fx);
        __m256i botag = LERP(_mm256_and_si256(_mm256_srli_epi32(c, 8), bytes), _mm256_and_si256(_mm256_srli_epi32(d, 8), bytes), gx, fx);
        __m256i p = _mm256_or_si256(LERP(toprb, botrb, gy, hy), _mm256_slli_epi32(LERP(topag, botag, gy, hy), 8));
#undef LERP
        // PixelMath.over(sample, out[i]), pixman's rounding, as the scalar path.
        if (over) p = segue_over8(p, _mm256_loadu_si256((const __m256i *)(out + i)));
        _mm256_storeu_si256((__m256i *)(out + i), p);
    }
    return i;
}
#endif

long segue_bilinear_row(const uint32_t *r0, const uint32_t *r1, uint32_t fy, const uint32_t *taps,
                        uint32_t *out, long count, int over) {
#if defined(__x86_64__)
    if (fy <= 255 && __builtin_cpu_supports("avx2")) return bilinear_row_avx2(r0, r1, fy, taps, out, count, over);
#endif
    return 0;
}
