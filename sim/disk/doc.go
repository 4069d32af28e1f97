// Package disk is the one path by which Tickbox writes a file, and the way
// it opens a file it reads: recordings, autosaves, frame traces, charts,
// PresentMon files, screenshots, golden pictures, the gallery and the web
// page all go through it.
//
// A save ([Save], [Create]) writes a temporary file with a name no one can
// guess (O_EXCL) in the target's folder and renames it over the target,
// working inside that folder through one handle ([os.Root], openat-style),
// so a crash leaves the old file or the new one, never half of one. It
// writes only a regular file or a new path: a directory, a device or a
// named pipe is refused before anything is written, and so is an existing
// file the user could not open for writing (the rename needs only the
// folder, and once replaced such a file; [Check] says so before a session
// starts). A symlink is followed to the file it names, which keeps its
// permission bits, but only a link of the user's own in a sticky or
// world-writable folder such as /tmp: following another user's link there
// would let them aim the save at any file of the user's, which the kernel's
// protected_symlinks rule forbids when the kernel follows links itself;
// every folder of the path is held to the same rule. A new file gets the
// mode the umask gives; a file replaced keeps its own. Names beside the
// target (the temporary file, a lock, an autosave) fit any name the
// system takes ([FitName]).
//
// A file that must not be predictable (the fallback [SaveOrFallback]
// makes in the system's temporary folder) gets a random name, created
// with O_EXCL, so no link planted in advance is followed.
//
// A file about to be recorded into is claimed from the start
// ([LockTarget]), so that a second recorder is refused before its first
// tick. A save can be placed and kept open ([File.Place]) and locked
// ([Lock]), for package autosave's file that grows by appends, which holds
// its lock while it is written; [Owner] and [NoFollow] are for what it
// reads back after a crash, only the user's own file, never through a
// link.
//
// Files read ([Open], [OpenStream]) are opened without blocking, so that a
// named pipe with no writer never hangs the reader, and their type is
// checked before anything is read; [ReadAll] reads in bounded chunks up to
// a limit.
package disk
