"""A seccomp-BPF deny-list for sandbox workers, built by hand and loaded through ctypes.

No third-party binding is needed: the filter is a few dozen classic-BPF instructions handed to
prctl(PR_SET_SECCOMP). It checks the architecture first (any other ABI, including x32 on x86_64,
is refused) and answers EPERM to the system calls a calculator never needs: creating processes
or threads, running programs, opening/creating/removing files, sockets, signals to other
processes, ptrace and cross-process memory access, raising rlimits, namespaces and mounts,
kernel keyrings, BPF, io_uring, module loading and the like. Everything else (read/write on the
inherited socket, memory management, clocks, exit) stays allowed.

Denied calls fail with EPERM (the worker turns that into an `error` answer) rather than killing
the process, so a request that reaches one still gets an answer. Supported: x86_64 and aarch64;
elsewhere `install()` reports why nothing was loaded.
"""

from __future__ import annotations

import ctypes
import errno
import platform
import struct

# syscall numbers: x86_64 from asm/unistd_64.h, aarch64 from asm-generic/unistd.h
_DENY_X86_64 = {
    "open": 2, "creat": 85, "openat": 257, "openat2": 437, "open_by_handle_at": 304,
    "name_to_handle_at": 303, "execve": 59, "execveat": 322, "fork": 57, "vfork": 58,
    "clone": 56, "clone3": 435, "socket": 41, "socketpair": 53, "connect": 42, "accept": 43,
    "accept4": 288, "bind": 49, "listen": 50, "sendmsg": 46, "recvmsg": 47, "sendmmsg": 307,
    "recvmmsg": 299, "ptrace": 101, "process_vm_readv": 310, "process_vm_writev": 311,
    "kill": 62, "tkill": 200, "tgkill": 234, "pidfd_send_signal": 424, "pidfd_open": 434,
    "pidfd_getfd": 438, "setrlimit": 160, "prlimit64": 302, "mount": 165, "umount2": 166,
    "unshare": 272, "setns": 308, "chroot": 161, "pivot_root": 155, "keyctl": 250,
    "add_key": 248, "request_key": 249, "bpf": 321, "perf_event_open": 298, "userfaultfd": 323,
    "io_uring_setup": 425, "io_uring_enter": 426, "io_uring_register": 427, "memfd_create": 319,
    "mknod": 133, "mknodat": 259, "unlink": 87, "unlinkat": 263, "rename": 82, "renameat": 264,
    "renameat2": 316, "mkdir": 83, "mkdirat": 258, "rmdir": 84, "link": 86, "linkat": 265,
    "symlink": 88, "symlinkat": 266, "chmod": 90, "fchmod": 91, "fchmodat": 268, "chown": 92,
    "fchown": 93, "lchown": 94, "fchownat": 260, "truncate": 76, "ftruncate": 77,
    "init_module": 175, "finit_module": 313, "delete_module": 176, "kexec_load": 246,
    "kexec_file_load": 320, "reboot": 169, "swapon": 167, "swapoff": 168, "acct": 163,
    "settimeofday": 164, "clock_settime": 227, "adjtimex": 159, "sethostname": 170,
    "setdomainname": 171, "iopl": 172, "ioperm": 173, "personality": 135, "quotactl": 179,
    "move_pages": 279, "mbind": 237, "migrate_pages": 256, "vmsplice": 278, "prctl": 157,
    "setuid": 105, "setgid": 106, "setreuid": 113, "setregid": 114, "setresuid": 117,
    "setresgid": 119, "setgroups": 116, "setfsuid": 122, "setfsgid": 123, "capset": 126,
    "fanotify_init": 300, "inotify_init": 253, "inotify_init1": 294, "fsopen": 430,
    "fsmount": 432, "fsconfig": 431, "move_mount": 429, "open_tree": 428, "mount_setattr": 442,
    "landlock_create_ruleset": 444,
}  # fmt: skip
_DENY_AARCH64 = {
    "openat": 56, "openat2": 437, "open_by_handle_at": 265, "name_to_handle_at": 264,
    "execve": 221, "execveat": 281, "clone": 220, "clone3": 435, "socket": 198,
    "socketpair": 199, "connect": 203, "accept": 202, "accept4": 242, "bind": 200, "listen": 201,
    "sendmsg": 211, "recvmsg": 212, "sendmmsg": 269, "recvmmsg": 243, "ptrace": 117,
    "process_vm_readv": 270, "process_vm_writev": 271, "kill": 129, "tkill": 130, "tgkill": 131,
    "pidfd_send_signal": 424, "pidfd_open": 434, "pidfd_getfd": 438, "setrlimit": 164,
    "prlimit64": 261, "mount": 40, "umount2": 39, "unshare": 97, "setns": 268, "chroot": 51,
    "pivot_root": 41, "keyctl": 219, "add_key": 217, "request_key": 218, "bpf": 280,
    "perf_event_open": 241, "userfaultfd": 282, "io_uring_setup": 425, "io_uring_enter": 426,
    "io_uring_register": 427, "memfd_create": 279, "mknodat": 33, "unlinkat": 35,
    "renameat": 38, "renameat2": 276, "mkdirat": 34, "linkat": 37, "symlinkat": 36,
    "fchmod": 52, "fchmodat": 53, "fchown": 55, "fchownat": 54, "truncate": 45, "ftruncate": 46,
    "init_module": 105, "finit_module": 273, "delete_module": 106, "kexec_load": 104,
    "kexec_file_load": 294, "reboot": 142, "swapon": 224, "swapoff": 225, "acct": 89,
    "settimeofday": 170, "clock_settime": 112, "adjtimex": 171, "sethostname": 161,
    "setdomainname": 162, "personality": 92, "quotactl": 60, "move_pages": 239, "mbind": 235,
    "migrate_pages": 238, "vmsplice": 75, "prctl": 167, "setuid": 146, "setgid": 144,
    "setreuid": 145, "setregid": 143, "setresuid": 147, "setresgid": 149, "setgroups": 159,
    "setfsuid": 151, "setfsgid": 152, "capset": 91, "fanotify_init": 262, "inotify_init1": 26,
    "fsopen": 430, "fsmount": 432, "fsconfig": 431, "move_mount": 429, "open_tree": 428,
    "mount_setattr": 442, "landlock_create_ruleset": 444,
}  # fmt: skip

