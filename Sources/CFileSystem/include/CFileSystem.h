#ifndef CFILESYSTEM_H
#define CFILESYSTEM_H

#include <stdint.h>

/// The file-system calls Swift cannot reach through Glibc: `openat2(2)` (Linux 5.6), which glibc
/// 2.36 does not wrap. Owned by `ConfinedFolder` (CompositorCore/Files), the one caller.

/// `RESOLVE_BENEATH`: every step of the path, symbolic links included, stays below `dirfd`
/// (`..` past it, an absolute path or a link leading out fails with `EXDEV`).
#define CFILESYSTEM_RESOLVE_BENEATH 0x08
/// `RESOLVE_NO_SYMLINKS`: no symbolic link at all is followed (`ELOOP`).
#define CFILESYSTEM_RESOLVE_NO_SYMLINKS 0x04
/// `RESOLVE_NO_MAGICLINKS`: no `/proc/…/fd/N`-style link is followed (`ELOOP`).
#define CFILESYSTEM_RESOLVE_NO_MAGICLINKS 0x02
/// `RESOLVE_NO_XDEV`: no mount point is crossed (`EXDEV`).
#define CFILESYSTEM_RESOLVE_NO_XDEV 0x01

/// `O_PATH` (a descriptor that only locates a file: nothing is opened for reading), which
/// Swift's Glibc module does not export.
#define CFILESYSTEM_O_PATH 0x200000

/// `openat2(dirfd, path, {flags, mode 0, resolve})` through `syscall(SYS_openat2, …)`: the new
/// descriptor, or `-errno` (`-ENOSYS` on a kernel older than 5.6 or a seccomp filter that does
/// not know the call; the caller then walks the path itself).
int CFileSystem_openat2(int dirfd, const char *path, int flags, uint64_t resolve);

#endif
