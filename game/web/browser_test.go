//go:build browser

// The browser test: the WebAssembly build, served by tickbox serve, played
// in a real headless Chromium driven through the DevTools protocol
// (github.com/chromedp/chromedp, a test-only dependency). It runs with
// -tags browser (make test-web; make test runs its -short part), since it
// needs Debian's chromium, which .ci/deps.sh installs.
package web_test

import (
	"bytes"
	"context"
	"fmt"
	"image/png"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"

	"tickbox/game/web"
)

var (
	siteOnce sync.Once
	siteDir  string
	siteErr  error
)

// site builds the page and the module once per test binary, as make web
// does (without the .gz: serve sends the module uncompressed then).
func site(t testing.TB) string {
	t.Helper()
	siteOnce.Do(func() {
		siteDir, siteErr = os.MkdirTemp("", "tickbox-web-*")
		if siteErr != nil {
			return
		}
		if siteErr = web.WritePage(siteDir); siteErr != nil {
			return
		}
		if siteErr = web.WriteReadme(siteDir, filepath.Join("..", "..", "README.md")); siteErr != nil {
			return
		}
		siteErr = buildWasm(siteDir, "tickbox.wasm", "tickbox")
	})
	if siteErr != nil {
		t.Fatal(siteErr)
	}
	return siteDir
}

// buildWasm builds the package pkg as WebAssembly into dir/name, as make
// web does, with Go's wasm_exec.js beside it.
func buildWasm(dir, name, pkg string) error {
	cmd := exec.Command("go", "build", "-trimpath", "-ldflags=-s -w", "-o", filepath.Join(dir, name), pkg)
	cmd.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm")
	if out, err := cmd.CombinedOutput(); err != nil {
		return fmt.Errorf("go build %s for wasm: %v\n%s", pkg, err, out)
	}
	goroot, err := exec.Command("go", "env", "GOROOT").Output()
	if err != nil {
		return fmt.Errorf("go env GOROOT: %v", err)
	}
	loader, err := os.ReadFile(filepath.Join(strings.TrimSpace(string(goroot)), "lib", "wasm", "wasm_exec.js"))
	if err != nil {
		return err
	}
	return os.WriteFile(filepath.Join(dir, "wasm_exec.js"), loader, 0o644)
}

func TestMain(m *testing.M) {
	code := m.Run()
	if siteDir != "" {
		os.RemoveAll(siteDir)
	}
	os.Exit(code)
}

// serve runs tickbox serve on a free port for the test's length and
// returns its URL.
func serve(t testing.TB, dir string) string {
	t.Helper()
	ctx, cancel := context.WithCancel(context.Background())
	var out, errs syncBuffer
	done := make(chan int)
	go func() { done <- web.ServeContext(ctx, []string{"-addr", "127.0.0.1:0", "-dir", dir}, &out, &errs) }()
	t.Cleanup(func() {
		cancel()
		if code := <-done; code != 0 {
			t.Errorf("serve exited %d: %s", code, errs.String())
		}
	})
	return waitForURL(t, &out)
}

// The page's viewport in every browser test, viewportW × viewportH: the
// game's canvas of canvasW × canvasH, the native window's size, under the
// page's bar of barH pixels (--bar in assets/web/tickbox.css).
const (
	canvasW, canvasH     = 1280, 720
	barH                 = 29
	viewportW, viewportH = canvasW, canvasH + barH
)

