#include "CPixelKernels.h"
#include "kernel_level.h"

#if defined(__x86_64__)
#include <immintrin.h>

// YUV420Converter's coefficients (16.16 fixed point). Luma's are all even, as is its bias, so
// (yR r + yG g + yB b + bias) >> 16 == (yR/2 r + yG/2 g + yB/2 b + bias/2) >> 15 exactly, and
// the halves fit vpmaddwd's signed 16-bit factors (yG = 40254 itself does not).
enum {
    LUMA_R = 11966 / 2, LUMA_G = (56284 - 11966 - 4064) / 2, LUMA_B = 4064 / 2,
    LUMA_BIAS = ((16 << 16) + (1 << 15)) / 2,
    CB_R = -6596, CB_B = 28784, CB_G = 6596 - 28784,
    CR_G = -26145, CR_B = -2639, CR_R = 26145 + 2639,
    CHROMA_BIAS = (128 << 18) + (1 << 17),
};

// Two signed 16-bit factors in one 32-bit lane: `low` for the lane's low half, `high` for its high.
static inline uint32_t pair(int low, int high) { return (uint32_t)(uint16_t)low | (uint32_t)(uint16_t)high << 16; }

// Luma of eight pixels (32-bit lanes): R and B (the 0x00FF00FF bytes) and G (the same bytes of
// the pixel shifted right by 8, beside A, whose factor is 0) on 16-bit halves, two vpmaddwd.
__attribute__((target("avx2")))
static inline __m256i luma8(__m256i rb, __m256i ga, int shift) {
    __m256i sum = _mm256_add_epi32(_mm256_madd_epi16(rb, _mm256_set1_epi32((int)pair(LUMA_R, LUMA_B))),
                                   _mm256_madd_epi16(ga, _mm256_set1_epi32((int)pair(LUMA_G, 0))));
    return _mm256_srai_epi32(_mm256_add_epi32(sum, _mm256_set1_epi32(LUMA_BIAS)), shift);
}

// Chroma of four 2×2 blocks from two rows' eight pixels: the even 32-bit lanes of the result,
// in the low 128 bits.
__attribute__((target("avx2")))
static inline __m128i chroma4(__m256i rb4, __m256i ga4, int r, int g, int b, int shift) {
    __m256i sum = _mm256_add_epi32(_mm256_madd_epi16(rb4, _mm256_set1_epi32((int)pair(r, b))),
                                   _mm256_madd_epi16(ga4, _mm256_set1_epi32((int)pair(g, 0))));
    __m256i v = _mm256_srai_epi32(_mm256_add_epi32(sum, _mm256_set1_epi32(CHROMA_BIAS)), shift);
    return _mm256_castsi256_si128(_mm256_permutevar8x32_epi32(v, _mm256_setr_epi32(0, 2, 4, 6, 1, 3, 5, 7)));
}

// Eight 32-bit lanes (values 0...255) as eight 16-bit lanes in order.
__attribute__((target("avx2")))
static inline __m128i narrow8(__m256i v) {
    return _mm_packs_epi32(_mm256_castsi256_si128(v), _mm256_extracti128_si256(v, 1));
}

// Eight pixels of a row pair ready for the sums: each row's R, B and G, A bytes on 16-bit halves
// (luma8), and the 2×2 blocks' sums (≤ 1020) in the even 32-bit lanes (chroma4): column sums
// (≤ 510 per 16-bit half), then each even pixel's lane plus its odd neighbour's.
typedef struct { __m256i trb, tga, urb, uga, rb, ga; } row_pair8;

__attribute__((target("avx2")))
static inline row_pair8 load_row_pair8(const uint32_t *top, const uint32_t *bottom) {
    const __m256i bytes = _mm256_set1_epi32(0x00FF00FF);
    __m256i t = _mm256_loadu_si256((const __m256i *)top), u = _mm256_loadu_si256((const __m256i *)bottom);
    row_pair8 p;
    p.trb = _mm256_and_si256(t, bytes); p.tga = _mm256_and_si256(_mm256_srli_epi32(t, 8), bytes);
    p.urb = _mm256_and_si256(u, bytes); p.uga = _mm256_and_si256(_mm256_srli_epi32(u, 8), bytes);
    __m256i rb = _mm256_add_epi16(p.trb, p.urb), ga = _mm256_add_epi16(p.tga, p.uga);
    p.rb = _mm256_add_epi16(rb, _mm256_srli_epi64(rb, 32));
    p.ga = _mm256_add_epi16(ga, _mm256_srli_epi64(ga, 32));
    return p;
}

