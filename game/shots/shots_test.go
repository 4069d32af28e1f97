//go:build !headless

package shots

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"tickbox/game/shots/golden"
)

var update = flag.Bool("update", false, "rewrite the golden shots in testdata/shots")

// goldenDir holds a golden PNG for every shot of the shipped scenarios.
const goldenDir = "testdata/shots"

// Ebitengine's RunGame must run on the main goroutine, and only once per
// process. TestMain keeps the main goroutine free for it: the tests run on
// another and hand it what must run there (onMain).
var mainCalls = make(chan func())

func TestMain(m *testing.M) {
	if os.Getenv(shotsChild) != "" { // a shots command of its own, to stop by a signal
		testHookFrame = sayFirstFrame
		if at := os.Getenv(shotsHeap); at != "" {
			testHookFrame = sayHeap(at)
		}
		os.Exit(Run(strings.Split(os.Getenv(shotsArgs), "\x1f"), os.Stdout, os.Stderr))
	}
	code := make(chan int, 1)
	go func() {
		code <- m.Run()
		close(mainCalls)
	}()
	for f := range mainCalls {
		f()
	}
	os.Exit(<-code)
}

// shotsChild, when set, makes the test binary run the shots command with
// the arguments in shotsArgs (separated by 0x1f) instead of the tests;
// shotsHeap, when set too, has it say the heap it uses (see sayHeap).
const (
	shotsChild = "TICKBOX_SHOTS_CHILD"
	shotsArgs  = "TICKBOX_SHOTS_ARGS"
	shotsHeap  = "TICKBOX_SHOTS_HEAP"
)

// frameStarts starts the line the child writes on stderr as its first
// frame that lasts any time starts: the script is playing, the stop is
// heard (see sayFirstFrame).
const frameStarts = "shots child: a frame starts, of"

// sayFirstFrame is the child's testHookFrame: it says when the first frame
// that lasts any time starts, once.
func sayFirstFrame(d time.Duration) {
	if d > 0 && !saidFirstFrame {
		saidFirstFrame = true
		fmt.Fprintf(os.Stderr, "%s %v\n", frameStarts, d)
	}
}

var saidFirstFrame bool

// onMain runs f on the main goroutine and waits for it.
func onMain(f func()) {
	done := make(chan struct{})
	mainCalls <- func() { defer close(done); f() }
	<-done
}

// shipped plays the shipped scenarios once per test binary (RunGame's
// rule): -count=2 checks the same pictures again.
var shipped struct {
	once     sync.Once
	pictures []picture
	err      error
}

func shippedPictures(t *testing.T) []picture {
	shipped.once.Do(func() {
		dir, err := os.MkdirTemp("", "tickbox-shots-")
		if err != nil {
			shipped.err = err
			return
		}
		defer os.RemoveAll(dir) // F12's shots
		scenarios, err := loadScenarios(nil, dir)
		if err != nil {
			shipped.err = err
			return
		}
		onMain(func() { shipped.pictures, shipped.err = playScenarios(scenarios, os.Stderr) })
	})
	if shipped.err != nil {
		t.Fatal(shipped.err)
	}
	return shipped.pictures
}

// Every shot of the shipped scenarios matches its golden in testdata/shots
// within the golden's tolerance. A shot that differs leaves NAME.actual.png and
// NAME.diff.png beside its golden; -update rewrites the goldens instead.
func TestShots(t *testing.T) {
	pictures := shippedPictures(t)
	dir, err := filepath.Abs(goldenDir) // so that a failure names files one can open from anywhere
	if err != nil {
		t.Fatal(err)
	}
	names := map[string]bool{}
	for _, p := range pictures {
		names[p.shot.Name+".png"] = true
		t.Run(p.shot.Name, func(t *testing.T) {
			t.Parallel() // decoding a golden is slow under -race; the shots are independent
			o, err := golden.Check(dir, p.shot.Name, p.img, *update)
			switch {
			case err != nil:
				t.Fatal(err)
			case o.State == golden.Differs || o.State == golden.Missing:
				t.Errorf("%v (scenario %s, line %d)", o, p.scenario.file, p.shot.Line)
			case o.State == golden.Matched && o.Result.Within > 0:
				t.Logf("%s: %v", p.shot.Name, o.Result)
			}
		})
	}
	// A golden no shot takes any more would pass unseen forever.
	goldens, err := filepath.Glob(filepath.Join(goldenDir, "*.png"))
	if err != nil {
		t.Fatal(err)
	}
	for _, g := range goldens {
		base := filepath.Base(g)
		if !names[base] && !strings.HasSuffix(base, ".actual.png") && !strings.HasSuffix(base, ".diff.png") {
			t.Errorf("%s: no shipped scenario takes this shot any more; remove it", g)
		}
	}
}

// heapSays is the line the child writes for the heap in use after a
// collection, once its frames that last any time reach a count that
// shotsHeap lists.
const heapSays = "shots child: after %d frames the heap in use is %d bytes"

// sayHeap returns the child's testHookFrame when shotsHeap lists counts
// (as "20,300"): it counts the frames that last any time and writes the
// heap in use, after a collection, as each listed count starts.
func sayHeap(list string) func(time.Duration) {
	var at []int
	for _, f := range strings.Split(list, ",") {
		n, err := strconv.Atoi(f)
		if err != nil {
			panic(fmt.Sprintf("%s %q: %v", shotsHeap, list, err))
		}
		at = append(at, n)
	}
	frames := 0
	return func(d time.Duration) {
		if d == 0 {
			return
		}
		if frames++; slices.Contains(at, frames) {
			runtime.GC()
			var m runtime.MemStats
			runtime.ReadMemStats(&m)
			fmt.Fprintf(os.Stderr, heapSays+"\n", frames, m.HeapInuse)
		}
	}
}