// browser starts a headless Chromium with a fresh profile; rendering is
// SwiftShader's, on the CPU, as on a machine with no GPU.
func browser(t testing.TB) context.Context {
	t.Helper()
	exe, err := exec.LookPath("chromium")
	if err != nil {
		t.Fatalf("chromium not found (make deps installs Debian's): %v", err)
	}
	opts := []chromedp.ExecAllocatorOption{
		chromedp.ExecPath(exe),
		chromedp.UserDataDir(t.TempDir()),
		chromedp.WindowSize(viewportW, viewportH),
		chromedp.Flag("headless", "new"),
		chromedp.Flag("no-sandbox", true),
		chromedp.Flag("use-angle", "swiftshader"),
		chromedp.Flag("enable-unsafe-swiftshader", true),
		chromedp.Flag("disable-background-networking", true),
		chromedp.Flag("disable-component-update", true),
		chromedp.Flag("disable-sync", true),
		chromedp.Flag("no-first-run", true),
		chromedp.Flag("no-default-browser-check", true),
		// A headless tab counts as in the background: keep its frames coming.
		chromedp.Flag("disable-background-timer-throttling", true),
		chromedp.Flag("disable-renderer-backgrounding", true),
		chromedp.Flag("disable-backgrounding-occluded-windows", true),
	}
	actx, cancelAlloc := chromedp.NewExecAllocator(context.Background(), opts...)
	ctx, cancel := chromedp.NewContext(actx)
	ctx, cancelTime := context.WithTimeout(ctx, 5*time.Minute)
	t.Cleanup(func() { cancelTime(); cancel(); cancelAlloc() })
	return ctx
}

// hook is window.tickbox, the figures the game publishes after every frame.
type hook struct {
	Frames, Ticks, Tick, Dropped int64
	Alpha                        float64
	Mode                         string
	Paused                       bool
	Rate                         int
	JumperY                      float64 `json:"jumper_y"`
	JumpPeak                     float64 `json:"jump_peak"`
	NowMs                        float64 `json:"now_ms"`
	Fingerprint                  string
	ResolutionUs                 float64 `json:"resolution_us"`
	DrawMs                       float64 `json:"draw_ms"`
	DrawMeanMs                   float64 `json:"draw_mean_ms"` // the mean of the last second's frames
	WorstMs                      float64 `json:"worst_ms"`     // the longest frame of the last second
	ReplayPlayed                 int64   `json:"replay_played"`
	ReplayTotal                  int64   `json:"replay_total"`
	ReplayChecked                int     `json:"replay_checked"`
	ReplayDesync                 bool    `json:"replay_desync"`
	CrowdCPU                     bool    `json:"crowd_cpu"` // the crowd drawn on the CPU
}

func read(t testing.TB, ctx context.Context) hook {
	t.Helper()
	h, err := chromedp.Run(ctx, chromedp.Evaluate[hook](`window.tickbox || {}`))
	if err != nil {
		t.Fatalf("reading window.tickbox: %v", err)
	}
	return h
}

// waitFor polls the hook until ok holds, failing after limit.
func waitFor(t testing.TB, ctx context.Context, limit time.Duration, what string, ok func(hook) bool) hook {
	t.Helper()
	deadline := time.Now().Add(limit)
	for {
		h := read(t, ctx)
		if ok(h) {
			return h
		}
		if time.Now().After(deadline) {
			t.Fatalf("after %v, still not %s: %+v (page says %q)", limit, what, h, pageError(ctx))
		}
		time.Sleep(50 * time.Millisecond)
	}
}

func pageError(ctx context.Context) string {
	s, _ := chromedp.Run(ctx, chromedp.Evaluate[string](`(document.getElementById("error")||{}).textContent || ""`))
	return s
}

// open loads the page with query and waits until the game has drawn
// frames (compiling 14 MB of WebAssembly on a loaded machine takes a while).
func open(t testing.TB, ctx context.Context, url, query string) hook {
	t.Helper()
	// The page's viewport is set, not the window: a headless window of
	// 1280 × 749 has a viewport 143 pixels shorter, which gave the game a
	// canvas of 1280 × 577, a larger logical screen (view.Fit) scaled
	// down to it, unlike the native window's 1280 × 720 drawn pixel for
	// pixel that make bench-web sets it beside.
	if err := chromedp.Do(ctx, chromedp.EmulateViewport(viewportW, viewportH), chromedp.Navigate(url+query)); err != nil {
		t.Fatalf("opening %s%s: %v", url, query, err)
	}
	return waitFor(t, ctx, 2*time.Minute, "drawing frames", func(h hook) bool { return h.Frames > 30 })
}