__attribute__((target("avx2")))
static long row_pair_avx2(const uint32_t *top, const uint32_t *bottom,
                          uint8_t *y_top, uint8_t *y_bottom, uint8_t *cb, uint8_t *cr, long width) {
    long x = 0;
    for (; x + 16 <= width; x += 16) {
        __m128i yt[2], yb[2], cbs[2], crs[2];
        for (int half = 0; half < 2; half++) {
            row_pair8 p = load_row_pair8(top + x + 8 * half, bottom + x + 8 * half);
            yt[half] = narrow8(luma8(p.trb, p.tga, 15));
            yb[half] = narrow8(luma8(p.urb, p.uga, 15));
            cbs[half] = chroma4(p.rb, p.ga, CB_R, CB_G, CB_B, 18);
            crs[half] = chroma4(p.rb, p.ga, CR_R, CR_G, CR_B, 18);
        }
        _mm_storeu_si128((__m128i *)(y_top + x), _mm_packus_epi16(yt[0], yt[1]));
        _mm_storeu_si128((__m128i *)(y_bottom + x), _mm_packus_epi16(yb[0], yb[1]));
        __m128i c = _mm_packs_epi32(cbs[0], cbs[1]), d = _mm_packs_epi32(crs[0], crs[1]);
        _mm_storel_epi64((__m128i *)(cb + x / 2), _mm_packus_epi16(c, c));
        _mm_storel_epi64((__m128i *)(cr + x / 2), _mm_packus_epi16(d, d));
    }
    return x;
}

// The same sums 8 bits short of their last shift (luma's halved sum by 7, chroma's by 10): the
// 8.8 fixed-point samples of FixedPointPlanes, stored as unsigned 16-bit (at most 61695).
__attribute__((target("avx2")))
static long fixed_row_pair_avx2(const uint32_t *top, const uint32_t *bottom,
                                uint16_t *y_top, uint16_t *y_bottom, uint16_t *cb, uint16_t *cr, long width) {
    long x = 0;
    for (; x + 8 <= width; x += 8) {
        row_pair8 p = load_row_pair8(top + x, bottom + x);
        __m256i lt = luma8(p.trb, p.tga, 7), lb = luma8(p.urb, p.uga, 7);
        _mm_storeu_si128((__m128i *)(y_top + x), _mm_packus_epi32(_mm256_castsi256_si128(lt), _mm256_extracti128_si256(lt, 1)));
        _mm_storeu_si128((__m128i *)(y_bottom + x), _mm_packus_epi32(_mm256_castsi256_si128(lb), _mm256_extracti128_si256(lb, 1)));
        __m128i c = chroma4(p.rb, p.ga, CB_R, CB_G, CB_B, 10), d = chroma4(p.rb, p.ga, CR_R, CR_G, CR_B, 10);
        _mm_storel_epi64((__m128i *)(cb + x / 2), _mm_packus_epi32(c, c));
        _mm_storel_epi64((__m128i *)(cr + x / 2), _mm_packus_epi32(d, d));
    }
    return x;
}

// Column chroma (FixedPointPlanes' cbColumns, crColumns): for each column of a row pair the
// 8.8 chroma of the 2×2 block made of that column twice, its two pixels' channel sums doubled
// (≤ 1020 on each 16-bit half) through the same sums as chroma4, one column a 32-bit lane.
__attribute__((target("avx2")))
static inline __m128i column_chroma8(__m256i rb, __m256i ga, int r, int g, int b) {
    __m256i sum = _mm256_add_epi32(_mm256_madd_epi16(rb, _mm256_set1_epi32((int)pair(r, b))),
                                   _mm256_madd_epi16(ga, _mm256_set1_epi32((int)pair(g, 0))));
    __m256i v = _mm256_srai_epi32(_mm256_add_epi32(sum, _mm256_set1_epi32(CHROMA_BIAS)), 10);
    return _mm_packus_epi32(_mm256_castsi256_si128(v), _mm256_extracti128_si256(v, 1));
}

