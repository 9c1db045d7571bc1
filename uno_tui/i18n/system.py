"""The system's reasons in the player's language: why a file could not be written or read
(``No space left on device``). The system words them in English whatever the game's
language; the reasons a save meets most often are worded here, any other is the system's."""

from __future__ import annotations

import errno

from . import _


def os_reason(error: BaseException) -> str:
    """The reason for ``error`` without its path, in the game's language where it is one of
    the usual ones (a full disk, no permission, not a folder), else the system's words."""
    if not isinstance(error, OSError):
        return str(error)
    words = _words().get(error.errno) if error.errno is not None else None
    if words is not None:
        return words
    return error.strerror or str(error)


def _words() -> dict[int, str]:
    # (Worded on each call: the language may change while the app runs.)
    return {
        errno.ENOSPC: _("No space left on device"),
        errno.EDQUOT: _("Disk quota exceeded"),
        errno.EACCES: _("Permission denied"),
        errno.EPERM: _("Operation not permitted"),
        errno.EROFS: _("Read-only file system"),
        errno.ENOTDIR: _("Not a directory"),
        errno.EISDIR: _("Is a directory"),
        errno.ENOENT: _("No such file or directory"),
        errno.ENAMETOOLONG: _("File name too long"),
        errno.EIO: _("Input/output error"),
    }
