package web

import (
	"bytes"
	"compress/gzip"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// site makes a folder like make web's, a secret beside it, and a handler
// serving the folder.
func site(t *testing.T) (http.Handler, string) {
	t.Helper()
	top := t.TempDir()
	dir := filepath.Join(top, "web")
	write(t, filepath.Join(top, "secret.txt"), "outside")
	write(t, filepath.Join(dir, "index.html"), "<p>page</p>")
	write(t, filepath.Join(dir, "tickbox.wasm"), "\x00asm plain")
	write(t, filepath.Join(dir, "tickbox.wasm.gz"), gzipped(t, "\x00asm plain"))
	write(t, filepath.Join(dir, "shots", "a.png"), "png")
	write(t, filepath.Join(dir, "README.html"), "<h1>Tickbox</h1>")
	write(t, filepath.Join(dir, "assets", "charts", "c.svg"), "<svg/>")
	root, err := os.OpenRoot(dir)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { root.Close() })
	return files{root: root}, dir
}

func write(t *testing.T, path, text string) {
	t.Helper()
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
}

func gzipped(t *testing.T, text string) string {
	var b bytes.Buffer
	z := gzip.NewWriter(&b)
	z.Write([]byte(text))
	if err := z.Close(); err != nil {
		t.Fatal(err)
	}
	return b.String()
}

func get(h http.Handler, path, acceptEncoding string) *httptest.ResponseRecorder {
	r := httptest.NewRequest(http.MethodGet, "http://x/", nil)
	r.URL.Path = path // as a client sent it, uncleaned
	if acceptEncoding != "" {
		r.Header.Set("Accept-Encoding", acceptEncoding)
	}
	w := httptest.NewRecorder()
	h.ServeHTTP(w, r)
	return w
}

func TestFilesServesTheBuild(t *testing.T) {
	h, _ := site(t)
	for _, c := range []struct {
		path, accept, body, typ, encoding string
	}{
		{"/", "", "<p>page</p>", "text/html; charset=utf-8", ""},
		{"/index.html", "gzip", "<p>page</p>", "text/html; charset=utf-8", ""},
		{"/tickbox.wasm", "", "\x00asm plain", "application/wasm", ""},
		{"/tickbox.wasm", "deflate, gzip;q=0", "\x00asm plain", "application/wasm", ""},
		{"/tickbox.wasm", "br, gzip", "gz", "application/wasm", "gzip"},
		{"/shots/a.png", "", "png", "image/png", ""},
		{"/README.html", "", "<h1>Tickbox</h1>", "text/html; charset=utf-8", ""}, // a page, not Markdown as text
		{"/assets/charts/c.svg", "", "<svg/>", "image/svg+xml", ""},
	} {
		w := get(h, c.path, c.accept)
		body := w.Body.String()
		if c.body == "gz" {
			body = gunzip(t, w.Body.Bytes())
			c.body = "\x00asm plain"
		}
		if w.Code != 200 || body != c.body {
			t.Errorf("GET %s (Accept-Encoding %q): %d %q, want 200 %q", c.path, c.accept, w.Code, body, c.body)
		}
		hd := w.Result().Header
		if hd.Get("Content-Type") != c.typ || hd.Get("Content-Encoding") != c.encoding {
			t.Errorf("GET %s (Accept-Encoding %q): type %q encoding %q, want %q %q", c.path, c.accept,
				hd.Get("Content-Type"), hd.Get("Content-Encoding"), c.typ, c.encoding)
		}
		if hd.Get("Cross-Origin-Opener-Policy") != "same-origin" || hd.Get("Cross-Origin-Embedder-Policy") != "require-corp" {
			t.Errorf("GET %s: COOP %q COEP %q, want same-origin require-corp", c.path,
				hd.Get("Cross-Origin-Opener-Policy"), hd.Get("Cross-Origin-Embedder-Policy"))
		}
	}
}

func gunzip(t *testing.T, b []byte) string {
	z, err := gzip.NewReader(bytes.NewReader(b))
	if err != nil {
		t.Fatalf("not gzip: %v", err)
	}
	out, err := io.ReadAll(z)
	if err != nil {
		t.Fatal(err)
	}
	return string(out)
}

func TestFilesListsNoFolder(t *testing.T) {
	h, _ := site(t)
	w := get(h, "/shots/", "")
	if w.Code != http.StatusNotFound || strings.Contains(w.Body.String(), "a.png") {
		t.Errorf("GET /shots/: %d %q, want 404 without the folder's names", w.Code, w.Body.String())
	}
}

func TestFilesRefusesDotDot(t *testing.T) {
	h, _ := site(t)
	for _, p := range []string{"/../secret.txt", "/shots/../../secret.txt", "/..", "/shots/..\\..\\secret.txt"} {
		w := get(h, p, "")
		if w.Code != http.StatusBadRequest || strings.Contains(w.Body.String(), "outside") {
			t.Errorf("GET %q: %d %q, want 400", p, w.Code, w.Body.String())
		}
	}
}

func TestFilesFollowsNoSymlinkOut(t *testing.T) {
	h, dir := site(t)
	if err := os.Symlink(filepath.Join(dir, "..", "secret.txt"), filepath.Join(dir, "out.txt")); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink("..", filepath.Join(dir, "up")); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink("index.html", filepath.Join(dir, "in.html")); err != nil {
		t.Fatal(err)
	}
	for _, p := range []string{"/out.txt", "/up/secret.txt"} {
		if w := get(h, p, ""); w.Code != http.StatusNotFound || strings.Contains(w.Body.String(), "outside") {
			t.Errorf("GET %s (a symlink out of the folder): %d %q, want 404", p, w.Code, w.Body.String())
		}
	}
	if w := get(h, "/in.html", ""); w.Code != 200 { // a symlink that stays inside is fine
		t.Errorf("GET /in.html (a symlink inside): %d, want 200", w.Code)
	}
}

func TestFilesRefusesOtherMethods(t *testing.T) {
	h, _ := site(t)
	r := httptest.NewRequest(http.MethodPost, "/index.html", nil)
	w := httptest.NewRecorder()
	h.ServeHTTP(w, r)
	if w.Code != http.StatusMethodNotAllowed {
		t.Errorf("POST: %d, want 405", w.Code)
	}
}

// A link in the tree to a dot-file or a dot-folder serves nothing of it:
// env_alias -> .env returned the dot-file, and repo -> .git answered
// /repo/config with git's config. A link to a file that is not hidden is
// followed, as before.
func TestFilesRevealNoDotFileThroughALink(t *testing.T) {
	h, dir := site(t)
	write(t, filepath.Join(dir, ".env"), "SECRET=1")
	write(t, filepath.Join(dir, ".git", "config"), "[core]")
	write(t, filepath.Join(dir, "sub", "page.html"), "<p>sub</p>")
	for link, to := range map[string]string{
		"env_alias": ".env", "repo": ".git", "deep": "sub/../.git/config", "shots/up": "../.env", "alias.html": "index.html",
	} {
		if err := os.Symlink(to, filepath.Join(dir, link)); err != nil {
			t.Fatal(err)
		}
	}
	for _, p := range []string{"/env_alias", "/repo/config", "/deep", "/shots/up"} {
		if w := get(h, p, ""); w.Code != http.StatusNotFound {
			t.Errorf("GET %s: %d %q; want 404", p, w.Code, w.Body.String())
		}
	}
	if w := get(h, "/alias.html", ""); w.Code != http.StatusOK || w.Body.String() != "<p>page</p>" {
		t.Errorf("GET /alias.html: %d %q; want the page it links to", w.Code, w.Body.String())
	}
}