__attribute__((target("avx2")))
static long column_chroma_avx2(const uint32_t *top, const uint32_t *bottom, uint16_t *cb, uint16_t *cr, long width) {
    const __m256i bytes = _mm256_set1_epi32(0x00FF00FF);
    long x = 0;
    for (; x + 8 <= width; x += 8) {
        __m256i t = _mm256_loadu_si256((const __m256i *)(top + x)), u = _mm256_loadu_si256((const __m256i *)(bottom + x));
        __m256i rb = _mm256_add_epi16(_mm256_and_si256(t, bytes), _mm256_and_si256(u, bytes));
        __m256i ga = _mm256_add_epi16(_mm256_and_si256(_mm256_srli_epi32(t, 8), bytes), _mm256_and_si256(_mm256_srli_epi32(u, 8), bytes));
        rb = _mm256_slli_epi16(rb, 1);
        ga = _mm256_slli_epi16(ga, 1);
        _mm_storeu_si128((__m128i *)(cb + x), column_chroma8(rb, ga, CB_R, CB_G, CB_B));
        _mm_storeu_si128((__m128i *)(cr + x), column_chroma8(rb, ga, CR_R, CR_G, CR_B));
    }
    return x;
}

// The same sums sixteen pixels a step with AVX-512 (Zen 4, Ice Lake and later): vpdpwssd adds
// both 16-bit products of a lane to its 32-bit sum exactly as vpmaddwd then vpaddd do (no
// saturation; the sums fit as before), vpmovqd keeps each 64-bit lane's low half (chroma4's even
// lanes), and vpmovusdb / vpmovusdw after a floor of 0 saturate as packs + packus / packus do.
SEGUE_AVX512
static inline __m512i luma16(__m512i rb, __m512i ga, int shift) {
    __m512i sum = _mm512_dpwssd_epi32(_mm512_set1_epi32(LUMA_BIAS), rb, _mm512_set1_epi32((int)pair(LUMA_R, LUMA_B)));
    return _mm512_srai_epi32(_mm512_dpwssd_epi32(sum, ga, _mm512_set1_epi32((int)pair(LUMA_G, 0))), shift);
}

// Chroma of eight 2×2 blocks from the block sums in the even 32-bit lanes of `rb`, `ga`.
SEGUE_AVX512
static inline __m256i chroma8(__m512i rb, __m512i ga, int r, int g, int b, int shift) {
    __m512i sum = _mm512_dpwssd_epi32(_mm512_set1_epi32(CHROMA_BIAS), rb, _mm512_set1_epi32((int)pair(r, b)));
    sum = _mm512_dpwssd_epi32(sum, ga, _mm512_set1_epi32((int)pair(g, 0)));
    return _mm512_cvtepi64_epi32(_mm512_srai_epi32(sum, shift));
}

// Sixteen pixels of a row pair (as load_row_pair8).
typedef struct { __m512i trb, tga, urb, uga, rb, ga; } row_pair16;

SEGUE_AVX512
static inline row_pair16 load_row_pair16(const uint32_t *top, const uint32_t *bottom) {
    const __m512i bytes = _mm512_set1_epi32(0x00FF00FF);
    __m512i t = _mm512_loadu_si512(top), u = _mm512_loadu_si512(bottom);
    row_pair16 p;
    p.trb = _mm512_and_si512(t, bytes); p.tga = _mm512_and_si512(_mm512_srli_epi32(t, 8), bytes);
    p.urb = _mm512_and_si512(u, bytes); p.uga = _mm512_and_si512(_mm512_srli_epi32(u, 8), bytes);
    __m512i rb = _mm512_add_epi16(p.trb, p.urb), ga = _mm512_add_epi16(p.tga, p.uga);
    p.rb = _mm512_add_epi16(rb, _mm512_srli_epi64(rb, 32));
    p.ga = _mm512_add_epi16(ga, _mm512_srli_epi64(ga, 32));
    return p;
}

// A row pair's sixteen luma sums of each row (shifted by `luma`) and eight chroma sums of each
// kind (by `chroma`), floored at 0 for the saturating narrows.
typedef struct { __m512i y_top, y_bottom; __m256i cb, cr; } sums16;

SEGUE_AVX512
static inline sums16 row_pair_sums16(const uint32_t *top, const uint32_t *bottom, int luma, int chroma) {
    row_pair16 p = load_row_pair16(top, bottom);
    const __m512i zero = _mm512_setzero_si512();
    sums16 s;
    s.y_top = _mm512_max_epi32(luma16(p.trb, p.tga, luma), zero);
    s.y_bottom = _mm512_max_epi32(luma16(p.urb, p.uga, luma), zero);
    s.cb = _mm256_max_epi32(chroma8(p.rb, p.ga, CB_R, CB_G, CB_B, chroma), _mm256_setzero_si256());
    s.cr = _mm256_max_epi32(chroma8(p.rb, p.ga, CR_R, CR_G, CR_B, chroma), _mm256_setzero_si256());
    return s;
}

