// Where a render's wall time goes, for scripts/bench-phases.sh: preloaded (LD_PRELOAD) into
// segue-video and into FFmpeg's command line alike, it passes libavcodec's avcodec_send_frame
// through and prints, in milliseconds after $PHASE_T0 (the launch's CLOCK_REALTIME, from the
// script): when the process reached its first constructor (the dynamic loader done), when the
// first picture went to the encoder, when the flush began, and when the process exited.
// Measurement only; it changes nothing the encoder receives.
#define _GNU_SOURCE
#include <dlfcn.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

static double t0;
static int frames;

static double ms(void) {
    struct timespec t;
    clock_gettime(CLOCK_REALTIME, &t);
    return (t.tv_sec + t.tv_nsec * 1e-9 - t0) * 1e3;
}

__attribute__((constructor)) static void started(void) {
    const char *base = getenv("PHASE_T0");
    t0 = base ? atof(base) : 0;
    fprintf(stderr, "phase loaded %.1f\n", ms());
}

__attribute__((destructor)) static void ended(void) { fprintf(stderr, "phase exit %.1f\n", ms()); }

int avcodec_send_frame(void *context, const void *frame) {
    static int (*real)(void *, const void *);
    if (!real) real = (int (*)(void *, const void *))dlsym(RTLD_NEXT, "avcodec_send_frame");
    if (frame && frames++ == 0) fprintf(stderr, "phase first %.1f\n", ms());
    if (!frame) fprintf(stderr, "phase flush %.1f\n", ms());
    return real(context, frame);
}
