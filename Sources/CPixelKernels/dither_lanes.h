#ifndef SEGUE_DITHER_LANES_H
#define SEGUE_DITHER_LANES_H

// OrderedDither.over on eight lanes (internal to CPixelKernels): shared by the dithered
// gradient rows (dither.c) and the dithered shadow runs (shadow.c). The scalar function in
// dither.c is the definition; the lanes compute the same integers (products that pass 2³¹ are
// taken modulo 2³² and shifted logically, as their true values are below 2³²; floor(x / 255) is
// GCC's (x · 0x80808081) >> 39, exact for every 32-bit x).
#include <stdint.h>

static const uint32_t luma_r = 11966, luma_b = 4064, luma_g = 56284 - 11966 - 4064;

#if defined(__x86_64__)
#include <immintrin.h>

__attribute__((target("avx2")))
static inline __m256i div255(__m256i x) {
    const __m256i m = _mm256_set1_epi32((int)0x80808081u);
    __m256i even = _mm256_srli_epi64(_mm256_mul_epu32(x, m), 39);
    __m256i odd = _mm256_srli_epi64(_mm256_mul_epu32(_mm256_srli_epi64(x, 32), m), 39);
    return _mm256_blend_epi32(even, _mm256_slli_epi64(odd, 32), 0xAA);
}

__attribute__((target("avx2")))
static inline __m256i luma(__m256i r, __m256i g, __m256i b) {
    __m256i s = _mm256_add_epi32(_mm256_mullo_epi32(r, _mm256_set1_epi32((int)luma_r)), _mm256_mullo_epi32(g, _mm256_set1_epi32((int)luma_g)));
    s = _mm256_add_epi32(_mm256_add_epi32(s, _mm256_mullo_epi32(b, _mm256_set1_epi32((int)luma_b))), _mm256_set1_epi32(32768));
    return _mm256_srli_epi32(s, 16);
}

// Eight pixels: `lo` and `hi` hold their fine colors (four each), `d` the pixels under them,
// `t` the thresholds; the result is the eight pixels `dither_over` gives.
__attribute__((target("avx2")))
static inline __m256i dither_over_lanes(__m256i lo, __m256i hi, __m256i d, __m256i t) {
    const __m256i low16 = _mm256_set1_epi32(0xFFFF), byte = _mm256_set1_epi32(0xFF), c127 = _mm256_set1_epi32(127);
    const __m256i split = _mm256_setr_epi32(0, 2, 4, 6, 1, 3, 5, 7), zero = _mm256_setzero_si256();
    // Eight pixels' 16-bit channels as 32-bit lanes: even words hold red (low) and green,
    // odd words blue and alpha; split them into halves, then join the two loads' halves.
    __m256i f0 = _mm256_permutevar8x32_epi32(lo, split);
    __m256i f1 = _mm256_permutevar8x32_epi32(hi, split);
    __m256i rg = _mm256_permute2x128_si256(f0, f1, 0x20), ba = _mm256_permute2x128_si256(f0, f1, 0x31);
    __m256i r = _mm256_and_si256(rg, low16), g = _mm256_srli_epi32(rg, 16);
    __m256i b = _mm256_and_si256(ba, low16), a = _mm256_srli_epi32(ba, 16);
    __m256i k = _mm256_sub_epi32(_mm256_set1_epi32(65280), a);
#define UNDER(c, s) _mm256_add_epi32(c, div255(_mm256_add_epi32(_mm256_mullo_epi32(_mm256_and_si256(_mm256_srli_epi32(d, s), byte), k), c127)))
    r = UNDER(r, 0); g = UNDER(g, 8); b = UNDER(b, 16); a = UNDER(a, 24);
#undef UNDER
    __m256i y = luma(r, g, b);
    __m256i level = _mm256_andnot_si256(byte, _mm256_add_epi32(y, t));
    __m256i alpha = _mm256_srli_epi32(_mm256_add_epi32(a, _mm256_set1_epi32(128)), 8);
    __m256i outR = _mm256_min_epi32(_mm256_srli_epi32(_mm256_add_epi32(r, t), 8), alpha);
    __m256i outG = _mm256_min_epi32(_mm256_srli_epi32(_mm256_add_epi32(g, t), 8), alpha);
    __m256i outB = _mm256_min_epi32(_mm256_srli_epi32(_mm256_add_epi32(b, t), 8), alpha);
    __m256i kept = _mm256_cmpeq_epi32(luma(outR, outG, outB), _mm256_srli_epi32(level, 8));
    if (_mm256_movemask_epi8(kept) != -1) {
        __m256i shift = _mm256_srai_epi32(_mm256_add_epi32(_mm256_mullo_epi32(_mm256_sub_epi32(level, y), _mm256_set1_epi32(76310)),
                                                           _mm256_set1_epi32(32768)), 16);
        shift = _mm256_add_epi32(shift, _mm256_set1_epi32(128));
#define MOVED(c) _mm256_min_epi32(_mm256_max_epi32(_mm256_srai_epi32(_mm256_add_epi32(c, shift), 8), zero), alpha)
        outR = _mm256_blendv_epi8(MOVED(r), outR, kept);
        outG = _mm256_blendv_epi8(MOVED(g), outG, kept);
        outB = _mm256_blendv_epi8(MOVED(b), outB, kept);
#undef MOVED
    }
    return _mm256_or_si256(_mm256_or_si256(outR, _mm256_slli_epi32(outG, 8)),
                           _mm256_or_si256(_mm256_slli_epi32(outB, 16), _mm256_slli_epi32(alpha, 24)));
}

#endif

#endif