// press holds key down until the game has drawn two frames, so that its
// once-a-frame read of the keys sees it even at the few frames per second
// SwiftShader manages on a loaded machine (as a person holds a key).
func press(t *testing.T, ctx context.Context, key rune) {
	t.Helper()
	var down, up []*input.DispatchKeyEventParams
	for _, e := range kb.Encode(key) {
		if e.Type == kb.KeyUp {
			up = append(up, e)
		} else {
			down = append(down, e)
		}
	}
	dispatch(t, ctx, down)
	start := read(t, ctx).Frames
	waitFor(t, ctx, 30*time.Second, fmt.Sprintf("two frames with %q held", key), func(h hook) bool { return h.Frames >= start+2 })
	dispatch(t, ctx, up)
}

// tap presses the key of KeyboardEvent.code code and lets it go in one
// task of the page, so that no frame comes between: a tap shorter than a
// frame, which the page holds down until the game has seen it (tickbox.js,
// heldAFrame). The events are the page's own, not the browser's input, so
// that the two cannot be a frame apart.
func tap(t *testing.T, ctx context.Context, code, key string) {
	t.Helper()
	_, err := chromedp.Run(ctx, chromedp.Evaluate[bool](fmt.Sprintf(`(() => {
		const c = document.querySelector("canvas");
		c.focus();
		for (const type of ["keydown", "keyup"]) {
			c.dispatchEvent(new KeyboardEvent(type, { code: %q, key: %q, bubbles: true, cancelable: true }));
		}
		return true;
	})()`, code, key)))
	if err != nil {
		t.Fatalf("tapping %s: %v", code, err)
	}
}

func dispatch(t *testing.T, ctx context.Context, events []*input.DispatchKeyEventParams) {
	t.Helper()
	err := chromedp.Do(ctx, chromedp.Focus(chromedp.CSS("canvas")), chromedp.Func(func(ctx context.Context, tg *chromedp.Target) error {
		for _, e := range events {
			if _, err := cdp.Call(ctx, tg, input.DispatchKeyEvent, *e); err != nil {
				return err
			}
		}
		return nil
	}))
	if err != nil {
		t.Fatalf("dispatching keys: %v", err)
	}
}

