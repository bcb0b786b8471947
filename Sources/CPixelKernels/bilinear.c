#include "CPixelKernels.h"
#include "kernel_level.h"

#if defined(__x86_64__)
#include "avx2_pixels.h"

// Eight columns' taps from a column table kept as three rows `stride` words apart (x0s, then
// x1s, then weights; ColumnTaps), the weight repeated in both 16-bit halves of its lane; and
// whether every sample's two texels are side by side.
typedef struct { __m256i x0, x1, fx; int adjacent; } taps8;

__attribute__((target("avx2")))
static inline taps8 load_taps8(const uint32_t *taps, long stride) {
    taps8 s;
    s.x0 = _mm256_loadu_si256((const __m256i *)taps);
    s.x1 = _mm256_loadu_si256((const __m256i *)(taps + stride));
    s.fx = _mm256_mullo_epi32(_mm256_loadu_si256((const __m256i *)(taps + 2 * stride)), _mm256_set1_epi32(0x00010001));
    s.adjacent = _mm256_movemask_epi8(_mm256_cmpeq_epi32(s.x1, _mm256_add_epi32(s.x0, _mm256_set1_epi32(1)))) == -1;
    return s;
}

// The texels at x0 (`left`) and x1 (`right`) of row `r` (`width` texels) for eight samples.
// Where each sample's two texels are side by side (all but the clamped edge columns) and the
// eight lie within eight texels of the first (an image drawn at its size or larger), two loads
// and two permutes; within sixteen (drawn at down to half its size: a mip level's range), four
// loads, four permutes and two blends (the same texels as gathering them; rows 1.2-1.6x faster
// on this project's AMD cores, where a gather costs about a cycle an element); else where side
// by side one 64-bit gather element a sample instead of two, then split into left and right;
// else two gathers.
__attribute__((target("avx2")))
static inline void gather_taps8(const uint32_t *r, long width, taps8 s, __m256i *left, __m256i *right) {
    if (s.adjacent) {
        int base = _mm256_cvtsi256_si32(s.x0);
        __m256i index = _mm256_sub_epi32(s.x0, _mm256_set1_epi32(base));
        if (base + 8 < width && _mm256_testz_si256(index, _mm256_set1_epi32(~7))) {
            *left = _mm256_permutevar8x32_epi32(_mm256_loadu_si256((const __m256i *)(r + base)), index);
            *right = _mm256_permutevar8x32_epi32(_mm256_loadu_si256((const __m256i *)(r + base + 1)), index);
            return;
        }
        if (base + 16 < width && _mm256_testz_si256(index, _mm256_set1_epi32(~15))) {
            // Within sixteen texels (an image drawn at down to half its size): each lane's texel
            // from the first eight or the next eight, by the index's fourth bit.
            __m256i upper = _mm256_cmpgt_epi32(index, _mm256_set1_epi32(7));
            *left = _mm256_blendv_epi8(_mm256_permutevar8x32_epi32(_mm256_loadu_si256((const __m256i *)(r + base)), index),
                                       _mm256_permutevar8x32_epi32(_mm256_loadu_si256((const __m256i *)(r + base + 8)), index), upper);
            *right = _mm256_blendv_epi8(_mm256_permutevar8x32_epi32(_mm256_loadu_si256((const __m256i *)(r + base + 1)), index),
                                        _mm256_permutevar8x32_epi32(_mm256_loadu_si256((const __m256i *)(r + base + 9)), index), upper);
            return;
        }
        const __m256i split = _mm256_setr_epi32(0, 2, 4, 6, 1, 3, 5, 7);
        __m256i p0 = _mm256_permutevar8x32_epi32(_mm256_i32gather_epi64((const long long *)r, _mm256_castsi256_si128(s.x0), 4), split);
        __m256i p1 = _mm256_permutevar8x32_epi32(_mm256_i32gather_epi64((const long long *)r, _mm256_extracti128_si256(s.x0, 1), 4), split);
        *left = _mm256_permute2x128_si256(p0, p1, 0x20);
        *right = _mm256_permute2x128_si256(p0, p1, 0x31);
    } else {
        *left = _mm256_i32gather_epi32((const int *)r, s.x0, 4);
        *right = _mm256_i32gather_epi32((const int *)r, s.x1, 4);
    }
}

