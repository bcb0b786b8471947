#ifndef CFFMPEG_SHIM_H
#define CFFMPEG_SHIM_H

#include <libavformat/avformat.h>
#include <libavformat/avio.h>
#include <libavcodec/avcodec.h>
#include <libavcodec/bsf.h>
#include <libavutil/avutil.h>
#include <libavutil/display.h>
#include <libavutil/error.h>
#include <libavutil/imgutils.h>
#include <libavutil/opt.h>
#include <libavutil/pixdesc.h>
#include <libavutil/md5.h>
#include <libavutil/sha.h>
#include <libswscale/swscale.h>

/// Macros Swift cannot import, as functions with the CFFmpeg_ prefix.
static inline int CFFmpeg_AVERROR_EAGAIN(void) { return AVERROR(EAGAIN); }
static inline int CFFmpeg_AVERROR_EOF(void) { return AVERROR_EOF; }
static inline int CFFmpeg_AVERROR_INVALIDDATA(void) { return AVERROR_INVALIDDATA; }
static inline int CFFmpeg_AVERROR(int posixError) { return AVERROR(posixError); }
static inline int64_t CFFmpeg_AV_NOPTS_VALUE(void) { return AV_NOPTS_VALUE; }

/// The libav* versions this binary runs against (not the headers it was built with), as
/// "major.minor.micro".
static inline unsigned CFFmpeg_version_major(unsigned v) { return AV_VERSION_MAJOR(v); }
static inline unsigned CFFmpeg_version_minor(unsigned v) { return AV_VERSION_MINOR(v); }
static inline unsigned CFFmpeg_version_micro(unsigned v) { return AV_VERSION_MICRO(v); }

#endif
