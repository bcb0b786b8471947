#include "CICU.h"
#include <unicode/ubrk.h>
#include <unicode/uversion.h>

int32_t CICU_lineBreaks(const uint16_t *text, int32_t length, const char *locale, int32_t *offsets, int32_t capacity) {
    UErrorCode status = U_ZERO_ERROR;
    UBreakIterator *it = ubrk_open(UBRK_LINE, locale, (const UChar *)text, length, &status);
    if (U_FAILURE(status) || it == NULL) return -1;
    int32_t count = 0;
    for (int32_t b = ubrk_next(it); b != UBRK_DONE; b = ubrk_next(it)) {
        if (b <= 0 || b >= length) continue;
        if (count < capacity) offsets[count] = b;
        count++;
    }
    ubrk_close(it);
    return count;
}

void CICU_version(char *buffer) {
    UVersionInfo version;
    u_getVersion(version);
    u_versionToString(version, buffer);
}
