#ifndef SEGUE_KERNEL_LEVEL_H
#define SEGUE_KERNEL_LEVEL_H

// The instruction-set levels the kernels choose between at run time (internal to CPixelKernels;
// `segue_kernel_level` reports it): 2 with AVX-512 F, BW, VL and VNNI, 1 with AVX2, else
// 0. One level for every kernel family, so a machine runs all its kernels at the same width and
// the tests check each level the machine has. Checked per call, as the CPU cannot change under a
// process (`__builtin_cpu_supports` reads flags the runtime set once).
#if defined(__x86_64__)
#define SEGUE_AVX512 __attribute__((target("avx512f,avx512bw,avx512vl,avx512vnni")))

static inline int segue_cpu_level(void) {
    if (__builtin_cpu_supports("avx512f") && __builtin_cpu_supports("avx512bw") && __builtin_cpu_supports("avx512vl")
        && __builtin_cpu_supports("avx512vnni")) return 2;
    return __builtin_cpu_supports("avx2") ? 1 : 0;
}
#endif

#endif
