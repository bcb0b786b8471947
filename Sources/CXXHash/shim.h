#ifndef CXXHASH_SHIM_H
#define CXXHASH_SHIM_H
// Debian's libxxhash (libxxhash-dev): XXH3-128, the default frame hash (Reproducibility/XXH128.swift).
#include <xxhash.h>
#endif
