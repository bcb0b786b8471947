#ifndef SEGUE_CICU_H
#define SEGUE_CICU_H

#include <stdint.h>

/// Line break opportunities ICU's dictionary-based line break iterator (UBRK_LINE) finds in
/// `text` (`length` UTF-16 code units) for `locale` (e.g. "th"): writes the UTF-16 offsets where
/// a line may start (excluding 0 and `length`) to `offsets`, at most `capacity`, and returns how
/// many it found (more than `capacity` when they did not fit), or -1 when ICU fails.
/// A thin wrapper so Swift calls one stable name: ICU's own are renamed per version (ubrk_open_72).
int32_t CICU_lineBreaks(const uint16_t *text, int32_t length, const char *locale, int32_t *offsets, int32_t capacity);

/// The ICU version the library was built from ("72.1"), into `buffer` (at least 20 bytes).
void CICU_version(char *buffer);

#endif
