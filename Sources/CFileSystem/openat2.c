#define _GNU_SOURCE
#include "CFileSystem.h"

#include <fcntl.h>

#include <errno.h>
#include <linux/openat2.h>
#include <string.h>
#include <sys/syscall.h>
#include <unistd.h>

// The flag values above are the kernel's (linux/openat2.h); a mismatch fails the build.
_Static_assert(CFILESYSTEM_O_PATH == O_PATH, "O_PATH");
_Static_assert(CFILESYSTEM_RESOLVE_BENEATH == RESOLVE_BENEATH, "RESOLVE_BENEATH");
_Static_assert(CFILESYSTEM_RESOLVE_NO_SYMLINKS == RESOLVE_NO_SYMLINKS, "RESOLVE_NO_SYMLINKS");
_Static_assert(CFILESYSTEM_RESOLVE_NO_MAGICLINKS == RESOLVE_NO_MAGICLINKS, "RESOLVE_NO_MAGICLINKS");
_Static_assert(CFILESYSTEM_RESOLVE_NO_XDEV == RESOLVE_NO_XDEV, "RESOLVE_NO_XDEV");

int CFileSystem_openat2(int dirfd, const char *path, int flags, uint64_t resolve) {
    struct open_how how;
    memset(&how, 0, sizeof how);
    how.flags = (uint64_t)(unsigned)flags;
    how.resolve = resolve;
    long fd;
    do {
        fd = syscall(SYS_openat2, dirfd, path, &how, sizeof how);
    } while (fd < 0 && errno == EINTR);
    return fd < 0 ? -errno : (int)fd;
}
