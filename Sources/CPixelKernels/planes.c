#include "CPixelKernels.h"

#if defined(__x86_64__)
#include <immintrin.h>

// Thirty-two samples i ..< i + 32, sixteen a lane block: vpmulhuw gives each product's high 16
// bits, exactly the scalar (a · wa) >> 16 and (b · wb) >> 16; their sum (≤ 0xFFFF, the weights
// summing to 2¹⁶) shifted right by 8 is the 8-bit sample, packed with unsigned saturation (never
// reached: ≤ 255).
__attribute__((target("avx2")))
static inline void plane_lerp_block(const uint16_t *a, const uint16_t *b, __m256i wa, __m256i wb, uint8_t *out, long i) {
    __m256i a0 = _mm256_loadu_si256((const __m256i *)(a + i)), a1 = _mm256_loadu_si256((const __m256i *)(a + i + 16));
    __m256i b0 = _mm256_loadu_si256((const __m256i *)(b + i)), b1 = _mm256_loadu_si256((const __m256i *)(b + i + 16));
    __m256i s0 = _mm256_srli_epi16(_mm256_add_epi16(_mm256_mulhi_epu16(a0, wa), _mm256_mulhi_epu16(b0, wb)), 8);
    __m256i s1 = _mm256_srli_epi16(_mm256_add_epi16(_mm256_mulhi_epu16(a1, wa), _mm256_mulhi_epu16(b1, wb)), 8);
    // packus interleaves 128-bit lanes: put them back in order.
    _mm256_storeu_si256((__m256i *)(out + i), _mm256_permute4x64_epi64(_mm256_packus_epi16(s0, s1), 0xD8));
}

// The whole row when it has 32 samples or more: the last block overlaps the one before it and
// writes the same bytes again (the output is not the input), so no sample is left to the
// caller's scalar loop (a 1080-sample luma row or a 540-sample chroma row left 24 or 28).
__attribute__((target("avx2")))
static long plane_lerp_row_avx2(const uint16_t *a, const uint16_t *b, uint32_t weight, uint8_t *out, long count) {
    const __m256i wa = _mm256_set1_epi16((short)(uint16_t)(65536 - weight)), wb = _mm256_set1_epi16((short)(uint16_t)weight);
    if (count < 32) return 0;
    long i = 0;
    for (; i + 32 <= count; i += 32) plane_lerp_block(a, b, wa, wb, out, i);
    if (i < count) plane_lerp_block(a, b, wa, wb, out, count - 32);
    return count;
}
#endif

long segue_plane_lerp_row(const uint16_t *a, const uint16_t *b, uint32_t weight, uint8_t *out, long count) {
#if defined(__x86_64__)
    if (weight >= 1 && weight <= 65535 && __builtin_cpu_supports("avx2")) return plane_lerp_row_avx2(a, b, weight, out, count);
#endif
    return 0;
}

// A store slid sideways (`PlaneBands`): the bilinear tap pair at one weight and a fill, in
// 16-bit lanes. The scalar functions are the definition; the AVX2 loops compute the same
// integers (vpmulhuw is the high half of the 16×16 product, vpavgw the rounded-up mean, adds
// wrap modulo 2¹⁶ as the casts do).
static inline uint16_t slide_fill(uint32_t v, uint32_t fill, uint32_t k, uint32_t c) {
    return fill ? (uint16_t)(((v * k) >> 16) + c) : (uint16_t)v;
}

static inline uint8_t slide_luma_sample(const uint16_t *s, uint32_t w, uint32_t fill, uint32_t k, uint32_t c) {
    uint32_t v = w ? ((s[0] * (65536u - w)) >> 16) + ((s[1] * w) >> 16) : s[0];
    return (uint8_t)(slide_fill(v, fill, k, c) >> 8);
}

static inline uint8_t slide_chroma_sample(const uint16_t *s, uint32_t w, uint32_t fill, uint32_t k, uint32_t c) {
    uint32_t x = w ? ((s[0] * (65536u - w)) >> 16) + ((s[2] * w) >> 16) : s[0];
    uint32_t v = (x + s[1] + 1) >> 1;
    return (uint8_t)(slide_fill(v, fill, k, c) >> 8);
}

