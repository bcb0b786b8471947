#ifndef CFRIBIDI_SHIM_H
#define CFRIBIDI_SHIM_H
#include <fribidi.h>
#endif
