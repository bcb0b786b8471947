#ifndef CZLIB_SHIM_H
#define CZLIB_SHIM_H
// Debian's zlib (zlib1g-dev): FlateDecode streams of vector image sets' PDFs
// (Import/Vector/FlateInflater.swift). Foundation already links libz.so.1.
#include <zlib.h>
#endif