// TestBrowserPlays opens the page with the limits off, checks the tick
// rate against the game's clock, taps Space (down and up before the next
// frame) and presses H, I, P and N, checking each one's effect. With the limits off no tick is ever dropped, so the
// rate holds however few frames a loaded machine draws.
func TestBrowserPlays(t *testing.T) {
	url := serve(t, site(t))
	ctx := browser(t)
	open(t, ctx, url, "?tps=60&limits=false")
	singleSampled(t, ctx)
	pixelForPixel(t, ctx)

	a := read(t, ctx)
	time.Sleep(3 * time.Second)
	b := read(t, ctx)
	want := (b.NowMs - a.NowMs) / 1000 * 60
	t.Logf("%d frames, %d ticks in %.0f ms (%.1f ticks/s at -tps 60), clock resolution %.1f µs, draw %.2f ms",
		b.Frames-a.Frames, b.Ticks-a.Ticks, b.NowMs-a.NowMs, float64(b.Ticks-a.Ticks)/(b.NowMs-a.NowMs)*1000, b.ResolutionUs, b.DrawMs)
	// Both readings are taken after a frame's ticks: each is the whole
	// ticks the clock covers, so they differ from the exact figure by less
	// than one tick at each end.
	if b.DrawMs <= 0 || b.DrawMeanMs <= 0 {
		t.Errorf("draw_ms %v, draw_mean_ms %v after %d frames; want both above 0", b.DrawMs, b.DrawMeanMs, b.Frames)
	}
	if b.CrowdCPU {
		t.Error("3 balls: the crowd is drawn on the CPU, want triangles below 3,000 balls")
	}
	if got := float64(b.Ticks - a.Ticks); got < want-2 || got > want+2 || b.Dropped != 0 {
		t.Errorf("%.0f ticks in %.0f ms with %d dropped; want %.1f ± 2 and none dropped", got, b.NowMs-a.NowMs, b.Dropped, want)
	}

	// A slow frame can hold a whole jump, so the jump's peak tells, not the height.
	if h := read(t, ctx); h.JumpPeak != 0 {
		t.Fatalf("jumped before Space: %+v", h)
	}
	tap(t, ctx, "Space", " ")
	waitFor(t, ctx, 10*time.Second, "jumping after a tap of Space shorter than a frame", func(h hook) bool { return h.JumpPeak > 0 })
	// The tap's keyup reached the game once it had seen the keydown: a
	// second tap, once landed, is a press of its own and jumps again.
	waitFor(t, ctx, 10*time.Second, "landed after the tap's jump", func(h hook) bool { return h.JumperY == 0 })
	tap(t, ctx, "Space", " ")
	waitFor(t, ctx, 10*time.Second, "jumping again after a second tap", func(h hook) bool { return h.JumperY > 0 })

	hitch(t, ctx)

	if b.Mode != "interpolate" {
		t.Fatalf("mode %q at start, want interpolate", b.Mode)
	}
	press(t, ctx, 'i')
	waitFor(t, ctx, 10*time.Second, "in mode newest after I", func(h hook) bool { return h.Mode == "newest" })

	screenshot(t, ctx)

	press(t, ctx, 'p')
	paused := waitFor(t, ctx, 10*time.Second, "paused after P", func(h hook) bool { return h.Paused })
	time.Sleep(time.Second)
	if h := read(t, ctx); h.Tick != paused.Tick {
		t.Errorf("paused: the world went from tick %d to %d", paused.Tick, h.Tick)
	}
	press(t, ctx, 'n')
	waitFor(t, ctx, 10*time.Second, "one tick on after N", func(h hook) bool { return h.Tick == paused.Tick+1 })
	time.Sleep(time.Second)
	if h := read(t, ctx); h.Tick != paused.Tick+1 || !h.Paused {
		t.Errorf("after N: tick %d, paused %v; want %d, still paused", h.Tick, h.Paused, paused.Tick+1)
	}
	// The fingerprint is hashed when read: the world's of that moment.
	if h := read(t, ctx); len(h.Fingerprint) != 16 || strings.Trim(h.Fingerprint, "0123456789abcdef") != "" || h.Fingerprint == paused.Fingerprint {
		t.Errorf("fingerprint %q a tick after %q; want another, 16 hex digits", h.Fingerprint, paused.Fingerprint)
	}
}

// singleSampled checks that the game's canvas has no multisampling: the
// page asks for none (tickbox.js), since the canvas gets one quad a frame
// (Ebitengine's copy of its offscreen picture) and resolving its samples
// was a pass over the canvas every frame for the same pixels.
func singleSampled(t *testing.T, ctx context.Context) {
	t.Helper()
	attrs, err := chromedp.Run(ctx, chromedp.Evaluate[map[string]any](
		`document.querySelector("canvas").getContext("webgl2").getContextAttributes()`))
	if err != nil {
		t.Fatalf("reading the canvas's context attributes: %v", err)
	}
	if attrs["antialias"] != false {
		t.Errorf("the game's WebGL2 context has antialias %v, want false: %v", attrs["antialias"], attrs)
	}
}