AUDIT_ARCH_X86_64 = 0xC000003E
AUDIT_ARCH_AARCH64 = 0xC00000B7
_X32_SYSCALL_BIT = 0x40000000

_ARCHES = {
    "x86_64": (AUDIT_ARCH_X86_64, _DENY_X86_64),
    "amd64": (AUDIT_ARCH_X86_64, _DENY_X86_64),
    "aarch64": (AUDIT_ARCH_AARCH64, _DENY_AARCH64),
    "arm64": (AUDIT_ARCH_AARCH64, _DENY_AARCH64),
}

# classic BPF
_LD_W_ABS = 0x20
_JEQ_K = 0x15
_JGE_K = 0x35
_RET_K = 0x06
SECCOMP_RET_KILL_PROCESS = 0x80000000
SECCOMP_RET_ERRNO = 0x00050000
SECCOMP_RET_ALLOW = 0x7FFF0000
PR_SET_NO_NEW_PRIVS = 38
PR_SET_SECCOMP = 22
SECCOMP_MODE_FILTER = 2


def denied_syscalls(machine: str | None = None) -> dict[str, int]:
    entry = _ARCHES.get((machine or platform.machine()).lower())
    return dict(entry[1]) if entry else {}


def build_filter(machine: str | None = None) -> bytes:
    """The BPF program as packed `struct sock_filter` entries."""
    machine = (machine or platform.machine()).lower()
    if machine not in _ARCHES:
        raise OSError(errno.ENOSYS, f"no seccomp table for architecture {machine}")
    arch, table = _ARCHES[machine]
    numbers = sorted(set(table.values()))
    prog: list[tuple[int, int, int, int]] = []
    prog.append((_LD_W_ABS, 0, 0, 4))  # seccomp_data.arch
    prog.append((_JEQ_K, 0, 0xFF, arch))  # placeholder jf -> KILL, patched below
    prog.append((_LD_W_ABS, 0, 0, 0))  # seccomp_data.nr
    if arch == AUDIT_ARCH_X86_64:
        prog.append((_JGE_K, 0xFF, 0, _X32_SYSCALL_BIT))  # x32 ABI -> ERRNO, patched below
    first_rule = len(prog)
    for nr in numbers:
        prog.append((_JEQ_K, 0xFF, 0, nr))  # -> ERRNO, patched below
    allow = len(prog)
    prog.append((_RET_K, 0, 0, SECCOMP_RET_ALLOW))
    deny = len(prog)
    prog.append((_RET_K, 0, 0, SECCOMP_RET_ERRNO | errno.EPERM))
    kill = len(prog)
    prog.append((_RET_K, 0, 0, SECCOMP_RET_KILL_PROCESS))
    del allow
    out = []
    for i, (code, jt, jf, k) in enumerate(prog):
        if i == 1:
            jf = kill - i - 1
        elif code in (_JEQ_K, _JGE_K) and i >= 3:
            jt = deny - i - 1
        if not (0 <= jt <= 255 and 0 <= jf <= 255):
            raise ValueError("seccomp program too long for 8-bit jumps")
        out.append(struct.pack("=HBBI", code, jt, jf, k))
    assert first_rule >= 3
    return b"".join(out)


class _SockFprog(ctypes.Structure):
    _fields_ = [("len", ctypes.c_ushort), ("filter", ctypes.c_void_p)]


_prctl = None


def prctl_function():
    """libc's prctl through ctypes, resolved once (call this before forking workers: it must not
    need to open files later)."""
    global _prctl
    if _prctl is None:
        libc = ctypes.CDLL(None, use_errno=True)  # the running process's own symbols
        fn = libc.prctl
        fn.restype = ctypes.c_int
        fn.argtypes = [ctypes.c_int, ctypes.c_ulong, ctypes.c_ulong, ctypes.c_ulong, ctypes.c_ulong]
        _prctl = fn
    return _prctl


def install(program: bytes | None = None) -> tuple[bool, str]:
    """Load the filter into this process (irreversible). Returns (installed, detail)."""
    try:
        program = program or build_filter()
    except OSError as exc:
        return False, str(exc.strerror)
    try:
        prctl = prctl_function()
    except (OSError, AttributeError) as exc:
        return False, f"cannot reach prctl through libc: {exc}"
    if prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) != 0:
        return False, f"PR_SET_NO_NEW_PRIVS failed: {errno.errorcode.get(ctypes.get_errno())}"
    buf = ctypes.create_string_buffer(program, len(program))
    fprog = _SockFprog(len(program) // 8, ctypes.cast(buf, ctypes.c_void_p))
    if prctl(PR_SET_SECCOMP, SECCOMP_MODE_FILTER, ctypes.addressof(fprog), 0, 0) != 0:
        return False, f"PR_SET_SECCOMP failed: {errno.errorcode.get(ctypes.get_errno())}"
    return True, f"seccomp deny-list: {len(program) // 8} BPF instructions, {len(denied_syscalls())} syscalls"
