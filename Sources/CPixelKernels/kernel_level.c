#include "CPixelKernels.h"
#include "kernel_level.h"

int segue_kernel_level(void) {
#if defined(__x86_64__)
    return segue_cpu_level();
#else
    return 0;
#endif
}