#if defined(__x86_64__)
// Sixteen 16-bit lanes to sixteen bytes, in order.
__attribute__((target("avx2")))
static inline void slide_store(__m256i v, uint8_t *out) {
    __m256i packed = _mm256_permute4x64_epi64(_mm256_packus_epi16(_mm256_srli_epi16(v, 8), _mm256_setzero_si256()), 0xD8);
    _mm_storeu_si128((__m128i *)out, _mm256_castsi256_si128(packed));
}

// Two blocks of sixteen 16-bit lanes to thirty-two bytes, in order: one pack and one store.
__attribute__((target("avx2")))
static inline void slide_store2(__m256i v0, __m256i v1, uint8_t *out) {
    __m256i packed = _mm256_permute4x64_epi64(_mm256_packus_epi16(_mm256_srli_epi16(v0, 8), _mm256_srli_epi16(v1, 8)), 0xD8);
    _mm256_storeu_si256((__m256i *)out, packed);
}

// Samples i ..< i + 16 of a luma row in 16-bit lanes, before the final shift (reads s[i] ...
// s[i + 16]: the scalar loop's taps).
__attribute__((target("avx2")))
static inline __m256i slide_luma_lanes(const uint16_t *s, long i, uint32_t w, uint32_t fill, __m256i wa, __m256i wb, __m256i kk, __m256i cc) {
    __m256i a = _mm256_loadu_si256((const __m256i *)(s + i)), v = a;
    if (w) {
        __m256i b = _mm256_loadu_si256((const __m256i *)(s + i + 1));
        v = _mm256_add_epi16(_mm256_mulhi_epu16(a, wa), _mm256_mulhi_epu16(b, wb));
    }
    if (fill) v = _mm256_add_epi16(_mm256_mulhi_epu16(v, kk), cc);
    return v;
}

// Blocks i ..< i + 16 of a chroma row from column chroma: block j's taps are s[2j], s[2j + 1]
// and s[2j + 2]; reads s[2i] ... s[2i + 32], exactly the scalar loop's taps.
__attribute__((target("avx2")))
static inline __m256i slide_chroma_lanes(const uint16_t *s, long i, uint32_t w, uint32_t fill, __m256i wa, __m256i wb, __m256i kk, __m256i cc) {
    const __m256i low = _mm256_set1_epi32(0xFFFF);
    const uint16_t *p = s + 2 * i;
    __m256i a0 = _mm256_loadu_si256((const __m256i *)p), a1 = _mm256_loadu_si256((const __m256i *)(p + 16));
    // Even samples (the blocks' first taps) and odd ones (their middle taps), in order.
    __m256i even = _mm256_permute4x64_epi64(_mm256_packus_epi32(_mm256_and_si256(a0, low), _mm256_and_si256(a1, low)), 0xD8);
    __m256i odd = _mm256_permute4x64_epi64(_mm256_packus_epi32(_mm256_srli_epi32(a0, 16), _mm256_srli_epi32(a1, 16)), 0xD8);
    __m256i x = even;
    if (w) {
        // The third taps p[2], p[4] ... p[32]: the low halves of p + 2 ... p + 17 and the high
        // halves of p + 17 ... p + 32 (not reading p[33]).
        __m256i b0 = _mm256_loadu_si256((const __m256i *)(p + 2)), b1 = _mm256_loadu_si256((const __m256i *)(p + 17));
        __m256i next = _mm256_permute4x64_epi64(_mm256_packus_epi32(_mm256_and_si256(b0, low), _mm256_srli_epi32(b1, 16)), 0xD8);
        x = _mm256_add_epi16(_mm256_mulhi_epu16(even, wa), _mm256_mulhi_epu16(next, wb));
    }
    __m256i v = _mm256_avg_epu16(x, odd);
    if (fill) v = _mm256_add_epi16(_mm256_mulhi_epu16(v, kk), cc);
    return v;
}

