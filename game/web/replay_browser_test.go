//go:build browser

package web_test

import (
	"bytes"
	"context"
	"encoding/base64"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"tickbox/sim/lab"
)

// TestBrowserReplayVerifiesNatively records a replay in the browser (R,
// some keys, R), takes the file the page would offer as a download, and
// has the native lab verify it: every fingerprint the wasm build recorded
// must be the one amd64 computes from the same inputs.
func TestBrowserReplayVerifiesNatively(t *testing.T) {
	url := serve(t, site(t))
	ctx := browser(t)
	open(t, ctx, url, "?limits=false&balls=40&seed=7")
	if _, err := chromedp.Run(ctx, chromedp.Evaluate[bool](`window.tickboxDownloads = false`)); err != nil {
		t.Fatal(err)
	}
	press(t, ctx, 'r')
	for _, k := range "kb " {
		press(t, ctx, k)
		time.Sleep(time.Second)
	}
	waitFor(t, ctx, 30*time.Second, "past tick 300", func(h hook) bool { return h.Tick > 300 })
	press(t, ctx, 'r')
	path := waitForFile(t, ctx, "/shots", ".tbr")
	data := fetchFile(t, ctx, path)
	file := filepath.Join(t.TempDir(), filepath.Base(path))
	if err := os.WriteFile(file, data, 0o644); err != nil {
		t.Fatal(err)
	}
	var out, errs bytes.Buffer
	code := lab.Replay([]string{file, "-verify"}, &out, &errs)
	t.Logf("browser recording %s, %d bytes; native tickbox replay -verify: %s%s", path, len(data), summary(out.String()), errs.String())
	if code != 0 {
		t.Fatalf("the native lab does not verify the browser's recording: exit %d", code)
	}
	m := regexp.MustCompile(`every fingerprint matches \((\d+) checked\)`).FindStringSubmatch(out.String())
	if m == nil {
		t.Fatalf("no 'every fingerprint matches (N checked)' line in the lab's output")
	}
	if n, _ := strconv.Atoi(m[1]); n < 3 {
		t.Errorf("%d fingerprints checked; want at least 3 over 300 ticks", n)
	}
}

// TestBrowserLoadsAReplay picks a recording with the page's "load a
// replay" button: the page keeps it across the reload that starts the game
// on it (?replay=...), and the game plays it to its end, every recorded
// fingerprint matching.
func TestBrowserLoadsAReplay(t *testing.T) {
	if testing.Short() {
		t.Skip("the short browser test stops at keys and options; make test-web loads a replay")
	}
	url := serve(t, site(t))
	ctx := browser(t)
	open(t, ctx, url, "")
	rec, err := filepath.Abs(filepath.Join("..", "..", "assets", "scenarios", "session.tbr"))
	if err != nil {
		t.Fatal(err)
	}
	if err := chromedp.Do(ctx, chromedp.SetUploadFiles(chromedp.CSS("#replay-file"), []string{rec})); err != nil {
		t.Fatalf("picking %s: %v", rec, err)
	}
	h := waitFor(t, ctx, 2*time.Minute, "playing the picked replay to its end",
		func(h hook) bool { return h.ReplayTotal > 0 && h.ReplayPlayed == h.ReplayTotal })
	loc, _ := chromedp.Run(ctx, chromedp.Evaluate[string](`location.search`))
	t.Logf("%s: played %d of %d ticks, %d fingerprints checked, desync %v", loc, h.ReplayPlayed, h.ReplayTotal, h.ReplayChecked, h.ReplayDesync)
	if h.ReplayDesync || h.ReplayChecked == 0 || loc != "?replay=%2Freplays%2Fsession.tbr" {
		t.Errorf("replay from the picker: %s, %d checked, desync %v; want ?replay=%%2Freplays%%2Fsession.tbr, some checked, no desync", loc, h.ReplayChecked, h.ReplayDesync)
	}
}

// waitForFile polls the page's file system until dir holds a file ending
// in ext, and returns its path.
func waitForFile(t *testing.T, ctx context.Context, dir, ext string) string {
	t.Helper()
	return waitForFileLimit(t, ctx, dir, ext, 30*time.Second)
}

func waitForFileLimit(t *testing.T, ctx context.Context, dir, ext string, limit time.Duration) string {
	t.Helper()
	deadline := time.Now().Add(limit)
	for {
		names, err := chromedp.Run(ctx, chromedp.Evaluate[[]string](fmt.Sprintf(`tickboxFS.list(%q)`, dir)))
		if err != nil {
			t.Fatal(err)
		}
		for _, n := range names {
			if strings.HasSuffix(n, ext) && !strings.HasPrefix(filepath.Base(n), ".") {
				return n
			}
		}
		if msg := pageError(ctx); msg != "" || time.Now().After(deadline) {
			t.Fatalf("no %s file in the page's %s after %v: %q (page says %q)", ext, dir, limit, names, msg)
		}
		time.Sleep(200 * time.Millisecond)
	}
}

// fetchFile returns the bytes of a file in the page's file system.
func fetchFile(t *testing.T, ctx context.Context, path string) []byte {
	t.Helper()
	b64, err := chromedp.Run(ctx, chromedp.Evaluate[string](fmt.Sprintf(`(() => {
		const b = tickboxFS.get(%q);
		let s = "";
		for (let i = 0; i < b.length; i += 0x8000) s += String.fromCharCode(...b.subarray(i, i + 0x8000));
		return btoa(s);
	})()`, path)))
	if err != nil {
		t.Fatalf("reading %s from the page: %v", path, err)
	}
	data, err := base64.StdEncoding.DecodeString(b64)
	if err != nil {
		t.Fatal(err)
	}
	return data
}

// summary keeps the lab's lines about ticks, the world fingerprint and the check.
func summary(out string) string {
	var keep []string
	for _, line := range strings.Split(out, "\n") {
		if f := strings.Fields(line); len(f) > 0 && (f[0] == "ticks" || f[0] == "world" || f[0] == "recording") {
			keep = append(keep, line)
		}
	}
	return strings.Join(keep, "; ")
}
