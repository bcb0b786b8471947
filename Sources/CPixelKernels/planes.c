#include "CPixelKernels.h"

#if defined(__x86_64__)
#include <immintrin.h>

// Sixteen samples a step: vpmulhuw gives each product's high 16 bits, exactly the scalar
// (a · wa) >> 16 and (b · wb) >> 16; their sum (≤ 0xFFFF, the weights summing to 2¹⁶) shifted
// right by 8 is the 8-bit sample, packed with unsigned saturation (never reached: ≤ 255).
__attribute__((target("avx2")))
static long plane_lerp_row_avx2(const uint16_t *a, const uint16_t *b, uint32_t weight, uint8_t *out, long count) {
    const __m256i wa = _mm256_set1_epi16((short)(uint16_t)(65536 - weight)), wb = _mm256_set1_epi16((short)(uint16_t)weight);
    long i = 0;
    for (; i + 32 <= count; i += 32) {
        __m256i a0 = _mm256_loadu_si256((const __m256i *)(a + i)), a1 = _mm256_loadu_si256((const __m256i *)(a + i + 16));
        __m256i b0 = _mm256_loadu_si256((const __m256i *)(b + i)), b1 = _mm256_loadu_si256((const __m256i *)(b + i + 16));
        __m256i s0 = _mm256_srli_epi16(_mm256_add_epi16(_mm256_mulhi_epu16(a0, wa), _mm256_mulhi_epu16(b0, wb)), 8);
        __m256i s1 = _mm256_srli_epi16(_mm256_add_epi16(_mm256_mulhi_epu16(a1, wa), _mm256_mulhi_epu16(b1, wb)), 8);
        // packus interleaves 128-bit lanes: put them back in order.
        __m256i packed = _mm256_permute4x64_epi64(_mm256_packus_epi16(s0, s1), 0xD8);
        _mm256_storeu_si256((__m256i *)(out + i), packed);
    }
    return i;
}
#endif

long segue_plane_lerp_row(const uint16_t *a, const uint16_t *b, uint32_t weight, uint8_t *out, long count) {
#if defined(__x86_64__)
    if (weight >= 1 && weight <= 65535 && __builtin_cpu_supports("avx2")) return plane_lerp_row_avx2(a, b, weight, out, count);
#endif
    return 0;
}