// Samples (luma) or blocks (chroma) i ..< i + 16 of a row in 16-bit lanes.
typedef __m256i (*slide_lanes)(const uint16_t *s, long i, uint32_t w, uint32_t fill, __m256i wa, __m256i wb, __m256i kk, __m256i cc);

// The whole row with `lanes` when it has 16 outputs or more, 32 a step: the last block overlaps
// the one before it and writes the same bytes again (the output is not the input). Inlined
// into each caller with its own `lanes`, so the call through the pointer is gone.
__attribute__((target("avx2"), always_inline))
static inline long slide_row_avx2(slide_lanes lanes, const uint16_t *s, uint32_t w, uint32_t fill, uint32_t k, uint32_t c,
                                  uint8_t *out, long count) {
    const __m256i wa = _mm256_set1_epi16((short)(uint16_t)(65536u - w)), wb = _mm256_set1_epi16((short)(uint16_t)w);
    const __m256i kk = _mm256_set1_epi16((short)(uint16_t)k), cc = _mm256_set1_epi16((short)(uint16_t)c);
    if (count < 16) return 0;
    long i = 0;
    for (; i + 32 <= count; i += 32) slide_store2(lanes(s, i, w, fill, wa, wb, kk, cc), lanes(s, i + 16, w, fill, wa, wb, kk, cc), out + i);
    if (i + 16 <= count) { slide_store(lanes(s, i, w, fill, wa, wb, kk, cc), out + i); i += 16; }
    if (i < count) slide_store(lanes(s, count - 16, w, fill, wa, wb, kk, cc), out + count - 16);
    return count;
}

__attribute__((target("avx2")))
static long slide_luma_avx2(const uint16_t *s, uint32_t w, uint32_t fill, uint32_t k, uint32_t c, uint8_t *out, long count) {
    return slide_row_avx2(slide_luma_lanes, s, w, fill, k, c, out, count);
}

__attribute__((target("avx2")))
static long slide_chroma_avx2(const uint16_t *s, uint32_t w, uint32_t fill, uint32_t k, uint32_t c, uint8_t *out, long count) {
    return slide_row_avx2(slide_chroma_lanes, s, w, fill, k, c, out, count);
}
#endif

void segue_plane_slide_luma_row(const uint16_t *s, uint32_t w, uint32_t fill, uint32_t k, uint32_t c, uint8_t *out, long count) {
    long i = 0;
#if defined(__x86_64__)
    if (__builtin_cpu_supports("avx2")) i = slide_luma_avx2(s, w, fill, k, c, out, count);
#endif
    for (; i < count; i++) out[i] = slide_luma_sample(s + i, w, fill, k, c);
}

void segue_plane_slide_chroma_row(const uint16_t *s, uint32_t w, uint32_t fill, uint32_t k, uint32_t c, uint8_t *out, long count) {
    long i = 0;
#if defined(__x86_64__)
    if (__builtin_cpu_supports("avx2")) i = slide_chroma_avx2(s, w, fill, k, c, out, count);
#endif
    for (; i < count; i++) out[i] = slide_chroma_sample(s + 2 * i, w, fill, k, c);
}

void segue_plane_slide_rows(int chroma, const uint16_t *s, long sstride, uint32_t w, uint32_t fill, uint32_t k, uint32_t c,
                            uint8_t *out, long ostride, long count, long rows) {
#if defined(__x86_64__)
    // Rows of 16 or more in AVX2 straight away (one CPU check for the run).
    if (count >= 16 && __builtin_cpu_supports("avx2")) {
        for (long r = 0; r < rows; r++) {
            if (chroma) slide_chroma_avx2(s + r * sstride, w, fill, k, c, out + r * ostride, count);
            else slide_luma_avx2(s + r * sstride, w, fill, k, c, out + r * ostride, count);
        }
        return;
    }
#endif
    for (long r = 0; r < rows; r++) {
        if (chroma) segue_plane_slide_chroma_row(s + r * sstride, w, fill, k, c, out + r * ostride, count);
        else segue_plane_slide_luma_row(s + r * sstride, w, fill, k, c, out + r * ostride, count);
    }
}