// (p·g + q·h + 128) >> 8 on 16-bit lanes: ImageSampler.lerp's rounding, per channel.
#define LERP(p, q, g, h) _mm256_srli_epi16(_mm256_add_epi16(_mm256_add_epi16(_mm256_mullo_epi16(p, g), _mm256_mullo_epi16(q, h)), \
                                                            _mm256_set1_epi16(128)), 8)

// Eight samples a step: the four texels of each sample gathered from the two rows; red and
// blue, then green and alpha, ride on alternate 16-bit lanes of the masked words (as
// ImageSampler.lerp keeps them), where every a·(256 − f) + b·f + 128 stays below 2¹⁶: the
// horizontal lerps, then the vertical one, each (a·(256 − f) + b·f + 128) >> 8 per channel —
// ImageSampler.sample2's integers.
__attribute__((target("avx2")))
static long bilinear_row_avx2(const uint32_t *r0, const uint32_t *r1, long width, uint32_t fy, const uint32_t *taps,
                              long stride, uint32_t *out, long count, int over) {
    const __m256i bytes = _mm256_set1_epi32(0x00FF00FF), full = _mm256_set1_epi16(256);
    const __m256i gy = _mm256_set1_epi16((short)(256 - fy)), hy = _mm256_set1_epi16((short)fy);
    long i = 0;
    for (; i + 8 <= count; i += 8) {
        taps8 s = load_taps8(taps + i, stride);
        __m256i gx = _mm256_sub_epi16(full, s.fx), a, b, c, d;
        gather_taps8(r0, width, s, &a, &b);
        gather_taps8(r1, width, s, &c, &d);
        __m256i toprb = LERP(_mm256_and_si256(a, bytes), _mm256_and_si256(b, bytes), gx, s.fx);
        __m256i topag = LERP(_mm256_and_si256(_mm256_srli_epi32(a, 8), bytes), _mm256_and_si256(_mm256_srli_epi32(b, 8), bytes), gx, s.fx);
        __m256i botrb = LERP(_mm256_and_si256(c, bytes), _mm256_and_si256(d, bytes), gx, s.fx);
        __m256i botag = LERP(_mm256_and_si256(_mm256_srli_epi32(c, 8), bytes), _mm256_and_si256(_mm256_srli_epi32(d, 8), bytes), gx, s.fx);
        __m256i p = _mm256_or_si256(LERP(toprb, botrb, gy, hy), _mm256_slli_epi32(LERP(topag, botag, gy, hy), 8));
        // PixelMath.over(sample, out[i]), pixman's rounding, as the scalar path.
        if (over) p = segue_over8(p, _mm256_loadu_si256((const __m256i *)(out + i)));
        _mm256_storeu_si256((__m256i *)(out + i), p);
    }
    return i;
}

// Eight columns of one row's horizontal lerps: bilinear_row_avx2's first half, packed back into
// pixels (each channel's lerp is at most 255).
__attribute__((target("avx2")))
static inline void hlerp8(const uint32_t *r, long width, const uint32_t *taps, long stride, uint32_t *out) {
    const __m256i bytes = _mm256_set1_epi32(0x00FF00FF), full = _mm256_set1_epi16(256);
    taps8 s = load_taps8(taps, stride);
    __m256i gx = _mm256_sub_epi16(full, s.fx), a, b;
    gather_taps8(r, width, s, &a, &b);
    __m256i rb = LERP(_mm256_and_si256(a, bytes), _mm256_and_si256(b, bytes), gx, s.fx);
    __m256i ag = LERP(_mm256_and_si256(_mm256_srli_epi32(a, 8), bytes), _mm256_and_si256(_mm256_srli_epi32(b, 8), bytes), gx, s.fx);
    _mm256_storeu_si256((__m256i *)out, _mm256_or_si256(rb, _mm256_slli_epi32(ag, 8)));
}

// One row's horizontal lerps, eight a step.
__attribute__((target("avx2")))
static long hlerp_row_avx2(const uint32_t *r, long width, const uint32_t *taps, long stride, uint32_t *out, long count) {
    long i = 0;
    for (; i + 8 <= count; i += 8) hlerp8(r, width, taps + i, stride, out + i);
    return i;
}

