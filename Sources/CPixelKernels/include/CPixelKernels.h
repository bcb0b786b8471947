#ifndef CPIXELKERNELS_H
#define CPIXELKERNELS_H

#include <stdint.h>

/// Per-pixel loops that need instructions beyond the baseline x86-64 target the Swift code is
/// compiled for (SSE2): AVX2 kernels (and AVX-512 ones for the Y'CbCr conversion and the image
/// lerps) chosen at run time when the CPU has them. Integer arithmetic only, so every path gives
/// the same bytes; each kernel is tested equal to its Swift reference (see the Swift owner named
/// beside it), every instruction set the machine has (`segue_kernel_level`).

/// The instruction sets the kernels may use here: 2 with AVX-512 (F, BW, VL, VNNI), 1 with AVX2,
/// 0 with neither (the callers' scalar loops do everything). The `_at` kernels take it as a cap.
int segue_kernel_level(void);

/// YUV420Converter's row pair (BT.709 limited range, 4:2:0): converts the first pixels of `top`
/// and `bottom` (two rows of premultiplied RGBA, R in the low byte) into their two luma rows and
/// one chroma row; returns how many pixels it did (a multiple of 16, 0 without AVX2), the
/// caller converting the rest. Sixteen pixels a step with the kernels of at most `level` the
/// CPU has (2: AVX-512 F, BW, VL, VNNI, about 1.5× the AVX2 loop's speed on Zen 4; 1: AVX2;
/// 0: none), so tests on a wide machine still check the narrower path. Owner: YUV420Converter.
long segue_yuv420_row_pair_at(int level, const uint32_t *top, const uint32_t *bottom,
                              uint8_t *y_top, uint8_t *y_bottom, uint8_t *cb, uint8_t *cr, long width);

/// `segue_yuv420_row_pair_at`'s sums 8 bits short of their last shift: the 8.8 fixed-point luma
/// and chroma samples of FixedPointPlanes (whose top byte is the converter's output), for the
/// first pixels of `width`, with the kernels of at most `level` as there; returns how many it
/// did (a multiple of 8, 0 without AVX2), the caller converting the rest.
/// Owner: FixedPointPlanes (Encoding/FixedPointPlanes.swift).
long segue_yuv420_fixed_row_pair_at(int level, const uint32_t *top, const uint32_t *bottom,
                                    uint16_t *y_top, uint16_t *y_bottom, uint16_t *cb, uint16_t *cr, long width);

/// `FixedPointPlanes`' column chroma of a row pair: for each of the first columns (a multiple
/// of 8; none without AVX2) cb[x], cr[x] = the 8.8 chroma of the 2×2 block made of column x
/// twice. Returns how many columns it did. Owner: FixedPointPlanes.
long segue_yuv420_column_chroma(const uint32_t *top, const uint32_t *bottom, uint16_t *cb, uint16_t *cr, long width);

/// Pixmap.fillSpan's translucent color: px[i] = PixelMath.over(color, px[i]) (color + scale(px[i],
/// 255 − α), pixman's rounding); returns how many it did (all `count`, 0 without AVX2), the
/// caller doing the rest. Owner: Pixmap (Raster/Pixmap+Fill.swift).
long segue_over_color_row(uint32_t color, uint32_t *px, long count);

/// Pixmap.composite's luma-dithered shadow run (Raster/Pixmap+Shadow.swift): for x in x0..<x1,
/// f = (values[column[x]] · coverage[x] + 128) >> 8, then px[x] = PixelMath.over(color, px[x]) when
/// f is 255, OrderedDither.over(fine[f], px[x], thresholds[x & 7]) when it is between, unchanged
/// at 0; `fine` holds OrderedDither.fine(color, f) for every f (256 entries). Eight pixels a step
/// with AVX2 at `level` ≥ 1; returns where it stopped (x0 without AVX2), the caller doing the
/// rest. Owner: Pixmap (Raster/Pixmap+Shadow.swift).
long segue_shadow_luma_run_at(int level, const uint8_t *values, const long *column, const int32_t *coverage, uint32_t color,
                              const uint64_t *fine, const uint16_t *thresholds, uint32_t *px, long x0, long x1);

/// Pixmap.fillSpan's opaque color: px[i] = color for the `count` pixels; returns how many it did
/// (all, 0 without AVX2), the caller doing the rest. Owner: Pixmap (Raster/Pixmap+Fill.swift).
long segue_fill_row(uint32_t color, uint32_t *px, long count);