// pixelForPixel checks that the canvas's pixels are the page's: its
// drawing buffer, which Ebitengine sizes to the body's client area, is as
// big as the box the page shows it in, all of the viewport under the bar
// (1280 × 720, the native window's size). Were they to differ (the body
// taller than the canvas under the bar), the browser would resample the
// whole picture every frame, squashing it and blurring its text, and with
// WebGL on the CPU (SwiftShader) pay for a filtered pass over the canvas.
func pixelForPixel(t testing.TB, ctx context.Context) {
	t.Helper()
	got, err := chromedp.Run(ctx, chromedp.Evaluate[[]float64](`(() => {
		const c = document.querySelector("canvas"), r = c.getBoundingClientRect();
		return [c.width, c.height, r.width * devicePixelRatio, r.height * devicePixelRatio];
	})()`))
	if err != nil {
		t.Fatalf("reading the canvas's size: %v", err)
	}
	w, h := float64(canvasW), float64(canvasH)
	if !slices.Equal(got, []float64{w, h, w, h}) {
		t.Errorf("the canvas's pixels and its box in device pixels are %v; want %v × %v for both", got, w, h)
	}
}

// hitch presses H and checks that a frame of at least 250 ms follows. So
// that the check can fail, the frames before must be shorter; on a machine
// so loaded that SwiftShader's frames already last that long, it presses
// Shift+H instead and looks for the 1 s frame; slower than that, it can
// check nothing and says so.
func hitch(t *testing.T, ctx context.Context) {
	t.Helper()
	before := read(t, ctx)
	if before.WorstMs < 240 {
		press(t, ctx, 'h')
		waitFor(t, ctx, 10*time.Second, "a frame of 250 ms after H", func(h hook) bool { return h.WorstMs >= 249 })
		return
	}
	if before.WorstMs >= 950 {
		// Not a failure of the game: SwiftShader on a CPU this busy draws
		// slower than any hitch, which cannot then be seen. Say so loudly.
		t.Logf("H NOT CHECKED: frames of up to %.0f ms already, longer than even Shift+H's 1 s hitch (machine overloaded)", before.WorstMs)
		return
	}
	t.Logf("frames of up to %.0f ms already: Shift+H (1 s) instead of H (250 ms)", before.WorstMs)
	shift := &input.DispatchKeyEventParams{Type: kb.KeyDown, Key: "Shift", Code: "ShiftLeft", WindowsVirtualKeyCode: 16}
	dispatch(t, ctx, []*input.DispatchKeyEventParams{shift})
	press(t, ctx, 'H')
	up := *shift
	up.Type = kb.KeyUp
	dispatch(t, ctx, []*input.DispatchKeyEventParams{&up})
	waitFor(t, ctx, 10*time.Second, "a frame of 1 s after Shift+H", func(h hook) bool { return h.WorstMs >= 999 })
}