#define LERP16(p, q, g, h) _mm512_srli_epi16(_mm512_add_epi16(_mm512_add_epi16(_mm512_mullo_epi16(p, g), _mm512_mullo_epi16(q, h)), \
                                                             _mm512_set1_epi16(128)), 8)

// The same lerps sixteen columns a step where each column's two texels are side by side and the
// sixteen lie within 32 texels of the first (an image drawn at down to half its size, as a mip
// level is): four loads and two vpermt2d (AVX-512 F) fetch them, vpmullw on 32 lanes (BW) mixes
// them. Other steps, and the last eight columns, take the AVX2 path. About 1.3x the AVX2 loop's
// speed on this project's Cascade Lake (an aspect-fill photo's rows).
SEGUE_AVX512
static long hlerp_row_avx512(const uint32_t *r, long width, const uint32_t *taps, long stride, uint32_t *out, long count) {
    const __m512i bytes = _mm512_set1_epi32(0x00FF00FF), full = _mm512_set1_epi16(256), one = _mm512_set1_epi32(1);
    long i = 0;
    for (; i + 16 <= count; i += 16) {
        __m512i x0 = _mm512_loadu_si512(taps + i), x1 = _mm512_loadu_si512(taps + stride + i);
        int base = _mm_cvtsi128_si32(_mm512_castsi512_si128(x0));
        __m512i index = _mm512_sub_epi32(x0, _mm512_set1_epi32(base));
        if (_mm512_cmpneq_epi32_mask(x1, _mm512_add_epi32(x0, one)) != 0 || base + 32 >= width
            || _mm512_test_epi32_mask(index, _mm512_set1_epi32(~31)) != 0) {
            hlerp8(r, width, taps + i, stride, out + i);
            hlerp8(r, width, taps + i + 8, stride, out + i + 8);
            continue;
        }
        __m512i a = _mm512_permutex2var_epi32(_mm512_loadu_si512(r + base), index, _mm512_loadu_si512(r + base + 16));
        __m512i b = _mm512_permutex2var_epi32(_mm512_loadu_si512(r + base + 1), index, _mm512_loadu_si512(r + base + 17));
        __m512i fx = _mm512_mullo_epi32(_mm512_loadu_si512(taps + 2 * stride + i), _mm512_set1_epi32(0x00010001));
        __m512i gx = _mm512_sub_epi16(full, fx);
        __m512i rb = LERP16(_mm512_and_si512(a, bytes), _mm512_and_si512(b, bytes), gx, fx);
        __m512i ag = LERP16(_mm512_and_si512(_mm512_srli_epi32(a, 8), bytes), _mm512_and_si512(_mm512_srli_epi32(b, 8), bytes), gx, fx);
        _mm512_storeu_si512(out + i, _mm512_or_si512(rb, _mm512_slli_epi32(ag, 8)));
    }
    return i + hlerp_row_avx2(r, width, taps + i, stride, out + i, count - i);
}
#undef LERP16
#undef LERP
#endif

long segue_bilinear_row(const uint32_t *r0, const uint32_t *r1, long width, uint32_t fy, const uint32_t *taps, long stride,
                        uint32_t *out, long count, int over) {
#if defined(__x86_64__)
    if (fy <= 255 && __builtin_cpu_supports("avx2")) return bilinear_row_avx2(r0, r1, width, fy, taps, stride, out, count, over);
#endif
    return 0;
}

long segue_hlerp_row_at(int level, const uint32_t *r, long width, const uint32_t *taps, long stride, uint32_t *out, long count) {
#if defined(__x86_64__)
    int best = segue_cpu_level();
    if (level >= 2 && best >= 2) return hlerp_row_avx512(r, width, taps, stride, out, count);
    if (level >= 1 && best >= 1) return hlerp_row_avx2(r, width, taps, stride, out, count);
#endif
    return 0;
}

long segue_hlerp_row(const uint32_t *r, long width, const uint32_t *taps, long stride, uint32_t *out, long count) {
    return segue_hlerp_row_at(2, r, width, taps, stride, out, count);
}
