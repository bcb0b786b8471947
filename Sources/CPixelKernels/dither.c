#include "CPixelKernels.h"
#include "dither_lanes.h"

// OrderedDither.over, lane for lane: `fine` (8.8 premultiplied, red lowest) over `dst`, rounded
// so its luma lands on the level the threshold picks. The scalar function is the definition;
// the AVX2 loop computes the same integers (products that pass 2³¹ are taken modulo 2³² and
// shifted logically, as their true values are below 2³²; floor(x / 255) is GCC's
// (x · 0x80808081) >> 39, exact for every 32-bit x).

static inline uint32_t dither_over(uint64_t fine, uint32_t dst, uint32_t t) {
    int64_t r = fine & 0xFFFF, g = fine >> 16 & 0xFFFF, b = fine >> 32 & 0xFFFF, a = fine >> 48;
    int64_t k = 65280 - a;
    r += ((int64_t)(dst & 0xFF) * k + 127) / 255;
    g += ((int64_t)(dst >> 8 & 0xFF) * k + 127) / 255;
    b += ((int64_t)(dst >> 16 & 0xFF) * k + 127) / 255;
    a += ((int64_t)(dst >> 24) * k + 127) / 255;
    int64_t y = (luma_r * r + luma_g * g + luma_b * b + 32768) >> 16;
    int64_t level = (y + t) & ~(int64_t)255, alpha = (a + 128) >> 8;
    int64_t outR = (r + t) >> 8, outG = (g + t) >> 8, outB = (b + t) >> 8;
    if (outR > alpha) outR = alpha;
    if (outG > alpha) outG = alpha;
    if (outB > alpha) outB = alpha;
    if ((luma_r * outR + luma_g * outG + luma_b * outB + 32768) >> 16 != level >> 8) {
        int64_t shift = ((level - y) * 76310 + 32768) >> 16;
        outR = (r + shift + 128) >> 8; outG = (g + shift + 128) >> 8; outB = (b + shift + 128) >> 8;
        outR = outR < 0 ? 0 : outR > alpha ? alpha : outR;
        outG = outG < 0 ? 0 : outG > alpha ? alpha : outG;
        outB = outB < 0 ? 0 : outB > alpha ? alpha : outB;
    }
    return (uint32_t)outR | (uint32_t)outG << 8 | (uint32_t)outB << 16 | (uint32_t)alpha << 24;
}

#if defined(__x86_64__)
// The whole row, eight pixels a step; the last one to seven pixels through masked loads and
// stores (the pixels past the row are neither read nor written), so no scalar tail.
__attribute__((target("avx2")))
static long dither_over_row_avx2(const uint64_t *fine, uint32_t *px, const int *thresholds8, long count) {
    const __m256i t = _mm256_loadu_si256((const __m256i *)thresholds8);
    long i = 0;
    for (; i + 8 <= count; i += 8) {
        __m256i lo = _mm256_loadu_si256((const __m256i *)(fine + i)), hi = _mm256_loadu_si256((const __m256i *)(fine + i + 4));
        __m256i d = _mm256_loadu_si256((const __m256i *)(px + i));
        _mm256_storeu_si256((__m256i *)(px + i), dither_over_lanes(lo, hi, d, t));
    }
    long rest = count - i;
    if (rest > 0) {
        const __m256i lane = _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7), lane64 = _mm256_setr_epi64x(0, 1, 2, 3);
        __m256i m = _mm256_cmpgt_epi32(_mm256_set1_epi32((int)rest), lane);
        __m256i mlo = _mm256_cmpgt_epi64(_mm256_set1_epi64x(rest), lane64), mhi = _mm256_cmpgt_epi64(_mm256_set1_epi64x(rest - 4), lane64);
        __m256i lo = _mm256_maskload_epi64((const long long *)(fine + i), mlo), hi = _mm256_maskload_epi64((const long long *)(fine + i + 4), mhi);
        __m256i d = _mm256_maskload_epi32((const int *)(px + i), m);
        _mm256_maskstore_epi32((int *)(px + i), m, dither_over_lanes(lo, hi, d, t));
        i = count;
    }
    return i;
}
#endif

void segue_dither_over_row(const uint64_t *fine, uint32_t *px, const uint16_t *thresholds, long phase, long count) {
    long i = 0;
#if defined(__x86_64__)
    if (count > 0 && __builtin_cpu_supports("avx2")) {
        int t[8];
        for (int j = 0; j < 8; j++) t[j] = thresholds[(phase + j) & 7];
        i = dither_over_row_avx2(fine, px, t, count);
    }
#endif
    for (; i < count; i++) px[i] = dither_over(fine[i], px[i], thresholds[(phase + i) & 7]);
}