// TestBrowserQuery checks that the address's options reach the game by
// play's rules, that every bad one is shown on the page with the page's
// own help, and that the README it links is a page.
func TestBrowserQuery(t *testing.T) {
	url := serve(t, site(t))
	ctx := browser(t)
	h := open(t, ctx, url, "?tps=120&mode=newest&balls=3000&log")
	if h.Rate != 120 || h.Mode != "newest" {
		t.Errorf("?tps=120&mode=newest: rate %d mode %q", h.Rate, h.Mode)
	}
	// The browser draws with SwiftShader here (see browser): a software
	// GPU, which the page names, and for which 3,000 balls are drawn on the CPU.
	status, err := chromedp.Run(ctx, chromedp.Evaluate[string](`document.getElementById("status").textContent`))
	if err != nil {
		t.Fatal(err)
	}
	if !h.CrowdCPU || !strings.Contains(status, "software GPU (SwiftShader)") {
		t.Errorf("?balls=3000 in SwiftShader: crowd_cpu %v, the page's status %q; want the crowd on the CPU, and the status to say so", h.CrowdCPU, status)
	}
	// -log's line goes to standard error, which the page sends to the console.
	deadline := time.Now().Add(30 * time.Second)
	for {
		lines, err := chromedp.Run(ctx, chromedp.Evaluate[[]string](`tickboxFS.stderr()`))
		if err != nil {
			t.Fatal(err)
		}
		if len(lines) > 0 && strings.Contains(lines[len(lines)-1], "msg=frame") {
			t.Logf("?log: the console shows %q", lines[len(lines)-1])
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("?log: no -log line on the console after 30 s: %q", lines)
		}
		time.Sleep(200 * time.Millisecond)
	}
	if g := open(t, ctx, url, "?balls=3000&crowd=gpu"); g.CrowdCPU {
		t.Error("?balls=3000&crowd=gpu in SwiftShader: the crowd is drawn on the CPU, want the triangles -crowd gpu asks for")
	}
	if err := chromedp.Do(ctx, chromedp.Navigate(url+"?tps=0&mode=sideways")); err != nil {
		t.Fatal(err)
	}
	deadline = time.Now().Add(2 * time.Minute)
	for !strings.Contains(pageError(ctx), "exit status 2") {
		if time.Now().After(deadline) {
			t.Fatalf("?tps=0&mode=sideways: the page shows %q, want the address's errors", pageError(ctx))
		}
		time.Sleep(100 * time.Millisecond)
	}
	shown := pageError(ctx)
	for _, want := range []string{"tps=0: the tick rate must be 1 to 1000 Hz", `mode "sideways": must be`, "The page takes play's options", "  tps=Hz "} {
		if !strings.Contains(shown, want) {
			t.Errorf("?tps=0&mode=sideways: the page shows %q, want %q", shown, want)
		}
	}
	if strings.Contains(shown, "tickbox play -h") {
		t.Errorf("the page points to the command line: %q", shown)
	}
	t.Logf("?tps=0&mode=sideways shows: %q", shown)
	readme(t, ctx, url)
}

// readme follows the page's README link and checks that it shows a page:
// its title a heading, its pictures drawn.
func readme(t *testing.T, ctx context.Context, url string) {
	t.Helper()
	if err := chromedp.Do(ctx, chromedp.Navigate(url+"README.html")); err != nil {
		t.Fatal(err)
	}
	heading, err := chromedp.Run(ctx, chromedp.Text("h1"))
	if err != nil {
		t.Fatal(err)
	}
	// The pictures load after the page; give them a moment.
	var pictures int
	for range 50 {
		if pictures, err = chromedp.Run(ctx, chromedp.Evaluate[int](`[...document.images].filter(i => i.complete && i.naturalWidth > 0).length`)); err != nil {
			t.Fatal(err)
		}
		if pictures >= 6 {
			break
		}
		time.Sleep(100 * time.Millisecond)
	}
	if heading != "Tickbox" || pictures < 6 {
		t.Errorf("README.html: heading %q, %d pictures drawn; want Tickbox and every picture", heading, pictures)
	}
}

// screenshot presses O, the browser's stand-in for F12, and checks that a
// picture of the game lands in the page's shots folder,
// from where the page offers it as a download.
func screenshot(t *testing.T, ctx context.Context) {
	t.Helper()
	if _, err := chromedp.Run(ctx, chromedp.Evaluate[bool](`window.tickboxDownloads = false`)); err != nil {
		t.Fatal(err)
	}
	press(t, ctx, 'o')
	path := waitForFile(t, ctx, "/shots", ".png")
	img, err := png.Decode(bytes.NewReader(fetchFile(t, ctx, path)))
	if err != nil {
		t.Fatalf("%s from O: %v", path, err)
	}
	// The window reflows to the page's size, so the picture is as large as
	// the canvas; it must be a picture of the game, not an empty one.
	if b := img.Bounds(); b.Dx() < 320 || b.Dy() < 320 || colours(img, b) < 8 {
		t.Errorf("%s from O: %v with %d colours, want a picture of the game", path, b, colours(img, b))
	}
}