/// MaterialBlur.upsample's vertical step and tint: out[i] = tint + scale(p, 255 − α of tint) with
/// p = scale(upper[i], 255 − fy) + scale(lower[i], fy) (PixelMath.over of PixelMath.lerp, fy in
/// 0...255), for the first pixels of `count`; returns how many it did (a multiple of 8, 0 without
/// AVX2), the caller doing the rest. Owner: MaterialBlur (Pixels/MaterialBlur.swift).
long segue_material_row(const uint32_t *upper, const uint32_t *lower, uint32_t fy, uint32_t tint, uint32_t *out, long count);

/// `segue_material_row` with the kernels of at most `level` the CPU has (1: AVX2, 0: none,
/// returning 0), so tests check the scalar path too.
long segue_material_row_at(int level, const uint32_t *upper, const uint32_t *lower, uint32_t fy, uint32_t tint, uint32_t *out, long count);

/// MaterialBlur.upsample's horizontal step on one coarse row: out[n] = PixelMath.lerp(row[taps[n]],
/// row[taps[n] + 1], weights[n]) (weights 0...255) for the first columns of `count`; returns how
/// many it did (a multiple of 8, 0 without AVX2), the caller doing the rest. Owner: MaterialBlur.
long segue_material_hlerp_row(const uint32_t *row, const int32_t *taps, const uint32_t *weights, uint32_t *out, long count);

/// `segue_material_hlerp_row` with the kernels of at most `level` the CPU has (1: AVX2, 0: none).
long segue_material_hlerp_row_at(int level, const uint32_t *row, const int32_t *taps, const uint32_t *weights, uint32_t *out, long count);

/// MaterialBlur.downsample's 8×8 blocks (factor 8) lying inside the pixmap: for n in 0..<blocks,
/// the block of the eight rows starting at base + rows[0...7] and the columns column + 8n ..< +8,
/// each channel's mean rounded ((sum + 32) >> 6) into r[n], g[n], b[n], a[n]; returns how many
/// it did (all, 0 without AVX2), the caller doing the rest. Owner: MaterialBlur.
long segue_material_downsample8(const uint32_t *base, const long *rows, long column, long blocks,
                                uint8_t *r, uint8_t *g, uint8_t *b, uint8_t *a);

/// `segue_material_downsample8` with the kernels of at most `level` the CPU has (1: AVX2, 0: none).
long segue_material_downsample8_at(int level, const uint32_t *base, const long *rows, long column, long blocks,
                                   uint8_t *r, uint8_t *g, uint8_t *b, uint8_t *a);

/// ImageSampler.lerpRun's opaque store: out[i] = lerp(a[i], b[i], f) per channel,
/// (a·(256 − f) + b·f + 128) >> 8 with f in 0...255, for the first pixels of `count`; returns how
/// many it did (a multiple of 8, 0 without AVX2), the caller doing the rest. Sixteen pixels a
/// step with AVX-512 (`segue_lerp_row_at` at level 2). Owner: ImageSampler (Raster/ImageSampler.swift).
long segue_lerp_row(const uint32_t *a, const uint32_t *b, uint32_t f, uint32_t *out, long count);

/// `segue_lerp_row` with the kernels of at most `level` the CPU has (2: AVX-512, 1: AVX2, 0:
/// none, returning 0), so tests on a wide machine still check the narrower path.
long segue_lerp_row_at(int level, const uint32_t *a, const uint32_t *b, uint32_t f, uint32_t *out, long count);

/// ImageSampler's bilinear sample of a row (the axis-aligned path, full coverage and opacity):
/// out[i] = the sample between rows `r0` and `r1` (`width` texels each; weight `fy`, 0...255, on `r1`) at columns
/// taps[i] and taps[stride + i] (weight taps[2·stride + i] on the second; ColumnTaps), each lerp
/// (a·(256 − f) + b·f + 128) >> 8 per channel; with `over` nonzero, PixelMath.over(sample, out[i])
/// instead. For the first pixels of `count`; returns how many it did (a multiple of 8, 0 without
/// AVX2), the caller doing the rest. Owner: ImageSampler (Raster/ImageSampler.swift).
long segue_bilinear_row(const uint32_t *r0, const uint32_t *r1, long width, uint32_t fy, const uint32_t *taps, long stride,
                        uint32_t *out, long count, int over);

