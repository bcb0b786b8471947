#ifndef SEGUE_AVX2_PIXELS_H
#define SEGUE_AVX2_PIXELS_H

// Packed-pixel arithmetic shared by the AVX2 kernels (internal to CPixelKernels).
#if defined(__x86_64__)
#include <immintrin.h>

// PixelMath.scale on eight packed pixels, each by its own factor `f` (0...255, repeated in both
// 16-bit halves of its lane): round(x · f / 255) per channel, pixman's (t + (t >> 8)) >> 8 with
// t = x·f + 128. Red and blue, then green and alpha, ride on alternate 16-bit lanes of the masked
// words, where t and its correction stay below 2¹⁶.
__attribute__((target("avx2")))
static inline __m256i segue_scale8(__m256i p, __m256i f) {
    const __m256i bytes = _mm256_set1_epi32(0x00FF00FF), high = _mm256_set1_epi32((int)0xFF00FF00u), half = _mm256_set1_epi16(128);
    __m256i rb = _mm256_add_epi16(_mm256_mullo_epi16(_mm256_and_si256(p, bytes), f), half);
    rb = _mm256_and_si256(_mm256_srli_epi16(_mm256_add_epi16(rb, _mm256_srli_epi16(rb, 8)), 8), bytes);
    __m256i ag = _mm256_add_epi16(_mm256_mullo_epi16(_mm256_and_si256(_mm256_srli_epi32(p, 8), bytes), f), half);
    ag = _mm256_and_si256(_mm256_add_epi16(ag, _mm256_srli_epi16(ag, 8)), high);
    return _mm256_or_si256(rb, ag);
}

// PixelMath.over on eight packed premultiplied pixels: src + scale(dst, 255 − αsrc), added as
// whole words as the scalar does.
__attribute__((target("avx2")))
static inline __m256i segue_over8(__m256i src, __m256i dst) {
    __m256i inverse = _mm256_mullo_epi32(_mm256_sub_epi32(_mm256_set1_epi32(255), _mm256_srli_epi32(src, 24)), _mm256_set1_epi32(0x00010001));
    return _mm256_add_epi32(src, segue_scale8(dst, inverse));
}
#endif

#endif
