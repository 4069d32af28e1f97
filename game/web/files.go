package web

import (
	"errors"
	"fmt"
	"io/fs"
	"net/http"
	"os"
	"path"
	"strings"
	"time"

	"tickbox/sim/disk"
)

// files serves the regular files inside one folder, and nothing else: no
// listing of a folder (its index.html or 404), no path with a ".." element,
// no symlink that leads out of the folder (os.Root refuses to follow one),
// no dot-file (.git, .env: 404), and nothing but a regular file, whose type
// is checked before it is opened, without blocking (a named pipe hung every
// request for it). A response whose client reads nothing for stall is cut
// off. Every answer carries the cross-origin isolation headers.
type files struct {
	root  *os.Root
	stall time.Duration // 0: no limit
}

// types are the content types the page needs; Go's mime table depends on
// the machine's /etc/mime.types, and a browser refuses to stream-compile a
// module that is not application/wasm.
var types = map[string]string{
	".wasm": "application/wasm",
	".js":   "text/javascript; charset=utf-8",
	".html": "text/html; charset=utf-8",
	".css":  "text/css; charset=utf-8",
	".png":  "image/png",
	".svg":  "image/svg+xml", // the README's charts
	".tbr":  "application/octet-stream",
}

func (h files) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	isolate(w.Header())
	if r.Method != http.MethodGet && r.Method != http.MethodHead {
		w.Header().Set("Allow", "GET, HEAD")
		http.Error(w, "only GET and HEAD", http.StatusMethodNotAllowed)
		return
	}
	name, ok := cleanName(r.URL.Path)
	if !ok {
		http.Error(w, "bad path", http.StatusBadRequest)
		return
	}
	if hidden(name) {
		http.NotFound(w, r)
		return
	}
	f, name, err := h.open(name)
	if err != nil {
		http.NotFound(w, r)
		return
	}
	defer f.Close()
	h.send(w, r, name, f)
}

// isolate sets the headers that make the page cross-origin isolated, which
// gives performance.now() its fine resolution (5 µs instead of 100 µs in
// Chromium), and keeps a stale build from being cached.
func isolate(h http.Header) {
	h.Set("Cross-Origin-Opener-Policy", "same-origin")
	h.Set("Cross-Origin-Embedder-Policy", "require-corp")
	h.Set("Cross-Origin-Resource-Policy", "same-origin")
	h.Set("X-Content-Type-Options", "nosniff")
	h.Set("Cache-Control", "no-cache")
}

// cleanName turns a URL path into a name inside the folder: "." for the
// folder itself. It refuses a path with a ".." element, a NUL or a
// backslash rather than cleaning it, so that nothing outside the folder can
// even be asked for.
func cleanName(p string) (string, bool) {
	if !strings.HasPrefix(p, "/") || strings.ContainsAny(p, "\x00\\") {
		return "", false
	}
	for _, e := range strings.Split(p, "/") {
		if e == ".." {
			return "", false
		}
	}
	name := strings.TrimPrefix(path.Clean(p), "/")
	if name == "" {
		name = "."
	}
	return name, true
}

// hidden reports whether a name has an element that starts with a dot.
func hidden(name string) bool {
	for _, e := range strings.Split(name, "/") {
		if strings.HasPrefix(e, ".") && e != "." {
			return true
		}
	}
	return false
}

// open opens name inside the root, or its index.html if it is a folder,
// and returns the name it opened. It fails for anything but a regular file
// (openIn: the type checked before the open, which does not block).
func (h files) open(name string) (*os.File, string, error) {
	if err := h.revealed(name); err != nil {
		return nil, "", err
	}
	info, err := h.root.Stat(name)
	if err == nil && info.IsDir() {
		return h.open(path.Join(name, "index.html"))
	}
	if err != nil {
		return nil, "", err
	}
	f, err := openIn(h.root, name)
	if err != nil {
		return nil, "", err
	}
	return f, name, nil
}

// errHidden is revealed's answer for a name that leads to a dot-file.
var errHidden = errors.New("it leads to a dot-file")

// revealed follows the symlinks among name's elements as the root does
// and fails if one leads to a hidden name: a link in the tree to a
// dot-file (env_alias -> .env) or a dot-folder (repo -> .git, then
// /repo/config) served what hidden keeps back. A link with an absolute
// target is refused too: where it leads inside the folder is not known.
func (h files) revealed(name string) error {
	done, rest := ".", strings.Split(name, "/")
	for links := 0; len(rest) > 0; {
		next := path.Join(done, rest[0])
		rest = rest[1:]
		info, err := h.root.Lstat(next)
		if err != nil || info.Mode()&fs.ModeSymlink == 0 {
			done = next // a missing name fails where it is opened
			continue
		}
		to, err := h.root.Readlink(next)
		if links++; err != nil || links > 40 || path.IsAbs(to) {
			return errHidden
		}
		// A target is cleaned by the lexical join, as the kernel resolves
		// it inside the root (which refuses one that leaves it).
		target := path.Join(done, to)
		if hidden(target) {
			return errHidden
		}
		done, rest = ".", append(strings.Split(target, "/"), rest...)
	}
	return nil
}

// openIn opens the file name inside root for reading, only a regular
// file, as disk.Open does: its type is checked before it is opened (a
// named pipe or a device is an error that says what it is), and it is
// opened without blocking. A symlink is followed only inside root (os.Root).
func openIn(root *os.Root, name string) (*os.File, error) {
	info, err := root.Stat(name)
	if err != nil {
		return nil, err
	}
	if !info.Mode().IsRegular() {
		return nil, &fs.PathError{Op: "open", Path: name, Err: fmt.Errorf("it is %s, not a file to read", disk.Kind(info.Mode()))}
	}
	f, err := root.OpenFile(name, os.O_RDONLY|disk.NonBlocking, 0)
	if err != nil {
		return nil, err
	}
	if info, err := f.Stat(); err != nil || !info.Mode().IsRegular() {
		f.Close()
		return nil, &fs.PathError{Op: "open", Path: name, Err: errors.New("it changed from a regular file as it was opened")}
	}
	return f, nil
}