// Sixteen pixels a step, for the whole steps in `width`: the converter's bytes (`fixed` 0:
// uint8_t planes) or FixedPointPlanes' 8.8 samples (`fixed` 1: uint16_t planes, sums shifted
// 8 bits less). Returns the pixels done. Inlined with a constant `fixed`, each use keeps one branch.
SEGUE_AVX512
static inline long row_pairs16(const uint32_t *top, const uint32_t *bottom, void *y_top, void *y_bottom, void *cb, void *cr,
                               long width, int fixed) {
    long x = 0;
    for (; x + 16 <= width; x += 16) {
        sums16 s = row_pair_sums16(top + x, bottom + x, fixed ? 7 : 15, fixed ? 10 : 18);
        if (fixed) {
            _mm256_storeu_si256((__m256i *)((uint16_t *)y_top + x), _mm512_cvtusepi32_epi16(s.y_top));
            _mm256_storeu_si256((__m256i *)((uint16_t *)y_bottom + x), _mm512_cvtusepi32_epi16(s.y_bottom));
            _mm_storeu_si128((__m128i *)((uint16_t *)cb + x / 2), _mm256_cvtusepi32_epi16(s.cb));
            _mm_storeu_si128((__m128i *)((uint16_t *)cr + x / 2), _mm256_cvtusepi32_epi16(s.cr));
        } else {
            _mm_storeu_si128((__m128i *)((uint8_t *)y_top + x), _mm512_cvtusepi32_epi8(s.y_top));
            _mm_storeu_si128((__m128i *)((uint8_t *)y_bottom + x), _mm512_cvtusepi32_epi8(s.y_bottom));
            _mm_storel_epi64((__m128i *)((uint8_t *)cb + x / 2), _mm256_cvtusepi32_epi8(s.cb));
            _mm_storel_epi64((__m128i *)((uint8_t *)cr + x / 2), _mm256_cvtusepi32_epi8(s.cr));
        }
    }
    return x;
}

SEGUE_AVX512
static long row_pair_avx512(const uint32_t *top, const uint32_t *bottom,
                            uint8_t *y_top, uint8_t *y_bottom, uint8_t *cb, uint8_t *cr, long width) {
    return row_pairs16(top, bottom, y_top, y_bottom, cb, cr, width, 0);
}

// fixed_row_pair_avx2's samples sixteen pixels a step; the last eight, if any, by it.
SEGUE_AVX512
static long fixed_row_pair_avx512(const uint32_t *top, const uint32_t *bottom,
                                  uint16_t *y_top, uint16_t *y_bottom, uint16_t *cb, uint16_t *cr, long width) {
    long x = row_pairs16(top, bottom, y_top, y_bottom, cb, cr, width, 1);
    return x + fixed_row_pair_avx2(top + x, bottom + x, y_top + x, y_bottom + x, cb + x / 2, cr + x / 2, width - x);
}

#endif

long segue_yuv420_fixed_row_pair_at(int level, const uint32_t *top, const uint32_t *bottom,
                                    uint16_t *y_top, uint16_t *y_bottom, uint16_t *cb, uint16_t *cr, long width) {
#if defined(__x86_64__)
    int best = segue_cpu_level();
    if (level >= 2 && best >= 2) return fixed_row_pair_avx512(top, bottom, y_top, y_bottom, cb, cr, width);
    if (level >= 1 && best >= 1) return fixed_row_pair_avx2(top, bottom, y_top, y_bottom, cb, cr, width);
#endif
    return 0;
}

long segue_yuv420_row_pair_at(int level, const uint32_t *top, const uint32_t *bottom,
                              uint8_t *y_top, uint8_t *y_bottom, uint8_t *cb, uint8_t *cr, long width) {
#if defined(__x86_64__)
    int best = segue_cpu_level();
    if (level >= 2 && best >= 2) return row_pair_avx512(top, bottom, y_top, y_bottom, cb, cr, width);
    if (level >= 1 && best >= 1) return row_pair_avx2(top, bottom, y_top, y_bottom, cb, cr, width);
#endif
    return 0;
}

long segue_yuv420_column_chroma(const uint32_t *top, const uint32_t *bottom, uint16_t *cb, uint16_t *cr, long width) {
#if defined(__x86_64__)
    if (__builtin_cpu_supports("avx2")) return column_chroma_avx2(top, bottom, cb, cr, width);
#endif
    return 0;
}