/// The horizontal half of `segue_bilinear_row` on one row (`width` texels): out[i] = lerp(r[taps[i]],
/// r[taps[stride + i]], taps[2·stride + i]) per channel, (a·(256 − f) + b·f + 128) >> 8. A bilinear sample
/// is the vertical lerp (`segue_lerp_row`) of two rows' results, the same integers. For the first
/// pixels of `count` (a multiple of 8, 0 without AVX2); returns how many it did. Sixteen columns
/// a step with AVX-512 where their texels lie close (`segue_hlerp_row_at` at level 2).
/// Owner: HorizontalLerpRows (Raster/HorizontalLerpRows.swift).
long segue_hlerp_row(const uint32_t *r, long width, const uint32_t *taps, long stride, uint32_t *out, long count);

/// `segue_hlerp_row` with the kernels of at most `level` the CPU has (2: AVX-512, 1: AVX2, 0:
/// none, returning 0), so tests on a wide machine still check the narrower path.
long segue_hlerp_row_at(int level, const uint32_t *r, long width, const uint32_t *taps, long stride, uint32_t *out, long count);

/// OrderedDither.over for a run of pixels: px[i] = over(fine[i], px[i], threshold:
/// thresholds[(phase + i) & 7]) (`thresholds`, one Bayer row of eight), for all `count` pixels;
/// eight a step with AVX2. Owner: OrderedDither (Raster/OrderedDither.swift).
void segue_dither_over_row(const uint64_t *fine, uint32_t *px, const uint16_t *thresholds, long phase, long count);

/// A glyph mask's row in one premultiplied color: px[i] = PixelMath.over(PixelMath.scale(color,
/// by: coverage[i]), px[i]) where coverage[i] > 0 (the color itself at 255), for all `count`
/// pixels; eight a step with AVX2 (the last one to seven masked), clear stretches skipped.
/// Owner: GlyphBlitter (Text/GlyphBlitter.swift).
void segue_mask_row(const uint8_t *coverage, uint32_t color, uint32_t *px, long count);

/// A cross-fade of two opaque stores straight in Y'CbCr (`PlaneFrame`): from two rows of 8.8
/// fixed-point samples (`FixedPointPlanes`), out[i] = ((a[i]·(2¹⁶ − weight)) >> 16 +
/// (b[i]·weight) >> 16) >> 8 with `weight` in 1...65535, for the first samples of `count`;
/// returns how many it did (all of them from 32 on with AVX2; else 0), the caller doing the rest.
/// Owner: PlaneFrame (Encoding/PlaneFrame.swift).
long segue_plane_lerp_row(const uint16_t *a, const uint16_t *b, uint32_t weight, uint8_t *out, long count);

/// A store slid sideways, straight in Y'CbCr (`PlaneBands`): from a row of 8.8 luma samples
/// `s`, v = s[i] (w = 0) or (s[i]·(2¹⁶ − w)) >> 16 + (s[i+1]·w) >> 16 (w = 256·f, f in 1...255 the
/// sampler's weight); with `fill`, v = ((v·k) >> 16 + c) mod 2¹⁶ (a fill composited over: k the
/// scene's factor in 2⁻¹⁶, c the rest); out[i] = v >> 8; for all `count` samples.
/// Owner: PlaneBands (Encoding/PlaneBands.swift).
void segue_plane_slide_luma_row(const uint16_t *s, uint32_t w, uint32_t fill, uint32_t k, uint32_t c, uint8_t *out, long count);

/// The chroma of the same slide from a row of column chroma (`FixedPointPlanes.cbColumns`): each
/// block's x = s[2i] (w = 0) or (s[2i]·(2¹⁶ − w)) >> 16 + (s[2i+2]·w) >> 16, v = (x + s[2i+1] + 1) >> 1,
/// then the fill as for luma; reads s[2i + 2] only when w > 0. Owner: PlaneBands.
void segue_plane_slide_chroma_row(const uint16_t *s, uint32_t w, uint32_t fill, uint32_t k, uint32_t c, uint8_t *out, long count);

/// `segue_plane_slide_luma_row` (`chroma` 0) or `segue_plane_slide_chroma_row` (1) on `rows`
/// rows: row r reads from s + r·sstride and writes out + r·ostride, so a band's run of rows costs
/// one call. Owner: PlaneBands.
void segue_plane_slide_rows(int chroma, const uint16_t *s, long sstride, uint32_t w, uint32_t fill, uint32_t k, uint32_t c,
                            uint8_t *out, long ostride, long count, long rows);

#endif
